/**
 * A lifecycle as a transition table (conventions 4): each state lists the states it may move to.
 * Staying put is not a transition unless the table lists it (the outbox's re-claim of a lapsed
 * lease does). Orders, payments, payment links, carts and the outbox use it; the database's
 * `transition()` (packages/db/src/lifecycle) is the one writer of a status and checks it here.
 */
export interface Lifecycle<S extends string> {
  /** The entity, for messages ("order", "payment link" …). */
  readonly name: string;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** Every state, in the table's order (the database CHECK lists the same). */
  readonly states: readonly S[];
}

export function defineLifecycle<S extends string>(
  name: string,
  transitions: Readonly<Record<S, readonly S[]>>,
): Lifecycle<S> {
  return { name, transitions, states: Object.keys(transitions) as S[] };
}

export const isStateOf = <S extends string>(lifecycle: Lifecycle<S>, state: string): state is S =>
  Object.prototype.hasOwnProperty.call(lifecycle.transitions, state);

/** Whether `from` may move to `to`; false for a `from` the table does not know. */
export function canTransition<S extends string>(lifecycle: Lifecycle<S>, from: string, to: S): boolean {
  return isStateOf(lifecycle, from) && lifecycle.transitions[from].includes(to);
}

/** The states that may move to `to` (a write of `to` to many rows updates only rows in these). */
export function statesLeadingTo<S extends string>(lifecycle: Lifecycle<S>, to: S): S[] {
  return lifecycle.states.filter((from) => lifecycle.transitions[from].includes(to));
}
