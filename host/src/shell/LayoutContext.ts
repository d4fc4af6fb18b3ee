import { createContext, useContext } from 'react';
import type { LayoutState } from './layoutState';

export interface LayoutContextValue {
  state: LayoutState;
  menuVisible: boolean;
  toggleMenu: () => void;
  toggleProfileSidebar: () => void;
  showConfig: () => void;
  hideConfig: () => void;
}

/** The shell's UI state for its leaf components; only AppLayout provides it and wires listeners. */
export const LayoutContext = createContext<LayoutContextValue | null>(null);

export function useLayoutContext(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayoutContext must be used inside <AppLayout>.');
  return value;
}
