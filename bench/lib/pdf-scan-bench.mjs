// docs/product/security-tests.md#t11-1 (security-test-plan.md): the PDF active-content scan has no quadratic path. A 5 MB PDF of
// nothing but names and comments (the lexer's worst case) must be scanned in under 3 s. Measured
// here, not asserted in a unit test (tests prove the outcome: such a file is accepted as a PDF).
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../../scripts/lib/repo.mjs';
import { row } from './report.mjs';

const MAX_BYTES = 5 * 1024 * 1024;

/** inspectUpload from the API source, bundled in memory (the API build is one server bundle). */
async function loadInspect() {
  const out = await build({
    entryPoints: [path.join(ROOT, 'apps/api/src/lib/documents/inspect.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  // eslint-disable-next-line no-unsanitized/method -- our own source, bundled just above
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export async function pdfScanRow(db) {
  const name = 'T11.1: scan of a 5 MB PDF of names and comments (no quadratic path)';
  try {
    const { inspectUpload } = await loadInspect();
    const header = Buffer.from('%PDF-1.4\n');
    const pdf = Buffer.concat([header, Buffer.from('/a%\n'.repeat((MAX_BYTES - header.length) / 4))]);
    const started = performance.now();
    const kind = inspectUpload(pdf, 'x.pdf').kind;
    const ms = Math.round(performance.now() - started);
    if (kind !== 'pdf') throw new Error(`scanned as ${kind}`);
    return row(db, 'Uploads', name, ms, 'ms', { op: '<=', value: 3000, text: '< 3 s' });
  } catch (err) {
    return row(db, 'Uploads', `${name}: failed: ${err.message}`, null, '', null);
  }
}
