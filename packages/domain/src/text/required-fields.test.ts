import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE, isEmptyValue, requiredFieldErrors } from './required-fields';

describe('required fields', () => {
  it.each([
    ['undefined', undefined, true],
    ['null', null, true],
    ["''", '', true],
    ['whitespace', ' \t\n', true],
    ['text', 'Ravi', false],
    ['zero', 0, false],
    ['false', false, false],
  ])('§5 required: %s is empty: %s', (_label, value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });

  it("§5 required: every empty listed field gives 'Required field'", () => {
    const values = { name: 'Ravi', email: '  ', phone: undefined, brand: null };
    expect(requiredFieldErrors(values, ['name', 'email', 'phone', 'brand'])).toEqual({
      email: 'Required field',
      phone: 'Required field',
      brand: 'Required field',
    });
  });

  it('§5 required: fields not listed are not checked', () => {
    expect(requiredFieldErrors({ name: '', email: '' }, ['email'])).toEqual({
      email: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('§5 required: a listed field missing from the values is required', () => {
    expect(requiredFieldErrors<'model'>({}, ['model'])).toEqual({ model: 'Required field' });
  });

  it('§5 required: no errors when all listed fields are filled', () => {
    expect(requiredFieldErrors({ a: 'x', b: 1 }, ['a', 'b'])).toEqual({});
  });

  it('§5 required: inherited properties do not count as filled', () => {
    const values = Object.create({ toString: 'inherited' }) as Record<string, unknown>;
    expect(requiredFieldErrors(values, ['toString'])).toEqual({ toString: 'Required field' });
  });
});
