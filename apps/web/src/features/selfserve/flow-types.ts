import type { CreateTicketResponse, SrDocumentRef } from '@kavach/contracts';

/*
 * The self-serve flow's steps, state and actions (spec §3 'Service-request flow state', §4
 * 'Self-serve flow'). The reducer over them is flow-state.ts; storage of a state, flow-storage.ts.
 */

export const FLOW_STEPS = [
  'plan',
  'plan_details',
  'cover',
  'issues',
  'address',
  'appointment',
  'documents',
  'review',
  'copay',
  'success',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The steps the indicator shows, with their labels (plan choice and success are not steps of it). */
export const INDICATOR_STEPS: readonly { key: FlowStep; label: string }[] = [
  { key: 'plan_details', label: 'Plan' },
  { key: 'cover', label: 'Cover' },
  { key: 'issues', label: 'Problem' },
  { key: 'address', label: 'Address' },
  { key: 'appointment', label: 'Appointment' },
  { key: 'documents', label: 'Documents' },
  { key: 'review', label: 'Review' },
];

export type ProcessType = 'carry-in' | 'at-home' | 'mail-in' | 'theft';
export type SlotTime = '10AM - 2PM' | '2PM - 6PM';

/** One request being raised: a cover of the plan with its problems, documents and comments. */
export interface Ticket {
  key: string;
  cover_id: string | null;
  problems: string[];
  custom_issue: string;
  comments: string;
  documents: SrDocumentRef[];
}

export interface FlowAddress {
  address_id: number | null;
  address1: string;
  address2: string;
  pincode: string;
  city: string;
  state: string;
}

export interface FlowContact {
  name: string;
  email: string;
  phone: string;
  has_whatsapp_opt_in: boolean;
}

export interface FlowAppointment {
  process_type: ProcessType | null;
  date: string;
  time: SlotTime | '';
  date_1: string;
  time_1: SlotTime | '';
}

export type SubmittedTicket = CreateTicketResponse['data'] & { key: string };

export interface FlowState {
  version: 1;
  osid: string | null;
  step: FlowStep;
  /** The steps before this one (back pops it). */
  history: FlowStep[];
  /** editScreen: the step an edit started from, and the cover count before it. */
  edit: { from: FlowStep; prevCoverCount: Record<string, string[]> } | null;
  tickets: Record<string, Ticket>;
  /** Removed tickets, kept so they can be restored. */
  removed: Record<string, Ticket>;
  /** The order the tickets were added in. */
  order: string[];
  currentKey: string;
  /** coverCount: cover id → the ticket keys claiming it. */
  coverCount: Record<string, string[]>;
  incident_date: string;
  address: FlowAddress;
  contact: FlowContact;
  appointment: FlowAppointment;
  /** One key per submission (create_ticket `token_id`), made when the flow starts. */
  token: string;
  submitted: SubmittedTicket[];
}

export type FlowAction =
  | { type: 'go'; to: FlowStep }
  | { type: 'back' }
  | { type: 'edit'; to: FlowStep }
  /** Done with a step: on to `next`, or back to where an edit started. */
  | { type: 'done'; next: FlowStep }
  | { type: 'choosePlan'; osid: string }
  | { type: 'chooseCover'; cover_id: string }
  | { type: 'setProblems'; problems: string[] }
  | { type: 'clearProblems' }
  | { type: 'setText'; field: 'custom_issue' | 'comments'; value: string }
  | { type: 'addDocument'; document: SrDocumentRef }
  | { type: 'dropDocument'; which: 'first' | 'last' | number }
  | { type: 'resetDocuments' }
  | { type: 'addTicket'; key: string }
  | { type: 'removeTicket'; key: string }
  | { type: 'restoreTicket'; key: string }
  | { type: 'selectTicket'; key: string }
  | { type: 'setIncidentDate'; date: string }
  | { type: 'setAddress'; address: Partial<FlowAddress> }
  | { type: 'setContact'; contact: Partial<FlowContact> }
  | { type: 'setAppointment'; appointment: Partial<FlowAppointment> }
  | { type: 'submitted'; results: SubmittedTicket[] }
  | { type: 'restart'; token: string; key: string }
  /** A state read back from storage. */
  | { type: 'load'; state: FlowState };
