import { randomUUID } from 'node:crypto';
import { normaliseIndianMobile } from '@kavach/domain';
import {
  catalogueFactsOf,
  enqueueOutbox,
  findCustomerById,
  findOrderById,
  findPlanOfCustomer,
  plansOfOrder,
  type CustomerPlanRow,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { certificatePdf } from '../../lib/documents/certificate';
import { AppError } from '../../lib/http-errors';
import { maskRecipient } from '../../lib/mask';
import { certificateUrl } from './activation-view';
import { planNotFound } from './activation-order';

const noon = (iso: string) => new Date(`${iso}T12:00:00+05:30`);

/** The plan with this osid if it is the customer's and activated: 404 otherwise, 409 before activation. */
export async function certifiedPlan(
  deps: AppDeps,
  customerId: number,
  osid: string,
): Promise<CustomerPlanRow> {
  const plan = await findPlanOfCustomer(deps.db, customerId, osid);
  if (!plan) throw planNotFound();
  if (plan.registration !== 'registered' || !plan.startsOn || !plan.endsOn)
    throw new AppError(409, 'CERTIFICATE_NOT_READY', 'The certificate is ready once the plan is activated.');
  return plan;
}

/**
 * The Certificate of Protection of an activated plan (issue 4 §3). Its number is the order
 * reference and the plan's place in the order, not the osid: the osid opens the activation page
 * and stays off paper that gets shared.
 */
export async function certificateOf(deps: AppDeps, customerId: number, osid: string) {
  const plan = await certifiedPlan(deps, customerId, osid);
  const [order, customer, siblings, facts] = await Promise.all([
    findOrderById(deps.db, plan.orderId),
    findCustomerById(deps.db, customerId),
    plansOfOrder(deps.db, plan.orderId),
    catalogueFactsOf(deps.db, [plan.planPriceId]),
  ]);
  const position = siblings.findIndex((p) => p.id === plan.id) + 1;
  const certificateNo = `${order?.orderRef ?? 'KV'}-${String(position).padStart(2, '0')}`;
  const accountName = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  const pdf = certificatePdf({
    planName: plan.planName,
    certificateNo,
    customerName: plan.personal.name || accountName || order?.name || '',
    device: {
      brand: plan.device.brand ?? '',
      model: plan.device.model ?? plan.device.device_name ?? '',
      serial: plan.device.serial ?? '',
    },
    tenure: { from: noon(plan.startsOn!), to: noon(plan.endsOn!) },
    purchaseDate: plan.purchasedAt,
    covers: facts.get(plan.planPriceId)?.covers ?? [],
    supportPhone: deps.config.supportPhone,
  });
  return { pdf, fileName: `Kavach-certificate-${certificateNo}.pdf` };
}

/**
 * docs/product/api.md#slots-and-addresses POST /v3/activation/send_certificate_wa: queues the certificate link for the customer's
 * phone on the outbox channel `whatsapp` (topic `certificate_whatsapp`; decision 028). The row
 * carries what the approved template needs — first name, plan name, link — never the PDF: the
 * link opens the download, which asks for sign-in. WHATSAPP_PROVIDER picks the delivery (the dev
 * outbox, or the WhatsApp Business Cloud API).
 */
export async function sendCertificateOnWhatsApp(deps: AppDeps, customerId: number, osid: string, now: Date) {
  const plan = await certifiedPlan(deps, customerId, osid);
  const account = await findCustomerById(deps.db, customerId);
  const phone =
    normaliseIndianMobile(plan.personal.phone ?? '') ?? normaliseIndianMobile(account?.phone ?? '');
  if (!phone)
    throw new AppError(
      409,
      'PHONE_REQUIRED',
      'Add a mobile number to your profile to get the certificate on your phone.',
    );
  const link = `${deps.config.webOrigins[0]}/api${certificateUrl(plan.osid)}`;
  // The template greets by first name; Meta refuses an empty parameter, hence "there".
  const firstName = plan.personal.name?.trim().split(/\s+/)[0] || account?.firstName.trim() || 'there';
  await enqueueOutbox(deps.db, {
    channel: 'whatsapp',
    topic: 'certificate_whatsapp',
    recipient: phone,
    payload: { first_name: firstName, plan_name: plan.planName, link },
    idempotencyKey: `certificate_whatsapp:${randomUUID()}`,
    availableAt: now,
    createdAt: now,
  });
  const masked = maskRecipient(phone);
  return {
    channel: 'whatsapp' as const,
    masked_phone: masked,
    message: `We have sent a link to your certificate on WhatsApp to ${masked}.`,
  };
}
