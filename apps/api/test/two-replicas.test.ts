import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDb } from '@kavach/db';
import { seed } from '@kavach/db/seed';
import { freshDatabase } from './support/crash-harness';
import { readyCart, emulatorPay } from './support/order-test-helpers';
import { DATA_DIR, TEST_PIN_PREFIXES, type Fixture } from './support/fixture';
import { startFakeSmsProvider } from './support/fake-sms-provider';
import { sharedGateway, startReplica, type Replica } from './replicas';
import { TIER } from './support/tier';

/*
 * Two API replicas on one PostgreSQL database (docs/architecture.md "Past one machine", decision
 * 046): two apps, each with its own connection pool, outbox relay and reconciliation job, as two
 * machines behind a load balancer would run them. Requests alternate between them.
 * Runs only with DATABASE_URL (vitest.config.ts leaves it out otherwise: PGlite is one process).
 */

const DATABASE_URL = process.env.DATABASE_URL!;
const COUNTS =
  TIER === 'full' ? { paid: 40, late: 20, dup: 6, links: 200 } : { paid: 12, late: 6, dup: 3, links: 40 };

type Headers = Record<string, string>;
const post = (r: Replica, url: string, headers: Headers, body: unknown) =>
  r.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function until(what: string, done: () => Promise<boolean>, deadlineMs = 120_000) {
  const end = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not reached before the deadline: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two API replicas on one PostgreSQL database (decision 046)', () => {
  const cleanup: Array<() => unknown> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('T9.5 / T8.9 / T4.11: every outbox message delivered once, each reconciliation effect once (one gateway look per order), rate limits counted across replicas', async () => {
    const t0 = Date.now();
    const database = await freshDatabase(DATABASE_URL);
    cleanup.push(database.drop);
    const setup = await createDb({ databaseUrl: database.url, poolMax: 2 });
    cleanup.push(() => setup.close());
    await setup.migrate();
    await seed(setup.db, { dataDir: DATA_DIR, pincodeFilter: { prefixes: TEST_PIN_PREFIXES } });
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanup.push(() => sql.end());
    const sms = await startFakeSmsProvider();
    cleanup.push(() => sms.close());
    const inbox = new Map<string, number>(); // the fake e-mail / CRM / WhatsApp provider
    let now = new Date('2026-11-21T06:30:00Z');
    const clock = { now: () => now, set: (d: Date) => void (now = d) };
    const replicas: Replica[] = [];
    const gateway = sharedGateway(clock);
    for (const name of ['A', 'B']) {
      const r = await startReplica({
        name,
        databaseUrl: database.url,
        clock,
        smsUrl: sms.url,
        inbox,
        gateway,
      });
      cleanup.push(() => r.close());
      replicas.push(r);
    }
    const [A, B] = replicas as [Replica, Replica];
    const other = (r: Replica) => (r === A ? B : A);
    // Payments whose webhooks never reach us (deliveries lost): captured in the gateway's books
    // without announcing it; only reconciliation can find them.
    const books = gateway.emulator.books;

    // 1. Work made through both replicas while their jobs are off: a backlog both relays will race for.
    const paidRefs: string[] = [];
    const lateGatewayOrders: string[] = [];
    const dupGatewayOrders: string[] = [];
    const total = COUNTS.paid + COUNTS.late + COUNTS.dup;
    for (let i = 0; i < total; i++) {
      const r = replicas[i % 2]!;
      const c = await readyCart(r as Fixture);
      const co = (await c.call('POST', '/v3/order/checkout', {})).json();
      expect(co.gateway_order_id, JSON.stringify(co)).toBeTruthy();
      if (i < COUNTS.paid) {
        const paid = await emulatorPay(r, c.call, co.gateway_order_id);
        // The success callback lands on the other replica (no sticky sessions).
        const ok = await post(other(r), '/v3/order/success', c.session.headers, {
          razorpay_order_id: paid.razorpay_order_id,
          razorpay_payment_id: paid.razorpay_payment_id,
          razorpay_signature: paid.razorpay_signature,
        });
        expect(ok.statusCode, ok.body).toBe(200);
        paidRefs.push(co.order_id);
        continue;
      }
      const attempts = i < COUNTS.paid + COUNTS.late ? 1 : 2; // 2: a duplicate payment, to refund
      const pending = await emulatorPay(r, c.call, co.gateway_order_id, 'pending');
      expect(pending.razorpay_payment_id, JSON.stringify(pending)).toBeTruthy();
      const authorized = books.payments.get(pending.razorpay_payment_id)!;
      expect(authorized.status).toBe('authorized');
      books.capture(authorized);
      // A duplicate: the gateway records a second captured payment on the same order (Razorpay
      // auto-refunds those; our settle function must queue one refund, once).
      if (attempts === 2)
        books.addPayment(books.orders.get(co.gateway_order_id)!, 'captured', authorized.method);
      (attempts === 1 ? lateGatewayOrders : dupGatewayOrders).push(co.gateway_order_id);
    }
    // A browser session (sessions are rows: valid on either replica).
    const s = await A.app.inject({ method: 'GET', url: '/auth/set_csrf?tabId=rl' });
    const cookie = s.cookies.find((c) => c.name === '__Host-session_id')!;
    const session = {
      cookie: `__Host-session_id=${cookie.value}`,
      'x-csrftoken': s.json().csrf_token as string,
    };
    for (let i = 0; i < COUNTS.links; i++) {
      const res = await post(
        replicas[i % 2]!,
        '/send_app_link',
        { ...session, 'x-forwarded-for': `10.46.${1 + (i >> 8)}.${i & 255}` },
        {
          phone: `93${String(i).padStart(8, '0')}`,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await Promise.all(replicas.map((r) => r.payments.whenIdle()));
    const tWork = Date.now();

    // 2. Rate limits: half the documented count via A, half via B, then both refuse.
    const existence = [];
    for (let i = 0; i < 12; i++)
      existence.push(
        (
          await post(
            replicas[i % 2]!,
            '/customers/check_customer_existence',
            { ...session, 'x-forwarded-for': '10.46.9.1' },
            { phone: '9812345678' },
          )
        ).statusCode,
      );
    const appLink = [];
    for (let i = 0; i < 5; i++)
      appLink.push(
        (
          await post(
            replicas[i % 2]!,
            '/send_app_link',
            { ...session, 'x-forwarded-for': '10.46.9.2' },
            { phone: '9812345679' },
          )
        ).statusCode,
      );

    // 3. Both replicas' jobs start together, with the gateway's late captures 16 minutes old.
    clock.set(new Date(now.getTime() + 16 * 60_000));
    for (const r of replicas) r.counts.lookups.clear(); // the success callbacks' looks are not counted
    for (const r of replicas) r.startJobs({ relayMs: 20, reconcileMs: 50 });
    const one = async (text: string) => (await sql.query(text)).rows[0] as Record<string, number>;
    // Done when every order is paid, every refund decided and every message sent (a refund is
    // queued in its own transaction after the order's, so all four are awaited).
    await until('outbox drained, late payments settled, refunds made', async () => {
      const x = await one(`select
        (select count(*)::int from outbox where status <> 'sent') as open,
        (select count(*)::int from orders where status <> 'paid') as unpaid,
        (select count(*)::int from payments where status = 'refund_queued') as queued,
        (select count(*)::int from outbox where channel = 'gateway') as refunds`);
      return x.open === 0 && x.unpaid === 0 && x.queued === 0 && x.refunds === dupGatewayOrders.length;
    });
    await Promise.all(replicas.map((r) => r.stopJobs()));
    const tJobs = Date.now();

    // Outbox: every row delivered exactly once, counted at the providers by idempotency key.
    const rows = (await sql.query(`select channel, idempotency_key from outbox`)).rows as Array<{
      channel: string;
      idempotency_key: string;
    }>;
    const atProviders = new Map<string, number>(inbox);
    for (const [key, n] of sms.acceptedPerKey()) atProviders.set(key, (atProviders.get(key) ?? 0) + n);
    for (const r of replicas) for (const [key, n] of r.counts.refunds) atProviders.set(`refund:${key}`, n);
    const byChannel = (ch: string) => rows.filter((x) => x.channel === ch).length;
    const notOnce = rows
      .filter((x) => x.channel !== 'gateway' && atProviders.get(x.idempotency_key) !== 1)
      .map((x) => `${x.channel} ${x.idempotency_key} × ${atProviders.get(x.idempotency_key) ?? 0}`);
    const sumOf = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const delivered = replicas.map((r) => sumOf(r.counts.delivered));
    const lookups = new Map<string, number>();
    for (const r of replicas)
      for (const [id, n] of r.counts.lookups) lookups.set(id, (lookups.get(id) ?? 0) + n);
    const reconciled = [...lateGatewayOrders, ...dupGatewayOrders];
    const figures = [
      `outbox ${rows.length} (sms ${byChannel('sms')}, email ${byChannel('email')}, gateway ${byChannel('gateway')})`,
      `delivered by A ${delivered[0]}, by B ${delivered[1]}`,
      `reconciled ${reconciled.length} (dup ${dupGatewayOrders.length}), gateway looks A ${sumOf(A.counts.lookups)} B ${sumOf(B.counts.lookups)}`,
      `refunds A ${sumOf(A.counts.refunds)} B ${sumOf(B.counts.refunds)}`,
      `existence ${existence.join(',')}`,
      `app link ${appLink.join(',')}`,
      `work ${tWork - t0} ms, jobs ${tJobs - tWork} ms`,
    ].join('; ');
    console.log(`replicas: ${figures}`);

    expect(notOnce, `messages not delivered exactly once (${figures})`).toEqual([]);
    expect(
      delivered.every((n) => n > 0),
      `both relays delivered (${figures})`,
    ).toBe(true);
    expect(sumOf(sms.acceptedPerKey()) + sumOf(inbox), `deliveries = outbox rows (${figures})`).toBe(
      rows.length - byChannel('gateway'),
    );

    // Reconciliation: each late order asked about once across both replicas, paid once, confirmed once.
    expect(
      reconciled.map((id) => `${id} × ${lookups.get(id) ?? 0}`),
      `gateway looks per order (${figures})`,
    ).toEqual(reconciled.map((id) => `${id} × 1`));
    const perOrder = (
      await sql.query(
        `
      select o.gateway_order_id as id, o.status,
        (select count(*)::int from payments p where p.order_id = o.id) as payments,
        (select count(*)::int from payments p where p.order_id = o.id and p.status in ('refund_queued', 'refunded')) as refunds,
        (select count(*)::int from outbox x where x.topic = 'order_confirmation' and x.payload->>'order_ref' = o.order_ref) as confirmations
      from orders o where o.gateway_order_id = any($1) order by o.id`,
        [reconciled],
      )
    ).rows;
    const expected = reconciled.map((id) => ({
      id,
      status: 'paid',
      payments: dupGatewayOrders.includes(id) ? 2 : 1,
      refunds: dupGatewayOrders.includes(id) ? 1 : 0,
      confirmations: 2,
    }));
    expect(
      perOrder.sort((x: Record<string, unknown>, y: Record<string, unknown>) =>
        String(x.id).localeCompare(String(y.id)),
      ),
      `reconciled orders (${figures})`,
    ).toEqual(expected.sort((x, y) => x.id.localeCompare(y.id)));
    const refundCalls = new Map<string, number>();
    for (const r of replicas)
      for (const [id, n] of r.counts.refunds) refundCalls.set(id, (refundCalls.get(id) ?? 0) + n);
    expect([...refundCalls.values()], `one refund call per duplicate payment (${figures})`).toEqual(
      dupGatewayOrders.map(() => 1),
    );
    const [refunded] = (await sql.query(`select count(*)::int as n from payments where status = 'refunded'`))
      .rows;
    expect(refunded.n, `refunded payments (${figures})`).toBe(dupGatewayOrders.length);
    const paidOnce = (
      await sql.query(`select count(*)::int as n from orders where status = 'paid' and order_ref = any($1)`, [
        paidRefs,
      ])
    ).rows[0];
    expect(paidOnce.n).toBe(paidRefs.length);

    // Rate limits (docs/product/security-tests.md#t4-11 check_customer_existence: 10 a minute per address; /send_app_link: 3 per 10 minutes).
    expect(existence, `check_customer_existence via A, B, A, … (${figures})`).toEqual([
      ...Array(10).fill(200),
      429,
      429,
    ]);
    expect(appLink, `send_app_link via A, B, A, … (${figures})`).toEqual([200, 200, 200, 429, 429]);
  }, 300_000);
});
