import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast } from 'primereact/toast';

export type ToastTone = 'success' | 'info' | 'warn' | 'error';

export interface SectionToast {
  show: (tone: ToastTone, summary: string, detail?: string) => void;
}

const ToastContext = createContext<SectionToast | null>(null);

/**
 * One Toast for the whole section, above its routes, so a message survives the navigation that
 * follows a save or a delete (created group -> its page; deleted group -> the add page).
 */
export function SectionToastProvider({ children }: { children: ReactNode }) {
  const toastRef = useRef<Toast>(null);
  const show = useCallback((tone: ToastTone, summary: string, detail?: string) => {
    toastRef.current?.show({ severity: tone, summary, detail, life: tone === 'error' ? 8000 : 4000 });
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast ref={toastRef} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

/** Outside a provider (a component test that does not care) the toast is a no-op. */
const silentToast: SectionToast = { show: () => undefined };

export function useSectionToast(): SectionToast {
  return useContext(ToastContext) ?? silentToast;
}
