import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { CuttingPlanPanelProps } from './cutting-plan-panel';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './schedule-editor.module.css';

// the panel, its drawings and its calls load when it is first opened, not with the editor
const CuttingPlanPanel = lazyPart(() => import('./cutting-plan-panel'));

/** « Plan de coupe »: a button that shows and hides the panel; once opened, the panel stays mounted with its plan. */
export function CuttingPlanDisclosure(props: CuttingPlanPanelProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section id="plan-de-coupe" className={styles.actions} aria-labelledby="plan-de-coupe-bouton">
      <h2 className={styles.disclosureTitle}>
        <button
          id="plan-de-coupe-bouton"
          type="button"
          className={styles.secondaryButton}
          aria-expanded={open}
          aria-controls="plan-de-coupe-panneau"
          onClick={() => {
            setOpen((o) => !o);
            setOpened(true);
          }}
        >
          {t('barSchedule.cuttingPlan.toggle')}
        </button>
      </h2>
      <div id="plan-de-coupe-panneau" hidden={!open}>
        {opened && (
          <PartBoundary fallback={<p className={styles.status}>{t('barSchedule.cuttingPlan.loading')}</p>}>
            <CuttingPlanPanel {...props} />
          </PartBoundary>
        )}
      </div>
    </section>
  );
}
