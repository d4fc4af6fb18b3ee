import { PERMISSION_MESSAGES, TEAM_MESSAGES } from '@nail-or-never/shared/schemas';
import { otpCodeAt } from '../../src/features/auth/totp';
import { startTestApp, type TestApp } from '../support/testApp';
import { addPerson, call, personWithRole, signIn, STRONG_PASSWORD } from './teamTestKit';

describe('the team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the first administrator is an owner, and /users/me says so', async () => {
    const me = await call(t, 'GET', '/users/me', t.token);
    expect(me.json()).toMatchObject({ data: { role: 'owner', pendingStep: null } });
  });

  it('a new person must change the temporary password before anything else, with a strong one', async () => {
    const person = await addPerson(t, 'reception');
    const first = await signIn(t, person.username, person.temporaryPassword);
    expect(first.user).toMatchObject({ role: 'reception', pendingStep: 'changePassword' });

    const blocked = await call(t, 'GET', '/bookings?page=1&limit=5', first.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: PERMISSION_MESSAGES.passwordChangeFirst });
    expect((await call(t, 'GET', '/users/me', first.token)).statusCode).toBe(200);

    const wrongCurrent = await call(t, 'PUT', '/account/password', first.token, { currentPassword: 'not it at all', newPassword: STRONG_PASSWORD });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe(TEAM_MESSAGES.currentPasswordWrong);
    const weak = await call(t, 'PUT', '/account/password', first.token, { currentPassword: person.temporaryPassword, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain(TEAM_MESSAGES.passwordTooWeak);

    const changed = await call(t, 'PUT', '/account/password', first.token, { currentPassword: person.temporaryPassword, newPassword: STRONG_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json<{ data: { token: string } }>().data;
    // The old token ended with the change; the answer's token works and nothing is pending now.
    expect((await call(t, 'GET', '/users/me', first.token)).json()).toEqual({ message: 'Invalid token' });
    expect((await call(t, 'GET', '/users/me', token)).json()).toMatchObject({ data: { pendingStep: null } });
    expect((await call(t, 'GET', '/bookings?page=1&limit=5', token)).statusCode).toBe(200);
  });

  it('reception cannot delete a service group or see the team: 403 with a sentence, never 401', async () => {
    const reception = await personWithRole(t, 'reception');
    const team = await call(t, 'GET', '/team', reception.token);
    expect(team.statusCode).toBe(403);
    expect(team.json()).toEqual({ message: PERMISSION_MESSAGES.forbidden });
    const deletion = await call(t, 'DELETE', '/services-parent/1', reception.token);
    expect(deletion.statusCode).toBe(403);
  });

  it('reception issues and redeems gift cards but cannot refund or adjust them', async () => {
    const reception = await personWithRole(t, 'reception');
    const issued = await call(t, 'POST', '/gift-cards', reception.token, { initialValue: 40, expiresOn: null, purchaserName: 'Ana', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '' });
    expect(issued.statusCode).toBe(201);
    const id = issued.json<{ data: { id: number } }>().data.id;
    expect((await call(t, 'POST', `/gift-cards/${id}/transactions`, reception.token, { type: 'redeem', amount: 5, reason: '' })).statusCode).toBe(201);
    const refund = await call(t, 'POST', `/gift-cards/${id}/transactions`, reception.token, { type: 'refund', amount: 5, reason: 'Changed her mind' });
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toEqual({ message: PERMISSION_MESSAGES.giftCardAction });
    expect((await call(t, 'POST', `/gift-cards/${id}/transactions`, t.token, { type: 'refund', amount: 5, reason: 'Changed her mind' })).statusCode).toBe(201);
  });

  it('deactivation ends every session at once with a message that clears the token; reactivation lets them back', async () => {
    const manager = await personWithRole(t, 'manager');
    const second = await signIn(t, manager.username, manager.password);
    const deactivated = await call(t, 'POST', `/team/${manager.id}/deactivate`, t.token);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data.active).toBe(false);
    for (const token of [manager.token, second.token]) {
      const response = await call(t, 'GET', '/users/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid token' });
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username: manager.username, password: manager.password } });
    expect(refused.statusCode).toBe(401);
    expect((await call(t, 'POST', `/team/${manager.id}/reactivate`, t.token)).statusCode).toBe(200);
    await signIn(t, manager.username, manager.password);
  });

  it('one-time codes: enrolment by the QR URI and a real code, then sign-in with a code', async () => {
    const person = await personWithRole(t, 'manager');
    const started = await call(t, 'POST', '/account/otp', person.token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json<{ data: { secret: string; otpauthUri: string } }>().data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const confirmed = await call(t, 'POST', '/account/otp/confirm', person.token, { otp: otpCodeAt(secret, Date.now()) });
    expect(confirmed.statusCode).toBe(200);
    const renewed = confirmed.json<{ data: { token: string } }>().data.token;
    expect((await call(t, 'GET', '/users/me', renewed)).json()).toMatchObject({ data: { otpEnabled: true } });

    const challenge = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username: person.username, password: person.password } });
    expect(challenge.json()).toEqual({ data: { otpRequired: true } });
    // The confirming code was used; the next step's code signs in.
    const withCode = await t.app.inject({ method: 'POST', url: '/api/v1/users/otp', payload: { username: person.username, password: person.password, otp: otpCodeAt(secret, Date.now() + 30_000) } });
    expect(withCode.statusCode).toBe(200);
  });

  it('own sessions are listed and the others can be signed out', async () => {
    const person = await personWithRole(t, 'reception');
    const other = await signIn(t, person.username, person.password);
    const listed = (await call(t, 'GET', '/account/sessions', person.token)).json<{ data: { current: boolean }[] }>().data;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const signedOut = await call(t, 'POST', '/account/sessions/sign-out-others', person.token);
    expect(signedOut.statusCode).toBe(200);
    const token = signedOut.json<{ data: { token: string } }>().data.token;
    expect((await call(t, 'GET', '/users/me', other.token)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/account/sessions', token)).json().data).toHaveLength(1);
  });

  it('a required code blocks everything but setting it up', async () => {
    const person = await personWithRole(t, 'reception');
    expect((await call(t, 'PUT', `/team/${person.id}/otp-required`, t.token, { required: true })).statusCode).toBe(200);
    const blocked = await call(t, 'GET', '/clients?page=1&limit=5', person.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: PERMISSION_MESSAGES.otpSetupFirst });
    expect((await call(t, 'POST', '/account/otp', person.token)).statusCode).toBe(200);
  });
  // Last: one of the two owners ends up a manager.
  it('nobody resets their own password or sets their own code requirement on the team page (409), and stays signed in', async () => {
    const owner = await personWithRole(t, 'owner');
    const me = (await call(t, 'GET', '/users/me', owner.token)).json<{ data: { id: number } }>().data;

    const reset = await call(t, 'POST', `/team/${me.id}/password-reset`, owner.token);
    expect(reset.statusCode).toBe(409);
    expect(reset.json()).toEqual({ message: TEAM_MESSAGES.ownPasswordReset });
    for (const required of [true, false]) {
      const otp = await call(t, 'PUT', `/team/${me.id}/otp-required`, owner.token, { required });
      expect(otp.statusCode).toBe(409);
      expect(otp.json()).toEqual({ message: TEAM_MESSAGES.ownOtpRequirement });
    }
    expect((await call(t, 'GET', '/users/me', owner.token)).json()).toMatchObject({ data: { id: me.id, pendingStep: null } });
    // Someone else's are still theirs to reset and require.
    const other = await addPerson(t, 'reception');
    expect((await call(t, 'POST', `/team/${other.id}/password-reset`, owner.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/team/${other.id}/otp-required`, owner.token, { required: true })).statusCode).toBe(200);
    // The suite's next test needs the first administrator to be the only active owner again.
    expect((await call(t, 'POST', `/team/${me.id}/deactivate`, t.token)).statusCode).toBe(200);
  });

  it('the last active owner cannot be demoted or deactivated (409), nor both owners demoted at once', async () => {
    const me = (await call(t, 'GET', '/users/me', t.token)).json<{ data: { id: number } }>().data;
    const demoted = await call(t, 'PUT', `/team/${me.id}/role`, t.token, { role: 'manager' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({ message: TEAM_MESSAGES.lastOwner });

    const other = await personWithRole(t, 'owner');
    const selfDeactivation = await call(t, 'POST', `/team/${other.id}/deactivate`, other.token);
    expect(selfDeactivation.statusCode).toBe(409);
    // Two owners demote each other at the same moment: exactly one succeeds.
    const answers = await Promise.all([
      call(t, 'PUT', `/team/${me.id}/role`, other.token, { role: 'manager' }),
      call(t, 'PUT', `/team/${other.id}/role`, t.token, { role: 'manager' }),
    ]);
    // The other is refused either by the last-owner rule (both ran side by side) or, when the first
    // had already committed before the second request was checked, because its sender is no longer an owner.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect([409, 403]).toContain(refused?.statusCode);
    expect(refused?.json()).toEqual({ message: refused?.statusCode === 409 ? TEAM_MESSAGES.lastOwner : PERMISSION_MESSAGES.forbidden });
    const team = (await call(t, 'GET', '/team', answers[0].statusCode === 200 ? other.token : t.token)).json<{ data: { role: string; active: boolean }[] }>().data;
    expect(team.filter((person) => person.role === 'owner' && person.active)).toHaveLength(1);
  });
});
