import { SAVED_LIST_LIMITS } from '@trefima/domain/saved-lists/contract';
import { t } from '@trefima/domain/i18n/t';

/** What the API would say of a list's name, said before sending it; null when it will do. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t('savedLists.form.nameRequired');
  if (trimmed.length > SAVED_LIST_LIMITS.name) return t('savedLists.form.nameTooLong', { max: SAVED_LIST_LIMITS.name });
  return null;
}
