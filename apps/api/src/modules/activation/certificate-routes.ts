import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, SendCertificateBody, SendCertificateResponse } from '@kavach/contracts';
import { enqueueOutbox, findCustomerById } from '@kavach/db';
import { normaliseIndianMobile } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { maskRecipient } from '../../lib/mask';
import { certificateUrl } from './activation-view';
import { certifiedPlan } from './certificate.service';

/**
 * docs/product/api.md#slots-and-addresses POST /v3/activation/send_certificate_wa: queues the certificate link for the customer's
 * phone on the outbox channel `whatsapp` (topic `certificate_whatsapp`; decision 028). The row
 * carries what the approved template needs — first name, plan name, link — never the PDF: the
 * link opens the download, which asks for sign-in. WHATSAPP_PROVIDER picks the delivery (the dev
 * outbox, or the WhatsApp Business Cloud API).
 */
export function certificateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v3/activation/send_certificate_wa',
      {
        schema: {
          tags: ['activation'],
          body: SendCertificateBody,
          response: { 200: SendCertificateResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        const plan = await certifiedPlan(deps, customer.id, request.body.osid);
        const account = await findCustomerById(deps.db, customer.id);
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
      },
    );
  };
}
