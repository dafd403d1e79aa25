// Load generation in a child process pinned to core 1 (the server under test is on 0): autocannon
// for the most a server can take (`-c N`), an evenly paced open-loop generator for the p99 at a
// fixed rate (`overallRate`; decision 036: autocannon sends each second's quota in one burst).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const AUTOCANNON = fileURLToPath(new URL('./autocannon-child.mjs', import.meta.url));
const PACED = fileURLToPath(new URL('./paced-child.mjs', import.meta.url));
export const LOAD_CPU = 1;
export const SERVER_CPU = 0;

/**
 * One measurement: at a fixed rate when `opts.overallRate` is set (paced-child.mjs), else as fast
 * as `opts.connections` connections go (autocannon).
 * @returns {Promise<{rps:number,p50:number,p99:number,errors:number,timeouts:number,non2xx:number,total:number}>}
 */
export function loadRun(opts) {
  const script = opts.overallRate ? PACED : AUTOCANNON;
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', String(LOAD_CPU), process.execPath, script, JSON.stringify(opts)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch (err) {
        reject(new Error(`load generator output unreadable: ${err.message}: ${out.slice(0, 200)}`));
      }
    });
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Interleaved measurement: one warm-up per target, then `runs` rounds that each run every target
 * once, so drift on the shared machine hits all targets alike. Returns the median of each field.
 * targets: [{ key, opts }] (opts = load options without duration; `overallRate` makes it a paced fixed-rate run).
 */
export async function interleaved(targets, { warmup, duration, runs, log }) {
  for (const t of targets) {
    log?.(`warm-up ${t.key} (${warmup} s)`);
    await loadRun({ ...t.opts, duration: warmup });
  }
  const samples = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let r = 1; r <= runs; r++) {
    for (const t of targets) {
      const res = await loadRun({ ...t.opts, duration });
      samples[t.key].push(res);
      log?.(
        `run ${r}/${runs} ${t.key}: ${res.rps.toFixed(0)} req/s, p99 ${res.p99} ms, errors ${res.errors}, non-2xx ${res.non2xx}`,
      );
    }
  }
  const out = {};
  for (const [key, xs] of Object.entries(samples)) {
    out[key] = {
      rps: median(xs.map((x) => x.rps)),
      p50: median(xs.map((x) => x.p50)),
      p99: median(xs.map((x) => x.p99)),
      errors: xs.reduce((a, x) => a + x.errors + x.timeouts, 0),
      non2xx: xs.reduce((a, x) => a + x.non2xx, 0),
      runs: xs,
    };
  }
  return out;
}
