import { t } from '@trefima/domain/i18n/t';
import { SiteLink } from './site-link';
import * as styles from './logo.module.css';

/**
 * The Trefima wordmark, inline SVG (no image request), as a link home. The
 * text is stretched to a fixed length so the mark has the same width whatever
 * the system font.
 */
export function Logo({ name }: { name: string }) {
  return (
    <SiteLink to="/" className={styles.logo} aria-label={t('header.home', { name })}>
      <svg className={styles.mark} width="164" height="40" viewBox="0 0 164 40" aria-hidden="true" focusable="false">
        <path className={styles.roof} d="M2 30 L17 8 L32 30 Z" />
        <path d="M9 30 V21 M17 30 V15 M25 30 V21" stroke="#fff" strokeWidth="2.5" />
        <rect className={styles.bar} x="2" y="33" width="30" height="3" />
        <text className={styles.word} x="40" y="30" textLength="120" lengthAdjust="spacingAndGlyphs">
          {name}
        </text>
      </svg>
    </SiteLink>
  );
}
