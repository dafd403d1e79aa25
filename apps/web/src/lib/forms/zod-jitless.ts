import { config } from 'zod/v4/core';

/**
 * Zod 4 compiles object parsers with `new Function`, after probing whether eval is allowed. Under
 * the pages' policy (no 'unsafe-eval', decision 042) the probe is blocked and caught, but the
 * browser still reports a CSP violation on every page that parses a schema (T12.1). Jitless
 * parsing is the same validation without the compiled fast path. The probe runs when an object
 * schema is built, so this runs first: from `src/instrumentation-client.ts`, which Next.js
 * evaluates before the app's client code.
 */
config({ jitless: true });
