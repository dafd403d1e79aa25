import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPlans, customers, orders, outbox, planTypes, plans } from '@kavach/db';
import { buildApp } from '../../app';
import { DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { rowCounts } from '../../../test/support/db-snapshot';
import { isoDaysFrom } from '../../../test/support/activation-test-helpers';
import {
  MARKETPLACE_KEY,
  RETAILER_KEY,
  partnerFixture,
  register,
  saleBody,
} from '../../../test/support/partner-test-helpers';

const orderOf = async (f: Fixture, ref: string) =>
  (await f.handle.db.select().from(orders).where(eq(orders.orderRef, ref)))[0]!;

describe.each(DB_KINDS)('issue 4 partner plan registration: POST /v3/partner/plans (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await partnerFixture(kind);
  });
  afterAll(() => f.close());

  it('a marketplace sale → 201: a paid order on the partner channel, one plan on the account of the phone, the SMS with the activation link', async () => {
    const body = saleBody(f);
    const res = await register(f, body);
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json();
    expect(out).toMatchObject({
      partner_order_ref: body.partner_order_ref,
      channel: 'flipkart',
      plans: [{ sku: 'EW-MOBILE-PHONE', tenure_months: 12, form_variant: 'marketplace' }],
    });
    expect(out.order_id).toMatch(/^KV[A-Z2-9]{12}$/);
    expect(out.activation_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const osid = out.plans[0].osid as string;
    expect(out.activation_url).toBe(`http://localhost:3000/account/activation/${osid}?activation_source=sms`);

    const order = await orderOf(f, out.order_id);
    expect(order).toMatchObject({
      status: 'paid',
      channel: 'flipkart',
      gateway: 'partner',
      phone: `+91${body.customer.phone}`,
      amountPaise: order.itemTotalPaise,
      discountPaise: 0,
      activationToken: out.activation_token,
    });
    expect(order.amountPaise).toBeGreaterThan(0);
    const [plan] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, osid));
    const [owner] = await f.handle.db.select().from(customers).where(eq(customers.id, order.customerId!));
    expect(plan).toMatchObject({ channel: 'flipkart', registration: 'pending', customerId: owner!.id });
    expect(owner).toMatchObject({
      phone: `+91${body.customer.phone}`,
      email: body.customer.email,
      firstName: 'Ravi',
      lastName: 'Kumar',
      phoneVerifiedAt: null, // the partner's customer proved no phone to us
      passwordHash: null,
    });
    const sms = await f.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+91${body.customer.phone}`));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', topic: 'order_confirmation' });
    expect(sms[0]!.payload.text).toContain(out.activation_url);
    expect(sms[0]!.payload.text).toContain(out.order_id);
  });

  it('a retailer sale of an AMC (flat price, no device price) → retailer form variant; no email given → the account has none', async () => {
    const body = saleBody(f, {
      channel: 'salespro',
      sku: 'AMC-AIR-CONDITIONER',
      device_price: undefined,
      customer: { phone: saleBody(f).customer.phone },
    });
    const res = await register(f, body, RETAILER_KEY);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().plans[0]).toMatchObject({ sku: 'AMC-AIR-CONDITIONER', form_variant: 'retailer' });
    const order = await orderOf(f, res.json().order_id);
    const [owner] = await f.handle.db.select().from(customers).where(eq(customers.id, order.customerId!));
    expect(owner).toMatchObject({ email: null, firstName: '' });
    const sent = await f.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `order-confirmation:email:${order.orderRef}`));
    expect(sent).toHaveLength(0);
  });

  it('a sale of an earlier day: the plan counts as bought that day and its 30-day activation window runs from it', async () => {
    const res = await register(f, saleBody(f, { purchase_date: isoDaysFrom(f, -20) }));
    expect(res.statusCode, res.body).toBe(201);
    const [plan] = await f.handle.db
      .select()
      .from(customerPlans)
      .where(eq(customerPlans.osid, res.json().plans[0].osid));
    expect(plan!.purchasedAt.toISOString().slice(0, 10)).toBe(isoDaysFrom(f, -20));
    expect(plan!.activationDeadline).toBe(isoDaysFrom(f, 10));
  });

  it('idempotency: the same reference again → 200 with the same body and nothing written; concurrent repeats make one order', async () => {
    const body = saleBody(f);
    const first = await register(f, body);
    expect(first.statusCode).toBe(201);
    const before = await rowCounts(f.handle.db);
    const again = await register(f, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts(f.handle.db)).toEqual(before);

    const racing = saleBody(f);
    const answers = await Promise.all([1, 2, 3].map(() => register(f, racing)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().order_id)).size).toBe(1);
  });

  it('idempotency: the same reference with other details → 409 PARTNER_ORDER_CONFLICT, nothing written; another partner’s same reference is its own sale', async () => {
    const body = saleBody(f);
    expect((await register(f, body)).statusCode).toBe(201);
    const before = await rowCounts(f.handle.db);
    for (const change of [
      { customer: { ...body.customer, phone: saleBody(f).customer.phone } },
      { channel: 'amazon' },
      { tenure_months: 24 },
      { device_price: 2_000_001 },
      { purchase_date: isoDaysFrom(f, -1) },
    ]) {
      const res = await register(f, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ error_code: 'PARTNER_ORDER_CONFLICT' });
    }
    expect(await rowCounts(f.handle.db)).toEqual(before);
    const retailer = await register(f, { ...body, channel: 'retailer' }, RETAILER_KEY);
    expect(retailer.statusCode).toBe(201);
    expect(retailer.json().order_id).not.toBe((await register(f, body)).json().order_id);
  });

  it('auth: no key → 401 PARTNER_KEY_REQUIRED, a wrong key → 401 PARTNER_KEY_INVALID, before the body is looked at; nothing written', async () => {
    const before = await rowCounts(f.handle.db);
    const cases: Array<[string | null, unknown, string]> = [
      [null, saleBody(f), 'PARTNER_KEY_REQUIRED'],
      ['', saleBody(f), 'PARTNER_KEY_REQUIRED'],
      [`${MARKETPLACE_KEY}x`, saleBody(f), 'PARTNER_KEY_INVALID'],
      [MARKETPLACE_KEY.slice(0, -1), saleBody(f), 'PARTNER_KEY_INVALID'],
      ['not-a-key', { junk: true }, 'PARTNER_KEY_INVALID'],
    ];
    for (const [key, body, code] of cases) {
      const res = await register(f, body, key);
      expect(res.statusCode, String(key)).toBe(401);
      expect(res.json()).toMatchObject({ error_code: code, message: expect.any(String) });
    }
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });

  it('auth: an app without PARTNER_KEYS refuses every key', async () => {
    const bare = await buildApp({ ...f.deps, config: { ...f.deps.config, partnerKeys: [] } });
    try {
      const res = await bare.inject({
        method: 'POST',
        url: '/v3/partner/plans',
        headers: { 'content-type': 'application/json', 'x-partner-key': MARKETPLACE_KEY },
        payload: JSON.stringify(saleBody(f)),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('PARTNER_KEY_INVALID');
    } finally {
      await bare.close();
    }
  });

  it('validation at the edge: readable 4xx with a stable code and the field, never 500; nothing written', async () => {
    const [ir] = await f.handle.db
      .select({ sku: plans.sku })
      .from(plans)
      .innerJoin(planTypes, eq(planTypes.key, plans.planType))
      .where(eq(plans.planType, 'insta-repair'))
      .limit(1);
    const before = await rowCounts(f.handle.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ customer: { phone: '12345' } }, 'VALIDATION_ERROR', 'customer.phone'],
      [{ customer: { phone: '9876543210', email: 'nope' } }, 'VALIDATION_ERROR', 'customer.email'],
      [{ partner_order_ref: 'a b' }, 'VALIDATION_ERROR', 'partner_order_ref'],
      [{ purchase_date: '21/11/2026' }, 'VALIDATION_ERROR', 'purchase_date'],
      [{ price: 1 }, 'VALIDATION_ERROR', '(body)'],
      [{ sku: 'NOPE-1' }, 'PLAN_NOT_FOUND', 'sku'],
      [{ sku: ir!.sku }, 'PLAN_NOT_SOLD_BY_PARTNERS', 'sku'],
      [{ tenure_months: 7 }, 'TENURE_NOT_OFFERED', 'tenure_months'],
      [{ device_price: undefined }, 'DEVICE_PRICE_REQUIRED', 'device_price'],
      [{ device_price: 10_000 }, 'DEVICE_PRICE_OUT_OF_RANGE', 'device_price'],
      [{ channel: 'salespro' }, 'CHANNEL_NOT_ALLOWED', 'channel'],
      [{ purchase_date: isoDaysFrom(f, 1) }, 'PURCHASE_DATE_IN_FUTURE', 'purchase_date'],
      [{ purchase_date: isoDaysFrom(f, -31) }, 'PURCHASE_DATE_TOO_OLD', 'purchase_date'],
    ];
    for (const [change, code, field] of cases) {
      const res = await register(f, saleBody(f, change));
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      const out = res.json();
      expect(out).toMatchObject({ error_code: code, message: expect.any(String) });
      expect(Object.keys(out.fields ?? {}), JSON.stringify(out)).toContain(field);
    }
    const res = await register(f, saleBody(f, { channel: 'flipkart' }), RETAILER_KEY);
    expect(res.json()).toMatchObject({
      error_code: 'CHANNEL_NOT_ALLOWED',
      fields: { channel: expect.any(String) },
    });
    const broken = await f.app.inject({
      method: 'POST',
      url: '/v3/partner/plans',
      headers: { 'content-type': 'application/json', 'x-partner-key': MARKETPLACE_KEY },
      payload: '{"partner_order_ref":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error_code).toBe('INVALID_JSON');
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });

  it('OpenAPI: the route is documented under the partner tag with the x-partner-key scheme', async () => {
    const doc = f.app.swagger() as {
      paths: Record<string, { post?: { tags?: string[]; security?: unknown[] } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/v3/partner/plans']?.post).toMatchObject({
      tags: ['partner'],
      security: [{ partnerKey: [] }],
    });
    expect(doc.components.securitySchemes.partnerKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-partner-key',
    });
  });
});
