import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { outbox } from '../schema/outbox';
import { incidents } from '../schema/support';
import type { DbOrTx } from './tx';

/** The channels that reach a person (not the CRM, the gateway or the service team). */
export const PERSON_CHANNELS = ['sms', 'voice', 'email', 'whatsapp'];

/** What an erased message keeps in place of its payload (decision 099). */
export const ERASED_PAYLOAD = { erased: true };

const lowered = (contacts: (string | null)[]) => [
  ...new Set(contacts.flatMap((c) => (c ? [c.trim().toLowerCase()] : []))),
];
const recipientIn = (contacts: string[]) =>
  and(inArray(sql`lower(${outbox.recipient})`, contacts), inArray(outbox.channel, PERSON_CHANNELS));

/**
 * The messages we wrote to these phone numbers and email addresses (decision 099), oldest first,
 * along `outbox_recipient_idx`. The caller passes only contacts proven to be the customer's.
 */
export async function messagesTo(db: DbOrTx, contacts: (string | null)[]) {
  const to = lowered(contacts);
  if (to.length === 0) return [];
  return db.select().from(outbox).where(recipientIn(to)).orderBy(asc(outbox.createdAt), asc(outbox.id));
}

/** The write-to-us messages sent from this email address, oldest first (`incidents_email_idx`). */
export async function writeToUsFrom(db: DbOrTx, email: string | null) {
  if (!email) return [];
  return db
    .select()
    .from(incidents)
    .where(eq(sql`lower(${incidents.email})`, email.trim().toLowerCase()))
    .orderBy(asc(incidents.createdAt), asc(incidents.id));
}

/**
 * Erases the messages already delivered (or given up) to these contacts, with a deleted account
 * (decision 099): the recipient and the text go, the row stays as a record that a message of that
 * topic went out then. A message still waiting for delivery is left to be delivered.
 */
export async function eraseMessagesTo(tx: DbOrTx, contacts: (string | null)[]): Promise<number> {
  const to = lowered(contacts);
  if (to.length === 0) return 0;
  const rows = await tx
    .update(outbox)
    .set({ recipient: '', payload: ERASED_PAYLOAD })
    .where(and(recipientIn(to), inArray(outbox.status, ['sent', 'failed'])))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Deletes the write-to-us messages sent from this email address, with a deleted account (decision 099). */
export async function eraseWriteToUsFrom(tx: DbOrTx, email: string | null): Promise<number> {
  if (!email) return 0;
  const rows = await tx
    .delete(incidents)
    .where(eq(sql`lower(${incidents.email})`, email.trim().toLowerCase()))
    .returning({ id: incidents.id });
  return rows.length;
}
