import type { SrPublicView, TrackerSearchResponse } from '@kavach/contracts';
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

/**
 * The co-pay sentence the flow shows before submitting (when the API sends none), worded as
 * GET /v3/copay/get_amount words it: the cover left is what this repair may use, not what is left
 * after it (the repair's cost is known only at the estimate).
 */
export function copaySentence(amountPaise: number, remainingPaise: number | null): string {
  if (amountPaise <= 0) return 'There is nothing to pay for this repair.';
  const pay = `You will pay ${formatInr(amountPaise)}`;
  return remainingPaise === null
    ? `${pay}.`
    : `${pay}; ${formatInr(remainingPaise)} of cover remains for this repair.`;
}

/** Distance of spec §9 for the tracker: metres under 1 km, else km with one decimal. */
export function distanceLabel(metres: number | null): string | null {
  if (metres === null || !Number.isFinite(metres) || metres < 0) return null;
  return metres < 1000 ? `${Math.round(metres)} m away` : `${(metres / 1000).toFixed(1)} km away`;
}

/** The tracker search page (anyone: by number, or by phone or email after a code). */
export const TRACKER_SEARCH_PATH = '/selfserve/tracker';

/** The tracker page of one request. */
export const trackerPath = (srId: string): string =>
  `/selfserve/tracker/service-request/${encodeURIComponent(srId)}`;

/** The service report once the work is done (GET /v3/selfserve/service_report/{sr_id}, owner only, decision 101) through the same-origin /api proxy. */
export const serviceReportPath = (srId: string): string =>
  `/api/v3/selfserve/service_report/${encodeURIComponent(srId)}`;

/** The paid co-pay's GST receipt (GET /v3/selfserve/copay_receipt/{sr_id}, owner only) through the same-origin /api proxy. */
export const copayReceiptPath = (srId: string): string =>
  `/api/v3/selfserve/copay_receipt/${encodeURIComponent(srId)}`;

/** The credit note of a co-pay credited back (GET /v3/selfserve/copay_credit_note/{sr_id}, decision 092). */
export const copayCreditNotePath = (srId: string): string =>
  `/api/v3/selfserve/copay_credit_note/${encodeURIComponent(srId)}`;

export const DOCUMENT_KIND_LABELS: Readonly<
  Record<'invoice' | 'photo' | 'fir' | 'sim_block_letter', string>
> = {
  invoice: 'Purchase invoice',
  photo: 'Photos of the device',
  fir: 'FIR (copy of the police complaint)',
  sim_block_letter: 'SIM-block letter',
};

/** A tracker search the server made for `?query=` (decision 066): the results, or the API's message. */
export type TrackerAnswer =
  { ok: true; data: TrackerSearchResponse['data'] } | { ok: false; message: string };

/** A document post without a file (spec §5's required-field message). */
export const CHOOSE_A_FILE = 'Required field';
