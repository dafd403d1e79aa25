import { describe, expect, it } from 'vitest';
import { canTransition, defineLifecycle, isStateOf, statesLeadingTo } from './lifecycle';

const LAMP = defineLifecycle<'off' | 'on' | 'broken'>('lamp', {
  off: ['on', 'broken'],
  on: ['off', 'broken'],
  broken: [],
});

describe('lifecycle tables (conventions 4)', () => {
  it.each([
    ['off', 'on', true],
    ['on', 'off', true],
    ['off', 'off', false],
    ['broken', 'on', false],
    ['melted', 'on', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(LAMP, from, to)).toBe(allowed);
  });

  it('lists its states in the table order, and knows its own', () => {
    expect(LAMP.states).toEqual(['off', 'on', 'broken']);
    expect(isStateOf(LAMP, 'on')).toBe(true);
    expect(isStateOf(LAMP, 'toString')).toBe(false);
  });

  it('names the states that may move to a state', () => {
    expect(statesLeadingTo(LAMP, 'broken')).toEqual(['off', 'on']);
    expect(statesLeadingTo(LAMP, 'on')).toEqual(['off']);
  });
});
