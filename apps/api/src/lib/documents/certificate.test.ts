import { describe, expect, it } from 'vitest';
import { certificatePdf, formatCertificateDate, maskSerial } from './certificate';

const input = {
  planName: 'Kavach Extended Warranty (2 years)',
  certificateNo: 'OS-2026-000123',
  customerName: 'Asha Verma',
  device: { brand: 'Samsung', model: 'Galaxy S24', serial: '356938035643809' },
  tenure: { from: new Date('2026-08-31T20:00:00Z'), to: new Date('2028-08-31T18:00:00Z') },
  purchaseDate: new Date('2026-08-30T06:00:00Z'),
  covers: ['Manufacturing defects after the brand warranty', 'Repairs at authorised service centres'],
  supportPhone: '1800 123 4567',
};

describe('certificatePdf', () => {
  const pdf = certificatePdf(input);
  const text = pdf.toString('latin1');

  it('is a PDF with the certificate, plan, customer, device, dates, covers and support line', () => {
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const s of [
      'Certificate of Protection',
      'Kavach Extended Warranty \\(2 years\\)',
      'OS-2026-000123',
      'Asha Verma',
      'Samsung Galaxy S24',
      // Dates are India time: 31 Aug 20:00 UTC is 1 Sep in Kolkata; 31 Aug 18:00 UTC is still 31 Aug.
      '01 Sep 2026 to 31 Aug 2028',
      '30 Aug 2026',
      '- Manufacturing defects after the brand warranty',
      '- Repairs at authorised service centres',
      'Need help? Give us a call at 1800 123 4567',
    ]) {
      expect(text).toContain(`(${s}) Tj`);
    }
  });

  it('T13.2: the IMEI is masked except its last 4 digits', () => {
    expect(text).not.toContain('356938035643809');
    expect(text).toContain('(XXXXXXXXXXX3809) Tj');
    expect(maskSerial(' AB12 ')).toBe('AB12');
  });

  it("formats dates as 'DD MMM YYYY' (Sep, never Sept)", () => {
    expect(formatCertificateDate(new Date('2026-09-05T00:00:00+05:30'))).toBe('05 Sep 2026');
    expect(formatCertificateDate(new Date('2027-01-31T23:59:00+05:30'))).toBe('31 Jan 2027');
  });

  it('stays on one page with many long covers, and the support line is still there', () => {
    const many = certificatePdf({
      ...input,
      covers: Array.from({ length: 80 }, (_, i) => `Cover ${i} `.repeat(12)),
    });
    const body = many.toString('latin1');
    expect(body.match(/\/Type \/Page /g)).toHaveLength(1);
    expect(body).toContain('(Need help? Give us a call at 1800 123 4567) Tj');
    const ys = [...body.matchAll(/ ([\d.]+) Td/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThan(40);
  });
});
