import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 19 §3 / decision 052: no code writes a status column except transition() and
 * transitionWhere() (this folder). The repository update functions' types leave `status` out;
 * this test finds the other ways: a `.set({ … status … })` or a raw `update … set … status =`.
 * Inserts are creations (they start a row in a state its CHECK allows) and are not status writes.
 * The Razorpay test server's books (apps/api/test/support) are its emulation, not our lifecycles.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps/api/src', 'packages/db/src'];
const EXEMPT = [/^packages\/db\/src\/lifecycle\//, /^apps\/api\/src\/payments\/testing\//];

const SET_STATUS = /\.set\(\s*\{[^)]*?\bstatus\b\s*[:,}]/;
const SQL_SET_STATUS = /\bupdate\s+"?\w+"?\s+set\b[^;`]*?\bstatus"?\s*=/i;
const writesStatus = (source: string) => SET_STATUS.test(source) || SQL_SET_STATUS.test(source);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('one writer of a status (issue 19 §3, decision 052)', () => {
  it('recognises the ways a status is written by hand', () => {
    expect(writesStatus(`tx.update(orders).set({ status: 'paid', updatedAt: now })`)).toBe(true);
    expect(writesStatus(`db.update(carts)\n  .set({\n    updatedAt: now,\n    status,\n  })`)).toBe(true);
    expect(writesStatus("sql`update orders set updated_at = now(), status = 'paid' where id = 1`")).toBe(
      true,
    );
    expect(writesStatus(`tx.update(orders).set({ gatewayOrderId: id, updatedAt: now })`)).toBe(false);
    expect(writesStatus(`tx.insert(orders).values({ status: 'created' })`)).toBe(false);
  });

  it('no file outside packages/db/src/lifecycle writes a status column', () => {
    const offenders = SCANNED.flatMap(sources)
      .map((path) => path.split(sep).join('/'))
      .filter((path) => !EXEMPT.some((re) => re.test(path)))
      .filter((path) => writesStatus(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
