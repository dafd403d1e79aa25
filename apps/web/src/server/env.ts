import { z } from 'zod';
import { parseTrustProxy } from './client-address';

/** Configuration of the production web server (`src/server/main.ts`), parsed once. */
const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  /** Where `/api/*` goes (api-proxy.ts, decision 079); the same variable the pages' server client reads. */
  API_ORIGIN: z.url().default('http://127.0.0.1:4000'),
  /** Interface to listen on; all interfaces by default (Next's own default). */
  WEB_HOST: z.string().min(1).optional(),
  /** `off` turns the in-process page cache off (every request goes to Next). */
  WEB_EDGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Upper bound of the page cache, in MiB of stored bodies (all encodings). */
  WEB_EDGE_CACHE_MB: z.coerce.number().positive().default(64),
  /**
   * Peers whose X-Forwarded-For names the client (a load balancer in front); none by default, the
   * socket's peer is the client (client-address.ts, decision 040).
   */
  TRUST_PROXY: z
    .string()
    .default('none')
    .transform((value, ctx) => {
      const problems: string[] = [];
      const list = parseTrustProxy(value, problems);
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return list;
    }),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = ServerEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return result.data;
}

export const serverEnv = (): ServerEnv => parseServerEnv(process.env);

/**
 * Next's lockfile check runs `npm config get registry` and asks the npm registry for package
 * metadata on every start: a production server must not reach the internet (decision 030). Call
 * before Next starts.
 */
export function skipLockfileCheck(): void {
  process.env.NEXT_IGNORE_INCORRECT_LOCKFILE = '1';
}
