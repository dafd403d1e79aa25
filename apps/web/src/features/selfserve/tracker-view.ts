import type { SrPublicView } from '@kavach/contracts';
import { formatDateTimeShort, formatInr } from '@kavach/domain';

type Next = NonNullable<SrPublicView['next']>;

/** The tracker's line for the next milestone: "Expected by …" until it is due, then an honest "Running late". */
export function nextLine(next: Next | null, now: Date = new Date()): { text: string; late: boolean } | null {
  if (!next) return null;
  const due = next.due_at ? new Date(next.due_at) : null;
  const late = next.late || (due !== null && due.getTime() < now.getTime());
  if (late)
    return {
      text: due ? `Running late: it was expected by ${formatDateTimeShort(due)}` : 'Running late',
      late: true,
    };
  return { text: due ? `Expected by ${formatDateTimeShort(due)}` : 'We will update you soon', late: false };
}

/** The co-pay sentence the flow shows before submitting (when the API sends none). */
export function copaySentence(amountPaise: number, remainingAfterPaise: number | null): string {
  if (amountPaise <= 0) return 'There is nothing to pay for this repair.';
  const pay = `You will pay ${formatInr(amountPaise)}`;
  return remainingAfterPaise === null
    ? `${pay}.`
    : `${pay}; ${formatInr(remainingAfterPaise)} of cover remains after this repair`;
}

/** Distance of spec §9 for the tracker: metres under 1 km, else km with one decimal. */
export function distanceLabel(metres: number | null): string | null {
  if (metres === null || !Number.isFinite(metres) || metres < 0) return null;
  return metres < 1000 ? `${Math.round(metres)} m away` : `${(metres / 1000).toFixed(1)} km away`;
}

/** The tracker page of one request. */
export const trackerPath = (srId: string): string =>
  `/selfserve/tracker/service-request/${encodeURIComponent(srId)}`;

export const DOCUMENT_KIND_LABELS: Readonly<
  Record<'invoice' | 'photo' | 'fir' | 'sim_block_letter', string>
> = {
  invoice: 'Purchase invoice',
  photo: 'Photos of the device',
  fir: 'FIR (copy of the police complaint)',
  sim_block_letter: 'SIM-block letter',
};
