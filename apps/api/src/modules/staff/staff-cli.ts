import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Db, StaffListing } from '@kavach/db';
import { AppError } from '../../lib/http-errors';
import { addStaff, changeStaffPassword, disableStaff, listStaff } from './staff-accounts';

export const STAFF_USAGE = `Usage: npm run staff -- <command> [options]

  add --username <u> --name "<display name>" [--permission <p>]... [--team <t>]...
      A new staff user. Without --permission the user is a sales agent
      ('website|web_pages|link_generation' — quote it, | is a shell pipe).
  passwd --username <u>    A new password; ends the user's sessions.
  disable --username <u>   No more sign-ins; ends the user's sessions.
  list                     Every staff user (no password hashes).

The password of add and passwd comes from STAFF_PASSWORD or stdin (asked twice, hidden, on a
terminal) — never from the command line. Database: DATABASE_URL, else PGlite in PGLITE_DIR
(default .data/pglite; stop the API first, PGlite serves one process at a time).
`;

export interface StaffCliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** STAFF_PASSWORD (env.ts loadStaffCliConfig), if set. */
  passwordFromEnv: string | undefined;
  now: () => Date;
}

/** A wrong command line: usage is printed, exit code 2. */
class UsageError extends Error {}

const OPTIONS = {
  username: { type: 'string' },
  name: { type: 'string' },
  permission: { type: 'string', multiple: true },
  team: { type: 'string', multiple: true },
  password: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * `npm run staff -- …`. `openDb` gives the migrated database, opened only once the command line is
 * understood (a usage error never touches it). Exit code: 0 done, 1 refused, 2 usage.
 */
export async function runStaffCli(
  argv: readonly string[],
  openDb: () => Promise<Db>,
  io: StaffCliIo,
): Promise<number> {
  try {
    const { values, positionals } = parse(argv);
    const [command, ...extra] = positionals;
    if (values.help || !command) {
      io.stdout.write(STAFF_USAGE);
      return command || values.help ? 0 : 2;
    }
    if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
    if (values.password !== undefined)
      throw new UsageError(
        'Passwords are not taken on the command line (shell history, process list): ' +
          'set STAFF_PASSWORD or pipe the password on stdin.',
      );
    const username = () => values.username ?? fail('--username is required.');
    if (!['add', 'passwd', 'disable', 'list'].includes(command))
      throw new UsageError(`Unknown command "${command}".`);
    if (command !== 'list') username();
    if (command === 'add' && values.name === undefined) fail('--name is required.');
    const db = await openDb();
    switch (command) {
      case 'add': {
        const input = { username: username(), displayName: values.name ?? fail('--name is required.') };
        const row = await addStaff(
          db,
          {
            ...input,
            password: () => readPassword(io),
            ...(values.permission ? { permissions: values.permission } : {}),
            ...(values.team ? { teams: values.team } : {}),
          },
          io.now(),
        );
        io.stdout.write(
          `Added staff user "${row.username}" (${row.displayName}); permissions: ` +
            `${row.permissions.join(', ') || 'none'}; teams: ${row.teams.join(', ') || 'none'}.\n`,
        );
        return 0;
      }
      case 'passwd': {
        const name = username();
        const done = await changeStaffPassword(db, name, () => readPassword(io));
        io.stdout.write(
          `Changed the password of "${done.username}"; ended ${sessions(done.endedSessions)}.` +
            (done.active ? '\n' : ' The account is disabled.\n'),
        );
        return 0;
      }
      case 'disable': {
        const done = await disableStaff(db, username());
        io.stdout.write(
          `${done.wasActive ? 'Disabled' : 'Already disabled:'} "${done.username}"; ended ${sessions(done.endedSessions)}.\n`,
        );
        return 0;
      }
      default:
        io.stdout.write(table(await listStaff(db)));
        return 0;
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`${err.message}\n\n${STAFF_USAGE}`);
      return 2;
    }
    if (err instanceof AppError) {
      io.stderr.write(`${err.message} (${err.errorCode})\n`);
      return 1;
    }
    throw err;
  }
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

function fail(message: string): never {
  throw new UsageError(message);
}

const sessions = (n: number) => `${n} session${n === 1 ? '' : 's'}`;

/** STAFF_PASSWORD, else stdin: asked twice without echo on a terminal, else its first line. */
async function readPassword(io: StaffCliIo): Promise<string> {
  if (io.passwordFromEnv !== undefined) return io.passwordFromEnv;
  if (io.stdin.isTTY) {
    const first = await askHidden(io, 'New password: ');
    if ((await askHidden(io, 'Repeat it: ')) !== first)
      throw new AppError(400, 'PASSWORDS_DIFFER', 'The two passwords differ; nothing changed.');
    return first;
  }
  let data = '';
  for await (const chunk of io.stdin) data += chunk.toString();
  const line = data.split(/\r?\n/)[0] ?? '';
  if (!line)
    throw new AppError(400, 'PASSWORD_MISSING', 'No password: set STAFF_PASSWORD or pipe it on stdin.');
  return line;
}

function askHidden(io: StaffCliIo, question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: io.stdin, output: muted, terminal: true });
  io.stderr.write(question);
  return new Promise<string>((resolve, reject) => {
    rl.on('SIGINT', () => {
      rl.close();
      reject(new AppError(400, 'CANCELLED', 'Cancelled; nothing changed.'));
    });
    rl.question('', (answer) => {
      rl.close();
      io.stderr.write('\n');
      resolve(answer);
    });
  });
}

function table(rows: StaffListing[]): string {
  const lines = [
    ['USERNAME', 'ACTIVE', 'NAME', 'PERMISSIONS', 'TEAMS', 'CREATED'],
    ...rows.map((r) => [
      r.username,
      r.active ? 'yes' : 'no',
      r.displayName,
      r.permissions.join(',') || '-',
      r.teams.join(',') || '-',
      r.createdAt.toISOString().slice(0, 10),
    ]),
  ];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return (
    lines
      .map((l) =>
        l
          .map((c, i) => c.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
