import { PGlite, messages, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastPglite, firstKeyword, isCacheable, type FastPglite } from './pglite-statements';

// The parsers Drizzle's pglite session passes (drizzle-orm/pglite/session.js): dates stay strings.
const keep = (value: string) => value;
const drizzleParsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep,
  1115: keep,
  1185: keep,
  1187: keep,
  1182: keep,
};
const asArray: QueryOptions = { rowMode: 'array', parsers: drizzleParsers };
const asObject: QueryOptions = { rowMode: 'object', parsers: drizzleParsers };

async function open(options?: Parameters<typeof fastPglite>[1]): Promise<{ raw: PGlite; fast: FastPglite }> {
  const raw = new PGlite('memory://');
  await raw.waitReady;
  return { raw, fast: fastPglite(raw, options) };
}

async function preparedCount(raw: PGlite): Promise<number> {
  const r = await raw.query<{ n: number }>(
    `select count(*)::int as n from pg_prepared_statements where name like '\\_\\_kv%'`,
  );
  return r.rows[0]!.n;
}

describe('firstKeyword / isCacheable', () => {
  it('skips whitespace and comments and recognises DML only', () => {
    expect(firstKeyword('  -- x\n /* a /* nested */ b */ SELECT 1')).toBe('select');
    expect(firstKeyword('(select 1) union (select 2)')).toBe('(');
    expect(isCacheable('with c as (select 1) select * from c')).toBe(true);
    expect(isCacheable('insert into t values ($1)')).toBe(true);
    for (const sql of [
      'begin',
      'COMMIT',
      'savepoint sp1',
      'set local x = 1',
      'create table t()',
      'explain select 1',
    ])
      expect(isCacheable(sql)).toBe(false);
  });
});

