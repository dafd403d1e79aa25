// Runs before the app's own client code (Next.js instrumentation-client): Zod must be jitless
// before any contract schema is built, as building an object schema probes for eval (T12.1).
import './lib/forms/zod-jitless';
