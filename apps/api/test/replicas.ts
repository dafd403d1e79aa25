import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '@kavach/db';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/deps';
import { deriveKey } from '../src/env';
import { createOutboxRelay, type OutboxRelay } from '../src/jobs/outbox-relay';
import { startReconciliation } from '../src/jobs/reconcile-payments';
import { createLocalDocumentStore } from '../src/lib/storage';
import { createHttpSmsNotifier } from '../src/notify/http-sms-notifier';
import type { Notifier, Notifiers } from '../src/notify/notifier';
import { createRefundNotifier } from '../src/notify/refund-notifier';
import { createEmulator, EmulatedRazorpayGateway, type RazorpayEmulator } from '../src/payments';
import { WEB_ORIGIN, type Fixture } from './support/fixture';

/*
 * One API replica in this process, wired like server.ts: its own PostgreSQL pool on the shared
 * database, its own app, Razorpay adapter (over the one emulator the replicas share, as they
 * share Razorpay), outbox relay and reconciliation job. Counters say what
 * each replica did (deliveries, gateway lookups, refunds) so a test can tell the two apart.
 */

export const SESSION_SECRET = 'replica-secret-replica-secret-replica-1';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Razorpay as the replicas see it: one emulator, whose signed webhooks reach the replicas in turn
 * (as through a load balancer). Each replica's adapter talks to it.
 */
export function sharedGateway(clock: Fixture['clock']) {
  const apps: App[] = [];
  let turn = 0;
  const emulator: RazorpayEmulator = createEmulator({
    sessionSecret: SESSION_SECRET,
    stateFile: null,
    now: () => clock.now().getTime(),
    webhookRetryDelaysMs: [10, 50],
    emitWebhook: async (rawBody, headers) => {
      const app = apps[turn++ % Math.max(1, apps.length)];
      return (
        (await app?.inject({ method: 'POST', url: '/v3/payments/webhook', headers, payload: rawBody }))
          ?.statusCode ?? 503
      );
    },
  });
  return { emulator, apps };
}
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;

/** What a replica did, per message idempotency key or per gateway order id. */
export interface ReplicaCounts {
  delivered: Map<string, number>;
  lookups: Map<string, number>;
  refunds: Map<string, number>;
}

export interface Replica extends Fixture {
  name: string;
  counts: ReplicaCounts;
  relay: OutboxRelay;
  startJobs(opts: { relayMs: number; reconcileMs: number }): void;
  stopJobs(): Promise<void>;
}

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** Every channel but `gateway`: SMS/voice go to the fake HTTP provider, the others to `inbox`. */
function notifiersOf(smsUrl: string, inbox: Map<string, number>, counts: ReplicaCounts): Notifiers {
  const sms = createHttpSmsNotifier({ url: smsUrl, apiKey: 'test-sms-key' });
  const recorder: Notifier = { name: 'fake-inbox', send: async (m) => void bump(inbox, m.idempotencyKey) };
  const counted = (inner: Notifier): Notifier => ({
    name: inner.name,
    async send(message) {
      await inner.send(message);
      bump(counts.delivered, message.idempotencyKey);
    },
  });
  return {
    sms: counted(sms),
    voice: counted(sms),
    email: counted(recorder),
    crm: counted(recorder),
    whatsapp: counted(recorder),
  };
}

export async function startReplica(input: {
  name: string;
  databaseUrl: string;
  clock: Fixture['clock'];
  smsUrl: string;
  inbox: Map<string, number>;
  gateway: ReturnType<typeof sharedGateway>;
}): Promise<Replica> {
  const handle: DbHandle = await createDb({ databaseUrl: input.databaseUrl, poolMax: 5 });
  const counts: ReplicaCounts = { delivered: new Map(), lookups: new Map(), refunds: new Map() };
  const payments = new EmulatedRazorpayGateway({
    sessionSecret: SESSION_SECRET,
    stateFile: null,
    emulator: input.gateway.emulator,
  });
  // The gateway calls reconciliation and refunds make, counted per order / payment.
  const fetchOrderPayments = payments.fetchOrderPayments.bind(payments);
  payments.fetchOrderPayments = (id) => (bump(counts.lookups, id), fetchOrderPayments(id));
  const refund = payments.refund.bind(payments);
  payments.refund = (id, amount) => (bump(counts.refunds, id), refund(id, amount));

  const documentDir = await mkdtemp(path.join(tmpdir(), 'kavach-replica-'));
  const deps: AppDeps = {
    db: handle.db,
    dbKind: 'postgres',
    clock: input.clock,
    payments,
    documents: createLocalDocumentStore(documentDir),
    config: {
      sessionSecret: SESSION_SECRET,
      cookieSecure: true,
      webOrigins: [WEB_ORIGIN],
      nodeEnv: 'test',
      trustProxy: ['loopback'],
      supportPhone: '1800-123-4567',
      otpPepper: deriveKey(SESSION_SECRET, 'otp-pepper'),
      supplier: {
        name: 'Kavach Protection Services Private Limited',
        gstin: '27AAHCK4517M1ZQ',
        address: 'Bandra Kurla Complex, Mumbai 400051',
        state: 'Maharashtra',
      },
      partnerKeys: [],
    },
  };
  const app = await buildApp(deps);
  input.gateway.apps.push(app);
  await app.ready();
  const notifiers = {
    ...notifiersOf(input.smsUrl, input.inbox, counts),
    gateway: createRefundNotifier(handle.db, payments, () => input.clock.now()),
  };
  // Small batches, so that both relays take part in draining one backlog.
  const relay = createOutboxRelay({
    db: handle.db,
    notifiers,
    clock: input.clock,
    log: silent,
    batchSize: 5,
  });
  let stopReconciliation: (() => Promise<void>) | null = null;
  const stopJobs = async () => {
    await relay.stop();
    await stopReconciliation?.();
    stopReconciliation = null;
  };
  return {
    name: input.name,
    app,
    handle,
    clock: input.clock,
    deps,
    payments,
    documentDir,
    counts,
    relay,
    startJobs({ relayMs, reconcileMs }) {
      relay.start(relayMs);
      stopReconciliation = startReconciliation(deps, silent, reconcileMs);
    },
    stopJobs,
    async close() {
      await stopJobs();
      await payments.whenIdle();
      await app.close();
      await handle.close();
      await rm(documentDir, { recursive: true, force: true });
    },
  };
}
