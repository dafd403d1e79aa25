import { describe, expect, it } from 'vitest';
import { CreateIncidentBody } from '@kavach/contracts';
import { contractErrors } from './contract-errors';
import { checkResolver, contractResolver } from './contract-resolver';

const REQUIRED = ['name', 'email', 'subject', 'message'];
const valid = { name: 'Asha Rao', email: 'asha@example.in', phone: '', subject: 'Plan', message: 'Hello' };

describe('contractErrors (decision 054: the contract validates the form, §5 required first)', () => {
  it('a valid body has no errors', () => {
    expect(contractErrors(CreateIncidentBody, valid, REQUIRED)).toEqual({});
  });

  it("§5 every empty required field says 'Required field' (an empty email too, not the email rule)", () => {
    const empty = { name: '', email: '', phone: '', subject: ' ', message: '' };
    expect(contractErrors(CreateIncidentBody, empty, REQUIRED)).toEqual({
      name: 'Required field',
      email: 'Required field',
      subject: 'Required field',
      message: 'Required field',
    });
  });

  it("§5 a filled field breaking the contract gets the contract's message (the API's own words)", () => {
    expect(
      contractErrors(CreateIncidentBody, { ...valid, email: 'asha@example', phone: '12345' }, REQUIRED),
    ).toEqual({
      email: 'Enter a valid email address',
      phone: 'Enter a valid 10-digit mobile number',
    });
  });
});

describe('contractResolver', () => {
  const resolve = contractResolver<typeof valid>(CreateIncidentBody, ['name', 'email', 'subject', 'message']);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('passes a valid form its values unchanged', async () => {
    expect(await resolve(valid, undefined, options)).toEqual({ values: valid, errors: {} });
  });

  it('answers the errors in react-hook-form shape and no values', async () => {
    expect(await resolve({ ...valid, subject: '' }, undefined, options)).toEqual({
      values: {},
      errors: { subject: { type: 'contract', message: 'Required field' } },
    });
  });
});

describe('checkResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const resolve = checkResolver<{ code: string }>(({ code }) => ({
    code: code ? undefined : 'Required field',
  }));

  it('a field whose check answers nothing has no error', async () => {
    expect(await resolve({ code: '1' }, undefined, options)).toEqual({ values: { code: '1' }, errors: {} });
  });

  it("answers the check's messages in react-hook-form shape", async () => {
    expect(await resolve({ code: '' }, undefined, options)).toEqual({
      values: {},
      errors: { code: { type: 'contract', message: 'Required field' } },
    });
  });
});
