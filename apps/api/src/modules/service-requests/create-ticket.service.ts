import type { CreateTicketBody, CreateTicketResponse } from '@kavach/contracts';
import {
  addressesOfCustomer,
  attachSrDocuments,
  findPincode,
  findRequestByKey,
  insertFirstSrEvent,
  insertServiceRequestOnce,
  insertSrTimer,
  moveServiceRequest,
  nextSrSequence,
  serviceCentresOf,
  unattachedDocumentsOfCustomer,
  type ServiceRequestRow,
  type Tx,
} from '@kavach/db';
import {
  COPAY_WINDOW_MS,
  copayAfterRequest,
  PROCESS_OF_TYPE,
  adjudicate,
  copayPaise,
  formatSrNumber,
  goesToServiceCentre,
  nearestServiceCentre,
  slaDueAt,
  slaTargetFor,
  type Adjudication,
  type DocumentKind,
  type SrProcess,
  type SrState,
} from '@kavach/domain';
import type { AppDeps, RouteDeps } from '../../deps';
import type { SessionCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { holidayDaysOfCity, workingCalendarOf } from '../calendar/holiday-calendar';
import { notifySrMilestone, trackerPath } from './notify-sr';
import { istIsoDay, loadPlanContext, pastClaimsOf, restrictionOf } from './selfserve-plan';
import { findCover } from './selfserve.service';
import { checkAppointment, checkProblems, reopenParent } from './create-ticket-checks';

const bad = (code: string, message: string) => new AppError(400, code, message);

/** What create_ticket answers for a request (the first call's and every retry's). */
export function ticketAnswer(row: ServiceRequestRow): CreateTicketResponse['data'] {
  const temp = row.status === 'awaiting_copay';
  return {
    sr_id: row.srRef,
    status: row.status,
    outcome: row.outcome as 'approved' | 'review',
    reasons: row.reasons.map((r) => ({ code: r.code as never, message: r.message })),
    copay_amount: row.copayPaise,
    is_copay_temp_sr: temp,
    temp_sr_id: temp ? row.srRef : null,
    tracker_url: trackerPath(row.srRef),
  };
}

/** The request's public id in a document URL (`/v3/selfserve/documents/{id}`). */
const documentId = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A retry that lost the race to the first call: rolled back, then answered with the first call's request. */
class AlreadyMade extends Error {}

/**
 * POST /v3/selfserve/create_ticket (spec §7; docs/product/service-requests.md#raising-a-request):
 * checks, then ONE transaction makes the request — its number, the decision of adjudicate(), the
 * caller's documents attached, its first history entry, its timers and the milestone
 * notification. Idempotent on `token_id` (T16.2): a retry answers the same request.
 */
export async function createTicket(
  deps: RouteDeps,
  customer: SessionCustomer,
  body: CreateTicketBody,
): Promise<CreateTicketResponse['data']> {
  const now = deps.clock.now();
  const known = await findRequestByKey(deps.db, customer.id, body.token_id);
  if (known) return ticketAnswer(known);

  const ctx = await loadPlanContext(deps.db, customer.id, body.plan_id, now);
  const reopen = body.sr_ref_no ? await reopenParent(deps, customer.id, ctx, body, now) : null;
  const restriction = restrictionOf(ctx, { reopen: reopen !== null });
  if (restriction) throw new AppError(restriction.status, restriction.code, restriction.message);
  const cover = findCover(ctx, body.cover_id);
  if (!cover.processTypes.includes(body.process_type))
    throw bad(
      'PROCESS_TYPE_NOT_ALLOWED',
      `This cover is served by ${cover.processTypes.join(' or ')}, not ${body.process_type}.`,
    );
  checkProblems(ctx, body, cover.type);
  const today = istIsoDay(now);
  if (body.incident_date > today)
    throw bad('INCIDENT_IN_FUTURE', 'The date of the problem cannot be in the future.');
  const details = body.customer_details;
  const pin = await findPincode(deps.db, details.pincode);
  if (!pin || !pin.cityKey)
    throw bad('PINCODE_NOT_SERVICEABLE', 'We do not serve this PIN code yet. Please use another address.');
  checkAppointment(ctx, body, now, await holidayDaysOfCity(deps.db, pin.cityKey));
  const ids = [...new Set(body.documents.map((d) => documentId(d.url)))];
  const saved = details.address_id
    ? (await addressesOfCustomer(deps.db, customer.id)).find((a) => a.id === details.address_id)
    : undefined;
  if (details.address_id && !saved)
    throw bad('ADDRESS_NOT_FOUND', 'We could not find this saved address. Please choose it again.');
  const lat = saved?.lat ?? pin.lat ?? null;
  const lng = saved?.lng ?? pin.lng ?? null;
  // Carry-in and pick & drop: the nearest service centre of the city (decision 078).
  const centre = goesToServiceCentre(PROCESS_OF_TYPE[body.process_type])
    ? nearestServiceCentre({ lat, lng }, await serviceCentresOf(deps.db, pin.cityKey))
    : null;

  // The request's number is taken in its own statement, before the request's transaction: the
  // day's counter row is then locked only for that statement, not until the request commits, so
  // concurrent creations do not queue behind each other's commits. A failed or repeated creation
  // leaves a gap in the day's numbers, which nobody reads as a count.
  const sequence = await nextSrSequence(deps.db, today.slice(2).replace(/-/g, ''));
  try {
    const row = await deps.db.transaction(async (tx) => {
      // The plan is locked: requests on one plan are decided one after another (the yearly limit holds).
      const locked = await loadPlanContext(tx, customer.id, body.plan_id, now, { lock: true });
      const again = await findRequestByKey(tx, customer.id, body.token_id);
      if (again) return again;
      const docs = await unattachedDocumentsOfCustomer(tx, customer.id, ids);
      if (docs.length !== ids.length)
        throw bad('DOCUMENT_NOT_FOUND', 'One of the documents was not found. Upload it again.');
      const kinds = docs.map((d) => d.kind as DocumentKind);
      const decision: Adjudication = reopen
        ? { outcome: 'approved', reasons: [], remainingCoverPaise: null }
        : adjudicate(
            {
              active: true,
              coverFrom: locked.plan.startsOn ?? today,
              coverTo: locked.plan.endsOn ?? today,
              covers: locked.covers,
            },
            pastClaimsOf(locked.requests),
            { coverId: cover.id, incidentOn: body.incident_date, reportedOn: today, documents: kinds },
          );
      const copay = reopen ? 0 : copayPaise(cover.copay, locked.devicePricePaise);
      const payAfter = copayAfterRequest(locked.plan.channel, body.contact_token);
      const temporary = copay > 0 && !payAfter;
      const process: SrProcess = PROCESS_OF_TYPE[body.process_type];
      const first: SrState = temporary ? 'awaiting_copay' : 'raised';
      const inserted = await insertServiceRequestOnce(tx, {
        srRef: formatSrNumber(now, sequence),
        customerId: customer.id,
        customerPlanId: locked.plan.id,
        idempotencyKey: body.token_id,
        coverId: cover.id,
        coverTitle: cover.title,
        process,
        status: first,
        problems: body.problems,
        customIssue: body.custom_issue,
        comments: body.comments,
        incidentOn: body.incident_date,
        requestOrigin: body.request_origin,
        address: {
          name: details.name,
          phone: details.phone,
          email: details.email,
          address1: details.address1,
          address2: details.address2,
          city: details.city,
          state: details.state,
          pincode: details.pincode,
          lat,
          lng,
          address_id: saved?.id ?? null,
        },
        pincode: details.pincode,
        city: pin.cityKey,
        serviceCentreId: centre?.centre.id ?? null,
        appointment: {
          date: details.appointment_date,
          time: details.appointment_time,
          date_1: details.appointment_date_1 ?? null,
          time_1: details.appointment_time_1 ?? null,
        },
        device: {
          brand: body.device_detail?.brand ?? locked.plan.device.brand ?? null,
          model: body.device_detail?.model ?? locked.plan.device.model ?? null,
          name: locked.plan.device.device_name ?? null,
          serial: body.device_detail?.serial ?? locked.plan.device.serial ?? null,
          price_paise: locked.devicePricePaise > 0 ? locked.devicePricePaise : null,
        },
        whatsappOptIn: details.has_whatsapp_opt_in,
        outcome: decision.outcome,
        reasons: decision.reasons,
        copayPaise: copay,
        copayStatus: copay > 0 ? 'due' : 'none',
        copayDueBy: temporary ? new Date(now.getTime() + COPAY_WINDOW_MS) : null,
        parentId: reopen?.id ?? null,
        reopenReason: reopen ? (body.sr_reopen_reason ?? null) : null,
        reopenComment: reopen ? (body.sr_reopen_reason_comment ?? null) : null,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new AlreadyMade();
      await insertFirstSrEvent(tx, {
        serviceRequestId: inserted.id,
        at: now,
        actor: `customer:${customer.publicId}`,
        toStatus: first,
        note: reopen ? `Reopened from ${reopen.srRef}` : null,
      });
      await attachSrDocuments(tx, customer.id, ids, inserted.id);
      if (temporary) {
        await insertSrTimer(tx, {
          serviceRequestId: inserted.id,
          kind: 'copay_expiry',
          forStatus: 'awaiting_copay',
          dueAt: inserted.copayDueBy!,
          at: now,
        });
        return inserted;
      }
      return decideRequest(deps, tx, inserted, now);
    });
    return ticketAnswer(row);
  } catch (e) {
    if (!(e instanceof AlreadyMade)) throw e;
    const existing = await findRequestByKey(deps.db, customer.id, body.token_id);
    if (!existing) throw e;
    return ticketAnswer(existing);
  }
}

/**
 * A raised request decided as adjudicate() said when it was made: confirmed, or under review
 * with its reasons (by `system:adjudicate`), with the next milestone's SLA due time, its breach
 * timer and the customer's notification, in the caller's transaction. Also what a settled co-pay
 * does after moving a temporary request to raised.
 */
export async function decideRequest(
  deps: AppDeps,
  tx: Tx,
  row: ServiceRequestRow,
  now: Date,
): Promise<ServiceRequestRow> {
  const to: SrState = row.outcome === 'approved' ? 'confirmed' : 'under_review';
  const process = row.process as SrProcess;
  // Confirmed starts the visit's or pickup's clock; under review, the desk's review (decision 077).
  const target = slaTargetFor(process, to);
  const dueAt = target ? slaDueAt(now, target.within, await workingCalendarOf(tx, row.city)) : null;
  const moved = await moveServiceRequest(tx, row, to, {
    actor: 'system:adjudicate',
    at: now,
    reasonCode: row.reasons[0]?.code ?? null,
    note: row.reasons.length > 0 ? row.reasons.map((r) => r.code).join(', ') : null,
    patch: { dueAt },
  });
  if (dueAt)
    await insertSrTimer(tx, { serviceRequestId: row.id, kind: 'sla_breach', forStatus: to, dueAt, at: now });
  const origin = deps.config.webOrigins[0] ?? '';
  await notifySrMilestone(tx, moved, { now, trackerUrl: `${origin}${trackerPath(row.srRef)}`, dueAt });
  return moved;
}
