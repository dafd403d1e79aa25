import { randomUUID } from 'node:crypto';

/**
 * Where uploaded documents live. Keys are made by the server (`documents/<uuid>`), never from a
 * user's file name (ASVS 5.3.2); the content type and display name are kept in the database.
 */
export interface DocumentStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A fresh server-made key for a document. */
export function newDocumentKey(prefix = 'documents'): string {
  return `${prefix}/${randomUUID()}`;
}

/**
 * Throws unless `key` is a server-made key: lower-case letters, digits, `-` and `/` between
 * non-empty parts (so no `..`, no leading or double slash), at most 200 characters. A bad key is
 * a programming error, not a user error, so this is a plain Error (500).
 */
export function assertDocumentKey(key: string): void {
  if (key.length > 200 || !KEY.test(key) || key.includes('..')) {
    throw new Error(`invalid document key ${JSON.stringify(key.slice(0, 80))}`);
  }
}
