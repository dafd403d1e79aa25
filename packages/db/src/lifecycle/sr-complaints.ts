import type { DbOrTx } from '../repositories/tx';
import { complaintStatus } from './entities';
import { transition, TransitionConflict } from './transition';

/**
 * The desk's reply ends a waiting complaint (decision 100), through the lifecycle's table. False
 * when it no longer waited (another member of the desk answered it first).
 */
export async function answerComplaint(
  tx: DbOrTx,
  complaint: { id: number },
  reply: { answer: string; answeredBy: string; at: Date },
): Promise<boolean> {
  try {
    await transition(tx, complaintStatus, { id: complaint.id, status: 'open' }, 'answered', {
      answer: reply.answer,
      answeredBy: reply.answeredBy,
      answeredAt: reply.at,
    });
    return true;
  } catch (error) {
    if (error instanceof TransitionConflict) return false;
    throw error;
  }
}
