import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '@/components/icons';

/**
 * A docs/product/cart.md#toasts toast ('Item added to the cart', 'Verification Email Sent Successfully', an API message).
 * The live region is always in the page so screen readers announce the text when it appears; the
 * box itself exists only while shown. `action` is an optional link beside the text.
 */
export function Toast({
  text,
  onClose,
  action,
}: {
  text: string | null;
  onClose: () => void;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-50 flex justify-center sm:inset-x-auto sm:right-4 sm:w-[26rem]"
    >
      {text ? (
        <div className="pointer-events-auto flex w-full items-center gap-2 rounded-xl bg-slate-900 py-1 pr-1 pl-3 text-white shadow-2xl">
          <CheckIcon className="kv-i shrink-0 text-green-400" width={20} height={20} />
          <p className="flex-1 py-2 text-[0.95rem] font-medium">{text}</p>
          {action}
          <button
            type="button"
            onClick={onClose}
            aria-label="Dismiss"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
