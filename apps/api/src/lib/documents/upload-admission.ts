/**
 * Admission for upload bodies (docs/product/security-tests.md#t11-5): at most `max` uploads are read and processed
 * at once; the others wait BEFORE their body is read, so their bytes stay in the socket (kernel
 * buffers and TCP flow control) instead of the heap. Twenty concurrent 5 MB uploads then hold a
 * few bodies in memory, not twenty (plus the copies Fastify makes while collecting a body).
 */
export interface UploadAdmission {
  /** Resolves when this upload may proceed; call the returned function once it is done (idempotent). */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function createUploadAdmission(max: number): UploadAdmission {
  let active = 0;
  const queue: Array<() => void> = [];
  const grant = (): (() => void) => {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      queue.shift()?.();
    };
  };
  return {
    acquire() {
      if (active < max) return Promise.resolve(grant());
      return new Promise((resolve) => queue.push(() => resolve(grant())));
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** As many as may re-encode at once (MAX_CONCURRENT_REENCODES): the rest wait in their sockets. */
export const MAX_UPLOADS_IN_FLIGHT = 2;
