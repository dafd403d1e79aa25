import { describe, expect, it } from 'vitest';
import {
  CITY_COOKIE,
  MARKETING_COOKIE_MAX_AGE,
  MARKETING_PARAMS,
  PAYMENTS_PARTNER_CAMPAIGN,
  isPaymentsPartnerCampaign,
  marketingCookiesFromQuery,
} from './marketing-params';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

describe('marketing parameters', () => {
  it('§9 tracked marketing parameters are exactly the ten listed', () => {
    expect([...MARKETING_PARAMS]).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'ref',
      'ppc',
      'gclid',
      'fbclid',
      'discount',
      'osg_campaign',
    ]);
  });

  it.each(MARKETING_PARAMS)('§9 utm cookies: %s becomes a 30-day cookie', (name) => {
    expect(marketingCookiesFromQuery({ [name]: 'abc' })).toContainEqual({
      name,
      value: 'abc',
      maxAge: THIRTY_DAYS,
    });
  });

  it('§9 utm cookies: 30 days is 2,592,000 seconds', () => {
    expect(MARKETING_COOKIE_MAX_AGE).toBe(2_592_000);
  });

  it('§9 utm cookies: untracked parameters set no cookie', () => {
    expect(marketingCookiesFromQuery({ next: '/account', lead_id: '5', usertoken: 'secret' })).toEqual([]);
  });

  it('§2 special_campaign: the query parameter is also a cookie', () => {
    expect(marketingCookiesFromQuery({ special_campaign: 'diwali' })).toEqual([
      { name: 'special_campaign', value: 'diwali', maxAge: THIRTY_DAYS },
    ]);
  });

  it.each([
    ['an array (repeated parameter)', ['a', 'b']],
    ['an empty string', ''],
    ['whitespace', '   '],
    ['201 characters', 'x'.repeat(201)],
    ['a newline (header injection)', 'a\r\nSet-Cookie: x=y'],
    ['a NUL character', 'a\u0000b'],
    ['null', null],
    ['undefined', undefined],
  ])('§9 utm cookies: %s is ignored safely', (_label, value) => {
    expect(marketingCookiesFromQuery({ utm_source: value as never })).toEqual([]);
  });

  it('§9 utm cookies: a 200-character value is kept', () => {
    expect(marketingCookiesFromQuery({ gclid: 'x'.repeat(200) })).toHaveLength(1);
  });

  it.each([null, undefined, 'utm_source=x' as never])(
    '§9 utm cookies: a malformed query (%j) sets nothing',
    (q) => {
      expect(marketingCookiesFromQuery(q)).toEqual([]);
    },
  );

  it('§9 utm cookies: inherited properties are not read', () => {
    const query = Object.create({ utm_source: 'inherited' }) as Record<string, string>;
    expect(marketingCookiesFromQuery(query)).toEqual([]);
  });

  it.each([
    ['paytm', true],
    ['PAYTM', true],
    [' paytm ', true],
    ['paytm2', false],
    ['', false],
    [undefined, false],
    [['paytm'], false],
  ])('§1 payments-partner campaign: osg_campaign=%j is the partner: %s', (value, expected) => {
    expect(isPaymentsPartnerCampaign(value)).toBe(expected);
  });

  it('§9 payments-partner campaign: a partner osg_campaign also sets the payments-partner cookie', () => {
    const names = marketingCookiesFromQuery({ osg_campaign: PAYMENTS_PARTNER_CAMPAIGN }).map((c) => c.name);
    expect(names).toEqual(['osg_campaign', 'payments_partner_campaign']);
  });

  it('§9 payments-partner campaign: another osg_campaign does not set it', () => {
    const names = marketingCookiesFromQuery({ osg_campaign: 'summer' }).map((c) => c.name);
    expect(names).toEqual(['osg_campaign']);
  });

  it('§9 city cookie: named city, lives 1 day', () => {
    expect(CITY_COOKIE).toEqual({ name: 'city', maxAge: 86_400 });
  });
});
