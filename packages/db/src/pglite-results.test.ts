import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPureRead } from './pglite-results';
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
