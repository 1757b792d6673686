import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { downloadCartCsv } from '../api/export';
import * as styles from './cart.module.css';
import { busyProps } from '../../../components/ui/busy';

/** « Télécharger le panier »: a CSV for Excel, which the quick order (/commande-rapide) reads back. */
export function ExportCartButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCartCsv();
    } catch (e) {
      setError(t('quickOrder.export.failed', { message: e instanceof Error ? e.message : t('quickOrder.unknown') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.exportPanel}>
      <button type="button" className={styles.exportButton} {...busyProps(busy)} onClick={() => void download()}>
        {busy ? t('quickOrder.export.busy') : t('quickOrder.export.button')}
      </button>
      <p role="status" className={styles.exportError}>
        {error}
      </p>
    </div>
  );
}
