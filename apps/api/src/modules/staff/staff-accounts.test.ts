import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { sessions, staffUsers } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { freshIp } from '../../../test/support/otp-testing';
import { runCli } from '../../../test/support/staff-test-io';

const PASSWORD = 'marigold-tiffin-93';

describe.each(DB_KINDS)('issue 3 item 2: npm run staff — provisioning agents (%s)', (kind) => {
  let f: Fixture;
  let n = 0;
  const fresh = () => `agent.${kind}.${++n}`;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const cli = (argv: string[], input?: Parameters<typeof runCli>[2]) => runCli(f.handle.db, argv, input);
  const signIn = async (username: string, password: string) => {
    const c = await client(f);
    const res = await c.call(
      'POST',
      '/v3/staff/login',
      { username, password },
      { 'x-forwarded-for': freshIp() },
    );
    const cookie = res.cookies.find((x) => x.name === '__Host-session_id');
    return { res, cookie: cookie ? `__Host-session_id=${cookie.value}` : null };
  };
  const profileOf = async (cookie: string) =>
    (await f.app.inject({ method: 'GET', url: '/auth/set_csrf', headers: { cookie } })).json().user_profile;
  const row = async (username: string) =>
    (await f.handle.db.select().from(staffUsers).where(eq(staffUsers.username, username)))[0];

  it('add: the new agent signs in through POST /v3/staff/login with its profile (argon2id hash stored)', async () => {
    const username = fresh();
    const run = await cli(
      ['add', '--username', username.toUpperCase(), '--name', 'Meera Shah', '--team', 'tele-sales-pune'],
      { env: PASSWORD },
    );
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(`Added staff user "${username}" (Meera Shah)`);
    expect((await row(username))!.passwordHash).toMatch(/^\$argon2id\$/);
    const { res } = await signIn(username, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_profile: {
        username,
        permissions: ['website|web_pages|link_generation'],
        teams: ['tele-sales-pune'],
      },
      display_name: 'Meera Shah',
    });
  });

  it('decision 084: a staff hash made with older argon2 settings is replaced at the next sign-in', async () => {
    const username = fresh();
    expect((await cli(['add', '--username', username, '--name', 'Ravi Iyer'], { env: PASSWORD })).code).toBe(
      0,
    );
    const old = await hash(PASSWORD, { algorithm: 2, memoryCost: 32_768, timeCost: 16, parallelism: 1 });
    await f.handle.db.update(staffUsers).set({ passwordHash: old }).where(eq(staffUsers.username, username));
    expect((await signIn(username, PASSWORD)).res.statusCode).toBe(200);
    expect((await row(username))!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=32768,t=20,p=1\$/);
    expect((await signIn(username, PASSWORD)).res.statusCode).toBe(200);
  });

  it('add: the password may be piped on stdin (first line), or typed twice on a terminal without echo', async () => {
    const piped = fresh();
    expect(
      (await cli(['add', '--username', piped, '--name', 'P'], { stdin: `${PASSWORD}\nignored\n` })).code,
    ).toBe(0);
    expect((await signIn(piped, PASSWORD)).res.statusCode).toBe(200);
    const typed = fresh();
    const run = await cli(['add', '--username', typed, '--name', 'T'], { tty: [PASSWORD, PASSWORD] });
    expect(run.code).toBe(0);
    expect(run.err).toBe('New password: \nRepeat it: \n');
    expect(run.out + run.err).not.toContain(PASSWORD);
    expect((await signIn(typed, PASSWORD)).res.statusCode).toBe(200);
    const differ = await cli(['add', '--username', fresh(), '--name', 'D'], {
      tty: [PASSWORD, 'something-else-1'],
    });
    expect(differ).toMatchObject({ code: 1 });
    expect(differ.err).toContain('The two passwords differ; nothing changed.');
    const none = await cli(['add', '--username', fresh(), '--name', 'N'], { stdin: '' });
    expect(none.code).toBe(1);
    expect(none.err).toContain('No password: set STAFF_PASSWORD or pipe it on stdin. (PASSWORD_MISSING)');
  });

  it('add: a duplicate username (any case) is refused with a clear message and exit code 1', async () => {
    const username = fresh();
    expect((await cli(['add', '--username', username, '--name', 'First'], { env: PASSWORD })).code).toBe(0);
    const again = await cli(['add', '--username', ` ${username.toUpperCase()} `, '--name', 'Second'], {
      env: 'another-fine-pass-7',
    });
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toBe(`A staff user named "${username}" already exists. (STAFF_USERNAME_TAKEN)\n`);
    expect((await row(username))!.displayName).toBe('First');
  });

  it.each([
    ['short1', 'PASSWORD_TOO_SHORT', 'Use at least 8 characters for your password.'],
    ['password', 'PASSWORD_TOO_COMMON', 'This password is too common and easy to guess.'],
    ['x'.repeat(257), 'PASSWORD_TOO_LONG', 'Use at most 256 characters for your password.'],
  ])(
    'add/passwd: T5.1 — the API password rule refuses %j (%s); nothing is written',
    async (bad, code, message) => {
      const username = fresh();
      const add = await cli(['add', '--username', username, '--name', 'X'], { env: bad });
      expect(add.code).toBe(1);
      expect(add.err).toContain(message);
      expect(add.err).toContain(code);
      expect(await row(username)).toBeUndefined();
      await cli(['add', '--username', username, '--name', 'X'], { env: PASSWORD });
      const before = (await row(username))!.passwordHash;
      expect((await cli(['passwd', '--username', username], { env: bad })).code).toBe(1);
      expect((await row(username))!.passwordHash).toBe(before);
    },
  );

  it('usage errors exit 2 without opening the database; a password on the command line is refused', async () => {
    for (const argv of [
      ['add', '--username', fresh(), '--name', 'X', '--password', PASSWORD],
      [`--password=${PASSWORD}`, 'add', '--username', fresh(), '--name', 'X'],
      ['add', '--name', 'X'],
      ['add', '--username', fresh()],
      ['passwd'],
      ['remove', '--username', 'x'],
      ['list', '--colour'],
      ['list', 'extra'],
      [],
    ]) {
      const run = await cli(argv, { env: PASSWORD });
      expect(run, argv.join(' ')).toMatchObject({ code: 2, opened: false });
      expect(run.err + run.out).toContain('Usage: npm run staff -- <command>');
    }
    const argvPassword = await cli(['add', '--username', fresh(), '--name', 'X', '--password', PASSWORD]);
    expect(argvPassword.err).toContain('Passwords are not taken on the command line');
    expect((await cli(['--help'])).code).toBe(0);
  });

  it('add: bad usernames, names, permissions and teams are refused (exit 1)', async () => {
    const cases: Array<[string[], string]> = [
      [['--username', 'bad name!', '--name', 'X'], 'STAFF_USERNAME_INVALID'],
      [['--username', 'x'.repeat(65), '--name', 'X'], 'STAFF_USERNAME_INVALID'],
      [['--username', fresh(), '--name', '  '], 'STAFF_NAME_INVALID'],
      [
        ['--username', fresh(), '--name', 'X', '--permission', 'website | web_pages'],
        'STAFF_PERMISSION_INVALID',
      ],
      [['--username', fresh(), '--name', 'X', '--team', 'tele sales'], 'STAFF_TEAM_INVALID'],
    ];
    for (const [args, code] of cases) {
      const run = await cli(['add', ...args], { env: PASSWORD });
      expect(run.code, code).toBe(1);
      expect(run.err).toContain(code);
    }
    const viewer = fresh();
    const ok = await cli(
      [
        'add',
        '--username',
        viewer,
        '--name',
        'V',
        '--permission',
        'website|web_pages|view',
        '--permission',
        'website|web_pages|view',
      ],
      { env: PASSWORD },
    );
    expect(ok.code).toBe(0);
    expect((await row(viewer))!.permissions).toEqual(['website|web_pages|view']);
  });

  it('passwd: the old password stops working, the new one works, and the signed-in session ends (T2.5)', async () => {
    const username = fresh();
    await cli(['add', '--username', username, '--name', 'X'], { env: PASSWORD });
    const { cookie } = await signIn(username, PASSWORD);
    expect((await profileOf(cookie!))?.username).toBe(username);
    const run = await cli(['passwd', '--username', username], { stdin: 'brand-new-secret-5\n' });
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toBe(`Changed the password of "${username}"; ended 1 session.\n`);
    expect(await profileOf(cookie!)).toBeNull();
    expect((await signIn(username, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(username, 'brand-new-secret-5')).res.statusCode).toBe(200);
    const unknown = await cli(['passwd', '--username', 'no.such.agent'], { env: PASSWORD });
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.err).toContain('There is no staff user named "no.such.agent". (STAFF_NOT_FOUND)');
  });

  it('disable: the agent cannot sign in any more (401) and its session ends; the row stays', async () => {
    const username = fresh();
    await cli(['add', '--username', username, '--name', 'X'], { env: PASSWORD });
    const { cookie } = await signIn(username, PASSWORD);
    const run = await cli(['disable', '--username', username]);
    expect(run).toMatchObject({ code: 0, out: `Disabled "${username}"; ended 1 session.\n` });
    expect(await profileOf(cookie!)).toBeNull();
    const id = (await row(username))!.id;
    expect(await f.handle.db.select().from(sessions).where(eq(sessions.staffUserId, id))).toEqual([]);
    const refused = (await signIn(username, PASSWORD)).res;
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error_code).toBe('STAFF_LOGIN_FAILED');
    expect((await row(username))!.active).toBe(false);
    expect((await cli(['disable', '--username', username])).out).toContain(`Already disabled: "${username}"`);
  });

  it('list: every staff user with status, permissions and teams — never a password hash', async () => {
    const active = fresh();
    const off = fresh();
    await cli(['add', '--username', active, '--name', 'Listed Agent', '--team', 'tele-sales-delhi'], {
      env: PASSWORD,
    });
    await cli(['add', '--username', off, '--name', 'Gone'], { env: PASSWORD });
    await cli(['disable', '--username', off]);
    const run = await cli(['list']);
    expect(run.code).toBe(0);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^USERNAME\s+ACTIVE\s+NAME\s+PERMISSIONS\s+TEAMS\s+CREATED$/);
    expect(lines.find((l) => l.startsWith(`${active} `))).toMatch(
      /\s+yes\s+Listed Agent\s+website\|web_pages\|link_generation\s+tele-sales-delhi\s+2026-11-21$/,
    );
    expect(lines.find((l) => l.startsWith(`${off} `))).toMatch(/\s+no\s+Gone\s/);
    expect(run.out).not.toContain('$argon2');
    expect(run.out).not.toContain(PASSWORD);
  });
});
