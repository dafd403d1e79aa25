// The databases a bench run measures and the process facts it reads (RSS).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase, pgAnswers } from '../../scripts/lib/pg.mjs';
import { row } from './report.mjs';

/** Resident memory of a process in MB, from /proc (null when unreadable). */
export function rssMB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return null;
  }
}

/** performance-goals.md Memory: the API's RSS after the load runs, ≤ 200 MB. */
export function apiRssRow(db, pid) {
  return row(db, 'Server', 'API RSS after the load runs', rssMB(pid), 'MB', {
    op: '<=',
    value: 200,
    text: '≤ 200 MB',
  });
}

/** PGlite always (unless --db=postgres); PostgreSQL on DATABASE_URL or 127.0.0.1:5432 when asked. */
export async function databases(want) {
  const list = [];
  if (want === 'pglite' || want === 'both') list.push({ key: 'pglite', label: 'PGlite (embedded default)' });
  if (want === 'postgres' || want === 'both') {
    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const ok = await pgAnswers(base);
    list.push({
      key: 'postgres',
      label: 'PostgreSQL',
      base,
      error: ok ? null : `no PostgreSQL answers at ${base.replace(/:[^:@/]+@/, ':***@')}`,
    });
  }
  return list;
}

/** A fresh database for one measurement; `onCleanup` gets its removal. */
export async function prepareDb(db, onCleanup) {
  if (db.key === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kavach-bench-pglite-'));
    onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
    return { PGLITE_DIR: dir };
  }
  const fresh = await createFreshDatabase(db.base, 'kavach_bench');
  onCleanup(fresh.drop);
  return { DATABASE_URL: fresh.url };
}
