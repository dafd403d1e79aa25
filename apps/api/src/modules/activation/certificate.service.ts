import {
  catalogueFactsOf,
  findCustomerById,
  findOrderById,
  findPlanOfCustomer,
  plansOfOrder,
  type CustomerPlanRow,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { certificatePdf } from '../../lib/documents/certificate';
import { AppError } from '../../lib/http-errors';
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
