import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What a transaction needs from the statement cache (pglite-statements.ts). */
export interface TransactionHost {
  readonly raw: PGlite;
  control(command: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): Promise<unknown>;
  queryInTransaction<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  execSimple(sql: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * One transaction as `PGlite.transaction` runs it, for a caller holding PGlite's transaction mutex:
 * BEGIN, the callback, COMMIT (then the data folder is synced, as after any write), or ROLLBACK
 * when the callback throws or calls `rollback()`. A statement after the end throws.
 */
export async function runTransaction<T>(
  host: TransactionHost,
  callback: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await host.control('BEGIN');
  let closed = false;
  const open = () => {
    if (closed) throw new Error('Transaction is closed');
  };
  const end = async (command: 'COMMIT' | 'ROLLBACK') => {
    closed = true;
    await host.control(command);
  };
  const query = async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
    open();
    return host.queryInTransaction<R>(sql, params, options);
  };
  const tx: Transaction = {
    query,
    exec: async (sql, options) => {
      open();
      return host.execSimple(sql, options);
    },
    // sql`…`: each value a parameter ($1, $2, …).
    sql: (strings, ...values) =>
      query(
        strings.reduce((text, part, i) => `${text}$${i}${part}`),
        values,
      ),
    rollback: async () => {
      open();
      await end('ROLLBACK');
    },
    listen: (channel, cb) => host.raw.listen(channel, cb, tx),
    get closed() {
      return closed;
    },
  };
  try {
    const result = await callback(tx);
    if (!closed) {
      await end('COMMIT');
      await host.raw.syncToFs();
    }
    return result;
  } catch (err) {
    if (!closed) await end('ROLLBACK');
    throw err;
  }
}
