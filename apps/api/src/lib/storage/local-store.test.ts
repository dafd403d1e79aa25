import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newDocumentKey } from './document-store';
import { createLocalDocumentStore } from './local-store';

/** Every file below `dir`, as paths relative to `dir`. */
async function walk(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))],
    ),
  );
  return nested.flat();
}

describe('local document store', () => {
  let sandbox = '';
  let root = '';
  beforeEach(async () => {
    sandbox = await mkdtemp(path.join(tmpdir(), 'kavach-docs-'));
    root = path.join(sandbox, 'uploads');
  });
  afterEach(() => rm(sandbox, { recursive: true, force: true }));

  it('T11.1: stores under a server UUID key; folders 0700, files 0600; get and delete', async () => {
    const store = createLocalDocumentStore(root);
    const key = newDocumentKey();
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    await store.put(key, Buffer.from('hello'), 'image/png');
    expect(await store.get(key)).toEqual(Buffer.from('hello'));
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'documents'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, key))).mode & 0o777).toBe(0o600);
    await store.put(key, Buffer.from('replaced'), 'image/png');
    expect(await store.get(key)).toEqual(Buffer.from('replaced'));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect(await store.get(newDocumentKey())).toBeNull();
  });

  it('T11.1: 0 files outside the upload directory, whatever keys are tried; no temporary files left', async () => {
    const store = createLocalDocumentStore(root);
    const evil = [
      '../escape',
      'documents/../../escape',
      '/tmp/escape',
      'a/../../b',
      'docs/x.php',
      'A',
      'a\\..\\b',
      'a\0b',
      '',
    ];
    for (const key of evil) {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
      await expect(store.get(key)).rejects.toThrow();
      await expect(store.delete(key)).rejects.toThrow();
    }
    const keys = Array.from({ length: 20 }, () => newDocumentKey());
    await Promise.all(keys.map((k) => store.put(k, Buffer.from(k), 'application/pdf')));
    expect(await readdir(sandbox)).toEqual(['uploads']);
    expect((await walk(root)).sort()).toEqual(keys.sort());
  });

  it('T11.1: a symbolic link inside the root cannot carry writes or reads outside it', async () => {
    const outside = path.join(sandbox, 'outside');
    await mkdir(outside);
    await mkdir(root, { recursive: true });
    await symlink(outside, path.join(root, 'documents'));
    const store = createLocalDocumentStore(root);
    await expect(store.put('documents/abc', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /outside the root/,
    );
    await writeFile(path.join(outside, 'abc'), 'secret');
    await expect(store.get('documents/abc')).rejects.toThrow(/outside the root/);
    await expect(store.delete('documents/abc')).rejects.toThrow(/outside the root/);
    expect(await readdir(outside)).toEqual(['abc']);
  });

  it('T11.1: a file that is itself a symbolic link is not followed on read', async () => {
    const store = createLocalDocumentStore(root);
    await store.put('documents/real', Buffer.from('x'), 'image/png');
    await writeFile(path.join(sandbox, 'secret'), 'secret');
    await symlink(path.join(sandbox, 'secret'), path.join(root, 'documents', 'link'));
    await expect(store.get('documents/link')).rejects.toThrow();
  });

  const collect = async (iterable: AsyncIterable<{ key: string; lastModified: Date }>) => {
    const out: Array<{ key: string; lastModified: Date }> = [];
    for await (const o of iterable) out.push(o);
    return out.sort((a, b) => (a.key < b.key ? -1 : 1));
  };

  it('issue 4 sweeper: list gives the server-made keys under a prefix with their modification time', async () => {
    const store = createLocalDocumentStore(root);
    expect(await collect(store.list('documents/'))).toEqual([]); // no folder yet
    const keys = [newDocumentKey(), newDocumentKey(), 'documents/nested/deeper'];
    for (const k of keys) await store.put(k, Buffer.from(k), 'image/png');
    await store.put('receipts/x', Buffer.from('x'), 'application/pdf');
    const old = new Date('2026-01-02T03:04:05.000Z');
    await utimes(path.join(root, keys[0]!), old, old);
    const listed = await collect(store.list('documents/'));
    expect(listed.map((o) => o.key)).toEqual([...keys].sort());
    expect(listed.find((o) => o.key === keys[0])!.lastModified.toISOString()).toBe(old.toISOString());
    expect((await collect(store.list(''))).map((o) => o.key)).toEqual([...keys, 'receipts/x'].sort());
  });

  it('issue 4 sweeper: temporary files, foreign names and symbolic links are never listed (so never deleted)', async () => {
    const store = createLocalDocumentStore(root);
    await store.put('documents/real', Buffer.from('x'), 'image/png');
    await writeFile(path.join(root, 'documents', 'real.0b7c.tmp'), 'half a write');
    await writeFile(path.join(root, 'documents', 'Notes.TXT'), 'x');
    await writeFile(path.join(sandbox, 'outside'), 'secret');
    await symlink(path.join(sandbox, 'outside'), path.join(root, 'documents', 'link'));
    await mkdir(path.join(sandbox, 'elsewhere'));
    await writeFile(path.join(sandbox, 'elsewhere', 'victim'), 'x');
    await symlink(path.join(sandbox, 'elsewhere'), path.join(root, 'documents', 'dir-link'));
    expect((await collect(store.list('documents/'))).map((o) => o.key)).toEqual(['documents/real']);
  });

  it('issue 4 sweeper: a bad prefix is refused', async () => {
    const store = createLocalDocumentStore(root);
    for (const prefix of ['../', 'documents', '/tmp/', 'a//', '..'])
      await expect(collect(store.list(prefix))).rejects.toThrow('invalid listing prefix');
  });
});
