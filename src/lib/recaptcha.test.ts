import { addRecaptchaToken, loadRecaptcha, recaptchaAction, recaptchaScriptUrl, recaptchaToken, resetRecaptchaForTests, type Grecaptcha } from './recaptcha';
import { RECAPTCHA_FIELD } from '@trefima/domain/forms/recaptcha-field';

/** A document that records the scripts added to its head; each can then load or fail. */
function fakeBrowser() {
  const scripts: { src: string; async: boolean; onload?: () => void; onerror?: () => void; remove: () => void }[] = [];
  const g = globalThis as Record<string, unknown>;
  g.document = {
    createElement: () => {
      const s = { src: '', async: false, remove: () => scripts.splice(scripts.indexOf(s), 1) } as (typeof scripts)[number];
      return s;
    },
    head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) },
  };
  const win: { grecaptcha?: Grecaptcha } = {};
  g.window = win;
  const executed: { key: string; action: string }[] = [];
  const grecaptcha: Grecaptcha = {
    ready: (cb) => cb(),
    execute: async (key, { action }) => {
      executed.push({ key, action });
      return `token-for-${action}`;
    },
  };
  return {
    scripts,
    executed,
    load() {
      win.grecaptcha = grecaptcha;
      scripts[0].onload?.();
    },
    fail() {
      scripts[0].onerror?.();
    },
  };
}

afterEach(() => {
  resetRecaptchaForTests();
  delete (globalThis as Record<string, unknown>).document;
  delete (globalThis as Record<string, unknown>).window;
});

describe('reCAPTCHA v3', () => {
  it('loads nothing without a site key, and the form is sent without a token', async () => {
    const browser = fakeBrowser();
    expect(await loadRecaptcha(null)).toBeNull();
    expect(await recaptchaToken('', 'contact')).toBeNull();
    const body = new FormData();
    body.append('email', 'a@example.com');
    await addRecaptchaToken(body, null, 'contact');
    expect([...body.keys()]).toEqual(['email']);
    expect(browser.scripts).toHaveLength(0);
  });

  it('loads the script with render=<key> once, then adds the token as g-recaptcha-response', async () => {
    const browser = fakeBrowser();
    const first = loadRecaptcha('6Lc-site key');
    const second = loadRecaptcha('6Lc-site key');
    expect(browser.scripts).toHaveLength(1);
    expect(browser.scripts[0]).toMatchObject({ src: 'https://www.google.com/recaptcha/api.js?render=6Lc-site%20key', async: true });
    expect(recaptchaScriptUrl('abc')).toBe('https://www.google.com/recaptcha/api.js?render=abc');
    browser.load();
    expect(await first).toBe(await second);

    const body = new FormData();
    await addRecaptchaToken(body, '6Lc-site key', 'candidature-spontanee');
    expect(body.get(RECAPTCHA_FIELD)).toBe('token-for-candidature_spontanee');
    expect(browser.executed).toEqual([{ key: '6Lc-site key', action: 'candidature_spontanee' }]);
    expect(browser.scripts).toHaveLength(1);
  });

  it('sends without a token when the script cannot load, and tries again on the next send', async () => {
    const browser = fakeBrowser();
    const body = new FormData();
    const sending = addRecaptchaToken(body, 'key', 'contact');
    browser.fail();
    await sending;
    expect(body.has(RECAPTCHA_FIELD)).toBe(false);
    expect(browser.scripts).toHaveLength(0);
    const again = loadRecaptcha('key');
    expect(browser.scripts).toHaveLength(1);
    browser.load();
    expect(await again).not.toBeNull();
  });

  it('names actions with the characters reCAPTCHA allows', () => {
    expect(recaptchaAction('candidature-spontanee')).toBe('candidature_spontanee');
    expect(recaptchaAction('etude')).toBe('etude');
  });
});
