import 'server-only';
import { redirect } from 'next/navigation';
import { SrDetailResponse } from '@kavach/contracts';
import type { ZodType } from 'zod';
import { postAsVisitor, refusalCode } from '@/lib/api-write.server';

/**
 * The end of a tracker form's server action (cancel, decision 086; change appointment, 088; rate, 089): the
 * post to the API as the visitor, then back to the tracker — at `done` when the API took it, else
 * at `back(error_code)` ('NETWORK' when no answer came). Only codes travel in the address, never text.
 */
export async function postTrackerAction(
  path: string,
  body: Record<string, unknown>,
  done: string,
  back: (errorCode: string) => string,
  /** What the API answers when it took the post: the request as it is now, or a message (a rating). */
  answered: ZodType = SrDetailResponse,
): Promise<never> {
  const answer = await postAsVisitor(path, body).catch(() => null);
  if (answer && answer.status < 300 && answered.safeParse(answer.body).success) redirect(done);
  redirect(back(refusalCode(answer)));
}
