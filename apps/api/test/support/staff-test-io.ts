import { PassThrough, Readable } from 'node:stream';
import type { Db } from '@kavach/db';
import { runStaffCli, type StaffCliIo } from '../../src/modules/staff/staff-cli';
import { TEST_START } from './test-seed';

/** What one run of the staff command printed, its exit code, and whether it opened the database. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
  opened: boolean;
}

/**
 * Runs `npm run staff -- …` in-process on a test database, the password coming from STAFF_PASSWORD
 * (`env`), piped stdin (`stdin`) or a terminal (`tty`: one line typed after each prompt).
 */
export async function runCli(
  db: Db,
  argv: string[],
  input: { env?: string; stdin?: string; tty?: string[] } = {},
): Promise<CliRun> {
  const run: CliRun = { code: -1, out: '', err: '', opened: false };
  const typed = [...(input.tty ?? [])];
  const terminal = Object.assign(new PassThrough(), { isTTY: true });
  const io: StaffCliIo = {
    stdin: input.tty ? terminal : Readable.from(input.stdin === undefined ? [] : [input.stdin]),
    stdout: { write: (text: string) => (run.out += text) },
    stderr: {
      write: (text: string) => {
        run.err += text;
        // A person at the terminal types the next line once a prompt appears.
        if (input.tty && text.endsWith(': ')) setTimeout(() => terminal.write(`${typed.shift() ?? ''}\r`), 5);
      },
    },
    passwordFromEnv: input.env,
    now: () => TEST_START,
  };
  run.code = await runStaffCli(
    argv,
    async () => {
      run.opened = true;
      return db;
    },
    io,
  );
  return run;
}
