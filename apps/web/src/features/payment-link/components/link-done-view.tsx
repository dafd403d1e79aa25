'use client';

import { CheckIcon, SpinnerIcon } from '@/components/icons';
import { appRoutes } from '@/lib/app-routes';
import type { LinkCallback } from '../link-callback';
import { useLinkConfirmation } from '../use-link-confirmation';
import type { ConfirmState } from '../use-link-confirmation';

type Tone = 'busy' | 'success' | 'pending' | 'failed';

const BOX: Record<Tone, string> = {
  busy: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  failed: 'border-red-300 bg-red-50 text-red-950',
};

function view(state: ConfirmState): { tone: Tone; title: string; text: string } {
  switch (state.kind) {
    case 'confirming':
      return {
        tone: 'busy',
        title: 'Confirming your payment…',
        text: 'This takes a few seconds. Please keep this page open.',
      };
    case 'not-found':
      return { tone: 'failed', title: 'We could not find this payment link', text: state.message };
    case 'error':
      return { tone: 'failed', title: 'We could not confirm this payment', text: state.message };
    case 'done': {
      const { state: link, message } = state.result;
      if (link === 'paid')
        return {
          tone: 'success',
          title: 'Payment successful',
          text: 'Thank you! Your plans are confirmed — we have sent the details by SMS and email.',
        };
      if (link === 'payable')
        return { tone: 'pending', title: 'We are confirming your payment', text: message };
      return { tone: 'failed', title: 'This link can no longer be paid', text: message };
    }
  }
}

/**
 * The done page after the gateway (callback URL): confirms the payment with the API, then says how
 * it went — the order id when paid, or the reason and the way back to the payment-link page.
 */
export function LinkDoneView({ linkId, callback }: { linkId: string; callback: LinkCallback }) {
  const { state, checkAgain } = useLinkConfirmation(linkId, callback);
  const { tone, title, text } = view(state);
  const result = state.kind === 'done' ? state.result : null;
  const paid = result?.state === 'paid';
  return (
    <div
      aria-live="polite"
      aria-busy={state.kind === 'confirming'}
      className={`flex gap-3 rounded-xl border p-5 sm:gap-4 sm:p-6 ${BOX[tone]}`}
      data-testid="link-done"
      data-state={result?.state ?? state.kind}
    >
      {tone === 'success' ? (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          <CheckIcon width={26} height={26} />
        </span>
      ) : tone === 'busy' ? (
        <span className="flex size-11 shrink-0 items-center justify-center text-brand-700">
          <SpinnerIcon width={28} height={28} />
        </span>
      ) : null}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p className="mt-2 text-lg">{text}</p>
        {result ? (
          <p className="mt-3">
            Order{' '}
            <span className="font-mono font-semibold" data-testid="link-order-id">
              {result.order_id}
            </span>
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          {paid ? (
            <a href="/" className="kv-btn">
              Go to the home page
            </a>
          ) : state.kind === 'confirming' ? null : (
            <>
              {result?.state === 'payable' ? (
                <button type="button" className="kv-btn" onClick={checkAgain}>
                  Check again
                </button>
              ) : null}
              <a
                href={appRoutes.paymentLink(linkId)}
                className={result?.state === 'payable' ? 'kv-btn2 bg-white' : 'kv-btn'}
              >
                Back to the payment page
              </a>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
