import type { Db } from '@kavach/db';
import type { ApiConfig } from './env';
import type { Clock } from './lib/clock';
import type { DocumentStore } from './lib/storage';
import type { PaymentGateway } from './payments';
import type { SessionOptions } from './plugins/session';
import type { CatalogueProvider } from './modules/catalogue/catalogue.provider';

/** Everything the app needs from outside; tests pass an in-memory database and a fixed clock. */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Pick<
    ApiConfig,
    | 'sessionSecret'
    | 'cookieSecure'
    | 'webOrigins'
    | 'nodeEnv'
    | 'supportPhone'
    | 'otpPepper'
    | 'supplier'
    | 'partnerKeys'
    | 'maxInFlight'
    | 'trustProxy'
  >;
  clock: Clock;
  /** The payment gateway: Razorpay, or the Razorpay adapter over its emulator (decision 053). */
  payments: PaymentGateway;
  /** Private storage of uploaded documents (local folder by default, S3-compatible in production). */
  documents: DocumentStore;
}

/**
 * What every module's `routes.ts` factory takes (issue 19 §3: one factory signature). Built once in
 * `buildApp`: the app's dependencies plus what the app derives from them.
 */
export interface RouteDeps extends AppDeps {
  /** The session cookie, CSRF and origin rules (plugins/session.ts). */
  session: SessionOptions;
  /** The catalogue, cached on the injected clock (decision 050). */
  catalogue: CatalogueProvider;
}
