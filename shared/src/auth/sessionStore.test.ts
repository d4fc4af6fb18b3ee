import { sessionStore } from './sessionStore';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

describe('sessionStore', () => {
  it('keeps the token in localStorage under "token"', () => {
    sessionStore.getState().signIn('t-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t-1');
    expect(TOKEN_STORAGE_KEY).toBe('token');
    sessionStore.getState().signOut();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('follows another tab signing in and out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(sessionStore.getState().token).toBe('from-other-tab');
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(sessionStore.getState().token).toBeNull();
  });
});
