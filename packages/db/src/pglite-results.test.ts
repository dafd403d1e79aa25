import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { isPureRead, writeScope } from './pglite-results';
import { fastPglite, type FastPglite } from './pglite-statements';
import { sessions } from './schema';
import { createTestDb } from './testing';

// Decision 021: the PGlite result cache answers a plain read from memory only while no statement
// that could change data has started since the read ran.

const asArray: QueryOptions = { rowMode: 'array' };
type Row = { id: number; n: number; note: string | null; meta: { tags: string[] } };

describe('isPureRead', () => {
  it('accepts plain SELECTs and refuses writes, locks and time-, random- or sequence-dependent reads', () => {
    expect(isPureRead('select * from carts where id = $1')).toBe(true);
    expect(isPureRead('  /* c */ SELECT a.locked_until from a')).toBe(true);
    for (const text of [
      'insert into t values ($1)',
      'with u as (update t set n = 1 returning *) select * from u',
      'select * from t where id = $1 for update',
      'select * from t for no key update skip locked',
      'select * from t where at > now()',
      'select current_timestamp',
      'select random()',
      'select nextval($1)',
      "select set_config('x', $1, true)",
      'select pg_advisory_xact_lock($1)',
      'begin',
    ])
      expect(isPureRead(text), text).toBe(false);
  });
});

