import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Books } from './books';
import { restoreBooks, snapshotBooks } from './snapshot';

/**
 * The emulator's state in a JSON file of its own (decision 053), never in our schema: read once at
 * start, rewritten after each change. The write goes to a temporary file renamed over the old one,
 * so a crash mid-write leaves the previous state, not half a document.
 */
export function emulatorStateFile(file: string) {
  return {
    /** Fills the empty books from the file, if there is one. */
    load(books: Books): void {
      if (existsSync(file)) restoreBooks(books, readFileSync(file, 'utf8'));
    },
    save(books: Books): void {
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, snapshotBooks(books), { mode: 0o600 });
      renameSync(temporary, file);
    },
  };
}
