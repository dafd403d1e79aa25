import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { carts, orders, outbox } from '../schema';
import { createTestDb, testDbKinds } from '../testing';
import { LIFECYCLE_ENTITIES, orderStatus, outboxStatus } from './entities';
import {
  IllegalTransition,
  TransitionConflict,
  transition,
  transitionIfStill,
  transitionWhere,
} from './transition';

const now = new Date('2026-11-26T10:00:00Z');

describe.each(testDbKinds(process.env.DATABASE_URL))(
  'lifecycles in the database (decision 052) on %s',
  (kind) => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await createTestDb(kind, process.env.DATABASE_URL);
    }, 120_000);
    afterAll(async () => handle?.close());

    const message = async (key: string, status = 'pending') => {
      const [row] = await handle.db
        .insert(outbox)
        .values({
          channel: 'sms',
          topic: 't',
          recipient: 'r',
          payload: {},
          idempotencyKey: key,
          status,
          availableAt: now,
          createdAt: now,
        })
        .returning();
      return row!;
    };
    const order = async (ref: string) => {
      const [cart] = await handle.db
        .insert(carts)
        .values({ token: `cart-${ref}`, ownerSessionHash: 'h', createdAt: now, updatedAt: now })
        .returning();
      const [row] = await handle.db
        .insert(orders)
        .values({
          orderRef: ref,
          cartId: cart!.id,
          cartVersion: 1,
          idempotencyKey: `key-${ref}`,
          ownerSessionHash: 'h',
          status: 'created',
          channel: 'website',
          name: 'A',
          email: 'a@example.com',
          phone: '9876543210',
          address: { line1: 'x', city: 'y', pincode: '400001' } as never,
          itemTotalPaise: 100,
          discountPaise: 0,
          amountPaise: 100,
          gateway: 'sandbox',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    };

    it('each status CHECK lists exactly its lifecycle table’s states', async () => {
      for (const { table, lifecycle } of LIFECYCLE_ENTITIES) {
        const name = getTableName(table);
        const result = await handle.db.execute(
          sql`select pg_get_constraintdef(c.oid) as def from pg_constraint c
            where c.conrelid = ${name}::regclass and c.conname = ${`${name}_status_ck`}`,
        );
        const def = (result as unknown as { rows: { def: string }[] }).rows[0]?.def ?? '';
        const listed = [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
        expect(listed, `${name}_status_ck`).toEqual([...lifecycle.states].sort());
      }
    });

    it('refuses a status outside the table, even written by hand', async () => {
      const o = await order('KVCHECK1');
      await expect(
        handle.db.update(orders).set({ status: 'fulfilled' }).where(eq(orders.id, o.id)),
      ).rejects.toThrow();
      await expect(message('bad', 'delivered')).rejects.toThrow();
      await expect(
        handle.db.update(carts).set({ status: 'replaced' }).where(eq(carts.id, o.cartId)),
      ).rejects.toThrow();
    });

    it('moves a row along its table and writes the other columns with it', async () => {
      const o = await order('KVMOVE01');
      const pending = await transition(handle.db, orderStatus, o, 'payment_pending', {
        gatewayOrderId: 'order_1',
        updatedAt: now,
      });
      expect(pending).toMatchObject({ status: 'payment_pending', gatewayOrderId: 'order_1' });
      const paid = await transition(handle.db, orderStatus, pending, 'paid', { paidAt: now, updatedAt: now });
      expect(paid.status).toBe('paid');
    });

    it('throws IllegalTransition for a move the table forbids, and writes nothing', async () => {
      const o = await order('KVILLEG1');
      await expect(transition(handle.db, orderStatus, o, 'payment_due')).rejects.toBeInstanceOf(
        IllegalTransition,
      );
      const [still] = await handle.db.select().from(orders).where(eq(orders.id, o.id));
      expect(still!.status).toBe('created');
    });

    it('throws TransitionConflict when the row left the state the caller read (WHERE status = from)', async () => {
      const o = await order('KVRACE01');
      await transition(handle.db, orderStatus, o, 'expired', { updatedAt: now });
      await expect(transition(handle.db, orderStatus, o, 'payment_pending')).rejects.toBeInstanceOf(
        TransitionConflict,
      );
      expect(await transitionIfStill(handle.db, orderStatus, o, 'payment_pending')).toBeNull();
      const [still] = await handle.db.select().from(orders).where(eq(orders.id, o.id));
      expect(still!.status).toBe('expired');
    });

    it('transitionWhere moves only the rows whose state may move to the target', async () => {
      const a = await message('w-a');
      const b = await message('w-b');
      await transitionWhere(handle.db, outboxStatus, eq(outbox.id, b.id), 'sending');
      await transitionWhere(handle.db, outboxStatus, eq(outbox.id, b.id), 'sent', { sentAt: now });
      const moved = await transitionWhere(
        handle.db,
        outboxStatus,
        sql`${outbox.id} in (${a.id}, ${b.id})`,
        'pending',
      );
      expect(moved).toEqual([]); // a is already pending (not a move), b is sent (final)
      const sending = await transitionWhere(
        handle.db,
        outboxStatus,
        sql`${outbox.id} in (${a.id}, ${b.id})`,
        'sending',
      );
      expect(sending.map((r) => r.id)).toEqual([a.id]);
    });
  },
);
