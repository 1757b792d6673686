import { t, tn } from '@trefima/domain/i18n/t';
import type { Artisan } from '@trefima/domain/contract';
import { MAX_SELECTED_ARTISANS } from '@trefima/domain/craftsmen/artisan-query';
import * as actions from '../../../components/ui/action-row.module.css';
import * as ui from '../../../styles/account.module.css';
import * as styles from './artisans.module.css';

interface ArtisanSelectionProps {
  selected: Artisan[];
  /** the pointer or the focus came to « request »: its form's code may load */
  onIntent: () => void;
  /** `opener`: where the focus goes back when the form closes */
  onRequest: (opener: HTMLButtonElement) => void;
  /** empties the selection, and with it these buttons: it puts the focus somewhere that stays (the results' count) */
  onClear: () => void;
}

/** The craftsmen chosen for one request (up to three), said in a status region, with the request and a way to clear them. */
export function ArtisanSelection({ selected, onIntent, onRequest, onClear }: ArtisanSelectionProps) {
  return (
    <div className={selected.length ? styles.selection : undefined}>
      <p role="status" className={selected.length ? undefined : 'visually-hidden'}>
        {selected.length > 0 &&
          tn('craftsmen.search.selection', selected.length, { max: MAX_SELECTED_ARTISANS, names: selected.map((a) => a.name).join(', ') })}
      </p>
      {selected.length > 0 && (
        <div className={actions.row}>
          <button type="button" className={ui.button} onPointerOver={onIntent} onFocus={onIntent} onClick={(e) => onRequest(e.currentTarget)}>
            {t('craftsmen.search.requestSelection')}
          </button>
          <button type="button" className={actions.secondary} onClick={onClear}>
            {t('craftsmen.search.clearSelection')}
          </button>
        </div>
      )}
    </div>
  );
}
