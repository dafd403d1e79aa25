import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, SendCertificateBody, SendCertificateResponse } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { sendCertificateOnWhatsApp } from './certificate.service';

/** The certificate link on WhatsApp (sendCertificateOnWhatsApp; decision 028). Paths relative to /v3/activation. */
export function certificateRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/send_certificate_wa',
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
        return sendCertificateOnWhatsApp(deps, customer.id, request.body.osid, now);
      },
    );
  };
}
