import { YouTubeEmbed } from './youtube-embed';

/** The video of the Metaliso range page (/metaliso), shown under its text (see content/page-extras). */
export default function MetalisoVideo() {
  return <YouTubeEmbed id="aqz-KE-bpKQ" title="Metaliso : la fabrication d’un bac acier" />;
}
