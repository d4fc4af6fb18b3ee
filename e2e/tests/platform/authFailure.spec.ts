import { randomBytes } from 'node:crypto';
import { expectTokenClearedOn401 } from '../../support/authFailure';
import { expect, failedResponse, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';

/** Same header and claims as a real token, signed with a key the server never had. */
function forge(token: string): string {
  const [header, payload] = token.split('.');
  if (header === undefined || payload === undefined) throw new Error('not a JWT');
  return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}

test.describe('a 401 with one of the three messages clears the stored token', () => {
  test('Invalid token: a forged signature', async ({ page, adminToken, consoleErrors }) => {
    consoleErrors.allow(failedResponse(401));
    await presetToken(page, forge(adminToken));
    await expectTokenClearedOn401(page, '/', 'Invalid token');
  });

  test('Invalid token: a token revoked by signing out elsewhere', async ({ page, adminToken, adminServer, request, consoleErrors }) => {
    consoleErrors.allow(failedResponse(401));
    const logout = await request.post(`${adminServer.baseUrl}/api/v1/users/logout`, { headers: { Authorization: `JWT ${adminToken}` } });
    expect(logout.status()).toBe(200);
    await presetToken(page, adminToken);
    await expectTokenClearedOn401(page, '/', 'Invalid token');
  });

  test('Unauthorized: a stored value that is not a token at all', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResponse(401));
    // The header becomes `JWT not a token`, which the API cannot even parse.
    await presetToken(page, 'not a token');
    await expectTokenClearedOn401(page, '/', 'Unauthorized');
  });
});
