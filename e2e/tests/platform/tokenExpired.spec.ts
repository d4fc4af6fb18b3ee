import { expectTokenClearedOn401 } from '../../support/authFailure';
import { expect, failedResponse, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';

// A server of its own whose tokens live one second, so "Token expired" is the real thing.
test.use({ adminServerEnv: { TOKEN_TTL_SECONDS: '1' } });

test('Token expired: an expired token is cleared and the admin is sent to sign in', async ({ page, adminToken, adminServer, request, consoleErrors }) => {
  consoleErrors.allow(failedResponse(401));
  await expect
    .poll(
      async () => {
        const me = await request.get(`${adminServer.baseUrl}/api/v1/users/me`, { headers: { Authorization: `JWT ${adminToken}` } });
        return me.status() === 401 ? ((await me.json()) as { message: string }).message : `still valid (${me.status()})`;
      },
      { message: 'the token expires', timeout: 10_000, intervals: [250] },
    )
    .toBe('Token expired');

  await presetToken(page, adminToken);
  await expectTokenClearedOn401(page, '/', 'Token expired');
});