// Decision 035: a write drops only the cached reads that name a table it writes.
describe('writeScope', () => {
  const tables = (text: string) => {
    const scope = writeScope(text);
    return typeof scope === 'string' ? scope : [...scope].sort();
  };
  it('names the tables of INSERT, UPDATE and WITH writes', () => {
    expect(tables('insert into "carts" ("id") values ($1) on conflict do nothing')).toEqual(['carts']);
    expect(tables('update "public"."carts" set "version" = $1 where "id" = $2')).toEqual(['carts']);
    expect(
      tables(`with c as (select id from "carts" where x = $1 for update),
        l as (update "cart_items" set quantity = $2 where cart_id = (select id from c) returning cart_id),
        u as (update "carts" set version = version + 1 where id = (select cart_id from l) returning *)
        select u.* from u`),
    ).toEqual(['cart_items', 'carts']);
  });
  it('changes nothing for reads, settings and savepoints', () => {
    for (const text of [
      'select * from "carts" where id = $1 for update',
      'select pg_advisory_xact_lock($1)',
      'set local synchronous_commit = off',
      'savepoint sp1',
      'release savepoint sp1',
      'rollback to savepoint sp1',
    ])
      expect(writeScope(text), text).toBe('none');
  });
  it('may change anything: DELETE (foreign keys cascade), DDL, several statements, unknown writes', () => {
    for (const text of [
      'delete from "carts" where id = $1',
      'with d as (delete from "carts" returning id) update "orders" set x = 1',
      'insert into "a" select * from "b"; delete from "c"',
      'create table t (id int)',
      'select * into t2 from t',
      'with r as (select 1) select * from r',
      'truncate "carts"',
      'rollback',
    ])
      expect(writeScope(text), text).toBe('all');
  });
  it('holds only while the schema has no triggers, rules, views or functions that write or read out of sight', () => {
    const dir = migrationsFolder();
    const ddl = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
      .join('\n');
    expect(ddl).toMatch(/create table/i);
    // The one exception, migration 0007: a trigger that refuses a price row's change and writes nothing.
    const refusal = /CREATE FUNCTION "kv_refuse_price_row_change"\(\)[\s\S]*?\$\$;/.exec(ddl)?.[0] ?? '';
    expect(refusal).toMatch(/RAISE EXCEPTION/);
    expect(refusal.replace(/'[^']*'/g, '')).not.toMatch(/\b(insert|update|delete|perform|execute|select)\b/i);
    const rest = ddl
      .replace(refusal, '')
      .replace(
        /CREATE TRIGGER "plan_prices_amounts_immutable"\s+BEFORE UPDATE ON "plan_prices"[\s\S]*?EXECUTE FUNCTION "kv_refuse_price_row_change"\(\);/,
        '',
      );
    expect(rest).not.toMatch(
      /create\s+(or\s+replace\s+)?(constraint\s+)?(trigger|rule|view|materialized|function|procedure)\b/i,
    );
  });
});

describe('fastPglite with the result cache', () => {
  let raw: PGlite;
  let fast: FastPglite;
  const read = (id: number) => fast.query<Row>('select * from counts where id = $1', [id]);

  beforeAll(async () => {
    raw = new PGlite('memory://');
    await raw.waitReady;
    fast = fastPglite(raw, { resultCache: { maxEntries: 3, maxRows: 2 } });
    await raw.exec(`
      create table counts (id int primary key, n int not null, note text, meta jsonb not null);
      insert into counts values (1, 10, 'one', '{"tags":["a"]}'), (2, 20, null, '{"tags":[]}'),
        (3, 30, 'three', '{"tags":["c"]}'), (4, 40, 'four', '{"tags":["d"]}');
      create table others (id int primary key, label text not null);
      insert into others values (1, 'x');
      create table parents (id int primary key);
      create table children (id int primary key, parent_id int not null references parents (id) on delete cascade);
    `);
    await fast.reset();
  });
  afterAll(async () => {
    await raw.close();
  });
  beforeEach(async () => {
    await fast.query('update counts set n = id * 10, meta = $1 where id = 1', [{ tags: ['a'] }]);
  });

  it('answers a repeated read from the cache with the same rows, and a caller’s changes do not leak', async () => {
    const first = await read(1);
    const hits = fast.resultStats!.hits;
    const second = await read(1);
    expect(fast.resultStats!.hits).toBe(hits + 1);
    expect(second.rows).toEqual(first.rows);
    expect(second.fields).toEqual(first.fields);
    second.rows[0]!.meta.tags.push('mutated');
    second.rows[0]!.n = -1;
    const third = await read(1);
    expect(third.rows[0]).toEqual({ id: 1, n: 10, note: 'one', meta: { tags: ['a'] } });
  });

  it('copies a hit row by row: a "__proto__" column stays an own value and sets no prototype', async () => {
    const q = () =>
      fast.query<Record<string, unknown>>(
        `select 7 as "__proto__", '{"a":[1]}'::jsonb as j where $1::int = 1`,
        [1],
      );
    await q();
    const hits = fast.resultStats!.hits;
    const hit = (await q()).rows[0]!;
    expect(fast.resultStats!.hits).toBe(hits + 1);
    expect(Object.getPrototypeOf(hit)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(hit, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(hit, '__proto__')!.value).toBe(7);
    (hit.j as { a: number[] }).a.push(2);
    expect((await q()).rows[0]!.j).toEqual({ a: [1] });
  });

  it('keys on parameters and row mode', async () => {
    expect((await read(2)).rows[0]!.n).toBe(20);
    expect((await read(3)).rows[0]!.n).toBe(30);
    const arr = await fast.query('select id, n from counts where id = $1', [3], asArray);
    const obj = await fast.query('select id, n from counts where id = $1', [3]);
    expect(arr.rows).toEqual([[3, 30]]);
    expect(obj.rows).toEqual([{ id: 3, n: 30 }]);
  });

  it('a write through the client empties the cache: the next read sees it', async () => {
    await read(1);
    await fast.query('update counts set n = $1 where id = $2', [11, 1]);
    expect((await read(1)).rows[0]!.n).toBe(11);
    await fast.exec('update counts set n = 12 where id = 1');
    expect((await read(1)).rows[0]!.n).toBe(12);
  });

  it('a write drops the cached reads of the tables it writes and keeps the others (decision 035)', async () => {
    const other = () => fast.query<{ id: number; label: string }>('select * from others where id = $1', [1]);
    await other();
    await read(1);
    const hits = fast.resultStats!.hits;
    await fast.query('update counts set n = $1 where id = $2', [16, 1]);
    expect((await other()).rows[0]!.label).toBe('x');
    expect(fast.resultStats!.hits).toBe(hits + 1);
    expect((await read(1)).rows[0]!.n).toBe(16);
    // A write to the other table, inside a transaction, drops that table's read only.
    await read(1);
    await fast.transaction(async (tx) => {
      await tx.query('update others set label = $1 where id = $2', ['y', 1]);
    });
    const before = fast.resultStats!.hits;
    expect((await other()).rows[0]!.label).toBe('y');
    expect((await read(1)).rows[0]!.n).toBe(16);
    expect(fast.resultStats!.hits).toBe(before + 1);
    await fast.query('update others set label = $1 where id = $2', ['x', 1]);
  });

  it('a DELETE drops every cached read: a cascade reaches tables it does not name', async () => {
    await fast.query('insert into parents values ($1)', [1]);
    await fast.query('insert into children values ($1, $2)', [1, 1]);
    const kids = () => fast.query<{ id: number }>('select id from children where parent_id = $1', [1]);
    expect((await kids()).rows).toEqual([{ id: 1 }]);
    await kids();
    await fast.query('delete from parents where id = $1', [1]);
    expect((await kids()).rows).toEqual([]);
  });

  it('a committed transaction is seen after it; a rolled-back one changes nothing', async () => {
    await read(1);
    await fast.transaction(async (tx) => {
      await tx.query('update counts set n = $1 where id = $2', [13, 1]);
      // Inside the transaction the cache is not used: the transaction sees its own write.
      expect((await tx.query<Row>('select * from counts where id = $1', [1])).rows[0]!.n).toBe(13);
    });
    expect((await read(1)).rows[0]!.n).toBe(13);
    await fast
      .transaction(async (tx) => {
        await tx.query('update counts set n = $1 where id = $2', [99, 1]);
        await tx.query<Row>('select * from counts where id = $1', [1]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await read(1)).rows[0]!.n).toBe(13);
  });

  it('a read started while a write is queued never stores the pre-write result', async () => {
    await read(1);
    const write = fast.query('update counts set n = $1 where id = $2', [14, 1]);
    const during = read(1);
    await Promise.all([write, during]);
    expect((await read(1)).rows[0]!.n).toBe(14);
    // A read issued before the write runs first (queries keep their order) and is not kept.
    const before = read(1);
    const write2 = fast.query('update counts set n = $1 where id = $2', [15, 1]);
    expect((await before).rows[0]!.n).toBe(14);
    await write2;
    expect((await read(1)).rows[0]!.n).toBe(15);
  });

  it('never caches volatile reads, and keeps at most maxEntries results of at most maxRows rows', async () => {
    const a = await fast.query<{ v: number }>('select random() as v where $1::int = 1', [1]);
    const b = await fast.query<{ v: number }>('select random() as v where $1::int = 1', [1]);
    expect(a.rows[0]!.v).not.toBe(b.rows[0]!.v);
    await fast.query('select * from counts where id < $1', [99]);
    const misses = fast.resultStats!.misses;
    await fast.query('select * from counts where id < $1', [99]);
    expect(fast.resultStats!.misses).toBe(misses + 1);
    for (const id of [1, 2, 3, 4]) await read(id);
    const size = (fast as unknown as { results: { size: number } }).results.size;
    expect(size).toBe(3);
  });
});

describe('createDb on PGlite', () => {
  it('runs Drizzle through both caches, transactions and savepoints included', async () => {
    const handle = await createTestDb('pglite');
    try {
      const client = (handle.db as unknown as { $client: FastPglite }).$client;
      const find = (hash: string) => handle.db.select().from(sessions).where(eq(sessions.idHash, hash));
      for (let i = 0; i < 3; i++) await find(`h${i}`);
      expect(client.stats.hits).toBeGreaterThanOrEqual(2);
      const resultHits = client.resultStats!.hits;
      expect(await find('h0')).toEqual([]);
      expect(client.resultStats!.hits).toBe(resultHits + 1);
      const inner = await handle.db.transaction(async (tx) => {
        await tx.select().from(sessions).where(eq(sessions.idHash, 'h0'));
        return tx.transaction(async (nested) => {
          const r = (await nested.execute(sql`select ${2}::int as v`)) as unknown as { rows: unknown[] };
          return r.rows;
        });
      });
      expect(inner).toEqual([{ v: 2 }]);
      const now = new Date('2026-11-22T10:00:00Z');
      await handle.db.insert(sessions).values({
        idHash: 'h0',
        publicId: 'p0',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date('2026-11-23T10:00:00Z'),
      });
      expect((await find('h0')).map((s) => s.publicId)).toEqual(['p0']);
    } finally {
      await handle.close();
    }
  });
});
