import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';

export type ToastLevel = 'info' | 'warning' | 'success' | 'error';

interface ToastItem {
  id: number;
  level: ToastLevel;
  message: string;
}

interface ToastApi {
  show: (level: ToastLevel, message: string) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

const TOAST_MS = 5_000;

/** Toasts of levels info, warning, success and error, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (level: ToastLevel, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-3), { id, level, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.level}`} role={toast.level === 'error' ? 'alert' : 'status'} data-testid={`toast-${toast.level}`}>
          <span className="toast__message">{toast.message}</span>
          <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
