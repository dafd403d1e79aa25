import { z } from 'zod';

/** Parsed once (conventions 9). Every other module reads configuration from here. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().optional(),
  API_ORIGIN: z.url().default('http://127.0.0.1:4000'),
  SITE_URL: z.url().default('http://localhost:3000'),
  SUPPORT_PHONE: z.string().min(3).default('1800-123-4567'),
  CHAT_URL: z.url().default('https://wa.me/911800123456'),
  /**
   * Tile source of the tracker map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (decision
   * 061). Unset (the default, and in tests): the map is drawn from the bundled PIN directory.
   */
  MAP_TILE_URL: z
    .url()
    .refine((u) => u.includes('{z}') && u.includes('{x}') && u.includes('{y}'), 'needs {z}, {x} and {y}')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /**
   * Secret of the raise flow's sealed draft cookie (decision 076), 32+ characters. Unset: a random
   * one per process (drafts do not survive a restart; replicas must share a configured one).
   */
  SELFSERVE_DRAFT_KEY: z.string().min(32).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

function parseEnv(): Env {
  const result = EnvSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  const env = result.data;
  return {
    ...env,
    API_ORIGIN: env.API_ORIGIN.replace(/\/+$/, ''),
    SITE_URL: env.SITE_URL.replace(/\/+$/, ''),
  };
}

export const env: Env = parseEnv();
