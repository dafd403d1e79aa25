import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canTransition, statesLeadingTo, type Lifecycle } from '@kavach/domain';
import type { DbOrTx } from '../repositories/tx';

/** A table whose rows follow a lifecycle: an `id` key and a `status` column. */
export type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

/** Which table holds an entity and which domain table its `status` follows (decision 052). */
export interface LifecycleEntity<T extends StatusTable, S extends string> {
  readonly table: T;
  readonly lifecycle: Lifecycle<S>;
}

/** The other columns changed together with a status (values, or SQL such as `attempts + 1`). */
export type TransitionPatch<T extends StatusTable> = {
  [K in Exclude<keyof T['$inferInsert'], 'id' | 'status'>]?: T['$inferInsert'][K] | SQL;
};

export const lifecycleEntity = <T extends StatusTable, S extends string>(
  table: T,
  lifecycle: Lifecycle<S>,
): LifecycleEntity<T, S> => ({ table, lifecycle });

/** A status write the domain's table does not allow: a bug, never a customer's input. */
export class IllegalTransition extends Error {
  constructor(
    readonly entity: string,
    readonly id: number,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${entity} ${id}: ${from} → ${to} is not in its lifecycle table`);
    this.name = 'IllegalTransition';
  }
}

/** The row was no longer in the state the caller read (another writer moved it first). */
export class TransitionConflict extends Error {
  constructor(
    readonly entity: string,
    readonly id: number,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${entity} ${id}: no longer ${from}, so not moved to ${to}`);
    this.name = 'TransitionConflict';
  }
}

/**
 * THE way one row's status changes (issue 19 §3): checks `from → to` against the domain's table,
 * then updates `WHERE id = … AND status = <from>` with the other columns of the same change.
 * Throws IllegalTransition for a move the table forbids, TransitionConflict when no row was in
 * `from` any more. Callers that locked the row (FOR UPDATE) never see the conflict.
 */
export async function transition<T extends StatusTable, S extends string>(
  tx: DbOrTx,
  entity: LifecycleEntity<T, S>,
  row: { id: number; status: string },
  to: S,
  patch: TransitionPatch<T> = {} as TransitionPatch<T>,
): Promise<T['$inferSelect']> {
  const { table, lifecycle } = entity;
  if (!canTransition(lifecycle, row.status, to))
    throw new IllegalTransition(lifecycle.name, row.id, row.status, to);
  const updated = (await tx
    .update(table)
    .set({ ...patch, status: to } as never)
    .where(and(eq(table.id, row.id), eq(table.status, row.status)))
    .returning()) as T['$inferSelect'][];
  if (updated.length === 0) throw new TransitionConflict(lifecycle.name, row.id, row.status, to);
  return updated[0]!;
}

/**
 * The same rule for many rows at once (a relay's batch, the links of an order, a cart by version):
 * moves to `to` only the rows matching `where` that are in a state the table lets move to `to`;
 * the others are left as they are. Returns the rows it moved.
 */
export async function transitionWhere<T extends StatusTable, S extends string>(
  tx: DbOrTx,
  entity: LifecycleEntity<T, S>,
  where: SQL | undefined,
  to: S,
  patch: TransitionPatch<T> = {} as TransitionPatch<T>,
): Promise<T['$inferSelect'][]> {
  const { table, lifecycle } = entity;
  const from = statesLeadingTo(lifecycle, to);
  if (from.length === 0) return [];
  return (await tx
    .update(table)
    .set({ ...patch, status: to } as never)
    .where(and(inArray(table.status, from), where))
    .returning()) as T['$inferSelect'][];
}

/**
 * `transition()` for a writer that does not hold the row's lock: when another writer moved the row
 * first there is nothing left to do, so the conflict is null instead of an error.
 */
export async function transitionIfStill<T extends StatusTable, S extends string>(
  tx: DbOrTx,
  entity: LifecycleEntity<T, S>,
  row: { id: number; status: string },
  to: S,
  patch?: TransitionPatch<T>,
): Promise<T['$inferSelect'] | null> {
  try {
    return await transition(tx, entity, row, to, patch);
  } catch (err) {
    if (err instanceof TransitionConflict) return null;
    throw err;
  }
}
