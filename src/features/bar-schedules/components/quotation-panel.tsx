import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { QuotationPanelProps } from './quotation-form';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './schedule-editor.module.css';

// the form and its file field load when the panel is first opened, not with the editor
const QuotationForm = lazyPart(() => import('./quotation-form'));

/** A quotation of the schedule: a panel that opens on the customer's words and his plan. */
export function QuotationPanel(props: QuotationPanelProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.importPanel} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{t('barSchedule.actions.quotationSummary')}</summary>
      {opened && (
        <PartBoundary fallback={null}>
          <QuotationForm {...props} />
        </PartBoundary>
      )}
    </details>
  );
}
