import type { JobSite } from '@trefima/domain/job-sites/contract';
import { t } from '@trefima/domain/i18n/t';
import { createEmptyList } from '../api';
import { ListForm } from './list-form';

/** A list built from products rather than from the cart: named (and put on a site) here, then filled by reference from its card. */
export function NewList({
  sites,
  onDone,
  onCancel,
}: {
  sites: readonly JobSite[];
  /** `from`: where the focus was as the form was sent (ListForm's) */
  onDone: (text: string, from: Element | null) => void;
  onCancel: () => void;
}) {
  return (
    <ListForm
      title={t('savedLists.new.title')}
      submitLabel={t('savedLists.new.submit')}
      initial={{ name: '', site: null }}
      sites={sites}
      save={async (name, site) => t('savedLists.created', { name: (await createEmptyList(name, site)).name })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
