import type { PartnerKind } from '@kavach/domain';
import { createFixture, type Fixture } from './fixture';
import { todayIso } from './activation-test-helpers';
import type { PartnerKey } from '../../src/modules/partner/partner-keys';

/** The partners' test keys (PARTNER_KEYS as env.ts parses it). */
export const MARKETPLACE_KEY = 'mkt_test_key_0123456789abcdefghijklmnop';
export const RETAILER_KEY = 'rtl_test_key_0123456789abcdefghijklmnop';
export const PARTNER_KEYS: PartnerKey[] = [
  { kind: 'marketplace', key: MARKETPLACE_KEY },
  { kind: 'retailer', key: RETAILER_KEY },
];
export const KEY_OF: Record<PartnerKind, string> = { marketplace: MARKETPLACE_KEY, retailer: RETAILER_KEY };

/** A fixture whose app knows both partners' keys. */
export const partnerFixture = (kind: 'pglite' | 'postgres') =>
  createFixture(kind, { config: { partnerKeys: PARTNER_KEYS } });

let refs = 0;
let phones = 0;
/** A partner order reference and a customer phone (10 digits) unique to this run. */
export const newRef = (tag = 'OD') => `${tag}-${Date.now().toString(36)}-${++refs}`;
export const newPhone = () =>
  `93${String(Date.now() % 1e5).padStart(5, '0')}${String(++phones).padStart(3, '0')}`;

/** A phone extended warranty (₹20,000 band, 12 months) sold today: the body of a registration. */
export function saleBody(f: Fixture, overrides: Record<string, unknown> = {}) {
  return {
    partner_order_ref: newRef(),
    channel: 'flipkart',
    customer: { phone: newPhone(), name: 'Ravi Kumar', email: `ravi.${++refs}.${Date.now()}@example.in` },
    sku: 'EW-MOBILE-PHONE',
    tenure_months: 12,
    device_price: 2_000_000,
    purchase_date: todayIso(f),
    pincode: '400001',
    ...overrides,
  };
}

/** POST /v3/partner/plans as a partner's server sends it (no cookie, no CSRF token). */
export function register(f: Fixture, body: unknown, key: string | null = MARKETPLACE_KEY) {
  return f.app.inject({
    method: 'POST',
    url: '/v3/partner/plans',
    headers: { 'content-type': 'application/json', ...(key !== null ? { 'x-partner-key': key } : {}) },
    payload: JSON.stringify(body),
  });
}
