import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../../src/cli/adminCommands';
import { verifyPassword } from '../../src/features/auth/passwords';
import { otpCodeAt } from '../../src/features/auth/totp';
import { findUserByUsername } from '../../src/features/auth/userRepository';
import { postJson } from '../support/authRequests';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

interface Captured {
  code: number;
  out: string;
  err: string;
}

describe('administrator CLI commands', () => {
  let t: TestApp;
  const run = async (...argv: string[]): Promise<Captured> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(t.app.db, argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('create-admin with --password creates a user who can sign in', async () => {
    const result = await run('create-admin', 'alice', '--password', 'alice-password-1');
    expect(result).toEqual({ code: 0, out: 'Administrator "alice" created (owner).', err: '' });
    expect((await postJson(t.app, '/users/login', { username: 'alice', password: 'alice-password-1' })).statusCode).toBe(200);
  });

  it('create-admin without a password generates one, prints it once and stores only an argon2id hash', async () => {
    const result = await run('create-admin', 'bob');
    expect(result.code).toBe(0);
    const password = /Generated password \(shown only once\): (\S+)/.exec(result.out)?.[1] ?? '';
    expect(password).toHaveLength(20);
    const user = await findUserByUsername(t.app.db, 'bob');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(password);
    expect((await postJson(t.app, '/users/login', { username: 'bob', password })).statusCode).toBe(200);
  });

  it('refuses a duplicate, a short password and a bad username with a clear message', async () => {
    expect(await run('create-admin', 'alice', '--password', 'another-password')).toEqual({ code: 1, out: '', err: 'An administrator called "alice" already exists.' });
    expect((await run('create-admin', 'carol', '--password', 'short')).err).toBe('The password must have at least 8 characters.');
    expect((await run('create-admin', 'has space', '--password', 'long-enough-1')).err).toMatch(/may only contain/);
    expect(await findUserByUsername(t.app.db, 'carol')).toBeUndefined();
  });

  it('set-password changes the password and refuses unknown users', async () => {
    expect((await run('set-password', 'alice', '--password', 'alice-password-2')).code).toBe(0);
    const user = await findUserByUsername(t.app.db, 'alice');
    expect(await verifyPassword(user?.passwordHash ?? '', 'alice-password-2')).toBe(true);
    expect(await verifyPassword(user?.passwordHash ?? '', 'alice-password-1')).toBe(false);
    expect(await run('set-password', 'nobody', '--password', 'whatever-123')).toEqual({ code: 1, out: '', err: 'There is no administrator called "nobody".' });
  });

  it('enable-otp prints a working otpauth URI and secret; a second enable-otp is refused; reset-otp replaces it', async () => {
    const enabled = await run('enable-otp', 'alice');
    expect(enabled.code).toBe(0);
    const uri = /(otpauth:\/\/totp\/\S+)/.exec(enabled.out)?.[1] ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    expect(uri).toContain('issuer=Nail%20Or%20Never%20Admin');
    expect(enabled.out).toContain(secret.slice(0, 4));
    expect((await postJson(t.app, '/users/login', { username: 'alice', password: 'alice-password-2' })).json()).toEqual({ data: { otpRequired: true } });
    const signIn = await postJson(t.app, '/users/otp', { username: 'alice', password: 'alice-password-2', otp: otpCodeAt(secret, Date.now()) });
    expect(signIn.statusCode).toBe(200);

    expect((await run('enable-otp', 'alice')).err).toMatch(/already on.*reset-otp/);

    const reset = await run('reset-otp', 'alice');
    const newSecret = new URL(/(otpauth:\/\/totp\/\S+)/.exec(reset.out)?.[1] ?? '').searchParams.get('secret');
    expect(newSecret).not.toBe(secret);
    expect((await findUserByUsername(t.app.db, 'alice'))?.otpSecret).toBe(newSecret);
  });

  it('disable-otp turns codes off, and says so when they already are', async () => {
    expect((await run('disable-otp', 'alice')).code).toBe(0);
    expect((await postJson(t.app, '/users/login', { username: 'alice', password: 'alice-password-2' })).json().data.token).toEqual(expect.any(String));
    expect(await run('disable-otp', 'alice')).toEqual({ code: 1, out: '', err: 'One-time codes are already off for "alice".' });
  });

  it('list-admins lists every administrator with their OTP state', async () => {
    const result = await run('list-admins');
    expect(result.code).toBe(0);
    expect(result.out.split('\n').map((line) => line.split('\t').slice(0, 3))).toEqual([
      [TEST_ADMIN.username, 'owner', 'one-time codes off'],
      ['alice', 'owner', 'one-time codes off'],
      ['bob', 'owner', 'one-time codes off'],
    ]);
  });

  it('--role creates and changes roles, and never leaves the salon without an owner', async () => {
    expect(await run('create-admin', 'carol', '--password', 'carol-password-1', '--role', 'reception')).toEqual({ code: 0, out: 'Administrator "carol" created (reception).', err: '' });
    expect(await run('set-role', 'carol', '--role', 'manager')).toEqual({ code: 0, out: '"carol" is now manager.', err: '' });
    expect((await run('set-role', 'carol', '--role', 'boss')).code).not.toBe(0);
    for (const name of [TEST_ADMIN.username, 'alice']) expect((await run('set-role', name, '--role', 'manager')).code).toBe(0);
    expect(await run('set-role', 'bob', '--role', 'manager')).toEqual({ code: 1, out: '', err: 'The salon needs at least one active owner: make someone else an owner first.' });
    expect((await run('set-role', TEST_ADMIN.username, '--role', 'owner')).code).toBe(0);
  });

  it.each([
    [['frob'], 'Unknown command "frob".'],
    [['create-admin'], 'create-admin needs a username.'],
    [['list-admins', 'extra'], 'list-admins takes no username.'],
    [['enable-otp', 'alice', '--password', 'x'], 'enable-otp takes no --password.'],
    [['create-admin', 'a', '--pasword', 'x'], "Unknown option '--pasword'"],
  ])('refuses %j with usage help', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: npm run cli -w api -- <command>');
  });
});

describe('the CLI as a real process', () => {
  const apiDir = path.resolve(__dirname, '..', '..');
  const tsx = path.resolve(apiDir, '..', 'node_modules', '.bin', 'tsx');

  it(`creates an administrator in the server's database (${testDatabaseKind}) and reports unknown users`, async () => {
    const t = await startTestApp();
    try {
      const database = t.app.config.database;
      // The same variables the server reads.
      const env = {
        ...process.env,
        DATA_DIR: t.dataDir,
        ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : { DATABASE_URL: '', SQLITE_FILE: database.file }),
      };
      const created = await promisify(execFile)(tsx, ['src/cli.ts', 'create-admin', 'dora', '--password', 'dora-password-1'], { cwd: apiDir, env });
      expect(created.stdout).toContain('Administrator "dora" created (owner).');
      expect((await postJson(t.app, '/users/login', { username: 'dora', password: 'dora-password-1' })).statusCode).toBe(200);

      const unknown = await promisify(execFile)(tsx, ['src/cli.ts', 'disable-otp', 'nobody'], { cwd: apiDir, env }).catch((error: { code: number; stderr: string }) => error);
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no administrator called "nobody".') });
    } finally {
      await t.close();
    }
  }, 30_000);
});
