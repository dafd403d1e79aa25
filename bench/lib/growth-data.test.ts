// performance-goals.md "Growth" (issue 3): the bulk rows of `npm run bench:growth` must be rows the
// API could have written — every constraint holds, the amounts add up, and the API reads a bulk
// customer's orders and plans as its own and keeps working on top of them (a new checkout).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../apps/api/test/support/fixture';
import { browser, registeredCustomer } from '../../apps/api/test/support/customer-test-helpers';
import { paidOrder } from '../../apps/api/test/support/order-test-helpers';
import { growthEmail, growthStatements, loadGrowthData, signInIndex } from './growth-data.mjs';

const N = 40;
const quote = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;

/** Rows of a raw SQL query on the fixture's database. */
async function rows(f: Fixture, text: string): Promise<Record<string, unknown>[]> {
  const res = (await f.handle.db.execute(sql.raw(text))) as unknown;
  return (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
}
const one = async (f: Fixture, text: string) => Number(Object.values((await rows(f, text))[0]!)[0]);

describe.each(DB_KINDS)('growth bulk data (%s)', (kind) => {
  let f: Fixture;
  let password: string;

  beforeAll(async () => {
    f = await createFixture(kind);
    const source = await registeredCustomer(f);
    password = source.password;
    await f.handle.db.transaction(async (tx) => {
      // The bench passes $1-style parameters to its own driver; here they are inlined as literals.
      await loadGrowthData(
        (text: string, params?: unknown[]) =>
          tx.execute(
            sql.raw(params ? text.replace(/\$(\d+)/g, (_, k) => quote(params[Number(k) - 1])) : text),
          ),
        N,
        { passwordFromEmail: source.email },
      );
    });
  });
  afterAll(() => f?.close());

  it('Growth: N customers and N paid orders, each with its lines, a captured payment, plans and messages', async () => {
    expect(await one(f, `select count(*) from customers where email like 'growth.%'`)).toBe(N);
    expect(
      await one(f, `select count(*) from orders where status = 'paid' and order_ref ~ '^KV[A-Z0-9]{12}$'`),
    ).toBe(N);
    // Every 4th order has two lines: N + N/4 lines, one account plan per unit.
    expect(await one(f, 'select count(*) from order_items')).toBe(N + N / 4);
    expect(await one(f, 'select count(*) from customer_plans')).toBe(N + N / 4);
    expect(await one(f, `select count(*) from payments where status = 'captured'`)).toBe(N);
    expect(await one(f, `select count(*) from outbox where topic = 'order_confirmation'`)).toBe(2 * N);
    expect(await one(f, `select count(*) from carts where status = 'open'`)).toBe(N / 10);
  });

  it('Growth: amounts add up and every order matches its customer, cart, session and payment', async () => {
    const broken = await one(
      f,
      `select count(*) from orders o
       join customers c on c.id = o.customer_id
       join carts k on k.id = o.cart_id
       join sessions s on s.id_hash = o.owner_session_hash
       join payments p on p.order_id = o.id
       where o.amount_paise <> (select sum(unit_price_paise * quantity) from order_items i where i.order_id = o.id)
          or o.email <> c.email or o.phone <> c.phone or k.status <> 'ordered'
          or k.owner_session_hash <> o.owner_session_hash or p.amount_paise <> o.amount_paise
          or (select count(*) from customer_plans cp where cp.order_id = o.id)
             <> (select sum(quantity) from order_items i where i.order_id = o.id)`,
    );
    expect(broken).toBe(0);
    expect(await one(f, 'select count(*) from orders')).toBe(N);
  });

  it('Growth: a bulk customer signs in and reads their orders, a summary and plans through the API', async () => {
    const b = await browser(f);
    const login = await b.call('POST', '/customers/login', {
      username: growthEmail(signInIndex(N)),
      password,
    });
    expect(login.statusCode).toBe(200);
    const mine = await b.call('GET', '/v3/customer/my_orders');
    expect(mine.statusCode).toBe(200);
    const orders = mine.json().orders as { id: string; status: string; plans: unknown[] }[];
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.status === 'paid' && o.plans.length >= 1)).toBe(true);
    const summary = await b.call('GET', `/v3/order/summary/${orders[0]!.id}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().plans.length).toBeGreaterThanOrEqual(1);
    const plans = await b.call('GET', '/v3/customer/plans');
    expect(plans.statusCode).toBe(200);
    expect(plans.json().plans.length).toBeGreaterThanOrEqual(2);
  });

  it('Growth: the API keeps writing on top of the bulk rows (sequences moved past their ids)', async () => {
    const before = await one(f, 'select count(*) from orders');
    await paidOrder(f);
    expect(await one(f, 'select count(*) from orders')).toBe(before + 1);
  });

  it('Growth: sizes outside 10 … 999,999 are refused', () => {
    expect(() => growthStatements(9)).toThrow(/size must be/);
    expect(() => growthStatements(1_000_000)).toThrow(/size must be/);
    expect(() => growthStatements(1.5)).toThrow(/size must be/);
  });
});
