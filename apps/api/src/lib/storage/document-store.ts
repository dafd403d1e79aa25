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
  /**
   * Every stored object whose key starts with `prefix` (a server-made key prefix such as
   * `documents/`), with when it was last written; page by page, in no particular order. Anything
   * that is not a server-made key (a temporary file, a foreign object) is left out.
   */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with '/', which the class excludes
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A fresh server-made key for a document. */
export function newDocumentKey(prefix = 'documents'): string {
  return `${prefix}/${randomUUID()}`;
}

/** Whether `key` is a server-made key (see assertDocumentKey). */
export const isDocumentKey = (key: string): boolean =>
  key.length <= 200 && KEY.test(key) && !key.includes('..');

/**
 * Throws unless `key` is a server-made key: lower-case letters, digits, `-` and `/` between
 * non-empty parts (so no `..`, no leading or double slash), at most 200 characters. A bad key is
 * a programming error, not a user error, so this is a plain Error (500).
 */
export function assertDocumentKey(key: string): void {
  if (!isDocumentKey(key)) throw new Error(`invalid document key ${JSON.stringify(key.slice(0, 80))}`);
}

/** A listing prefix: a key prefix ending in `/` (e.g. `documents/`), or '' for every object. */
export function assertListPrefix(prefix: string): void {
  if (prefix !== '' && !(prefix.endsWith('/') && isDocumentKey(prefix.slice(0, -1))))
    throw new Error(`invalid listing prefix ${JSON.stringify(prefix.slice(0, 80))}`);
}
