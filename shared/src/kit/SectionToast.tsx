import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';

export type ToastTone = 'success' | 'info' | 'warn' | 'error';

export interface SectionToast {
  show: (tone: ToastTone, summary: string, detail?: string) => void;
}

const ToastContext = createContext<SectionToast | null>(null);

// PrimeReact's Toast (with its transition group and severity icons, ~9 KiB gzip) is fetched with the
// first message, not with a section's first page, which shows none. Each message is its own
// `role="alert"` element, inserted when shown either way, so it is announced as before.
const LazyToast = lazy(async () => ({ default: (await import('primereact/toast')).Toast }));

/**
 * One Toast for the whole section, above its routes, so a message survives the navigation that
 * follows a save or a delete (created group -> its page; deleted group -> the add page).
 */
export function SectionToastProvider({ children }: { children: ReactNode }) {
  const toastRef = useRef<Toast | null>(null);
  // Messages shown before the Toast's code arrived: handed to it once it is mounted.
  const waiting = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  const attach = useCallback((toast: Toast | null) => {
    toastRef.current = toast;
    if (toast && waiting.current.length > 0) {
      toast.show(waiting.current);
      waiting.current = [];
    }
  }, []);
  const show = useCallback((tone: ToastTone, summary: string, detail?: string) => {
    const message: ToastMessage = { severity: tone, summary, detail, life: tone === 'error' ? 8000 : 4000 };
    if (toastRef.current) {
      toastRef.current.show(message);
      return;
    }
    waiting.current.push(message);
    setWanted(true);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {wanted ? (
        <Suspense fallback={null}>
          <LazyToast ref={attach} position="top-right" />
        </Suspense>
      ) : null}
      {children}
    </ToastContext.Provider>
  );
}

/** Outside a provider (a component test that does not care) the toast is a no-op. */
const silentToast: SectionToast = { show: () => undefined };

export function useSectionToast(): SectionToast {
  return useContext(ToastContext) ?? silentToast;
}
