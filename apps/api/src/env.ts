import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, found from this file whether it runs from src/ or a bundle in dist/. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(join(repoRoot, '.data/pglite')),
  KAVACH_DATA_DIR: z.string().default(resolve(repoRoot, '../shared/data')),
  SESSION_SECRET: z.string().min(32).optional(),
  WEB_ORIGIN: z.string().default('http://localhost:3000'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  SUPPORT_PHONE: z.string().default('1800-123-4567'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface ApiConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
  sessionSecret: string;
  webOrigins: string[];
  cookieSecure: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedOnStart: boolean;
  supportPhone: string;
}

/** Parses process.env once; fails fast listing every bad variable (conventions 9). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: required in production (32+ characters)');
  }
  return {
    nodeEnv: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    dataDir: env.KAVACH_DATA_DIR,
    sessionSecret: env.SESSION_SECRET ?? devSecret(join(repoRoot, '.data/session-secret')),
    webOrigins: env.WEB_ORIGIN.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    cookieSecure: env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL,
    seedOnStart: env.SEED_ON_START === 'true',
    supportPhone: env.SUPPORT_PHONE,
  };
}

/** Development only: a random secret kept under .data/ so sessions survive restarts. */
function devSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
