// Readable, prefixed log lines for child processes. Pino JSON lines are shortened to
// "time LEVEL msg (method url → status in ms)"; everything else passes through.
import readline from 'node:readline';

const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const COLORS = { api: 36, web: 35, build: 33, kavach: 32, bench: 34, e2e: 32 };
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export function tag(name) {
  const label = `[${name}]`.padEnd(7);
  return tty ? `\x1b[${COLORS[name] ?? 37}m${label}\x1b[0m` : label;
}

export function say(name, msg) {
  process.stdout.write(`${tag(name)} ${msg}\n`);
}

export function formatLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const o = JSON.parse(line);
    if (typeof o.msg !== 'string') return line;
    const time = o.time != null ? new Date(o.time).toISOString().slice(11, 19) : '';
    const level = LEVELS[o.level] ?? String(o.level ?? '');
    let extra = '';
    if (o.req?.method) extra = ` (${o.req.method} ${o.req.url})`;
    else if (o.res?.statusCode)
      extra = ` (→ ${o.res.statusCode}${o.responseTime ? ` in ${o.responseTime.toFixed(1)} ms` : ''})`;
    const err = o.err?.stack ? `\n${o.err.stack}` : o.err?.message ? ` ${o.err.message}` : '';
    return `${time} ${level.padEnd(5)} ${o.msg}${extra}${err}`;
  } catch {
    return line;
  }
}

/** Pipes a readable stream line by line to `write(line)`. */
export function pipeLines(stream, write) {
  const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
  rl.on('line', write);
  return rl;
}
