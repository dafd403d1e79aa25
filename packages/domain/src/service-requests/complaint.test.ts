import { describe, expect, it } from 'vitest';
import { canTransition } from '../lifecycle/lifecycle';
import {
  COMPLAINT_LIFECYCLE,
  COMPLAINT_REASONS,
  complaintAnsweredText,
  complaintDeadlines,
  complaintReceivedText,
  complaintRule,
  isComplaintReason,
} from './complaint';

const NOW = new Date('2026-12-07T10:00:00Z');
const DAY = 86_400_000;

describe('decision 100: when a customer may complain about a request', () => {
  it('while the request is open, whatever its state', () => {
    for (const state of ['raised', 'confirmed', 'awaiting_approval', 'repair_in_progress'] as const)
      expect(complaintRule({ state, endedAt: null, now: NOW, open: false })).toEqual({ ok: true });
  });

  it('within 30 days after it ended, not a moment later', () => {
    const at = (days: number) => new Date(NOW.getTime() - days * DAY);
    expect(complaintRule({ state: 'closed', endedAt: at(30), now: NOW, open: false }).ok).toBe(true);
    expect(complaintRule({ state: 'rejected', endedAt: at(30.001), now: NOW, open: false })).toMatchObject({
      ok: false,
      status: 409,
      error_code: 'COMPLAINT_WINDOW_CLOSED',
    });
  });

  it('not while one waits for its reply — the wait is said first', () => {
    expect(complaintRule({ state: 'closed', endedAt: new Date(0), now: NOW, open: true })).toMatchObject({
      ok: false,
      error_code: 'COMPLAINT_OPEN',
    });
  });

  it('rule 4(5) of the E-Commerce Rules: a reply within 48 hours, resolved within 30 days', () => {
    expect(complaintDeadlines(NOW)).toEqual({
      replyBy: new Date('2026-12-09T10:00:00Z'),
      resolveBy: new Date('2027-01-06T10:00:00Z'),
    });
    const text = complaintReceivedText({
      reference: 'CMP-261207-0A1B2C',
      srRef: '261207-000123',
      ...complaintDeadlines(NOW),
    });
    expect(text).toBe(
      'We have received your complaint CMP-261207-0A1B2C about service request 261207-000123. Our grievance team will reply by 09 Dec 2026 and resolve it by 06 Jan 2027 at the latest.',
    );
    expect(
      complaintAnsweredText({ reference: 'CMP-261207-0A1B2C', srRef: '261207-000123', answer: 'Fixed.' }),
    ).toBe('Our reply to your complaint CMP-261207-0A1B2C (service request 261207-000123): Fixed.');
  });

  it('a closed list of reasons, and one way through the lifecycle: open → answered', () => {
    expect(isComplaintReason('DELAYED')).toBe(true);
    expect(isComplaintReason('toString')).toBe(false);
    expect(Object.keys(COMPLAINT_REASONS)).toContain('OTHER');
    expect(canTransition(COMPLAINT_LIFECYCLE, 'open', 'answered')).toBe(true);
    expect(canTransition(COMPLAINT_LIFECYCLE, 'answered', 'open')).toBe(false);
  });
});
