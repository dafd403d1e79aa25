// issue 3 item 2: `npm run staff` as an operator runs it — the real script (tsx, env, stdin, exit
// codes) on a fresh PGlite folder. The commands themselves are tested in-process on PGlite and
// PostgreSQL in apps/api/src/modules/staff/staff-accounts.test.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./staff.mjs', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'kavach-staff-cli-'));

function staff(args: string[], input: { stdin?: string; env?: Record<string, string> } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(dir, 'pglite'), ...input.env };
  delete env.DATABASE_URL; // this test owns its database; never the suite's PostgreSQL
  if (!input.env?.STAFF_PASSWORD) delete env.STAFF_PASSWORD;
  const child = spawn(process.execPath, [SCRIPT, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  child.stdin.end(input.stdin ?? '');
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

describe('npm run staff (scripts/staff.mjs)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds an agent with the password on stdin (exit 0); a duplicate exits 1 with a clear message', async () => {
    const added = await staff(['add', '--username', 'ravi.k', '--name', 'Ravi Kumar'], {
      stdin: 'tulip-window-42\n',
    });
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Added staff user "ravi.k" (Ravi Kumar)');
    const again = await staff(['add', '--username', 'Ravi.K', '--name', 'Someone'], {
      env: { STAFF_PASSWORD: 'another-pass-77' },
    });
    expect(again.code).toBe(1);
    expect(again.err).toContain('A staff user named "ravi.k" already exists. (STAFF_USERNAME_TAKEN)');
  }, 180_000);
});
