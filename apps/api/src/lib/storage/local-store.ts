import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  assertDocumentKey,
  assertListPrefix,
  isDocumentKey,
  type DocumentStore,
  type StoredObject,
} from './document-store';

export const DEFAULT_DOCUMENT_DIR = '.data/documents';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Documents as files under one folder (docs/product/security-tests.md#t11-1: "0 files outside the upload
 * directory"). Folders are created 0700 and files 0600; every path is resolved and checked to
 * stay inside the root, also after following symbolic links; a write goes to a temporary file
 * that is synced and then renamed, so a reader never sees half a document. Listing walks the
 * folders without following symbolic links; a file's time is its modification time.
 */
export function createLocalDocumentStore(root: string = DEFAULT_DOCUMENT_DIR): DocumentStore {
  const rootAbs = path.resolve(root);

  function pathFor(key: string): string {
    assertDocumentKey(key);
    const file = path.resolve(rootAbs, key);
    const rel = path.relative(rootAbs, file);
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel))
      throw new Error('document path outside the root');
    return file;
  }

  /** Fails when a symbolic link has taken the real folder of `dir` outside the real root. */
  async function assertInsideRealRoot(dir: string): Promise<void> {
    const [realRoot, realDir] = await Promise.all([realpath(rootAbs), realpath(dir)]);
    if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) {
      throw new Error('document folder resolves outside the root');
    }
  }

  /** The files below `dir` that carry server-made keys (temporary files and links are skipped). */
  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      await assertInsideRealRoot(dir);
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) return;
      throw e;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(file);
        continue;
      }
      const key = path.relative(rootAbs, file).split(path.sep).join('/');
      if (!entry.isFile() || !isDocumentKey(key)) continue;
      const info = await lstat(file).catch((e: unknown) => {
        if (isMissing(e)) return null; // deleted meanwhile
        throw e;
      });
      if (info) yield { key, lastModified: info.mtime };
    }
  }

  return {
    async put(key, bytes) {
      const file = pathFor(key);
      const dir = path.dirname(file);
      await mkdir(rootAbs, { recursive: true, mode: 0o700 });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await assertInsideRealRoot(dir);
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        const handle = await open(tmp, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(tmp, file);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },

    async get(key) {
      const file = pathFor(key);
      try {
        await assertInsideRealRoot(path.dirname(file));
        return await readFile(file, { flag: constants.O_RDONLY | constants.O_NOFOLLOW });
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async delete(key) {
      const file = pathFor(key);
      try {
        await assertInsideRealRoot(path.dirname(file));
      } catch (e) {
        if (isMissing(e)) return;
        throw e;
      }
      await rm(file, { force: true });
    },

    async *list(prefix) {
      assertListPrefix(prefix);
      yield* walk(prefix ? path.join(rootAbs, ...prefix.slice(0, -1).split('/')) : rootAbs);
    },
  };
}
