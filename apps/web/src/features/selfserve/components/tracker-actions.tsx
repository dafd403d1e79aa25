import type { ReactNode } from 'react';
import type { SrDetailView } from '@kavach/contracts';
import { FormAlert } from '@/components/form-alert';
import type { SlotTime } from '../flow-types';
import type { SlotTiming } from '../selfserve-api';
import { ReopenForm } from './reopen-form';
import { TrackerApproval, approvalErrorText } from './tracker-approval';
import { TrackerCancel, cancelErrorText } from './tracker-cancel';
import { TrackerComplaint } from './tracker-complaint';
import { TrackerRating } from './tracker-rating';
import { TrackerServiceReport } from './tracker-service-report';
import { TrackerReschedule, rescheduleErrorText } from './tracker-reschedule';

/**
 * The customer's actions as the URL asked for them before hydration (decision 066): `pay=1` opens
 * the Checkout once hydrated, `reopen=1` shows the reopen form open; `token` keys a reopen;
 * `slots` are the free slots a reopen can take (null when unread) and `initialSlot` the one chosen.
 */
export interface TrackerActions {
  pay: boolean;
  reopen: boolean;
  token: string;
  slots: Record<string, SlotTiming[]> | null;
  initialSlot: { date: string; time: SlotTime } | null;
  /** The cancel form open (`cancel=1`), and the error code the cancel action came back with. */
  cancel?: { open: boolean; error: string | null };
  /**
   * The change-of-appointment form open (`reschedule=1`), its free slots (read only then) and
   * the error code the action came back with (decision 088).
   */
  reschedule?: { open: boolean; slots: Record<string, SlotTiming[]> | null; error: string | null };
  /** The rating just taken (`rated=1`) and the error code the rate action came back with (decision 089). */
  rating?: { thanked: boolean; error: string | null };
  /** The error code the estimate's approve or decline came back with (decision 090). */
  estimateError?: string | null;
  /**
   * The complaint form open (`complaint=1`), the error code and the reason code the complaint action
   * came back with, and the complaint just taken (`complained=1`) (decision 100).
   */
  complaint?: { open: boolean; error: string | null; reason: string | null; received: boolean };
}

/**
 * An action card while the request offers it; once it does not (another tab, the desk moved the
 * request meanwhile), why the last try did nothing, where the card was.
 */
function Offered({
  offered,
  id,
  error,
  children,
}: {
  offered: boolean;
  id: string;
  /** The last try's error in words, if it came back with one. */
  error: string | null;
  children: ReactNode;
}) {
  if (offered) return children;
  return error ? (
    <div id={id}>
      <FormAlert text={error} />
    </div>
  ) : null;
}

/** The estimate's approve or decline (decision 090), under the estimate. */
export function TrackerApprovalSlot({
  request: r,
  actions,
}: {
  request: SrDetailView;
  actions?: TrackerActions;
}) {
  const error = actions?.estimateError ?? null;
  return (
    <Offered offered={r.status === 'awaiting_approval'} id="sr-approval" error={approvalErrorText(error)}>
      <TrackerApproval request={r} error={error} />
    </Offered>
  );
}

/** The service report, rate, reopen, change the appointment, cancel, complain: what the owner can do with the request now. */
export function TrackerOwnerActions({
  request: r,
  actions,
}: {
  request: SrDetailView;
  actions?: TrackerActions;
}) {
  return (
    <>
      <TrackerServiceReport request={r} />

      {r.rating || r.rateable ? (
        <TrackerRating
          request={r}
          thanked={actions?.rating?.thanked ?? false}
          error={actions?.rating?.error ?? null}
        />
      ) : null}

      {r.reopen_eligible ? (
        <ReopenForm
          request={r}
          token={actions?.token ?? ''}
          startOpen={actions?.reopen}
          slots={actions?.slots ?? null}
          initialSlot={actions?.initialSlot ?? null}
        />
      ) : null}

      <Offered
        offered={r.reschedule !== 'no'}
        id="sr-reschedule"
        error={rescheduleErrorText(actions?.reschedule?.error ?? null)}
      >
        <TrackerReschedule
          request={r}
          open={actions?.reschedule?.open ?? false}
          slots={actions?.reschedule?.slots ?? null}
          error={actions?.reschedule?.error ?? null}
        />
      </Offered>

      <Offered offered={r.cancellable} id="sr-cancel" error={cancelErrorText(actions?.cancel?.error ?? null)}>
        <TrackerCancel
          request={r}
          open={actions?.cancel?.open ?? false}
          error={actions?.cancel?.error ?? null}
        />
      </Offered>

      <TrackerComplaint
        request={r}
        open={actions?.complaint?.open ?? false}
        error={actions?.complaint?.error ?? null}
        reason={actions?.complaint?.reason ?? null}
        received={actions?.complaint?.received ?? false}
      />
    </>
  );
}
