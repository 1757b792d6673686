import { RECAPTCHA_FIELD } from '@trefima/domain/forms/recaptcha-field';

/**
 * The invisible reCAPTCHA v3 of the forms. Its script (a third party's) is
 * loaded only when the back office gives a site key, on the pages that show
 * a form; without a key (development, tests) nothing loads and the forms send
 * without a token, which the API then does not ask for.
 */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** Past this, a form is sent without a token rather than left hanging. */
const WAIT_MS = 10_000;

export const recaptchaScriptUrl = (siteKey: string) => `${SCRIPT}?render=${encodeURIComponent(siteKey)}`;

/** reCAPTCHA actions allow letters, digits, slashes and underscores only: 'candidature-spontanee' → 'candidature_spontanee'. */
export const recaptchaAction = (name: string) => name.replace(/[^A-Za-z0-9/_]/g, '_');

let loading: { key: string; promise: Promise<Grecaptcha> } | null = null;

/** Loads the script once per key; null (and nothing loaded) without a key or outside a browser. */
export function loadRecaptcha(siteKey: string | null | undefined): Promise<Grecaptcha | null> {
  if (!siteKey || typeof document === 'undefined') return Promise.resolve(null);
  if (loading?.key === siteKey) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA: script chargé sans grecaptcha'));
    };
    script.onerror = () => {
      // a later send may try again (a network hiccup, a blocker turned off)
      if (loading?.promise === promise) loading = null;
      script.remove();
      reject(new Error('reCAPTCHA: le script n’a pas pu être chargé'));
    };
    document.head.appendChild(script);
  });
  loading = { key: siteKey, promise };
  return promise;
}

/** A token for this action, or null without a key. */
export async function recaptchaToken(siteKey: string | null | undefined, action: string): Promise<string | null> {
  if (!siteKey) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA: pas de réponse')), WAIT_MS);
  });
  try {
    const g = await Promise.race([loadRecaptcha(siteKey), timeout]);
    if (!g) return null;
    return await Promise.race([g.execute(siteKey, { action: recaptchaAction(action) }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Adds the token to a form's body as `g-recaptcha-response`. A captcha that
 * cannot be had (blocked script, no answer) does not stop the send: the API
 * decides, and says why in French if it refuses.
 */
export async function addRecaptchaToken(body: FormData, siteKey: string | null | undefined, action: string): Promise<void> {
  const token = await recaptchaToken(siteKey, action).catch(() => null);
  if (token) body.set(RECAPTCHA_FIELD, token);
}

/** Tests only: forget the loaded script. */
export const resetRecaptchaForTests = () => {
  loading = null;
};
