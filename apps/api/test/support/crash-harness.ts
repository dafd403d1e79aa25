import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * docs/product/security-tests.md#t9-1 harness: the API bundled from source and run as a real child process that can be SIGKILLed,
 * a throw-away PostgreSQL database, and an HTTP client that counts the requests in flight.
 */

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
export { REFERENCE_DATA_DIR as DATA_DIR } from '@kavach/db/seed';
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The API bundled by apps/api/build.mjs into a temp dir under apps/api/dist (ignored by git and
 * ESLint): the bundle must sit inside apps/api to resolve its external packages.
 */
export async function bundleApi(): Promise<{ dir: string; entry: string }> {
  mkdirSync(join(API_DIR, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(API_DIR, 'dist', 't9.1-'));
  const entry = join(dir, 'server.mjs');
  execFileSync(process.execPath, ['build.mjs', `--outfile=${entry}`], { cwd: API_DIR, stdio: 'ignore' });
  return { dir, entry };
}

/** A new database on the server `baseUrl` names (packages/db/src/testing.ts pattern), and its drop. */
export async function freshDatabase(baseUrl: string) {
  const name = `kavach_t91_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The API as a child process on a fixed port: start (→ /health answers), SIGKILL, restart. */
export class ApiProcess {
  #child: ChildProcess | null = null;
  #closed = false;
  readonly log: string[] = [];
  readonly url: string;

  constructor(
    readonly entry: string,
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    process.once('exit', () => this.#child?.kill('SIGKILL'));
  }

  /** Resolves with the ms until /health answered 200. */
  async start(extraEnv: Record<string, string> = {}, timeoutMs = 20_000): Promise<number> {
    if (this.#closed) throw new Error('the API harness is closed');
    const env = { ...this.env, API_PORT: String(this.port), ...extraEnv };
    const child = spawn(process.execPath, [this.entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    const keep = (chunk: Buffer) => {
      this.log.push(...chunk.toString().split('\n').filter(Boolean));
      this.log.splice(0, Math.max(0, this.log.length - 30));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const t0 = Date.now();
    while (Date.now() - t0 < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the API exited before /health answered:\n${this.log.join('\n')}`);
      const res = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (res?.ok) return Date.now() - t0;
      await sleep(25);
    }
    throw new Error(`/health did not answer within ${timeoutMs} ms:\n${this.log.join('\n')}`);
  }

  /** kill -9, and wait until the process is gone. */
  async kill9(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.kill9();
  }
}

/** Requests sent and not yet answered (a kill with 0 here does not count as a cycle). */
export const flight = { now: 0 };

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** One HTTP exchange; throws on a connection error or a cut answer (the API died). */
export async function send(url: string, method: string, headers: Record<string, string>, body?: unknown) {
  flight.now += 1;
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : {} } as Answer;
  } finally {
    flight.now -= 1;
  }
}
