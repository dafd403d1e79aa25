import { A4, renderPdf, type PdfText } from '../pdf/simple-pdf';

export interface CertificateInput {
  planName: string;
  /** The plan's osid. */
  certificateNo: string;
  customerName: string;
  device: { brand: string; model: string; serial: string };
  tenure: { from: Date; to: Date };
  purchaseDate: Date;
  covers: string[];
  supportPhone: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * 'DD MMM YYYY' in India time. Built from parts because ICU's en-GB short month for September
 * is "Sept" in recent Node versions.
 */
export function formatCertificateDate(d: Date): string {
  const part = (type: string) => Number(IST_PARTS.formatToParts(d).find((p) => p.type === type)?.value);
  return `${String(part('day')).padStart(2, '0')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

/** A serial number or IMEI with every character but the last 4 hidden. */
export function maskSerial(serial: string): string {
  const s = serial.trim();
  return s.length <= 4 ? s : `${'X'.repeat(s.length - 4)}${s.slice(-4)}`;
}

/** Splits text into lines of at most `width` characters at spaces (long words are cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let w = word; w.length > 0; w = w.slice(width)) {
      const piece = w.slice(0, width);
      if (line && line.length + 1 + piece.length > width) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  return line ? [...lines, line] : lines;
}

/**
 * A one-page "Certificate of Protection" for a plan (issue 4): plan, certificate number,
 * customer, device (serial or IMEI masked to its last 4), tenure, purchase date, what is covered
 * and the support line.
 */
export function certificatePdf(input: CertificateInput): Buffer {
  const t: PdfText[] = [];
  let y = A4.height - 70;
  const row = (x: number, text: string, opts: Partial<PdfText> = {}) =>
    t.push({ x, y, text, size: 10, ...opts });
  row(40, 'Certificate of Protection', { size: 20, bold: true });
  y -= 30;
  for (const line of wrap(input.planName, 60)) {
    row(40, line, { size: 14, bold: true });
    y -= 18;
  }
  y -= 12;
  const { device, tenure } = input;
  const fields: [string, string][] = [
    ['Certificate no.', input.certificateNo],
    ['Customer name', input.customerName],
    ['Device', `${device.brand} ${device.model}`.trim()],
    ['Serial no. / IMEI', maskSerial(device.serial)],
    ['Plan tenure', `${formatCertificateDate(tenure.from)} to ${formatCertificateDate(tenure.to)}`],
    ['Purchase date', formatCertificateDate(input.purchaseDate)],
  ];
  for (const [label, value] of fields) {
    row(40, label, { bold: true });
    wrap(value, 60).forEach((line, i) => {
      if (i > 0) y -= 14;
      row(180, line);
    });
    y -= 18;
  }
  y -= 10;
  row(40, 'What is covered', { size: 12, bold: true });
  y -= 18;
  for (const cover of input.covers) {
    wrap(cover, 85).forEach((line, i) => {
      row(i === 0 ? 48 : 58, i === 0 ? `- ${line}` : line);
      y -= 14;
    });
    if (y < 120) break; // one page: the support line below must still fit
  }
  y -= 16;
  row(40, `Need help? Give us a call at ${input.supportPhone}`, { size: 11, bold: true });
  const rule = { x1: 40, y1: A4.height - 80, x2: 555, y2: A4.height - 80 };
  return renderPdf([{ texts: t, lines: [rule] }], { title: `Certificate ${input.certificateNo}` });
}
