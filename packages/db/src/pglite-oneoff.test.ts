import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastPglite, type FastPglite } from './pglite-statements';

// Decision 019 (addendum 2026-11-22): statements the cache does not keep, and transactions, run on
// our own protocol path instead of PGlite's query / exec / transaction (whose results copy ~360
// parsers per call). Everything here is compared with what PGlite itself answers.
const keep = (value: string) => value;
const asObject: QueryOptions = { rowMode: 'object', parsers: { [types.TIMESTAMPTZ]: keep } };
const asArray: QueryOptions = { rowMode: 'array' };

describe('fastPglite: statements run once and transactions', () => {
  let raw: PGlite;
  let fast: FastPglite;
  beforeAll(async () => {
    raw = new PGlite('memory://');
    await raw.waitReady;
    fast = fastPglite(raw);
    await raw.exec(`
      create table notes (id serial primary key, body text not null, at timestamptz, tags text[]);
      insert into notes (body, at, tags) values ('one', '2026-01-02 03:04:05+00', '{a,b}'), ('two', null, '{}');
    `);
  });
  afterAll(async () => {
    await raw.close();
  });

  it('a parameterless statement answers exactly as PGlite.query, in every row mode', async () => {
    const sql = 'select id, body, at, tags from notes order by id';
    for (const options of [undefined, asObject, asArray]) {
      expect(await fast.query(sql, [], options)).toEqual(await raw.query(sql, [], options));
    }
    const counted = await fast.query('update notes set body = body where id > 0');
    expect(counted).toEqual({ rows: [], fields: [], affectedRows: 2 });
  });

  it('paramTypes are honoured as PGlite does (the statement is not cached)', async () => {
    const options: QueryOptions = { paramTypes: [types.TEXT] };
    const sql = 'select $1 || $1 as twice';
    expect(await fast.query(sql, ['ab'], options)).toEqual(await raw.query(sql, ['ab'], options));
    expect(fast.size).toBe(0);
  });

  it('exec runs several statements and answers as PGlite.exec (affectedRows counted across them)', async () => {
    const sql =
      "select body from notes where id = 1; update notes set body = 'one' where id = 1; select 2 as n";
    expect(await fast.exec(sql)).toEqual(await raw.exec(sql));
  });

  it('errors are PGlite’s DatabaseError with its SQLSTATE, and the connection stays usable', async () => {
    await expect(fast.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(fast.exec('select 1/0')).rejects.toMatchObject({ code: '22012' });
    expect((await fast.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('a transaction never goes through PGlite.transaction; it commits, rolls back and nests savepoints', async () => {
    const spy = vi.spyOn(raw, 'transaction');
    const id = await fast.transaction(async (tx) => {
      await tx.query('set local statement_timeout = 5000');
      const inserted = await tx.sql<{
        id: number;
      }>`insert into notes (body) values (${'three'}) returning id`;
      await tx.exec('savepoint s1; delete from notes');
      await tx.query('rollback to savepoint s1');
      return inserted.rows[0]!.id;
    });
    expect((await raw.query('select body from notes where id = $1', [id])).rows).toEqual([{ body: 'three' }]);
    expect((await raw.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(3);

    await expect(
      fast.transaction(async (tx) => {
        await tx.query('delete from notes where id = $1', [id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await raw.query('select id from notes where id = $1', [id])).rows).toHaveLength(1);

    const after = await fast.transaction(async (tx) => {
      await tx.query('delete from notes where id = $1', [id]);
      await tx.rollback();
      await expect(tx.exec('select 1')).rejects.toThrow('Transaction is closed');
      return tx.closed;
    });
    expect(after).toBe(true);
    expect((await raw.query('select id from notes where id = $1', [id])).rows).toHaveLength(1);
    // PostgreSQL's own view: no transaction left open.
    expect((await raw.query<{ s: string }>('select 1 as s')).rows).toEqual([{ s: 1 }]);
    expect(raw.isInTransaction()).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
