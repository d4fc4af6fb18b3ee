import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

export interface DialogCloseOptions {
  /** Asked at the moment someone tries to close: a value typed just now counts. */
  isDirtyNow: () => boolean;
  /** Nothing closes while a save is on its way. */
  busy: boolean;
  onClose: (() => void) | undefined;
}

/** The props every PrimeReact `Dialog` holding a record form takes: Escape, the close icon and the backdrop ask first. */
export interface RecordDialogProps {
  visible: true;
  onHide: () => void;
  dismissableMask: true;
}

/**
 * Closing a form that is not a navigation (a dialog, an editor opened in place): it closes at once
 * when nothing changed and asks when something did.
 */
export function useDialogClose({ isDirtyNow, busy, onClose }: DialogCloseOptions) {
  const [asking, setAsking] = useState(false);

  const requestClose = useCallback(() => {
    if (busy || !onClose) return;
    // Escape reaches the dialog while the focus is still in a field, and some fields (a formatted
    // number) hand their value to the form only when left: leave it first, so a price typed just now counts.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) flushSync(() => focused.blur());
    if (isDirtyNow()) {
      if (focused instanceof HTMLElement) focused.focus();
      setAsking(true);
    } else {
      onClose();
    }
  }, [busy, isDirtyNow, onClose]);

  const keepEditing = useCallback(() => setAsking(false), []);
  const discard = useCallback(() => {
    setAsking(false);
    onClose?.();
  }, [onClose]);

  const dialogProps: RecordDialogProps = { visible: true, onHide: requestClose, dismissableMask: true };
  return { asking, requestClose, keepEditing, discard, dialogProps };
}
