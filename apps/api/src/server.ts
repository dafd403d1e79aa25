import { createDb } from '@kavach/db';
import { seed } from '@kavach/db/seed';
import { buildApp } from './app';
import { ensureDemoAgent } from './modules/staff/demo-agent';
import { ensureDemoServiceUser } from './modules/staff/demo-service-user';
import { ensureDemoCustomer } from './modules/account/demo-customer';
import { loadConfig } from './env';
import { createOutboxRelay } from './jobs/outbox-relay';
import { startReconciliation } from './jobs/reconcile-payments';
import { startDocumentSweeper } from './jobs/sweep-documents';
import { startSrTimers } from './jobs/sr-timers';
import { startRenewalReminders } from './jobs/renewal-reminders';
import { startAppointmentReminders } from './jobs/appointment-reminders';
import { EmulatedRazorpayGateway, createPaymentGateway } from './payments';
import { systemClock } from './lib/clock';
import { installLastResort } from './lib/last-resort';
import { documentStoreFromConfig } from './lib/storage';
import { createNotifiers } from './notify/notifiers';
import { createRefundNotifier } from './notify/refund-notifier';

/** Pending connections the kernel may queue for the API (decision 056). */
const LISTEN_BACKLOG = 4096;

/** parse env → create db → migrate (+ seed if empty) → buildApp → listen → graceful close. */
async function main() {
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await handle.migrate();
  if (config.seedOnStart) {
    const result = await seed(handle.db, { dataDir: config.dataDir });
    if (result.seeded) console.log(`[api] seeded the database: ${JSON.stringify(result.counts)}`);
  }
  if (config.demoAccounts) {
    await ensureDemoAgent(handle.db, config.demoAgentPassword, new Date());
    await ensureDemoServiceUser(handle.db, config.demoServicePassword, new Date());
    await ensureDemoCustomer(handle.db, config.demoCustomerPassword, new Date());
  }
  // The Razorpay emulator (no RAZORPAY_KEY_*) delivers its signed webhooks to our own webhook
  // route, as Razorpay does.
  const target: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  const payments = createPaymentGateway(config, {
    clock: systemClock,
    emitWebhook: async (rawBody, headers) =>
      (await target.app?.inject({ method: 'POST', url: '/v3/payments/webhook', headers, payload: rawBody }))
        ?.statusCode ?? 503,
    onWebhookError: (err) => target.app?.log.warn({ err }, 'emulated gateway webhook not delivered'),
  });
  const documents = documentStoreFromConfig(config.documents);
  const deps = { db: handle.db, dbKind: handle.kind, config, clock: systemClock, payments, documents };
  const app = await buildApp(deps, {
    level: config.logLevel,
    redact: [
      'req.headers.cookie',
      'req.headers["x-csrftoken"]',
      'req.headers["x-partner-key"]',
      'res.headers["set-cookie"]',
    ],
  });
  target.app = app;
  installLastResort(app.log);
  const notifiers = {
    ...createNotifiers(config, app.log),
    gateway: createRefundNotifier(handle.db, payments, () => systemClock.now()),
  };
  let stopReconciliation: (() => Promise<void>) | null = null;
  let stopDocumentSweeper: (() => Promise<void>) | null = null;
  let stopSrTimers: (() => Promise<void>) | null = null;
  let stopRenewalReminders: (() => Promise<void>) | null = null;
  let stopAppointmentReminders: (() => Promise<void>) | null = null;
  const relay = createOutboxRelay({ db: handle.db, notifiers, clock: systemClock, log: app.log });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    await relay.stop();
    await stopReconciliation?.();
    await stopDocumentSweeper?.();
    await stopSrTimers?.();
    await stopRenewalReminders?.();
    await stopAppointmentReminders?.();
    if (payments instanceof EmulatedRazorpayGateway) await payments.whenIdle();
    await app.close();
    await Promise.all(Object.values(notifiers).map((n) => n?.close?.()));
    await handle.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  // A burst of new connections waits in the kernel's accept queue instead of overflowing it: Node's
  // default of 511 overflowed under T15's 3× load (SYNs dropped and retried 1 s and 3 s later, then
  // time-outs) before a single request could be shed (decision 056). Linux caps it at somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  if (config.outboxRelayIntervalMs > 0) relay.start(config.outboxRelayIntervalMs);
  if (config.reconcileIntervalMs > 0)
    stopReconciliation = startReconciliation(deps, app.log, config.reconcileIntervalMs);
  if (config.documentSweepIntervalMs > 0)
    stopDocumentSweeper = startDocumentSweeper(
      { db: handle.db, documents, now: () => systemClock.now(), log: app.log },
      config.documentSweepIntervalMs,
    );
  if (config.srTimerIntervalMs > 0)
    stopSrTimers = startSrTimers(
      { db: handle.db, clock: systemClock, log: app.log, webOrigin: config.webOrigins[0] ?? '' },
      config.srTimerIntervalMs,
    );
  if (config.renewalReminderIntervalMs > 0)
    stopRenewalReminders = startRenewalReminders(
      { db: handle.db, clock: systemClock, log: app.log, webOrigin: config.webOrigins[0] ?? '' },
      config.renewalReminderIntervalMs,
    );
  if (config.appointmentReminderIntervalMs > 0)
    stopAppointmentReminders = startAppointmentReminders(
      {
        db: handle.db,
        clock: systemClock,
        log: app.log,
        webOrigin: config.webOrigins[0] ?? '',
        supportPhone: config.supportPhone,
      },
      config.appointmentReminderIntervalMs,
    );
  app.log.info(
    {
      sms: config.notify.sms.kind,
      email: config.notify.email.kind,
      crm: config.notify.crm.kind,
      whatsapp: config.notify.whatsapp.kind,
      interval_ms: config.outboxRelayIntervalMs,
    },
    config.outboxRelayIntervalMs > 0
      ? 'outbox relay started'
      : 'outbox relay off (OUTBOX_RELAY_INTERVAL_MS=0)',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
