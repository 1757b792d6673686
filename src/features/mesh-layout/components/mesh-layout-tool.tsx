import { useEffect, useRef, useState } from 'react';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { afterColon } from '@trefima/domain/i18n/sentence';
import { t } from '@trefima/domain/i18n/t';
import { useTerritory } from '../../territory';
import { computeLayout, useMeshPanels } from '../api';
import { announcement } from '../announce';
import { bodyOf, type MeshFormValues } from '../form';
import { SlabForm } from './slab-form';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './mesh-layout.module.css';

/** The figures, the drawing and the actions: their code loads when the form is first sent, beside the API's answer. */
const loadResult = () => import('./layout-result');
const LayoutResult = lazyPart(loadResult);
/** Fetched with the form's answer; a failure is said where the result shows (PartBoundary), not by the page reloading. */
const preloadResult = () => void loadResult().catch(() => {});

/** What the result says: a layout, a layout being priced again, or why none could be. */
type Shown = { layout: MeshLayoutAnswer } | { repricing: true } | { failed: string } | null;

/**
 * The layout tool: the form, then the API's layout of the slab. A change of
 * territory prices the last layout again there: meanwhile no price shows (the
 * one on screen was another territory's), and a panel no longer sold there is
 * said, the layout cleared.
 */
export function MeshLayoutTool() {
  const panels = useMeshPanels();
  const { planId } = useTerritory();
  const [shown, setShown] = useState<Shown>(null);
  const last = useRef<{ values: MeshFormValues; planId: number } | null>(null);
  // the answer of the latest question only: a territory chosen twice quickly gets the second one's prices
  const asked = useRef(0);

  useEffect(() => {
    const previous = last.current;
    if (!previous || previous.planId === planId) return;
    last.current = { ...previous, planId };
    const mine = ++asked.current;
    setShown({ repricing: true });
    computeLayout(bodyOf(previous.values)).then(
      (layout) => mine === asked.current && setShown({ layout }),
      (e: unknown) => mine === asked.current && setShown({ failed: e instanceof Error ? e.message : '' }),
    );
  }, [planId]);

  const onResult = (answer: MeshLayoutAnswer, values: MeshFormValues) => {
    last.current = { values, planId };
    asked.current++;
    setShown({ layout: answer });
  };

  const layout = shown && 'layout' in shown ? shown.layout : null;
  const failed = shown && 'failed' in shown ? shown.failed : null;
  return (
    <div className={styles.layout}>
      <SlabForm panels={panels.data?.items} panelsFailed={Boolean(panels.error) && !panels.data} onSubmit={preloadResult} onResult={onResult} />
      <section aria-labelledby="calepinage-result-title">
        <h2 id="calepinage-result-title" className={tool.heading}>
          {t('meshLayout.result.title')}
        </h2>
        <p aria-live="polite" className={failed !== null ? tool.alert : styles.hint}>
          {layout ? announcement(layout) : ''}
          {shown && 'repricing' in shown ? t('meshLayout.result.repricing') : ''}
          {failed !== null ? (failed ? t('meshLayout.result.failedWith', { reason: afterColon(failed) }) : t('meshLayout.result.failed')) : ''}
        </p>
        {/* no boundary in the built HTML: one still holding it while the panels' answer re-renders the tool would be
            thrown away and rendered anew (React error #421) */}
        {layout && (
          <PartBoundary fallback={null}>
            <LayoutResult layout={layout} />
          </PartBoundary>
        )}
      </section>
    </div>
  );
}
