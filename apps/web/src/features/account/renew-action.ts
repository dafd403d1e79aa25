'use server';

import { redirect } from 'next/navigation';
import { ErrorBody } from '@kavach/contracts';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';

/** Why a renewal did not go into the cart, shown on the plan's card (decision 091). */
export type RenewState = { osid: string; message: string } | null;

/**
 * Renew a plan from its My Plans card (decision 091): a plain form post before the page's scripts
 * run and the same server action after. POST /v3/cart/renewal through the visitor's session; done,
 * the cart, where the renewal is checked out as any plan; refused, the API's words on the card.
 */
export async function renewPlanAction(_prev: RenewState, form: FormData): Promise<RenewState> {
  const osid = formText(form, 'osid');
  if (!osid) return { osid, message: NETWORK_ERROR_MESSAGE };
  const answer = await postAsVisitor('/v3/cart/renewal', { osid }).catch(() => null);
  if (answer && answer.status < 300) redirect(appRoutes.cart);
  const failure = ErrorBody.safeParse(answer?.body);
  return { osid, message: failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE };
}
