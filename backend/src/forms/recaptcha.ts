import { RECAPTCHA_FIELD } from '@trefima/domain/forms/recaptcha-field';
import type { Config } from '../config';
import { DomainError } from '../shared/errors';

const refused = () => {
  const message = 'La vérification anti-robot a échoué : rechargez la page puis renvoyez le formulaire.';
  return new DomainError('RECAPTCHA_FAILED', message, { errors: { [RECAPTCHA_FIELD]: message } });
};

/**
 * reCAPTCHA v3, checked by the API: with RECAPTCHA_SECRET set, a form must
 * carry a token that Google's siteverify (RECAPTCHA_VERIFY_URL, a local stub
 * in tests) accepts with a score of at least RECAPTCHA_MIN_SCORE. Without a
 * secret (development, tests, the e2e stack) forms are not checked.
 */
export class Recaptcha {
  constructor(private config: Config) {}

  async verify(token: unknown, clientIp: string): Promise<void> {
    if (!this.config.recaptchaSecret) return;
    if (typeof token !== 'string' || !token || token.length > 4000) throw refused();
    let answer: { success?: boolean; score?: number };
    try {
      const res = await fetch(this.config.recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.config.recaptchaSecret, response: token, remoteip: clientIp }),
        signal: AbortSignal.timeout(5000),
      });
      answer = (await res.json()) as typeof answer;
    } catch {
      throw new DomainError('RECAPTCHA_UNAVAILABLE', 'La vérification anti-robot ne répond pas pour le moment : merci de réessayer dans quelques minutes.');
    }
    // v3 tokens carry a score; a v2 answer has none and stands on `success` alone
    if (!answer.success || (typeof answer.score === 'number' && answer.score < this.config.recaptchaMinScore)) throw refused();
  }
}
