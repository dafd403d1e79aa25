import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger whose every line is kept in memory, to grep for secrets (docs/product/security-tests.md#t4-9, docs/product/security-tests.md#t13-2). */
export function captureLog(level: pino.LevelWithSilent = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream, level, logger: pino({ level }, stream) };
}
