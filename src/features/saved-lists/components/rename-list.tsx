import type { JobSite } from '@trefima/domain/job-sites/contract';
import type { SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { t } from '@trefima/domain/i18n/t';
import { updateList } from '../api';
import { ListForm } from './list-form';

/** Renames a list or moves it to another site (or none). */
export function RenameList({
  list,
  sites,
  onDone,
  onCancel,
}: {
  list: SavedListSummary;
  sites: readonly JobSite[];
  /** `from`: where the focus was as the form was sent (ListForm's) */
  onDone: (text: string, from: Element | null) => void;
  onCancel: () => void;
}) {
  const current = list.job_site?.job_site_id ?? null;
  return (
    <ListForm
      title={t('savedLists.form.renameTitle', { name: list.name })}
      submitLabel={t('savedLists.form.save')}
      initial={{ name: list.name, site: current }}
      // an archived site stays offered only to the list already on it
      sites={sites.filter((s) => !s.archived || s.job_site_id === current)}
      save={async (name, site) => t('savedLists.renamed', { name: (await updateList(list.list_id, { name, job_site_id: site })).name })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
