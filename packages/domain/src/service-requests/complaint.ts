import { formatDayMonthYear } from '../format/dates';
import { defineLifecycle } from '../lifecycle/lifecycle';
import { isSrTerminal, type SrState } from './sr-lifecycle';

/**
 * A customer who is unhappy with how a request is going — or with how it ended — complains about it
 * from the tracker (docs/product/service-requests.md#complaints, decision 100). The Consumer
 * Protection (E-Commerce) Rules, 2020 (rule 4(5)) ask a seller online to acknowledge a complaint
 * within 48 hours and to resolve it within one month of receiving it: the complaint is acknowledged
 * at once, with a reference and those two dates, and goes to the service desk, whose reply reaches
 * the customer by SMS, email and on the tracker.
 */

/** What the complaint is about, as the tracker offers it; the code is kept, the words shown. */
export const COMPLAINT_REASONS = {
  DELAYED: 'It is taking too long',
  MISSED_APPOINTMENT: 'The technician or the pickup did not come',
  CLAIM_DECISION: 'I disagree with the decision on my claim',
  CHARGES: 'I was asked to pay more than I expected',
  QUALITY: 'The repair or the replacement was not good enough',
  BEHAVIOUR: 'How I was treated',
  OTHER: 'Something else',
} as const;
export type ComplaintReason = keyof typeof COMPLAINT_REASONS;

export function isComplaintReason(code: string): code is ComplaintReason {
  return Object.hasOwn(COMPLAINT_REASONS, code);
}

/** Hours within which the desk replies (rule 4(5): acknowledged within 48 hours). */
export const COMPLAINT_REPLY_HOURS = 48;
/** Days within which the complaint is resolved (rule 4(5): within one month of receipt). */
export const COMPLAINT_RESOLVE_DAYS = 30;
/** How long after a request ended its owner can still complain about it online. */
export const COMPLAINT_AFTER_END_DAYS = 30;
/** What the customer writes: enough to act on, short enough to read. */
export const COMPLAINT_DETAILS_MIN = 10;
export const COMPLAINT_DETAILS_MAX = 1000;
/** What the desk replies. */
export const COMPLAINT_ANSWER_MIN = 10;
export const COMPLAINT_ANSWER_MAX = 2000;

/** A complaint waits for the desk's reply, then is answered; the reply ends it. */
export const COMPLAINT_LIFECYCLE = defineLifecycle<'open' | 'answered'>('complaint', {
  open: ['answered'],
  answered: [],
});

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** When the reply and the resolution are due, counted from the complaint's receipt. */
export function complaintDeadlines(receivedAt: Date): { replyBy: Date; resolveBy: Date } {
  return {
    replyBy: new Date(receivedAt.getTime() + COMPLAINT_REPLY_HOURS * HOUR_MS),
    resolveBy: new Date(receivedAt.getTime() + COMPLAINT_RESOLVE_DAYS * DAY_MS),
  };
}

export type ComplaintRefusalCode = 'COMPLAINT_OPEN' | 'COMPLAINT_WINDOW_CLOSED';
export type ComplaintRule =
  { ok: true } | { ok: false; status: 409; error_code: ComplaintRefusalCode; message: string };

/**
 * Whether the owner may complain about a request now: while it is open, or within 30 days after it
 * ended (a rejected claim, a poor repair), and not while a complaint of theirs about it waits for
 * its reply. `endedAt`: when a request in an end state got there.
 */
export function complaintRule(input: {
  state: SrState;
  endedAt: Date | null;
  now: Date;
  /** A complaint about this request is waiting for the desk's reply. */
  open: boolean;
}): ComplaintRule {
  if (input.open)
    return {
      ok: false,
      status: 409,
      error_code: 'COMPLAINT_OPEN',
      message: 'Your complaint about this request is with us. We will reply by the date shown.',
    };
  if (isSrTerminal(input.state)) {
    const ended = input.endedAt?.getTime() ?? 0;
    if (input.now.getTime() - ended > COMPLAINT_AFTER_END_DAYS * DAY_MS)
      return {
        ok: false,
        status: 409,
        error_code: 'COMPLAINT_WINDOW_CLOSED',
        message: `This request ended more than ${COMPLAINT_AFTER_END_DAYS} days ago. Write to us and we will look into it.`,
      };
  }
  return { ok: true };
}

/** The acknowledgement: the reference, the request, and when the reply and the resolution are due. */
export function complaintReceivedText(c: {
  reference: string;
  srRef: string;
  replyBy: Date;
  resolveBy: Date;
}): string {
  return `We have received your complaint ${c.reference} about service request ${c.srRef}. Our grievance team will reply by ${formatDayMonthYear(c.replyBy)} and resolve it by ${formatDayMonthYear(c.resolveBy)} at the latest.`;
}

/** The desk's reply, as the customer receives it. */
export function complaintAnsweredText(c: { reference: string; srRef: string; answer: string }): string {
  return `Our reply to your complaint ${c.reference} (service request ${c.srRef}): ${c.answer}`;
}
