import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cartLines, carts, planPrices, plans, readCart, staffUsers } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { hashId } from '../../plugins/session';
import { registeredCustomer } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { client, pricesOf } from '../../../test/support/cart-test-helpers';

const AMC_AC = 'AMC-AIR-CONDITIONER';
const AMC_TV = 'AMC-TELEVISION';
const EW_PHONE = 'EW-MOBILE-PHONE';

/** The raw session token of a `__Host-session_id=…` cookie header. */
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

// The cart read (readCart, decision 050): the session and the owned cart in one statement, then the
// lines with their catalogue facts from the database (cartLines, the same query and mapping as in a
// transaction); no cache. Migration 0007 keeps price rows immutable (a new price is a new row).
describe.each(DB_KINDS)('cart read (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  /** An anonymous cart of two AMC lines (one of quantity 2) from two plans. */
  async function cartOfTwo() {
    const c = await client(f);
    const amc = (await pricesOf(f, AMC_AC))[0]!;
    const tv = (await pricesOf(f, AMC_TV))[0]!;
    const first = await c.call('POST', '/v3/cart/item', {
      data: { sku: AMC_AC, tenure_months: amc.tenure, quantity: 2 },
    });
    expect(first.statusCode).toBe(200);
    const added = await c.call('POST', '/v3/cart/item', { data: { sku: AMC_TV, tenure_months: tv.tenure } });
    expect(added.statusCode).toBe(200);
    return { c, token: added.json().cart.token_id as string, amc };
  }

  it('§3 Cart: every line of the read is priced and described exactly as the database join has it', async () => {
    const { c, token } = await cartOfTwo();
    const read = await c.call('GET', `/v3/cart/${token}`);
    expect(read.statusCode).toBe(200);
    const items = read.json().cart.items as Array<Record<string, unknown>>;
    const [cart] = await f.handle.db.select({ id: carts.id }).from(carts).where(eq(carts.token, token));
    // Inside a transaction cartLines runs on the transaction's connection: the same query.
    const joined = await f.handle.db.transaction((tx) => cartLines(tx, cart!.id));
    expect(joined).toHaveLength(2);
    expect(
      items.map((i) => [i.id, i.sku, i.title, i.duration, i.unit_price, i.mrp, i.item_type, i.quantity]),
    ).toEqual(
      joined.map((l) => [
        l.id,
        l.sku,
        l.name,
        l.tenureMonths,
        l.pricePaise,
        l.mrpPaise,
        l.cartType,
        l.quantity,
      ]),
    );
    const direct = await readCart(f.handle.db, hashId(tokenOf(c.session.cookie)), token);
    expect(direct.lines).toEqual(joined);
  });

  it('§3 Cart: a catalogue change shows on the very next read (nothing between the API and the database caches a line)', async () => {
    const { c, token } = await cartOfTwo();
    const before = (await c.call('GET', `/v3/cart/${token}`)).json().cart.items as Array<{ title: string }>;
    await f.handle.db.update(plans).set({ name: 'Renamed AMC plan' }).where(eq(plans.sku, AMC_AC));
    try {
      const after = (await c.call('GET', `/v3/cart/${token}`)).json().cart.items as Array<{ title: string }>;
      expect(after.map((i) => i.title)).toEqual(['Renamed AMC plan', before[1]!.title]);
    } finally {
      await f.handle.db.update(plans).set({ name: before[0]!.title }).where(eq(plans.sku, AMC_AC));
    }
  });

  it('migration 0007: a price row’s amounts cannot change (a new price is a new row); other columns can', async () => {
    const { c, token, amc } = await cartOfTwo();
    const before = (await c.call('GET', `/v3/cart/${token}`)).json().cart;
    for (const change of [
      sql`price_paise = price_paise + 100`,
      sql`mrp_paise = mrp_paise + 100`,
      sql`tenure_months = tenure_months + 1`,
    ]) {
      const refused = await f.handle.db
        .execute(sql`update ${planPrices} set ${change} where id = ${amc.id}`)
        .then(
          () => null,
          (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
        );
      expect(refused).toMatch(/plan_prices row \d+ is immutable/);
    }
    await f.handle.db.execute(
      sql`update ${planPrices} set max_device_price_paise = max_device_price_paise where id = ${amc.id}`,
    );
    const after = (await c.call('GET', `/v3/cart/${token}`)).json().cart;
    expect(after.items.map((i: { unit_price: number }) => i.unit_price)).toEqual(
      before.items.map((i: { unit_price: number }) => i.unit_price),
    );
    expect(after.total).toBe(before.total);
  });

  it('T6.4: a staff session’s read carries the account as it is now; a deactivated account reads inactive at once', async () => {
    const agent = await staffClient(f, `reader.${kind}`);
    const added = await agent.call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
    });
    expect(added.statusCode).toBe(200);
    const token = added.json().cart.token_id as string;
    const hash = hashId(tokenOf(agent.session.headers.cookie));
    const live = await readCart(f.handle.db, hash, token);
    expect(live.session).toMatchObject({
      username: `reader.${kind}`,
      staffActive: true,
      teams: ['tele-sales'],
    });
    expect(live.session?.staffId).toEqual(expect.any(Number));
    expect(live.lines).toHaveLength(1);

    await f.handle.db
      .update(staffUsers)
      .set({ active: false })
      .where(eq(staffUsers.username, `reader.${kind}`));
    expect((await readCart(f.handle.db, hash, token)).session?.staffActive).toBe(false);
  });

  it('a signed-in customer’s read carries the customer; an anonymous one carries neither customer nor staff', async () => {
    const { b, customer } = await registeredCustomer(f);
    const added = await b.call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
    });
    expect(added.statusCode).toBe(200);
    const token = added.json().cart.token_id as string;
    const signedIn = await readCart(f.handle.db, hashId(tokenOf(b.cookie())), token);
    expect(signedIn.session?.customerPublicId).toBe(customer.id);
    expect(signedIn.session?.customerDbId).toEqual(expect.any(Number));
    expect(signedIn.session?.staffId).toBeNull();

    const { c, token: anonymousCart } = await cartOfTwo();
    const anonymous = await readCart(f.handle.db, hashId(tokenOf(c.session.cookie)), anonymousCart);
    expect(anonymous.session).toMatchObject({ customerPublicId: null, customerDbId: null, staffId: null });
    expect(anonymous.lines).toHaveLength(2);
  });
});
