import { useEffect, useId, useRef, useState } from 'react';
import {
  giveYouTubeConsent,
  hasYouTubeConsent,
  onYouTubeConsentChange,
  withdrawYouTubeConsent,
  youTubeEmbedUrl,
  youTubeWatchUrl,
} from '../../lib/youtube-consent';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './youtube-embed.module.css';

export interface YouTubeEmbedProps {
  /** the video's YouTube id (the `v` of its watch URL) */
  id: string;
  title: string;
}

/**
 * A YouTube video that loads only with the visitor's consent. Before it, a
 * neutral 16:9 placeholder drawn here (no iframe, no thumbnail, no request to
 * YouTube at all), a button that gives consent and a link to the video on
 * YouTube. Consent is remembered in the `youtube_consent` cookie, read once
 * mounted (the built HTML is always the placeholder), and can be withdrawn
 * under any video shown.
 */
export function YouTubeEmbed({ id, title }: YouTubeEmbedProps) {
  const titleId = useId();
  const [consent, setConsent] = useState(false);
  // the built HTML's button does nothing until the page is interactive: it says so
  const [mounted, setMounted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const show = useRef<HTMLButtonElement>(null);
  // where focus goes after the visitor's own click (never on load)
  const focusNext = useRef<'frame' | 'show' | null>(null);

  useEffect(() => {
    const sync = () => setConsent(hasYouTubeConsent(document.cookie));
    sync();
    setMounted(true);
    return onYouTubeConsentChange(sync);
  }, []);

  useEffect(() => {
    const target = focusNext.current === 'frame' ? frame.current : focusNext.current === 'show' ? show.current : null;
    focusNext.current = null;
    target?.focus();
  }, [consent]);

  const accept = () => {
    focusNext.current = 'frame';
    giveYouTubeConsent();
    setConsent(true);
  };
  const withdraw = () => {
    focusNext.current = 'show';
    withdrawYouTubeConsent();
    setConsent(false);
  };

  if (consent) {
    return (
      <figure className={styles.video}>
        <div className={styles.frame}>
          <iframe
            ref={frame}
            src={youTubeEmbedUrl(id)}
            title={title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <figcaption>
          <button type="button" className={styles.withdraw} onClick={withdraw}>
            {t('video.youtube.withdraw')}
          </button>
        </figcaption>
      </figure>
    );
  }

  return (
    <figure className={styles.video}>
      <div className={`${styles.frame} ${styles.placeholder}`}>
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M26 20v24l19-12z" fill="currentColor" />
        </svg>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <button ref={show} type="button" className={styles.show} aria-describedby={titleId} disabled={!mounted} onClick={accept}>
          {t('video.youtube.show')}
        </button>
        <a href={youTubeWatchUrl(id)} target="_blank" rel="noopener noreferrer">
          {t('video.youtube.watch')}
          <span className="visually-hidden"> {t('menu.newTab')}</span>
        </a>
      </div>
    </figure>
  );
}

export default YouTubeEmbed;
