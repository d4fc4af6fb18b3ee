import { issueToken, TokenRejected, VERIFIED_TOKENS_KEPT, verifyToken } from '../../src/features/auth/tokens';

const secret = (text = 'a-test-secret-of-enough-length-0123456789abcdef') => new TextEncoder().encode(text);
const SUBJECT = { id: 7, sessionVersion: 3 };
const TTL = 60 * 60;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TokenRejected) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('a token verified before (remembered by its text)', () => {
  it('gives the same claims the second time', async () => {
    const key = secret();
    const { token, tokenId } = await issueToken(key, SUBJECT, TTL);
    const first = await verifyToken(key, token, TTL);
    const second = await verifyToken(key, token, TTL);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ userId: 7, sessionVersion: 3, tokenId });
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('still expires: a remembered token past its expiry is refused as expired', async () => {
    const key = secret();
    const { token, expiresAt } = await issueToken(key, SUBJECT, 60);
    await verifyToken(key, token, TTL);
    expect(await rejection(verifyToken(key, token, TTL, Date.parse(expiresAt) + 1000))).toBe('Token expired');
  });

  it('is remembered per secret: the same text under another secret is checked again and refused', async () => {
    const key = secret();
    const { token } = await issueToken(key, SUBJECT, TTL);
    await verifyToken(key, token, TTL);
    expect(await rejection(verifyToken(secret('another-secret-of-enough-length-0123456789abcdef'), token, TTL))).toBe('Invalid token');
  });

  it('still honours a shorter maximum lifetime', async () => {
    const key = secret();
    const { token } = await issueToken(key, SUBJECT, TTL);
    await verifyToken(key, token, TTL);
    expect(await rejection(verifyToken(key, token, 60))).toBe('Invalid token');
  });

  it('does not remember a refused token', async () => {
    const key = secret();
    const { token } = await issueToken(key, SUBJECT, TTL);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await rejection(verifyToken(key, tampered, TTL))).toBe('Invalid token');
    expect(await rejection(verifyToken(key, tampered, TTL))).toBe('Invalid token');
  });

  it('keeps only the newest tokens, and checks the signature of a forgotten one again', async () => {
    const key = secret();
    const issued = await Promise.all(Array.from({ length: VERIFIED_TOKENS_KEPT + 1 }, (_, n) => issueToken(key, { id: n + 1, sessionVersion: 1 }, TTL)));
    for (const { token } of issued) await verifyToken(key, token, TTL);
    const [oldest, ...newest] = issued;
    if (!oldest) throw new Error('no token issued');
    // Every HMAC check goes through Web Crypto: counting them tells a remembered token from a checked one.
    const signatureChecks = jest.spyOn(crypto.subtle, 'verify');
    try {
      for (const { token } of newest) await verifyToken(key, token, TTL);
      expect(signatureChecks).not.toHaveBeenCalled();
      expect((await verifyToken(key, oldest.token, TTL)).userId).toBe(1);
      expect(signatureChecks).toHaveBeenCalledTimes(1);
    } finally {
      signatureChecks.mockRestore();
    }
  });
});
