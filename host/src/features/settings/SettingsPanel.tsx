import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useApplyLayoutConfig } from './useApplyLayoutConfig';

export type SettingsVariant = 'full' | 'simple';

// The panel's controls load on first open: the sign-in page stays light until someone asks.
const SettingsSidebar = lazy(() => import('./SettingsSidebar'));

interface SettingsPanelProps {
  visible: boolean;
  onHide: () => void;
  /** "simple" (the sign-in page) hides scale, menu type and input style. */
  variant?: SettingsVariant;
  /** Where focus goes back when the panel closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The right-hand settings panel, and the hook that keeps the saved config in effect. */
export function SettingsPanel({ visible, onHide, variant = 'full', returnFocusTo }: SettingsPanelProps) {
  useApplyLayoutConfig();
  const [requested, setRequested] = useState(visible);
  const wasVisible = useRef(visible);

  useEffect(() => {
    if (visible) setRequested(true);
    if (wasVisible.current && !visible) returnFocusTo.current?.focus();
    wasVisible.current = visible;
  }, [visible, returnFocusTo]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SettingsSidebar visible={visible} onHide={onHide} variant={variant} />
    </Suspense>
  );
}
