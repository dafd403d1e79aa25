import { describe, expect, it } from 'vitest';
import { deskSearchOf } from './desk-search';

describe('issue 20 §4 desk search: a request by its number, or the customer by mobile or email (spec §5 lookup rule)', () => {
  it.each([
    ['261127-000042', { srRef: '261127-000042' }],
    ['  261127-000042 ', { srRef: '261127-000042' }],
    ['9876543210', { phone: '+919876543210' }],
    ['+91 98765 43210', { phone: '+919876543210' }],
    ['098765-43210', { phone: '+919876543210' }],
    ['Asha.Menon@Example.in', { email: 'asha.menon@example.in' }],
  ])('%j → %j', (text, search) => {
    expect(deskSearchOf(text)).toEqual(search);
  });

  it.each([
    [''],
    ['   '],
    ['261127-00004'],
    ['261127000042'],
    ['5876543210'],
    ['98765'],
    ['Asha Menon'],
    ["' or 1=1 --"],
    [`${'a'.repeat(110)}@example.in`],
  ])('%j is none of them (null: the API answers 400)', (text) => {
    expect(deskSearchOf(text)).toBeNull();
  });
});
