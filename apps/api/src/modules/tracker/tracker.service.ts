import type { FastifyRequest } from 'fastify';
import type { SrDetailView, SrPublicView, TrackerSearchResponse } from '@kavach/contracts';
import {
  appointmentChangesOf,
  ratingOfRequest,
  copayExtraRefundsOf,
  trackerContactOf,
  trackerDocumentsOf,
  deskFindRequest,
  findServiceCentre,
  trackerHistoryOf,
  trackerPublicByRef,
  trackerRequestsByContact,
  trackerVerifiedEmail,
  trackerRefsOf,
  lockRequestOfCustomerByRef,
  latestComplaintOf,
  TransitionConflict,
  type Tx,
  type Db,
  type ServiceRequestRow,
} from '@kavach/db';
import {
  contactLookupType,
  isSrNumber,
  isValidEmail,
  normaliseIndianMobile,
  rescheduleRefusal,
  srRateable,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { findCurrentSession, requireCustomer, type CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { DUPLICATE_COPAY } from '../service-requests/copay-refund';
import { estimateOf } from './estimate-view';
import { srDetailView, srPublicView } from './sr-view';

/** Tracker search results per page (issue 20 §3). */
export const TRACKER_PAGE_SIZE = 10;

export const notFound = () =>
  new AppError(404, 'SR_NOT_FOUND', 'We could not find this service request in your account.');

/** The owner acted on a status the request has left (another tab, the desk): 409, nothing written (T16.5). */
export const srChanged = () =>
  new AppError(
    409,
    'SR_CHANGED',
    'This request was updated a moment ago. Reload the page to see where it is now.',
  );

/** What the customer's own action on their request gets to work with (decisions 086, 088, 090). */
export interface OwnRequestAct {
  tx: Tx;
  /** The request, read with its row locked: two tabs act one after the other. */
  sr: ServiceRequestRow;
  /** `customer:{publicId}`, the history's actor. */
  actor: string;
  now: Date;
}

/**
 * The customer acts on their own request from the tracker (cancel, change the appointment, answer
 * the estimate): signed in, in one transaction with the request's row locked, only on the status
 * they saw (`from`; else 409 SR_CHANGED, as when the row moved under a write), anyone else's the
 * tracker's 404; then the tracker's view of it as it is now.
 */
export async function actOnOwnRequest(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  from: string,
  act: (own: OwnRequestAct) => Promise<void>,
): Promise<{ data: SrDetailView }> {
  const now = deps.clock.now();
  const session = await requireCustomer(deps.db, request, now);
  try {
    await deps.db.transaction(async (tx) => {
      const sr = isSrNumber(srRef) ? await lockRequestOfCustomerByRef(tx, session.customer.id, srRef) : null;
      if (!sr) throw notFound();
      if (from !== sr.status) throw srChanged();
      await act({
        tx,
        sr,
        actor: `customer:${session.customer.publicId}`,
        now,
      });
    });
  } catch (err) {
    if (err instanceof TransitionConflict) throw srChanged();
    throw err;
  }
  const found = await deskFindRequest(deps.db, srRef);
  return { data: await detailOf(deps.db, found!.sr, found!.plan, now) };
}

/**
 * GET /v3/tracker/service_request/{sr_id}: the request's full tracker view, for its owner only
 * (T16.1: another customer's number reads exactly like one that does not exist).
 */
export async function trackerDetail(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
): Promise<{ data: SrDetailView }> {
  const now = deps.clock.now();
  const session = await requireCustomer(deps.db, request, now);
  const found = isSrNumber(srRef) ? await deskFindRequest(deps.db, srRef) : null;
  if (!found || found.sr.customerId !== session.customer.id) throw notFound();
  return { data: await detailOf(deps.db, found.sr, found.plan, now) };
}

/** The owner's view of a request (also what the service desk sees of it). */
export async function detailOf(
  db: Db,
  sr: ServiceRequestRow,
  plan: { osid: string; planName: string },
  now: Date,
): Promise<SrDetailView> {
  const [history, documents, parents, estimate, extra, serviceCentre, appointmentChanges, rating, complaint] =
    await Promise.all([
      trackerHistoryOf(db, [sr.id]),
      trackerDocumentsOf(db, sr.id),
      trackerRefsOf(db, sr.parentId ? [sr.parentId] : []),
      estimateOf(db, sr, plan.osid),
      // Only a co-pay paid through the gateway can have been paid twice (decision 077).
      sr.copayStatus === 'paid' && sr.copayGatewayOrderId
        ? copayExtraRefundsOf(db, DUPLICATE_COPAY, sr.srRef)
        : Promise.resolve([]),
      sr.serviceCentreId ? findServiceCentre(db, sr.serviceCentreId) : null,
      // Counted only while the appointment could still be changed (decision 088).
      rescheduleRefusal(sr.process, sr.status, 0, Boolean(sr.appointment?.date)) === null
        ? appointmentChangesOf(db, sr.id)
        : 0,
      // Read only once the work is done (decision 089).
      srRateable(sr.status) ? ratingOfRequest(db, sr.srRef) : null,
      latestComplaintOf(db, sr.id),
    ]);
  return srDetailView(sr, {
    history: history.get(sr.id) ?? [],
    plan,
    documents,
    estimate,
    extraCopayPayments: extra.map((x) => ({
      amount: x.amountPaise,
      status: x.refunded ? ('refunded' as const) : ('refund_queued' as const),
    })),
    serviceCentre,
    appointmentChanges,
    rating,
    complaint,
    parentSrRef: sr.parentId ? (parents.get(sr.parentId) ?? null) : null,
    now,
  });
}

type Contact = { phone: string } | { email: string };

/** Whether this session may see the requests of a phone or email: its owner signed in, or proved by a code. */
async function provesContact(db: Db, session: CurrentSession | null, contact: Contact): Promise<boolean> {
  if (!session) return false;
  if ('phone' in contact && session.verifiedPhone === contact.phone) return true;
  if ('email' in contact && (await trackerVerifiedEmail(db, session.idHash)) === contact.email) return true;
  if (!session.customer) return false;
  const own = await trackerContactOf(db, session.customer.id);
  return 'phone' in contact ? own?.phone === contact.phone : own?.email?.toLowerCase() === contact.email;
}

/**
 * GET /v3/tracker/search (spec §7, §5 contact lookup rule; T16.4). By SR number anyone sees the
 * public view (status and milestones: no name, phone, address or documents). By phone or email only
 * a session that owns or proved that contact sees results; any other gets `verification_required`
 * and nothing — not even whether there are any.
 */
export async function trackerSearch(
  deps: RouteDeps,
  request: FastifyRequest,
  query: { query: string; page: number },
): Promise<TrackerSearchResponse> {
  const now = deps.clock.now();
  const text = query.query.trim();
  const lookup = contactLookupType(text);
  const page = query.page;
  const answer = (
    results: SrPublicView[],
    hasNext: boolean,
    verificationRequired = false,
  ): TrackerSearchResponse => ({
    data: {
      lookup,
      results,
      page,
      has_next: hasNext,
      has_previous: page > 1,
      verification_required: verificationRequired,
    },
  });
  if (lookup === 'sr') {
    // The request and its history in one statement (issue 20 §6 figure; decision 064).
    const found = page === 1 ? await trackerPublicByRef(deps.db, text) : null;
    return answer(found ? [srPublicView(found.sr, found.history, now)] : [], false);
  }
  const contact = contactOf(lookup, text);
  const session = await findCurrentSession(deps.db, request, now);
  if (!(await provesContact(deps.db, session, contact))) return answer([], false, true);
  const found = await trackerRequestsByContact(deps.db, contact, {
    offset: (page - 1) * TRACKER_PAGE_SIZE,
    limit: TRACKER_PAGE_SIZE + 1,
  });
  const rows = found.slice(0, TRACKER_PAGE_SIZE);
  const history = await trackerHistoryOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return answer(
    rows.map((r) => srPublicView(r, history.get(r.id) ?? [], now)),
    found.length > TRACKER_PAGE_SIZE,
  );
}

function contactOf(lookup: 'email' | 'mobile', text: string): Contact {
  if (lookup === 'email' && isValidEmail(text)) return { email: text.toLowerCase() };
  const phone = lookup === 'mobile' ? normaliseIndianMobile(text) : null;
  if (!phone)
    throw new AppError(
      400,
      'INVALID_QUERY',
      'Enter a service request number, a 10-digit mobile number or an email address.',
    );
  return { phone };
}
