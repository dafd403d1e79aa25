import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../test/support/fixture';
import { rowCounts } from '../../test/support/db-snapshot';
import { ownerWithPlan } from '../../test/support/activation-test-helpers';
import type { Browser } from '../../test/support/customer-test-helpers';

describe.each(DB_KINDS)('issue 18 finding 5: one rule for control characters in text input (%s)', (kind) => {
  let f: Fixture;
  let owner: Browser;
  let osid: string;
  let customerId: string;
  beforeAll(async () => {
    f = await createFixture(kind);
    const o = await ownerWithPlan(f);
    owner = o.b;
    osid = o.osid;
    customerId = (await owner.call('GET', '/v3/customer/me')).json().customer.id;
  });
  afterAll(() => f.close());

  const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    const body = res.json() as { error_code: string; fields: Record<string, string>; request_id: string };
    expect(body.error_code).toBe('VALIDATION_ERROR');
    expect(body.fields[field]).toBe('Contains a control character');
    expect(body.request_id).toBeTruthy();
  };

  it('NUL in a path parameter → 400 VALIDATION_ERROR, anonymous or signed in, never 500', async () => {
    const anonymous = await f.app.inject({ method: 'GET', url: '/razorpay-emulator/orders/%00' });
    refused(anonymous, 'id');
    refused(await owner.call('GET', '/v3/activation/%00'), 'osid');
    refused(await owner.call('GET', '/v3/customer/order/%00'), 'id');
    refused(await owner.call('GET', '/v3/activation/document/a%00b'), 'id');
    refused(
      await owner.call('POST', '/v3/activation/%00/documents', undefined, { 'x-document-type': '0' }),
      'osid',
    );
  });

  it('NUL in ratings, profile, address and certificate fields → 400 naming the field, nothing written', async () => {
    const before = await rowCounts(f.handle.db);
    const cases: Array<[string, 'POST' | 'PATCH', string, unknown]> = [
      ['comment', 'POST', '/v3/customer/ratings', { rating: 5, subject: 'website', comment: 'good\u0000' }],
      ['subject_ref', 'POST', '/v3/customer/ratings', { rating: 4, subject: 'order', subject_ref: '\u0000' }],
      ['first_name', 'POST', '/customers/update', { first_name: 'Asha\u0000' }],
      ['last_name', 'PATCH', `/v3/customer/partial_update/${customerId}`, { last_name: 'M\u0000' }],
      ['address', 'POST', '/v3/customer/address', { address: '14 MG Road\u0000', pincode: '400001' }],
      [
        'additional_details.floor\u0000',
        'POST',
        '/v3/customer/address',
        { address: '14 MG Road', pincode: '400001', additional_details: { 'floor\u0000': '2' } },
      ],
      ['osid', 'POST', '/v3/activation/send_certificate_wa', { osid: `${osid}\u0000` }],
    ];
    for (const [field, method, url, body] of cases) refused(await owner.call(method, url, body), field);
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });

  it('other C0 controls and DEL are refused in a body and in any parameter; tab, LF and CR are text in a body', async () => {
    refused(
      await owner.call('POST', '/v3/customer/ratings', {
        rating: 5,
        subject: 'website',
        comment: 'a\u001b[2J',
      }),
      'comment',
    );
    refused(
      await owner.call('POST', '/v3/customer/ratings', { rating: 5, subject: 'website', comment: 'a\u007f' }),
      'comment',
    );
    refused(await owner.call('GET', '/v3/address_suggestions?city=mumbai&q=MG%0ARoad'), 'q');
    refused(await owner.call('GET', '/home-questions?category=%09'), 'category');
    const multiline = await owner.call('POST', '/v3/customer/ratings', {
      rating: 5,
      subject: 'website',
      comment: 'Quick visit.\r\nFixed in a day.\tThanks',
    });
    expect(multiline.statusCode).toBe(200);
  });
});
