/** The spec fixes the storage key: a token under `token` marks a signed-in administrator. */
export const TOKEN_STORAGE_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw (privacy mode, disabled cookies); treat that as signed out.
    return null;
  }
}

export function writeStoredToken(token: string): void {
  globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeStoredToken(): void {
  globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
}
