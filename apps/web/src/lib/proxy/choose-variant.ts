import type { NextRequest } from 'next/server';
import { PAYMENTS_PARTNER_COOKIE, isPaymentsPartnerCampaign } from '@kavach/domain';
import type { QueryInput } from '@kavach/domain';
import type { VariantKey } from '../variant';
import { singleParam } from './request-query';

/**
 * Which `[v]` variant renders this request: the app (no header/footer) when `app_render=true`,
 * the payments-partner campaign when its query value or cookie is present, else the default.
 */
export function chooseVariant(request: NextRequest, query: QueryInput): VariantKey {
  if (singleParam(query, 'app_render') === 'true') return 'app';
  const fromQuery = isPaymentsPartnerCampaign(singleParam(query, 'osg_campaign'));
  const fromCookie =
    request.cookies.get(PAYMENTS_PARTNER_COOKIE.name)?.value === '1' ||
    isPaymentsPartnerCampaign(request.cookies.get('osg_campaign')?.value);
  return fromQuery || fromCookie ? 'osg' : 'd';
}
