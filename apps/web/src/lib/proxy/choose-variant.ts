import { AGENT_PROFILE_COOKIE, PAYMENTS_PARTNER_COOKIE, isPaymentsPartnerCampaign } from '@kavach/domain';
import type { QueryInput } from '@kavach/domain';
import type { VariantKey } from '../variant';
import { singleParam } from './request-query';

/** Reads one request cookie by name (NextRequest cookies in the proxy, a parsed header elsewhere). */
export type CookieReader = (name: string) => string | undefined;

/** The cookies that can change which variant renders a page (the edge cache keys on them). */
export const VARIANT_COOKIES = [
  PAYMENTS_PARTNER_COOKIE.name,
  'osg_campaign',
  AGENT_PROFILE_COOKIE.name,
] as const;

/**
 * Which `[v]` variant renders this request: the app (no header/footer) when `app_render=true`,
 * the payments-partner campaign when its query value or cookie is present, the sales-agent
 * variant when the agent hint cookie is '1' (decision 025), else the default.
 */
export function chooseVariant(cookie: CookieReader, query: QueryInput): VariantKey {
  if (singleParam(query, 'app_render') === 'true') return 'app';
  const fromQuery = isPaymentsPartnerCampaign(singleParam(query, 'osg_campaign'));
  const fromCookie =
    cookie(PAYMENTS_PARTNER_COOKIE.name) === '1' || isPaymentsPartnerCampaign(cookie('osg_campaign'));
  if (fromQuery || fromCookie) return 'osg';
  return cookie(AGENT_PROFILE_COOKIE.name) === '1' ? 'agent' : 'd';
}
