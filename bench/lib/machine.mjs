// Machine facts recorded with every result.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Next is a dependency of the web app only (it may not be hoisted to the root node_modules). */
const requireFromWeb = createRequire(new URL('../../apps/web/package.json', import.meta.url));
const tryRun = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

export function machineFacts(chromePath) {
  let cpuModel = os.cpus()[0]?.model ?? null;
  try {
    cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpuModel;
  } catch {
    /* not linux */
  }
  return {
    date: new Date().toISOString(),
    nproc: Number(tryRun('nproc', [])) || os.availableParallelism(),
    cpuModel,
    memTotalMB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    chromium: chromePath ? tryRun(chromePath, ['--version']) : null,
    chromiumPath: chromePath,
    lighthouse: require('lighthouse/package.json').version,
    next: requireFromWeb('next/package.json').version,
    autocannon: require('autocannon/package.json').version,
    gitCommit: tryRun('git', ['rev-parse', 'HEAD']),
    gitDirty: Boolean(tryRun('git', ['status', '--porcelain'])),
  };
}
