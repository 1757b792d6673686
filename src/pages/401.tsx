import { MessagePage } from '../components/common/message-page';
import { t } from '@trefima/domain/i18n/t';

/** Shown when access is refused (staging allowlist, a page that needs another account). */
export default function NotAuthorisedPage() {
  return <MessagePage title={t('auth.notAuthorised.title')} text={t('auth.notAuthorised.text')} home={t('auth.notAuthorised.home')} />;
}
