import { YouTubeEmbed } from './youtube-embed';
import { t } from '@trefima/domain/i18n/t';

/** The video of the Metaliso range page (/metaliso), shown under its text (see content/page-extras). */
export default function MetalisoVideo() {
  return <YouTubeEmbed id="aqz-KE-bpKQ" title={t('video.metaliso.title')} />;
}
