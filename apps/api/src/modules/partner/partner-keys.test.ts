import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { parsePartnerKeys, partnerOfKey } from './partner-keys';

const M = 'm'.repeat(40);
const R = 'r'.repeat(32);
const SECRET = 'test-secret-test-secret-test-secret-123';

describe('issue 4 partner API keys (PARTNER_KEYS, decision 024)', () => {
  it('parses `marketplace:<key>,retailer:<key>`, two keys per kind during a rotation', () => {
    const problems: string[] = [];
    expect(
      parsePartnerKeys(` marketplace:${M}, retailer:${R} ,marketplace:${'n'.repeat(32)}`, problems),
    ).toEqual([
      { kind: 'marketplace', key: M },
      { kind: 'retailer', key: R },
      { kind: 'marketplace', key: 'n'.repeat(32) },
    ]);
    expect(problems).toEqual([]);
    expect(parsePartnerKeys(undefined, problems)).toEqual([]);
    expect(parsePartnerKeys('', problems)).toEqual([]);
  });

  it('lists every bad entry without quoting a key', () => {
    const problems: string[] = [];
    parsePartnerKeys(
      `insurer:${R},marketplace:short,${R},marketplace:${M},retailer:${M},retailer:${'a'.repeat(32)},retailer:${'b'.repeat(32)},retailer:${'c'.repeat(32)}`,
      problems,
    );
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/entry 1 must start with "marketplace:" or "retailer:"/);
    expect(problems[1]).toMatch(/the marketplace key of entry 2 must be 32-256 characters/);
    expect(problems[2]).toMatch(/entry 3 must start with/);
    expect(problems[3]).toMatch(/entry 5 repeats a key/);
    expect(problems[4]).toMatch(/at most two retailer keys/);
    expect(problems.join('\n')).not.toMatch(/mmmm|rrrr/);
    expect(() => loadConfig({ SESSION_SECRET: SECRET, PARTNER_KEYS: 'marketplace:short' })).toThrow(
      /PARTNER_KEYS/,
    );
    expect(loadConfig({ SESSION_SECRET: SECRET, PARTNER_KEYS: `retailer:${R}` }).partnerKeys).toEqual([
      { kind: 'retailer', key: R },
    ]);
  });

  it('a presented key names its partner only on an exact match', () => {
    const keys = parsePartnerKeys(`marketplace:${M},retailer:${R}`, []);
    expect(partnerOfKey(keys, M)).toBe('marketplace');
    expect(partnerOfKey(keys, R)).toBe('retailer');
    for (const wrong of [undefined, '', M.slice(1), `${M} `, M.toUpperCase(), 'x'.repeat(600)])
      expect(partnerOfKey(keys, wrong)).toBeNull();
    expect(partnerOfKey([], M)).toBeNull();
  });
});
