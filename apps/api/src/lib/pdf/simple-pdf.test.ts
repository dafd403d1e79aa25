import { describe, expect, it } from 'vitest';
import { renderPdf } from './simple-pdf';

describe('minimal PDF writer', () => {
  const pdf = renderPdf(
    [
      {
        texts: [
          { x: 40, y: 800, text: 'TAX INVOICE (Rs. 1,499)', bold: true },
          { x: 40, y: 780, text: 'back\\slash ₹' },
        ],
      },
    ],
    { title: 'Invoice KV123' },
  );
  const text = pdf.toString('latin1');

  it('starts with a PDF header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('every xref offset points at its object and startxref at the table', () => {
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBeGreaterThan(5);
    entries.forEach((offset, i) =>
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
  });

  it('escapes parentheses and backslashes, replaces characters outside WinAnsi', () => {
    expect(text).toContain('(TAX INVOICE \\(Rs. 1,499\\)) Tj');
    expect(text).toContain('(back\\\\slash ?) Tj');
  });
});
