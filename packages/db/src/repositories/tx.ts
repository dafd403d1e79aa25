import type { Db } from '../client';

/** A transaction handle; repository functions take `Db | Tx` so callers choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
