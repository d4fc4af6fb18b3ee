import { createStore, useStore } from 'zustand';
import { readStoredToken, removeStoredToken, TOKEN_STORAGE_KEY, writeStoredToken } from './tokenStorage';

export interface SessionState {
  token: string | null;
  signIn: (token: string) => void;
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
  signIn: (token) => {
    writeStoredToken(token);
    set({ token });
  },
  signOut: () => {
    removeStoredToken();
    set({ token: null });
  },
}));

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
      sessionStore.setState({ token: readStoredToken() });
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useIsSignedIn = (): boolean => useSession((state) => state.token !== null);
