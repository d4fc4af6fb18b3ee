import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { SettingsVariant } from './settingsVariant';
import { useApplyLayoutConfig } from './useApplyLayoutConfig';

export type { SettingsVariant };

// The panel's controls load on first open: the sign-in page stays light until someone asks.
const SettingsSidebar = lazy(() => import('./SettingsSidebar'));

export interface SettingsPanelProps {
  visible: boolean;
  onHide: () => void;
  /** "simple" (the sign-in page) hides scale, menu type and input style. */
  variant?: SettingsVariant;
  /** Where focus goes back when the panel closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Where focus goes instead when that button is hidden by then (the phone's closed drop-down). */
  fallbackFocusTo?: RefObject<HTMLElement | null>;
}

function isShown(element: HTMLElement): boolean {
  // jsdom has no layout (and no checkVisibility): treat elements as shown there.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/** The right-hand settings panel, and the hook that keeps the saved config in effect. */
export function SettingsPanel({ visible, onHide, variant = 'full', returnFocusTo, fallbackFocusTo }: SettingsPanelProps) {
  useApplyLayoutConfig();
  const [requested, setRequested] = useState(visible);
  const wasVisible = useRef(visible);

  useEffect(() => {
    if (visible) setRequested(true);
    if (wasVisible.current && !visible) {
      const opener = returnFocusTo.current;
      (opener && isShown(opener) ? opener : fallbackFocusTo?.current)?.focus();
    }
    wasVisible.current = visible;
  }, [visible, returnFocusTo, fallbackFocusTo]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SettingsSidebar visible={visible} onHide={onHide} variant={variant} />
    </Suspense>
  );
}
