/**
 * A minimal PDF 1.4 writer for text documents (invoices, certificates): one or more A4 pages of
 * positioned lines in the standard Helvetica fonts, no dependencies. Text is limited to
 * WinAnsi-encodable characters; anything else is replaced by '?' (so write "Rs." not the rupee sign).
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}
export interface PdfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PdfPage {
  texts: PdfText[];
  lines?: PdfLine[];
}

export const A4 = { width: 595.28, height: 841.89 } as const;

function escapeText(s: string): string {
  const ascii = Array.from(s, (ch) => (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) < 127 ? ch : '?')).join('');
  return ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const l of page.lines ?? []) ops.push(`0.6 w ${l.x1} ${l.y1} m ${l.x2} ${l.y2} l S`);
  for (const t of page.texts) {
    ops.push(
      `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf ${t.x.toFixed(2)} ${t.y.toFixed(2)} Td (${escapeText(t.text)}) Tj ET`,
    );
  }
  return ops.join('\n');
}

/** Renders pages to PDF bytes with a correct cross-reference table. */
export function renderPdf(pages: PdfPage[], info: { title: string }): Buffer {
  const objects: string[] = [];
  // push returns the new length: the 1-based object number.
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const fontRegular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const fontBold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const infoObj = add(`<< /Title (${escapeText(info.title)}) /Producer (Kavach) >>`);
  const pageIds: number[] = [];
  for (const page of pages) {
    const stream = contentStream(page);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
          `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
