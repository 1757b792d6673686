import { useRef, useState } from 'react';
import { LoadingStatus } from '../../../components/common/loading-status';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { Card, Facts } from '../../../components/ui/card';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import type { SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { timeZoneOf } from '@trefima/domain/calendar/time-zones';
import { useTerritory } from '../../territory';
import { useSavedList } from '../api';
import { keepLines, readKeptLines } from '../kept-lines';
import { contentsOf } from '../lines';
import { DeleteList } from './delete-list';
import { useListToCart } from './list-to-cart';
import { RenameList } from './rename-list';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './saved-lists.module.css';

export interface SavedListCardProps {
  list: SavedListSummary;
  customerId: number;
  /** the customer's job sites, archived ones included, for the list's site */
  sites: readonly JobSite[];
  /**
   * a result for the page's status region (the card may be gone: a deletion);
   * `from`, where the focus was as its call began: the region takes it only if the buyer has not gone on since
   */
  onSaid: (message: { text: string; error?: boolean }, from: Element | null) => void;
  /**
   * what the signed-in person's role may do (domain/companies/roles.ts): change the company's lists (rename, delete,
   * their lines), and put one in the cart; what it may not is not offered, the page saying why
   */
  may: { manage: boolean; prepareCart: boolean };
}

type Panel = 'none' | 'rename' | 'delete';

// the lines, their editor and the list's bar schedules: loaded when the buyer opens them (hovering or focusing the
// button starts it), beside the list's own call, whose loading status they show meanwhile
const loadLines = () => import('./list-lines');
const ListLines = lazyPart(() => loadLines().then((m) => ({ default: m.ListLines })));
const preloadLines = () => void loadLines().catch(() => {});

/**
 * One list: its name, site, line count and dates; its lines at today's
 * prices on request (the index carries none), and their editor, which
 * hiding the lines keeps with what was typed; « Mettre au panier »; rename
 * or move to another site; delete after a confirmation. Each button names
 * the list (several « Supprimer » in a row would not say which).
 */
export function SavedListCard({ list, customerId, sites, onSaid, may }: SavedListCardProps) {
  // lines edited and not saved in this tab, before the card went (another site chosen, the page left): their editor opens again
  const [editing, setEditing] = useState(() => may.manage && readKeptLines(customerId, list.list_id) !== null);
  const [open, setOpen] = useState(editing);
  const [panel, setPanel] = useState<Panel>('none');
  // an open editor stays mounted while the lines are hidden: hiding them does not throw away what was typed
  const mounted = open || editing;
  const waiting = editing && !open;
  const detail = useSavedList(customerId, mounted ? list.list_id : null, editing);
  const toCart = useListToCart(list, open ? detail.data?.lines : undefined);
  // a list has no territory of its own: its dates are the days of the one the buyer shops in
  const { plan } = useTerritory();
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const titleId = `saved-list-${list.list_id}`;
  const linesId = `saved-list-lines-${list.list_id}`;
  const waitingId = `saved-list-editing-${list.list_id}`;
  const name = list.name;
  const close = (back: HTMLButtonElement | null) => {
    setPanel('none');
    requestAnimationFrame(() => back?.focus());
  };
  return (
    <Card id={titleId} title={name}>
      <Facts
        layout="inline"
        rows={[
          [t('savedLists.card.site'), list.job_site?.name ?? t('savedLists.card.noSite')],
          [t('savedLists.card.lines'), contentsOf(list.line_count, list.schedule_count)],
          [t('savedLists.card.updated'), <time dateTime={list.updated_at}>{formatDate(list.updated_at, timeZoneOf(plan?.target))}</time>],
          !!list.made_by && [t('savedLists.card.madeBy'), list.made_by.name],
        ]}
      />
      <ActionRow>
        {may.prepareCart && toCart.button}
        <ActionButton
          aria-expanded={open}
          aria-controls={linesId}
          aria-describedby={waiting ? waitingId : undefined}
          onClick={() => setOpen(!open)}
          onPointerOver={preloadLines}
          onFocus={preloadLines}
          aria-label={open ? t('savedLists.card.hideLinesLabel', { name }) : t('savedLists.card.showLinesLabel', { name })}
        >
          {open ? t('savedLists.card.hideLines') : t('savedLists.card.showLines')}
        </ActionButton>
        {may.manage && (
          <>
            <ActionButton
              ref={renameRef}
              aria-expanded={panel === 'rename'}
              onClick={() => setPanel(panel === 'rename' ? 'none' : 'rename')}
              aria-label={t('savedLists.card.renameLabel', { name })}
            >
              {t('savedLists.card.rename')}
            </ActionButton>
            <ActionButton
              ref={deleteRef}
              look="danger"
              aria-expanded={panel === 'delete'}
              onClick={() => setPanel(panel === 'delete' ? 'none' : 'delete')}
              aria-label={t('savedLists.card.deleteLabel', { name })}
            >
              {t('savedLists.card.delete')}
            </ActionButton>
          </>
        )}
      </ActionRow>
      {toCart.result}
      {panel === 'rename' && (
        <RenameList
          list={list}
          sites={sites}
          onDone={(text, from) => {
            setPanel('none');
            onSaid({ text }, from);
          }}
          onCancel={() => close(renameRef.current)}
        />
      )}
      {panel === 'delete' && (
        <DeleteList
          list={list}
          onDone={(message, from) => {
            // its unsaved lines go with it
            keepLines(customerId, list.list_id, null);
            onSaid(message, from);
          }}
          onCancel={() => close(deleteRef.current)}
        />
      )}
      {waiting && (
        <p id={waitingId} className={styles.hint}>
          {t('savedLists.card.editing')}
        </p>
      )}
      <div id={linesId} hidden={!open}>
        {mounted && (
          <PartBoundary fallback={<LoadingStatus />}>
            <ListLines remote={detail} customerId={customerId} editing={editing} onEditing={setEditing} mayManage={may.manage} />
          </PartBoundary>
        )}
      </div>
    </Card>
  );
}
