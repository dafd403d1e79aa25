import {
  endStaffSessions,
  findStaffByUsername,
  insertStaffUser,
  listStaffUsers,
  updateStaffUser,
  type Db,
  type StaffListing,
  type StaffUserRow,
} from '@kavach/db';
import { StaffLoginBody } from '@kavach/contracts';
import { LINK_GENERATION_PERMISSION } from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import { assertAcceptablePassword, hashPassword } from '../../lib/password';

/**
 * Staff accounts as an operator manages them (`npm run staff`, decision 022): the same username
 * rule as the sign-in form, the same password rule (docs/product/security-tests.md#t5-1) and argon2id hash as customers, and a
 * password change or disabling ends the user's sessions at once. Errors are AppErrors with a
 * stable error_code and a message the command prints as it is.
 */
/** A password, or how to get it once the other input is checked (the command asks for it then). */
export type PasswordSource = string | (() => Promise<string>);

export interface NewStaffUser {
  username: string;
  displayName: string;
  password: PasswordSource;
  /** Default: the agent permission (`website|web_pages|link_generation`), like the demo agent. */
  permissions?: readonly string[];
  teams?: readonly string[];
}

// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with '|', which the class excludes
const PERMISSION = /^[a-z0-9_]+(\|[a-z0-9_]+)*$/;
const TEAM = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function normaliseUsername(raw: string): string {
  const parsed = StaffLoginBody.shape.username.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      400,
      'STAFF_USERNAME_INVALID',
      `Username "${raw}": ${parsed.error.issues[0]!.message}`,
    );
  return parsed.data;
}

function displayNameOf(raw: string): string {
  const name = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (name.length === 0 || name.length > 80 || /[\u0000-\u001f\u007f]/.test(name))
    throw new AppError(400, 'STAFF_NAME_INVALID', 'Give a display name of 1 to 80 characters.');
  return name;
}

function checked(values: readonly string[], rule: RegExp, what: string): string[] {
  const bad = values.find((v) => !rule.test(v));
  if (bad !== undefined)
    throw new AppError(400, `STAFF_${what.toUpperCase()}_INVALID`, `Not a valid ${what}: "${bad}".`);
  return [...new Set(values)];
}

/** The password rule of the API (at least 8, at most 256 characters, not a common password). */
async function acceptablePassword(source: PasswordSource): Promise<string> {
  const password = typeof source === 'string' ? source : await source();
  assertAcceptablePassword(password);
  return password;
}

const taken = (username: string) =>
  new AppError(409, 'STAFF_USERNAME_TAKEN', `A staff user named "${username}" already exists.`);

export async function addStaff(db: Db, input: NewStaffUser, now: Date): Promise<StaffListing> {
  const username = normaliseUsername(input.username);
  const displayName = displayNameOf(input.displayName);
  const permissions = checked(input.permissions ?? [LINK_GENERATION_PERMISSION], PERMISSION, 'permission');
  const teams = checked(input.teams ?? [], TEAM, 'team');
  if (await findStaffByUsername(db, username)) throw taken(username); // before asking for a password
  const passwordHash = await hashPassword(await acceptablePassword(input.password));
  const row = await insertStaffUser(db, {
    username,
    displayName,
    passwordHash,
    permissions,
    teams,
    createdAt: now,
  });
  if (!row) throw taken(username); // added meanwhile: the unique index decides
  return withoutHash(row);
}

async function existing(db: Db, rawUsername: string): Promise<StaffUserRow> {
  const username = normaliseUsername(rawUsername);
  const row = await findStaffByUsername(db, username);
  if (!row) throw new AppError(404, 'STAFF_NOT_FOUND', `There is no staff user named "${username}".`);
  return row;
}

/** A new password; every session signed in as this user ends (docs/product/security-tests.md#t2-5). */
export async function changeStaffPassword(db: Db, username: string, password: PasswordSource) {
  const row = await existing(db, username);
  const passwordHash = await hashPassword(await acceptablePassword(password));
  const endedSessions = await db.transaction(async (tx) => {
    await updateStaffUser(tx, row.id, { passwordHash });
    return endStaffSessions(tx, row.id);
  });
  return { username: row.username, active: row.active, endedSessions };
}

/** No more sign-ins, and the user's sessions end now (the row stays: the audit trail points at it). */
export async function disableStaff(db: Db, username: string) {
  const row = await existing(db, username);
  const endedSessions = await db.transaction(async (tx) => {
    await updateStaffUser(tx, row.id, { active: false });
    return endStaffSessions(tx, row.id);
  });
  return { username: row.username, wasActive: row.active, endedSessions };
}

export const listStaff = (db: Db): Promise<StaffListing[]> => listStaffUsers(db);

function withoutHash(row: StaffUserRow): StaffListing {
  const { passwordHash: _hash, ...rest } = row;
  return rest;
}
