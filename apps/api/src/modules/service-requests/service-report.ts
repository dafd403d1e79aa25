import {
  deskFindRequest,
  findRequestOfCustomerByRef,
  trackerHistoryOf,
  type ServiceRequestRow,
} from '@kavach/db';
import { formatDayMonthYear, reopenUntil, srRateable, SR_STATE_LABELS, type SrState } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import type { SessionCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { A4, renderPdf, type PdfText } from '../../lib/pdf/simple-pdf';
import { estimateOf } from '../tracker/estimate-view';

const srNotFound = () =>
  new AppError(404, 'SR_NOT_FOUND', 'We could not find this service request in your account.');
const notReady = () =>
  new AppError(
    409,
    'SR_REPORT_NOT_READY',
    'The service report is ready once the work on this request is done.',
  );

/** Rupees for the PDF's standard fonts (no ₹ in WinAnsi): "Rs. 3,500". */
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
const labelOf = (state: string) => SR_STATE_LABELS[state as SrState] ?? state;

/** Words wrapped to lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = '';
      }
      line = line ? `${line} ${word}` : word.slice(0, width);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * GET /v3/selfserve/service_report/{sr_id} (decision 101): the service report of the owner's
 * request once the work is done (`srRateable`: feedback, closed, no issue found) — what was asked,
 * what was found and done, what it cost and who paid, every step with its date, and until when a
 * closed request can be reopened (the 90-day post-service warranty). Anyone else's request is a 404;
 * before the work is done, 409 SR_REPORT_NOT_READY.
 */
export async function serviceReport(deps: RouteDeps, customer: SessionCustomer, srRef: string) {
  const own = await findRequestOfCustomerByRef(deps.db, customer.id, srRef);
  if (!own) throw srNotFound();
  if (!srRateable(own.status)) throw notReady();
  const found = await deskFindRequest(deps.db, srRef);
  if (!found) throw srNotFound();
  const [history, estimate] = await Promise.all([
    trackerHistoryOf(deps.db, [own.id]),
    estimateOf(deps.db, own, found.plan.osid),
  ]);
  const pdf = serviceReportPdf(own, {
    plan: found.plan,
    history: history.get(own.id) ?? [],
    estimate,
    supplier: deps.config.supplier,
  });
  return { pdf, fileName: `service-report-${own.srRef}.pdf` };
}

interface ReportContext {
  plan: { osid: string; planName: string };
  history: readonly { at: Date; toStatus: string }[];
  estimate: Awaited<ReturnType<typeof estimateOf>>;
  supplier: { name: string; address: string };
}

/** The report's one A4 page (a second when the history is long). */
export function serviceReportPdf(sr: ServiceRequestRow, ctx: ReportContext): Buffer {
  const pages: PdfText[][] = [[]];
  let y = A4.height - 60;
  const put = (x: number, text: string, opts: Partial<PdfText> = {}) => {
    if (y < 60) {
      pages.push([]);
      y = A4.height - 60;
    }
    pages.at(-1)!.push({ x, y, text, size: 9, ...opts });
  };
  const field = (name: string, value: string) => {
    const lines = wrap(value || '-', 80);
    put(40, name, { bold: true });
    for (const [i, line] of lines.entries()) {
      if (i > 0) y -= 12;
      put(170, line);
    }
    y -= 14;
  };
  const heading = (text: string) => {
    y -= 8;
    put(40, text, { size: 11, bold: true });
    y -= 16;
  };

  put(40, 'SERVICE REPORT', { size: 16, bold: true });
  put(360, `Request: ${sr.srRef}`, { bold: true });
  y -= 20;
  put(40, ctx.supplier.name, { bold: true });
  put(360, `Status: ${labelOf(sr.status)}`);
  y -= 13;
  put(40, ctx.supplier.address);
  put(360, `Raised on: ${formatDayMonthYear(sr.createdAt)}`);
  y -= 24;

  heading('Customer and device');
  const a = sr.address;
  field('Customer', [a?.name, a?.city].filter(Boolean).join(', '));
  field('Plan', `${ctx.plan.planName} (${ctx.plan.osid})`);
  const d = sr.device;
  field('Device', [d?.brand, d?.model, d?.name].filter(Boolean).join(' ') || '-');
  field('Cover', sr.coverTitle);

  heading('What was reported');
  field('Problems', sr.problems.join('; '));
  if (sr.customIssue) field('In your words', sr.customIssue);

  heading('What was found and done');
  field('Diagnosis', sr.diagnosis ?? (sr.status === 'no_issue_found' ? 'No issue found.' : '-'));
  if (sr.technician) field('Technician', sr.technician.name);
  if (ctx.estimate) {
    field('Repair estimate', rupees(ctx.estimate.amount));
    field('Paid by the plan', rupees(ctx.estimate.covered));
    field('Paid by you', rupees(ctx.estimate.you_pay + ctx.estimate.copay_paid));
  } else if (sr.copayPaise > 0 && sr.copayStatus === 'paid') field('Co-pay paid', rupees(sr.copayPaise));

  heading('Steps');
  for (const e of ctx.history) {
    put(40, formatDayMonthYear(e.at));
    put(170, labelOf(e.toStatus));
    y -= 13;
  }
  y -= 6;
  if (sr.status === 'closed' && sr.closedAt) {
    heading('After the service');
    field(
      'Post-service warranty',
      `If the same problem comes back, reopen this request from the tracker until ${formatDayMonthYear(reopenUntil(sr.closedAt))}.`,
    );
  }
  return renderPdf(
    pages.map((texts) => ({ texts })),
    { title: `Service report ${sr.srRef}` },
  );
}
