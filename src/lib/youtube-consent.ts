import { deleteCookie, writeCookie } from '../shop-client/cookie';

/**
 * Consent to YouTube's embedded player (spec: "Youtube consent is true only
 * if the consent cookie says so"). Until it is given, no embed makes any
 * request to YouTube; it is remembered in the `youtube_consent` cookie for
 * 365 days and can be withdrawn at any time.
 */
export const YOUTUBE_CONSENT_COOKIE = 'youtube_consent';
export const YOUTUBE_CONSENT_DAYS = 365;
/** Fired on window when consent is given or withdrawn, so that every embed of the page follows. */
export const YOUTUBE_CONSENT_EVENT = 'trefima:youtube-consent';

/**
 * True only when the first `youtube_consent` cookie of `cookieString` (a
 * `document.cookie`) says exactly `1`. Absent, `0`, empty, any other value,
 * or a malformed cookie: false.
 */
export function hasYouTubeConsent(cookieString: string | null | undefined): boolean {
  if (typeof cookieString !== 'string' || cookieString === '') return false;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== YOUTUBE_CONSENT_COOKIE) continue;
    // the browser sends the most specific cookie first: that one decides
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) === '1';
    } catch {
      return false;
    }
  }
  return false;
}

function announce() {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(YOUTUBE_CONSENT_EVENT));
}

/** Remembers the visitor's consent: `youtube_consent=1`, 365 days, SameSite=Lax. */
export function giveYouTubeConsent() {
  writeCookie(YOUTUBE_CONSENT_COOKIE, '1', YOUTUBE_CONSENT_DAYS);
  announce();
}

/** Forgets it: the cookie is removed and every embed goes back to its placeholder. */
export function withdrawYouTubeConsent() {
  deleteCookie(YOUTUBE_CONSENT_COOKIE);
  announce();
}

/** Calls `listener` whenever consent changes on this page; returns the unsubscribe function. */
export function onYouTubeConsentChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(YOUTUBE_CONSENT_EVENT, listener);
  return () => window.removeEventListener(YOUTUBE_CONSENT_EVENT, listener);
}

/** The player's address: YouTube's privacy-enhanced domain, never youtube.com. */
export const youTubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;

/** The video on YouTube itself, for the link that opens it in a new tab. */
export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
