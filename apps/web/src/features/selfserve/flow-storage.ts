import { FLOW_STEPS } from './flow-types';
import type { FlowState } from './flow-types';

/* A flow's state kept in sessionStorage (use-flow.ts): a reload resumes the step and what was entered. */

/** A random key of `length` URL-safe characters (the flow's token, a ticket's key). */
export function randomKey(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const STORAGE_PREFIX = 'kv_selfserve:';
export const storageKey = (osid: string | null): string => `${STORAGE_PREFIX}${osid ?? 'choose'}`;

/** A stored state, if it is one this code wrote (anything else starts afresh). */
export function parseStoredState(raw: string | null, osid: string | null): FlowState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FlowState> | null;
    if (!value || value.version !== 1 || typeof value.step !== 'string') return null;
    if (!FLOW_STEPS.includes(value.step)) return null;
    if (osid && value.osid !== osid) return null;
    if (!value.tickets || !value.currentKey || !value.tickets[value.currentKey]) return null;
    return value as FlowState;
  } catch {
    return null;
  }
}
