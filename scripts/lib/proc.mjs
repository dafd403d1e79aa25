// Spawning children that we can wait on, watch and stop as a group.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { formatLine, pipeLines, tag } from './log.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a long-running child in its own process group.
 * logs: 'inherit-prefixed' (prefixed lines on stdout) or a file path (everything goes there).
 * @returns {{ child, name, exited: Promise<{code:number|null, signal:string|null}>, stop: (ms?:number)=>Promise<void>, logFile?: string }}
 */
export function startProcess({ name, command, args, env, cwd, logs = 'inherit-prefixed' }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: we forward signals ourselves and can kill the whole tree
  });
  let logFile;
  if (logs === 'inherit-prefixed') {
    const prefix = tag(name);
    const out = (line) => process.stdout.write(`${prefix} ${formatLine(line)}\n`);
    pipeLines(child.stdout, out);
    pipeLines(child.stderr, out);
  } else {
    logFile = logs;
    mkdirSync(path.dirname(logFile), { recursive: true });
    const file = createWriteStream(logFile, { flags: 'a' });
    pipeLines(child.stdout, (l) => file.write(formatLine(l) + '\n'));
    pipeLines(child.stderr, (l) => file.write(formatLine(l) + '\n'));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  exited.then(() => (done = true));
  const stop = async (graceMs = 5000) => {
    if (done) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
    if (timedOut) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
    }
  };
  return { child, name, exited, stop, logFile, isRunning: () => !done };
}

/** Polls `url` until it answers 2xx. Rejects on timeout or if `proc` exits first. */
export async function waitForHttp(url, { timeoutMs = 60_000, proc, intervalMs = 50 } = {}) {
  const start = Date.now();
  let exitedWith = null;
  proc?.exited.then((e) => (exitedWith = e));
  let lastErr = '';
  while (Date.now() - start < timeoutMs) {
    if (exitedWith)
      throw new Error(
        `${proc.name} exited (code ${exitedWith.code}, signal ${exitedWith.signal}) before ${url} answered`,
      );
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer().catch(() => {});
      if (res.status >= 200 && res.status < 300) return Date.now() - start;
      lastErr = `status ${res.status}`;
    } catch (err) {
      lastErr = err.cause?.code ?? err.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs} ms (last: ${lastErr})`);
}

/** Runs a command to completion, inheriting stdio. Resolves with the exit code. */
export function run(command, args, { cwd, env, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + 1 : 1)));
  });
}
