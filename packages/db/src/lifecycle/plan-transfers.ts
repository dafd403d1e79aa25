import type { DbOrTx } from '../repositories/tx';
import { planTransferStatus } from './entities';
import { transition, TransitionConflict } from './transition';

/**
 * Ends a waiting plan transfer (decision 097): accepted (by `toCustomerId`) or cancelled, through
 * the lifecycle's table. False when it no longer waited (another request ended it first).
 */
export async function endPlanTransfer(
  tx: DbOrTx,
  transfer: { id: number },
  to: 'accepted' | 'cancelled',
  at: Date,
  toCustomerId: number | null = null,
): Promise<boolean> {
  try {
    await transition(tx, planTransferStatus, { id: transfer.id, status: 'pending' }, to, {
      endedAt: at,
      ...(toCustomerId ? { toCustomerId } : {}),
    });
    return true;
  } catch (error) {
    if (error instanceof TransitionConflict) return false;
    throw error;
  }
}
