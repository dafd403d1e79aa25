import { randomBytes } from 'node:crypto';
import { phoneProofOutcome } from '@kavach/domain';
import type { customers } from '@kavach/db';
import {
  ensureCustomerByPhone,
  findCustomerByPhone,
  updateCustomer,
  type CustomerRow,
  type DbOrTx,
} from '@kavach/db';

type NewCustomer = Omit<typeof customers.$inferInsert, 'publicId' | 'phone' | 'createdAt' | 'updatedAt'>;

/**
 * The account a phone number leads to (issue 18 finding 1, decision 039). `proven`: the phone was
 * just proven by a code sent to it (a phone-code sign-in, a website checkout).
 * - The number's account is the phone's own (verified, or no other way in): that account; a
 *   proof marks its phone verified.
 * - The number sits unverified on an account someone entered otherwise (an unverified claim): the
 *   number is detached from it (its holder keeps email and password, loses the phone), and the
 *   phone gets an account of its own.
 * - No account has it: a new one (verified when proven), with `values` (names, email).
 */
export async function accountOfPhone(
  tx: DbOrTx,
  phone: string,
  now: Date,
  proven: boolean,
  values: NewCustomer = {},
): Promise<CustomerRow> {
  const holder = await findCustomerByPhone(tx, phone);
  if (holder && phoneProofOutcome(holder) === 'open')
    return proven && holder.phoneVerifiedAt === null
      ? updateCustomer(tx, holder.id, { phoneVerifiedAt: now, updatedAt: now })
      : holder;
  if (holder) await updateCustomer(tx, holder.id, { phone: null, updatedAt: now });
  const made = await ensureCustomerByPhone(tx, {
    ...values,
    publicId: randomBytes(16).toString('base64url'),
    phone,
    phoneVerifiedAt: proven ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  // Made by a racing request meanwhile without the proof: the proof marks it now.
  return proven && made.phoneVerifiedAt === null
    ? updateCustomer(tx, made.id, { phoneVerifiedAt: now, updatedAt: now })
    : made;
}