describe('fastPglite', () => {
  let raw: PGlite;
  let fast: FastPglite;

  beforeAll(async () => {
    ({ raw, fast } = await open());
    await raw.exec(`
      create table kinds (
        id int primary key, i int, big int8, num numeric(12,2), t text, ok boolean, obj jsonb, arr jsonb,
        at timestamptz, day date, tags text[], missing text
      );
      insert into kinds values
        (1, 42, 9007199254740993, 1234.50, 'héllo ✓', true, '{"a":{"b":[1,2]}}', '[1,"x",null]',
         '2026-03-10 10:00:00+05:30', '2026-03-10', '{a,"b c"}', null),
        (2, -1, -5, 0, '', false, '{}', '[]', '1999-12-31 23:59:59.123456+00', '1999-12-31', '{}', 'x');
      create table uniq (id serial primary key, k text unique not null, n int not null default 0);
    `);
  });
  afterAll(async () => {
    await raw.close();
  });

  it('returns what PGlite.query returns, for every column type, in both row modes, miss and hit', async () => {
    const sql = 'select * from kinds where id = any($1::int[]) order by id';
    for (const options of [asArray, asObject, undefined, { rowMode: 'array' } as QueryOptions]) {
      const expected = await raw.query(sql, [[1, 2]], options);
      const before = { ...fast.stats };
      expect(await fast.query(sql, [[1, 2]], options)).toEqual(expected);
      expect(await fast.query(sql, [[1, 2]], options)).toEqual(expected);
      expect(fast.stats.hits).toBeGreaterThan(before.hits);
    }
    // Spot checks that the comparison compares something.
    const obj = await fast.query<Record<string, unknown>>(sql, [[1]], asObject);
    expect(obj.rows[0]).toMatchObject({
      i: 42,
      big: 9007199254740993n,
      num: '1234.50',
      t: 'héllo ✓',
      ok: true,
      obj: { a: { b: [1, 2] } },
      arr: [1, 'x', null],
      at: '2026-03-10 04:30:00+00',
      day: '2026-03-10',
      tags: ['a', 'b c'],
      missing: null,
    });
    expect(obj.fields.map((f) => f.name)).toContain('tags');
    const plain = await fast.query<Record<string, unknown>>(sql, [[1]]);
    expect(plain.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('serializes parameters by their described type as PGlite does', async () => {
    const sql =
      'select $1::jsonb as j, $2::text[] as a, $3::timestamptz as ts, $4::int8 as b, $5::text as n, $6::bool as f';
    const params = [
      { k: [1, 'two'] },
      ['x', 'y z', null],
      new Date('2026-01-02T03:04:05.678Z'),
      12n,
      null,
      false,
    ];
    const expected = await raw.query(sql, params, asArray);
    expect(await fast.query(sql, params, asArray)).toEqual(expected);
    expect(await fast.query(sql, params, asArray)).toEqual(expected);
    expect((expected.rows[0] as unknown[])[0]).toEqual({ k: [1, 'two'] });
  });

  it('reports affectedRows of insert, update and delete like PGlite', async () => {
    const ins = 'insert into uniq (k) values ($1), ($2)';
    const mine = await fast.query(ins, ['a1', 'a2']);
    const theirs = await raw.query(ins, ['b1', 'b2']);
    expect(mine).toEqual(theirs);
    expect(mine.affectedRows).toBe(2);
    const upd = 'update uniq set n = n + $1 where k like $2';
    expect(await fast.query(upd, [1, 'a%'])).toEqual(await raw.query(upd, [1, 'b%']));
    expect((await fast.query(upd, [1, '%'])).affectedRows).toBe(4);
    const ret = await fast.query('update uniq set n = $1 where k = $2 returning k, n', [9, 'a1'], asObject);
    expect(ret).toMatchObject({ rows: [{ k: 'a1', n: 9 }], affectedRows: 1 });
    const del = 'delete from uniq where k = $1';
    expect((await fast.query(del, ['a2'])).affectedRows).toBe(1);
    expect(await fast.query(del, ['nope'])).toEqual(await raw.query(del, ['nope']));
  });

  it('throws PGlite’s DatabaseError (code 23505) on a unique violation, and the next query works', async () => {
    const ins = 'insert into uniq (k) values ($1)';
    await fast.query(ins, ['dup']);
    const err = await fast.query(ins, ['dup']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(messages.DatabaseError);
    expect(err).toMatchObject({ code: '23505', constraint: 'uniq_k_key', query: ins, params: ['dup'] });
    const theirs = await raw.query(ins, ['dup']).catch((e: unknown) => e);
    expect(Object.getPrototypeOf(err)).toBe(Object.getPrototypeOf(theirs));
    expect((await fast.query('select k from uniq where k = $1', ['dup'], asArray)).rows).toEqual([['dup']]);
    expect((await fast.query(ins, ['dup2'])).affectedRows).toBe(1);
  });

  it('a failed Parse leaves no cache entry and the same error as PGlite', async () => {
    const size = fast.size;
    const bad = 'select nope from uniq where id = $1';
    const err = await fast.query(bad, [1]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '42703' });
    expect(fast.size).toBe(size);
    await raw.exec('alter table uniq add column nope int');
    await fast.reset();
    expect((await fast.query(bad, [-1], asArray)).rows).toEqual([]);
    await raw.exec('alter table uniq drop column nope');
    await fast.reset();
  });

  it('an error inside a transaction rolls it back; the transaction and the connection stay usable', async () => {
    const count = async () =>
      (await fast.query<{ n: number }>('select count(*)::int as n from uniq where k like $1', ['tx%']))
        .rows[0]!.n;
    const ins = 'insert into uniq (k) values ($1)';
    const hits = fast.stats.hits;
    const err = await fast
      .transaction(async (tx) => {
        await tx.query(ins, ['tx1']);
        await tx.query(ins, ['tx1']);
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    expect(await count()).toBe(0);

    // Caught inside: the transaction is aborted (25P02, as with PGlite), rollback works.
    await fast.transaction(async (tx) => {
      await tx.query(ins, ['tx2']);
      await expect(tx.query(ins, ['tx2'])).rejects.toMatchObject({ code: '23505' });
      await expect(tx.query(ins, ['tx3'])).rejects.toMatchObject({ code: '25P02' });
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query(ins, ['tx4'])).rejects.toThrow('Transaction is closed');
    });
    expect(await count()).toBe(0);

    const committed = await fast.transaction(async (tx) => {
      await tx.query(ins, ['tx5']);
      await tx.query('savepoint s1');
      await expect(tx.query(ins, ['tx5'])).rejects.toMatchObject({ code: '23505' });
      await tx.query('rollback to savepoint s1');
      return (await tx.query<{ k: string }>('select k from uniq where k = $1', ['tx5'])).rows;
    });
    expect(committed).toEqual([{ k: 'tx5' }]);
    expect(await count()).toBe(1);
    expect(fast.stats.hits).toBeGreaterThan(hits + 3);
  });

  it('a query outside the transaction waits for it (never runs inside it)', async () => {
    const count = () =>
      fast.query<{ n: number }>('select count(*)::int as n from uniq where k = $1', ['iso']);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const tx = fast
      .transaction(async (t) => {
        await t.query('insert into uniq (k) values ($1)', ['iso']);
        inserted();
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await didInsert;
    const outside = count();
    await new Promise((r) => setTimeout(r, 20));
    release();
    expect(await tx).toBe('rolled back');
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('a table altered after a statement was cached still answers (0A000 → fresh Parse)', async () => {
    await raw.exec(`create table alt (id int primary key, a text); insert into alt values (1, 'x')`);
    const sql = 'select * from alt where id = $1';
    expect((await fast.query(sql, [1], asObject)).rows).toEqual([{ id: 1, a: 'x' }]);
    await raw.exec('alter table alt add column b int default 7');
    const retries = fast.stats.retries;
    expect((await fast.query(sql, [1], asObject)).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
    expect(fast.stats.retries).toBe(retries + 1);

    // Statements deallocated behind the cache's back (26000): also re-parsed.
    await raw.exec('deallocate all');
    expect((await fast.query(sql, [1], asArray)).rows).toEqual([[1, 'x', 7]]);
    expect(fast.stats.retries).toBe(retries + 2);

    // In a transaction the error aborts it: it is thrown, the entry dropped, the next call works.
    await raw.exec('alter table alt add column c int default 8');
    await expect(fast.transaction((tx) => tx.query(sql, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await fast.transaction((tx) => tx.query(sql, [1], asArray))).rows).toEqual([[1, 'x', 7, 8]]);

    // A schema change through the wrapper empties the cache at once.
    expect(fast.size).toBeGreaterThan(0);
    await fast.exec('alter table alt drop column c');
    expect(fast.size).toBe(0);
    expect(await preparedCount(raw)).toBe(0);
    expect((await fast.query(sql, [1], asArray)).rows).toEqual([[1, 'x', 7]]);
  });

  it('does not cache utility statements or parameterless ones', async () => {
    const { misses, plain } = fast.stats;
    expect((await fast.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await fast.query('set application_name = $1'.replace('$1', "'x'"));
    await fast.transaction(async (tx) => {
      await tx.query('set local statement_timeout = 1000');
    });
    expect(fast.stats.misses).toBe(misses);
    expect(fast.stats.plain).toBe(plain + 3);
  });
});

describe('fastPglite LRU', () => {
  it('keeps at most maxStatements prepared, closing the evicted ones', async () => {
    const { raw, fast } = await open({ maxStatements: 4 });
    try {
      for (let round = 0; round < 2; round++) {
        for (let k = 0; k < 10; k++) {
          const r = await fast.query(`select $1::int + ${k} as v`, [round], asArray);
          expect(r.rows).toEqual([[round + k]]);
          expect(fast.size).toBeLessThanOrEqual(4);
        }
      }
      expect(fast.stats.evictions).toBe(16);
      expect(await preparedCount(raw)).toBe(4);
      // The four most recent survive and are hits.
      const hits = fast.stats.hits;
      for (let k = 6; k < 10; k++) await fast.query(`select $1::int + ${k} as v`, [0]);
      expect(fast.stats.hits).toBe(hits + 4);
    } finally {
      await raw.close();
    }
  });
});
