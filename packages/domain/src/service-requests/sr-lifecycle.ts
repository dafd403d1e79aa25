import { defineLifecycle, type Lifecycle } from '../lifecycle/lifecycle';

/**
 * Service-request lifecycles (docs/product/service-requests.md#lifecycle-and-milestones): one
 * transition table per process, the milestones of each, and the terminal states. The database's
 * `transition()` is the one writer of a request's status and checks these tables (decision 052).
 */

/** How the device gets repaired or replaced (docs/product/service-requests.md#appointments-and-slots). */
export const SR_PROCESSES = ['pick_drop', 'carry_in', 'onsite', 'replacement', 'theft'] as const;
export type SrProcess = (typeof SR_PROCESSES)[number];

export const SR_STATES = [
  // Before the request is real: its co-pay is not paid yet (temporary request).
  'awaiting_copay',
  'raised',
  'under_review',
  'documents_requested',
  'confirmed',
  'pickup_scheduled',
  'picked_up',
  'at_service_centre',
  'technician_assigned',
  'visit_scheduled',
  'technician_on_the_way',
  'diagnosis',
  'estimate_shared',
  'awaiting_approval',
  'awaiting_parts',
  'repair_in_progress',
  'repaired',
  'ready_for_collection',
  'out_for_delivery',
  'delivered',
  'feedback',
  'store_informed',
  'invoice_generated',
  'replacement_delivered',
  'closed',
  'rejected',
  'cancelled',
  'no_issue_found',
  'expired',
] as const;
export type SrState = (typeof SR_STATES)[number];

/** States a request never leaves. A closed request is reopened as a new, linked request. */
export const SR_TERMINAL_STATES: readonly SrState[] = [
  'closed',
  'rejected',
  'cancelled',
  'no_issue_found',
  'expired',
];

/** What the customer reads for each state (tracker milestones and notifications). */
export const SR_STATE_LABELS: Readonly<Record<SrState, string>> = {
  awaiting_copay: 'Co-pay due',
  raised: 'Request raised',
  under_review: 'Under review',
  documents_requested: 'Documents needed',
  confirmed: 'Request confirmed',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Device picked up',
  at_service_centre: 'At service centre',
  technician_assigned: 'Technician assigned',
  visit_scheduled: 'Visit scheduled',
  technician_on_the_way: 'Technician on the way',
  diagnosis: 'Diagnosis',
  estimate_shared: 'Diagnosis and estimate',
  awaiting_approval: 'Awaiting your approval',
  awaiting_parts: 'Awaiting parts',
  repair_in_progress: 'Repair in progress',
  repaired: 'Repair completed',
  ready_for_collection: 'Ready for collection',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  feedback: 'Feedback',
  store_informed: 'Store informed',
  invoice_generated: 'Invoice generated',
  replacement_delivered: 'Replacement delivered',
  closed: 'Closed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  no_issue_found: 'No issue found',
  expired: 'Expired',
};

type Table = Partial<Record<SrState, readonly SrState[]>>;

/** Every process starts the same way: paid (or no co-pay), then decided (docs/product/service-requests.md#raising-a-request). */
const FRONT: Table = {
  awaiting_copay: ['raised', 'expired', 'cancelled'],
  raised: ['confirmed', 'under_review', 'cancelled'],
  under_review: ['confirmed', 'documents_requested', 'rejected', 'cancelled'],
  documents_requested: ['under_review', 'rejected', 'cancelled'],
};

const ENDS: Table = {
  closed: [],
  rejected: [],
  cancelled: [],
  no_issue_found: [],
  expired: [],
};

/** The full table of a process: its own middle between the shared front and the terminal states. */
function table(process: SrProcess, middle: Table): Lifecycle<SrState> {
  const transitions = {} as Record<SrState, readonly SrState[]>;
  for (const part of [FRONT, middle, ENDS])
    for (const [from, to] of Object.entries(part)) transitions[from as SrState] = to;
  return defineLifecycle<SrState>(`service request (${process})`, transitions);
}

/** Pick and drop (mail-in): the device travels to the service centre and back. */
const PICK_DROP = table('pick_drop', {
  confirmed: ['pickup_scheduled', 'cancelled'],
  pickup_scheduled: ['picked_up', 'pickup_scheduled', 'cancelled'],
  picked_up: ['at_service_centre'],
  at_service_centre: ['estimate_shared', 'no_issue_found'],
  estimate_shared: ['awaiting_approval', 'repair_in_progress', 'rejected'],
  awaiting_approval: ['repair_in_progress', 'cancelled'],
  repair_in_progress: ['awaiting_parts', 'repaired'],
  awaiting_parts: ['repair_in_progress'],
  repaired: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: ['closed'],
});

