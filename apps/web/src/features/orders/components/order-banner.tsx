import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';
import type { StatusBanner } from '../order-status-banner';

const TONE: Record<StatusBanner['tone'], string> = {
  success: 'border-green-300 bg-green-50 text-green-950',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  failed: 'border-red-300 bg-red-50 text-red-950',
  closed: 'border-slate-300 bg-slate-50 text-slate-900',
};

/** The status line at the top of the summary; announced when it appears. */
export function OrderBanner({ banner, children }: { banner: StatusBanner; children?: ReactNode }) {
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 sm:p-5 ${TONE[banner.tone]}`}>
      {banner.tone === 'success' ? (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          <CheckIcon width={24} height={24} />
        </span>
      ) : null}
      <div>
        <h2 className="text-xl font-bold">{banner.title}</h2>
        <p className="mt-1">{banner.text}</p>
        {children}
      </div>
    </div>
  );
}
