import { enrolOtp } from '../../src/features/auth/administrators';
import { otpCodeAt } from '../../src/features/auth/totp';
import { postJson } from '../support/authRequests';
import { codesValidNowhere } from '../support/otpCodes';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

const BURST = 100;
const LIMIT = 5;

/** Status code -> how many answers had it. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('the failed sign-in limit under a burst of concurrent guesses', () => {
  let t: TestApp;
  beforeEach(async () => {
    // The address allows four times the user limit: keep it out of the way so the user key decides.
    t = await startTestApp({ loginAttemptLimit: LIMIT, loginWindowMs: 60_000 });
  });
  afterEach(async () => {
    await t.close();
  });

  it(`checks only ${LIMIT} of ${BURST} concurrent wrong passwords, and the right one after them is refused`, async () => {
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) => postJson(t.app, '/users/login', { username: TEST_ADMIN.username, password: `wrong ${i}` })),
    );
    expect(tally(burst.map((response) => response.statusCode))).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
    expect((await postJson(t.app, '/users/login', TEST_ADMIN)).statusCode).toBe(429);
  });

  it(`lets only ${LIMIT} of ${BURST} concurrent wrong one-time codes be checked`, async () => {
    const { secret } = await enrolOtp(t.app.db, TEST_ADMIN.username, false);
    const codes = codesValidNowhere(secret, BURST);
    const burst = await Promise.all(codes.map((otp) => postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp })));
    expect(tally(burst.map((response) => response.statusCode))).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
    expect((await postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: otpCodeAt(secret, Date.now()) })).statusCode).toBe(429);
  });
});
