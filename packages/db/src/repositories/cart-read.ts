import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cartItems,
  carts,
  customers,
  deviceCategories,
  planPrices,
  planTypes,
  plans,
  sessions,
  staffUsers,
} from '../schema';
import { lineFields, type CartLine, type CartRow } from './cart';
import { prepared } from './prepared';

/** The session fields every request's session check reads (apps/api lib/current-session.ts). */
export const currentSessionFields = {
  idHash: sessions.idHash,
  publicId: sessions.publicId,
  customerPublicId: sessions.customerId,
  customerExpiresAt: sessions.customerExpiresAt,
  lastSeenAt: sessions.lastSeenAt,
  customerDbId: customers.id,
  verifiedPhone: sessions.verifiedPhone,
  expiresAt: sessions.expiresAt,
  staffExpiresAt: sessions.staffExpiresAt,
  staffId: staffUsers.id,
  staffActive: staffUsers.active,
  username: staffUsers.username,
  displayName: staffUsers.displayName,
  permissions: staffUsers.permissions,
  teams: staffUsers.teams,
};
export type CurrentSessionRow = {
  [K in keyof typeof currentSessionFields]: (typeof currentSessionFields)[K]['_']['data'] | null;
};

/** The session row with its staff account and customer, by the SHA-256 of the session id. */
export async function findSessionRow(db: Db, idHash: string): Promise<CurrentSessionRow | null> {
  const [row] = await prepared(db, 'current_session', () =>
    db
      .select(currentSessionFields)
      .from(sessions)
      .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
      .leftJoin(customers, eq(customers.publicId, sessions.customerId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('current_session'),
  ).execute({ idHash });
  return row ?? null;
}

/** The session's own columns on the cart read; staff and customer facts only when it names one. */
const {
  customerDbId: _customerDbId,
  staffId: _staffId,
  staffActive: _staffActive,
  username: _username,
  displayName: _displayName,
  permissions: _permissions,
  teams: _teams,
  ...sessionOwnFields
} = currentSessionFields;
const readCartSessionFields = { ...sessionOwnFields, staffUserId: sessions.staffUserId };

/**
 * The lines of the cart in the outer query as one JSON array (ordered by line id), built from
 * `lineFields` so the read and every write map a line the same way. One row per cart read instead
 * of one per line: the session and cart columns are not repeated and mapped once per line.
 */
const linesJson = sql<LineJson[]>`(select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(lineFields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${cartItems.id}), '[]'::json)
  from ${cartItems}
  join ${planPrices} on ${planPrices.id} = ${cartItems.planPriceId}
  join ${plans} on ${plans.id} = ${cartItems.planId}
  join ${planTypes} on ${planTypes.key} = ${plans.planType}
  left join ${deviceCategories} on ${deviceCategories.slug} = ${plans.categorySlug}
  where ${cartItems.cartId} = ${carts.id})`;
type LineJson = Record<keyof typeof lineFields, unknown>;

/** A line of `linesJson` through each column's own driver mapping (as a selected row would be). */
function lineFromJson(json: LineJson): CartLine {
  const line: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(lineFields)) {
    const value = json[key as keyof LineJson];
    line[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return line as CartLine;
}

/**
 * The cart read (`GET /v3/cart/{id}`) in one statement for an anonymous shopper: the session, the
 * cart with this token only if that session owns it (docs/product/security-tests.md#t6-1: another session's cart reads as absent)
 * and its lines, priced from the database with the mapping every cart line uses (`lineFields`).
 * `session` is null when no session has this hash. A session that names a staff account or a
 * customer is read again whole (findSessionRow, never cached: a deactivated agent is refused at
 * once, docs/product/security-tests.md#t6-4). Nothing is cached: every read sees the database as it is.
 */
export async function readCart(
  db: Db,
  idHash: string,
  token: string,
): Promise<{ session: CurrentSessionRow | null; cart: CartRow | null; lines: CartLine[] }> {
  const [first] = await prepared(db, 'read_cart', () =>
    db
      .select({ session: readCartSessionFields, cart: carts, lines: linesJson })
      .from(sessions)
      .leftJoin(
        carts,
        and(eq(carts.token, sql.placeholder('token')), eq(carts.ownerSessionHash, sessions.idHash)),
      )
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('read_cart'),
  ).execute({ idHash, token });
  if (!first) return { session: null, cart: null, lines: [] };
  const { staffUserId, ...own } = first.session;
  const session: CurrentSessionRow | null =
    staffUserId !== null || own.customerPublicId !== null
      ? await findSessionRow(db, idHash)
      : {
          ...own,
          customerDbId: null,
          staffId: null,
          staffActive: null,
          username: null,
          displayName: null,
          permissions: null,
          teams: null,
        };
  const lines = first.cart ? (first.lines ?? []).map(lineFromJson) : [];
  return { session, cart: first.cart, lines };
}
