import { createStore, useStore } from 'zustand';

export interface LoadingState {
  isLoading: boolean;
  showLoading: () => void;
  hideLoading: () => void;
}

/** The full-page spinner's flag. The spec turns it on and off by explicit actions only. */
export const loadingStore = createStore<LoadingState>()((set) => ({
  isLoading: false,
  showLoading: () => set({ isLoading: true }),
  hideLoading: () => set({ isLoading: false }),
}));

export function useLoading<T>(selector: (state: LoadingState) => T): T {
  return useStore(loadingStore, selector);
}
