/**
 * The status chip's colours, in the tones of the docs/product/accounts.md#plan-banner for the same status: green
 * active, blue not started, orange waiting on the customer or an inspection, red failed, grey
 * otherwise (under brand warranty, expired, lapsed, cancelled, consumed, unknown labels).
 */
const TONES = {
  green: 'border-green-300 bg-green-50 text-green-900',
  blue: 'border-sky-300 bg-sky-50 text-sky-950',
  orange: 'border-orange-300 bg-orange-50 text-orange-950',
  red: 'border-red-300 bg-red-50 text-red-900',
  grey: 'border-slate-300 bg-slate-100 text-slate-800',
} as const;

const TONE_OF: Readonly<Record<string, keyof typeof TONES>> = {
  Active: 'green',
  'NOT STARTED': 'blue',
  'Activation Pending': 'orange',
  Unknown: 'orange',
  'Inspection Pending': 'orange',
  'Registration Failed': 'red',
};

export const statusTone = (label: string): string => TONES[TONE_OF[label] ?? 'grey'];
