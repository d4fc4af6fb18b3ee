import { enrolOtp } from '../../src/features/auth/administrators';
import { otpCodeAt } from '../../src/features/auth/totp';
import { getMe, postJson } from '../support/authRequests';
import { codesValidNowhere, OTP_STEP_MS as STEP_MS } from '../support/otpCodes';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

describe('sign-in with a one-time code', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await startTestApp();
    secret = (await enrolOtp(t.app.db, TEST_ADMIN.username, false)).secret;
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for a code after the right password, without a token', async () => {
    const response = await postJson(t.app, '/users/login', TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { otpRequired: true } });
  });

  it('still says "Incorrect username or password." for a wrong password', async () => {
    const response = await postJson(t.app, '/users/login', { ...TEST_ADMIN, password: 'wrong password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
  });

  it('checks the password again on the code step', async () => {
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, password: 'wrong password', otp: otpCodeAt(secret, Date.now()) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
  });

  it('refuses a wrong code with 401 and a clear message', async () => {
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: codesValidNowhere(secret)[0] });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^That code is not valid\./);
  });

  it('refuses an expired code (five minutes old)', async () => {
    const old = otpCodeAt(secret, Date.now() - 5 * 60_000);
    const stillValid = [-1, 0, 1].some((step) => otpCodeAt(secret, Date.now() + step * STEP_MS) === old);
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: old });
    expect(response.statusCode).toBe(stillValid ? 200 : 401);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('refuses the malformed code "%s" with 400', async (otp) => {
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ otp: 'Enter the 6-digit code from your authenticator app.' });
  });

  it('accepts the right code once, then refuses it as used', async () => {
    const code = otpCodeAt(secret, Date.now());
    const first = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: code });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toEqual({ token: expect.any(String), expiresAt: expect.any(String), user: { id: expect.any(Number), username: 'admin', name: 'admin', role: 'owner', pendingStep: null } });
    const me = await getMe(t.app, { authorization: `JWT ${data.token}` });
    expect(me.json().data.otpEnabled).toBe(true);

    const replay = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/^That code is not valid.*already used/);
  });

  it('refuses the code of an earlier step once a later one was used', async () => {
    const previous = otpCodeAt(secret, Date.now() - STEP_MS);
    const current = otpCodeAt(secret, Date.now());
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: previous });
    // The step of `current` was used by the test above, so its predecessor is refused too (and a
    // previous code that happens to equal the current one is a replay of that used step).
    expect(previous).toMatch(/^\d{6}$/);
    expect(current).toMatch(/^\d{6}$/);
    expect(response.statusCode).toBe(401);
  });
});

describe('the code step for an account without one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 with a clear message once the password is right', async () => {
    const response = await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not turned on/);
  });
});
