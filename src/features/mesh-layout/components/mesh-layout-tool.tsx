import { useEffect, useRef, useState } from 'react';
import type { MeshLayoutAnswer } from '../../../contract/mesh-layout';
import { t } from '../../../i18n/t';
import { useTerritory } from '../../territory/use-territory';
import { computeLayout, useMeshPanels } from '../api';
import { bodyOf, type MeshFormValues } from '../form';
import { announcement, LayoutResult } from './layout-result';
import { SlabForm } from './slab-form';
import * as styles from './mesh-layout.module.css';

/**
 * The layout tool: the form, then the API's layout of the slab. A change of
 * territory prices the last layout again there (and with a panel no longer
 * sold, clears it rather than show another territory's price).
 */
export function MeshLayoutTool() {
  const panels = useMeshPanels();
  const { planId } = useTerritory();
  const [layout, setLayout] = useState<MeshLayoutAnswer | null>(null);
  const last = useRef<{ values: MeshFormValues; planId: number } | null>(null);

  useEffect(() => {
    const previous = last.current;
    if (!previous || previous.planId === planId) return;
    last.current = { ...previous, planId };
    computeLayout(bodyOf(previous.values)).then(setLayout, () => setLayout(null));
  }, [planId]);

  const onResult = (answer: MeshLayoutAnswer, values: MeshFormValues) => {
    last.current = { values, planId };
    setLayout(answer);
  };

  return (
    <div className={styles.layout}>
      <SlabForm panels={panels.data?.items} panelsFailed={Boolean(panels.error) && !panels.data} onResult={onResult} />
      <section aria-labelledby="calepinage-result-title">
        <h2 id="calepinage-result-title" className={styles.heading}>
          {t('meshLayout.result.title')}
        </h2>
        <p aria-live="polite" className={styles.hint}>
          {layout ? announcement(layout) : ''}
        </p>
        {layout && <LayoutResult layout={layout} />}
      </section>
    </div>
  );
}