/** Carry-in: the customer brings the device to the service centre and collects it. */
const CARRY_IN = table('carry_in', {
  confirmed: ['at_service_centre', 'cancelled'],
  at_service_centre: ['estimate_shared', 'no_issue_found'],
  estimate_shared: ['awaiting_approval', 'repair_in_progress', 'rejected'],
  awaiting_approval: ['repair_in_progress', 'cancelled'],
  repair_in_progress: ['awaiting_parts', 'repaired'],
  awaiting_parts: ['repair_in_progress'],
  repaired: ['ready_for_collection'],
  ready_for_collection: ['delivered'],
  delivered: ['closed'],
});

/** Onsite (at home): appliances, AMC, insta-repair — a technician visits, maybe twice. */
const ONSITE = table('onsite', {
  confirmed: ['technician_assigned', 'cancelled'],
  technician_assigned: ['visit_scheduled', 'technician_assigned', 'cancelled'],
  visit_scheduled: ['technician_on_the_way', 'visit_scheduled', 'cancelled'],
  technician_on_the_way: ['diagnosis'],
  diagnosis: ['awaiting_parts', 'repaired', 'no_issue_found', 'rejected'],
  awaiting_parts: ['visit_scheduled'],
  repaired: ['feedback', 'closed'],
  feedback: ['closed'],
});

/** Replacement: the device is replaced through a store or vendor. */
const REPLACEMENT = table('replacement', {
  confirmed: ['store_informed', 'cancelled'],
  store_informed: ['invoice_generated'],
  invoice_generated: ['replacement_delivered'],
  replacement_delivered: ['closed'],
});

/** Theft: documents (FIR, SIM-block letter) decide, then a replacement. */
const THEFT = table('theft', {
  confirmed: ['store_informed', 'cancelled'],
  store_informed: ['invoice_generated'],
  invoice_generated: ['replacement_delivered'],
  replacement_delivered: ['closed'],
});

export const SR_LIFECYCLES: Readonly<Record<SrProcess, Lifecycle<SrState>>> = {
  pick_drop: PICK_DROP,
  carry_in: CARRY_IN,
  onsite: ONSITE,
  replacement: REPLACEMENT,
  theft: THEFT,
};

export const isSrProcess = (value: string): value is SrProcess =>
  (SR_PROCESSES as readonly string[]).includes(value);

export const isSrTerminal = (state: SrState): boolean => SR_TERMINAL_STATES.includes(state);

/**
 * The milestones the tracker shows for a process, in order: the happy path from raised to closed
 * (a state the request skipped is shown as not reached; a terminal state replaces the rest).
 */
export const SR_MILESTONES: Readonly<Record<SrProcess, readonly SrState[]>> = {
  pick_drop: [
    'raised',
    'confirmed',
    'pickup_scheduled',
    'picked_up',
    'at_service_centre',
    'estimate_shared',
    'repair_in_progress',
    'repaired',
    'out_for_delivery',
    'delivered',
    'closed',
  ],
  carry_in: [
    'raised',
    'confirmed',
    'at_service_centre',
    'estimate_shared',
    'repair_in_progress',
    'repaired',
    'ready_for_collection',
    'delivered',
    'closed',
  ],
  onsite: [
    'raised',
    'confirmed',
    'technician_assigned',
    'visit_scheduled',
    'technician_on_the_way',
    'diagnosis',
    'repaired',
    'closed',
  ],
  replacement: [
    'raised',
    'confirmed',
    'store_informed',
    'invoice_generated',
    'replacement_delivered',
    'closed',
  ],
  theft: ['raised', 'confirmed', 'store_informed', 'invoice_generated', 'replacement_delivered', 'closed'],
};

/** The next milestone on the happy path after `state`, or null at the end or in a terminal state. */
export function nextMilestone(process: SrProcess, state: SrState): SrState | null {
  if (isSrTerminal(state)) return null;
  const path = SR_MILESTONES[process];
  const at = path.indexOf(state);
  if (at >= 0) return path[at + 1] ?? null;
  // Off the happy path (under review, awaiting parts …): the first milestone it may lead to.
  const next = SR_LIFECYCLES[process].transitions[state] ?? [];
  return next.find((s) => path.includes(s)) ?? null;
}
