import { enrolOtp } from '../../src/features/auth/administrators';
import { USED_CODE } from '../../src/features/auth/signIn';
import { otpCodeAt } from '../../src/features/auth/totp';
import { postJson } from '../support/authRequests';
import { RACERS, raceWithHeldTable } from '../support/raceGate';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  // Room for every racer under the failed-attempt limit: the limit has its own tests, and a 429 here
  // would hide what this one is about.
  t = await startTestApp({ loginAttemptLimit: RACERS * 2 });
  secret = (await enrolOtp(t.app.db, TEST_ADMIN.username, false)).secret;
});

afterAll(async () => {
  await t.close();
});

describe(`the same one-time code sent ${RACERS} times at once`, () => {
  it('opens exactly one session; every other request is told the code was already used', async () => {
    const code = otpCodeAt(secret, Date.now());

    const answers = await raceWithHeldTable(
      t,
      'users',
      Array.from({ length: RACERS }, () => () => postJson(t.app, '/users/otp', { ...TEST_ADMIN, otp: code })),
    );

    const sessions = answers.filter((answer) => answer.statusCode === 200);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.json()).toMatchObject({ data: { token: expect.any(String) } });
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(RACERS - 1).fill(401));
    for (const answer of refused) expect(answer.json()).toEqual({ message: USED_CODE });
  });
});
