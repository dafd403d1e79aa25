import type { FastifyRequest } from 'fastify';
import type { MyDataResponse } from '@kavach/contracts';
import { personalDataOf, type PersonalData } from '@kavach/db';
import { maskContact } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { renderOutboxMessage } from '../../notify/render';
import { signInShown } from './sessions.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const json = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? { ...v } : {});

/** What the copy leaves out, and why (said in the file itself). */
export const MY_DATA_NOT_INCLUDED = [
  'Your password: we keep only a one-way hash of it, which cannot be turned back into the password.',
  'One-time codes and password-reset links, and the text of the messages that carried them: they are secrets, and they expire within minutes. Those messages are listed, with their text left empty.',
  'The files you uploaded (invoices, photos, FIRs): download them from the plan or the request they belong to. Their names and types are listed here.',
  'Messages sent to a phone number or email address before it was verified as yours.',
];

/** Messages whose text is a secret (a code, a reset link): listed in the copy, their text withheld. */
const SECRET_TOPICS = new Set(['otp', 'password_reset']);

/**
 * The customer's own copy of their data (decision 095), from the rows personalDataOf reads: what
 * they told us and what we recorded about their orders, plans and requests. Internal handles
 * (row ids, storage keys, payment-gateway ids, idempotency keys, staff names) are left out.
 */
export function myDataOf(data: PersonalData, now: Date): MyDataResponse {
  const a = data.account;
  if (!a) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
  const orderRef = new Map(data.orders.map((o) => [o.id, o.orderRef]));
  const osid = new Map(data.plans.map((p) => [p.id, p.osid]));
  return {
    generated_at: now.toISOString(),
    about:
      'A copy of the personal data Kavach holds about you and of what was done with it: your account, addresses, orders, plans, service requests and ratings, the messages we sent you and the messages you wrote to us.',
    not_included: MY_DATA_NOT_INCLUDED,
    account: {
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone: a.phone,
      email_verified_at: iso(a.emailVerifiedAt),
      phone_verified_at: iso(a.phoneVerifiedAt),
      whatsapp_subscribed: a.whatsappSubscribed,
      created_at: a.createdAt.toISOString(),
    },
    addresses: data.addresses.map((x) => ({
      label: x.label,
      address: x.address,
      address2: x.address2,
      landmark: x.landmark,
      city: x.city,
      state: x.state,
      pincode: x.pincode,
      lat: x.lat,
      lng: x.lng,
      created_at: x.createdAt.toISOString(),
    })),
    orders: data.orders.map((o) => ({
      order_id: o.orderRef,
      status: o.status,
      channel: o.channel,
      created_at: o.createdAt.toISOString(),
      paid_at: iso(o.paidAt),
      name: o.name,
      email: o.email,
      phone: o.phone,
      address: json(o.address),
      amount_paise: o.amountPaise,
      discount_paise: o.discountPaise,
      lines: data.orderLines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          title: l.title,
          sku: l.sku,
          quantity: l.quantity,
          unit_price_paise: l.unitPricePaise,
          discount_paise: l.discountPaise,
          device_detail: json(l.deviceDetail),
          visit: l.slot ? json(l.slot) : null,
        })),
    })),
    plans: data.plans.map((p) => {
      const c = data.cancellations.find((x) => x.customerPlanId === p.id);
      return {
        osid: p.osid,
        plan_name: p.planName,
        order_id: orderRef.get(p.orderId) ?? null,
        purchased_at: p.purchasedAt.toISOString(),
        starts_on: p.startsOn,
        ends_on: p.endsOn,
        registration: p.registration,
        device: json(p.device),
        personal: json(p.personal),
        documents: data.activationDocuments
          .filter((d) => d.customerPlanId === p.id)
          .map((d) => ({
            type: d.documentType === 0 ? 'invoice' : 'device photo',
            file_name: d.fileName,
            uploaded_at: d.createdAt.toISOString(),
          })),
        cancellation: c
          ? {
              cancelled_at: c.createdAt.toISOString(),
              reason_code: c.reasonCode,
              refund_paise: c.refundPaise,
              refunded_at: iso(c.refundedAt),
            }
          : null,
      };
    }),
    service_requests: data.requests.map((r) => ({
      sr_id: r.srRef,
      osid: osid.get(r.customerPlanId) ?? null,
      cover: r.coverTitle,
      process: r.process,
      status: r.status,
      problems: r.problems,
      custom_issue: r.customIssue || null,
      comments: r.comments || null,
      incident_on: r.incidentOn,
      address: json(r.address),
      appointment: json(r.appointment),
      device: json(r.device),
      whatsapp_opt_in: r.whatsappOptIn,
      created_at: r.createdAt.toISOString(),
      history: data.requestEvents
        .filter((e) => e.serviceRequestId === r.id)
        .map((e) => ({ at: e.at.toISOString(), status: e.toStatus, reason_code: e.reasonCode })),
      documents: data.requestDocuments
        .filter((d) => d.serviceRequestId === r.id)
        .map((d) => ({ kind: d.kind, name: d.name, uploaded_at: d.createdAt.toISOString() })),
      complaints: data.complaints
        .filter((c) => c.serviceRequestId === r.id)
        .map((c) => ({
          reference: c.reference,
          reason_code: c.reasonCode,
          details: c.details,
          received_at: c.createdAt.toISOString(),
          state: c.status,
          answer: c.answer,
          answered_at: iso(c.answeredAt),
        })),
    })),
    ratings: data.ratings.map((x) => ({
      subject: x.subject,
      subject_ref: x.subjectRef,
      rating: x.rating,
      comment: x.comment,
      created_at: x.createdAt.toISOString(),
    })),
    agent_connection: data.agentConnection
      ? {
          allowed_at: data.agentConnection.allowedAt.toISOString(),
          expires_at: data.agentConnection.expiresAt.toISOString(),
        }
      : null,
    plan_transfers: data.transfers.map(({ transfer: t, osid }) => ({
      osid,
      direction: t.fromCustomerId === data.account?.id ? ('given' as const) : ('received' as const),
      to: maskContact(t.toPhone),
      status: t.status,
      offered_at: t.createdAt.toISOString(),
      ended_at: t.endedAt?.toISOString() ?? null,
    })),
    messages: data.messages.map((m) => {
      const rendered = SECRET_TOPICS.has(m.topic) ? null : renderOutboxMessage(m);
      return {
        channel: m.channel,
        topic: m.topic,
        to: m.recipient,
        status: m.status,
        created_at: m.createdAt.toISOString(),
        sent_at: iso(m.sentAt),
        subject: rendered?.subject ?? null,
        text: rendered?.text ?? null,
      };
    }),
    sign_ins: data.signIns.map(signInShown),
    write_to_us: data.writeToUs.map((w) => ({
      reference: w.reference,
      name: w.name,
      phone: w.phone,
      subject: w.subject,
      message: w.message,
      created_at: w.createdAt.toISOString(),
    })),
  };
}

/** GET /v3/customer/my_data: the signed-in customer's copy. */
export async function myData(deps: RouteDeps, request: FastifyRequest): Promise<MyDataResponse> {
  const now = deps.clock.now();
  const { customer } = await requireCustomer(deps.db, request, now);
  return myDataOf(await personalDataOf(deps.db, customer.id), now);
}
