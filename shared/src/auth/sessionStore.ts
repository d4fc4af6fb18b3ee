import { createStore, useStore } from 'zustand';
import type { Role } from '../schemas/roles';
import { readStoredToken, removeStoredToken, TOKEN_STORAGE_KEY, writeStoredToken } from './tokenStorage';

export interface SessionState {
  token: string | null;
  /**
   * The signed-in person's role, as `GET /users/me` answered it; null until it has answered. Only
   * what the pages offer follows it: the API checks every call itself (a 403, never a sign-out).
   */
  role: Role | null;
  signIn: (token: string) => void;
  /** A fresh token for the same person (the API renews it after a password or one-time-code change): the role stays. */
  renewToken: (token: string) => void;
  setRole: (role: Role) => void;
  signOut: () => void;
}

/**
 * The one token store of the whole admin. It lives in the federated singleton `shared`
 * package, so host and remotes see the same session; a second copy would be a security bug.
 * localStorage stays the source of truth (the spec keys the session on it), the store mirrors it
 * so React re-renders when it changes.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  token: readStoredToken(),
  role: null,
  signIn: (token) => {
    writeStoredToken(token);
    set({ token, role: null });
  },
  renewToken: (token) => {
    writeStoredToken(token);
    set({ token });
  },
  setRole: (role) => set({ role }),
  signOut: () => {
    removeStoredToken();
    set({ token: null, role: null });
  },
}));

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
      // Another person may have signed in there: the role is read again.
      sessionStore.setState({ token: readStoredToken(), role: null });
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useIsSignedIn = (): boolean => useSession((state) => state.token !== null);
