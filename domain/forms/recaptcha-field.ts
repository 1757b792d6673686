/** The form field a reCAPTCHA v3 token travels in: the site's forms add it (src/lib/recaptcha.ts), the API reads and checks it. */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
