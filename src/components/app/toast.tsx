import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onSessionEnded } from '../../features/session';
import { makeToast, toastAtom } from '../../state/ui';
import * as styles from './toast.module.css';

/** A short confirmation (logout: 3 s) or error, announced politely and then gone; also why the API ended the session. */
export function Toast() {
  const [toast, setToast] = useAtom(toastAtom);
  useEffect(() => onSessionEnded((message) => setToast(makeToast('error', message, 10000))), [setToast]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.ms);
    return () => clearTimeout(timer);
  }, [toast, setToast]);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {toast && <p className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`}>{toast.text}</p>}
    </div>
  );
}
