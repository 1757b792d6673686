import { MessagePage } from '../components/common/message-page';
import { t } from '@trefima/domain/i18n/t';

/** Any other error. */
export default function ErrorPage() {
  return <MessagePage title={t('serverError.page.title')} text={t('serverError.page.text')} home={t('serverError.page.backHome')} />;
}
