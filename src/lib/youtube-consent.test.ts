import { installBrowserEnv } from '../test-support/browser-env';
import { giveYouTubeConsent, hasYouTubeConsent, withdrawYouTubeConsent, youTubeEmbedUrl, youTubeWatchUrl } from './youtube-consent';

describe('YouTube consent', () => {
  it('is true only when the cookie says youtube_consent=1', () => {
    expect(hasYouTubeConsent('youtube_consent=1')).toBe(true);
    expect(hasYouTubeConsent('jwt_token=abc; youtube_consent=1; locale=fr')).toBe(true);
    expect(hasYouTubeConsent('locale=fr;youtube_consent=1')).toBe(true);
    expect(hasYouTubeConsent('youtube_consent=%31')).toBe(true);
  });

  it('is false when the cookie is absent, says 0 or anything else', () => {
    expect(hasYouTubeConsent('')).toBe(false);
    expect(hasYouTubeConsent(null)).toBe(false);
    expect(hasYouTubeConsent(undefined)).toBe(false);
    expect(hasYouTubeConsent('jwt_token=abc; locale=fr')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=0')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=true')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=yes')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=11')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=1x')).toBe(false);
  });

  it('is false for a malformed cookie or a cookie of another name', () => {
    expect(hasYouTubeConsent('youtube_consent')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent1')).toBe(false);
    expect(hasYouTubeConsent('my_youtube_consent=1')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent_old=1')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=%E0%A4%A')).toBe(false);
    expect(hasYouTubeConsent('=1; youtube_consent')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=1=1')).toBe(false);
  });

  it('follows the first cookie of that name, the one the browser ranks first', () => {
    expect(hasYouTubeConsent('youtube_consent=0; youtube_consent=1')).toBe(false);
    expect(hasYouTubeConsent('youtube_consent=1; youtube_consent=0')).toBe(true);
  });

  describe('in a browser', () => {
    const env = installBrowserEnv();
    const written: string[] = [];
    const doc = globalThis.document as unknown as { cookie: string };
    const descriptor = Object.getOwnPropertyDescriptor(doc, 'cookie')!;
    beforeAll(() => {
      Object.defineProperty(doc, 'cookie', {
        configurable: true,
        get: () => descriptor.get!.call(doc),
        set: (raw: string) => {
          written.push(raw);
          descriptor.set!.call(doc, raw);
        },
      });
    });
    beforeEach(() => {
      env.reset();
      written.length = 0;
    });

    it('giving consent writes youtube_consent=1 for 365 days, SameSite=Lax, for the whole site', () => {
      giveYouTubeConsent();
      expect(hasYouTubeConsent(doc.cookie)).toBe(true);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^youtube_consent=1; /);
      expect(written[0]).toContain(`Max-Age=${365 * 86400}`);
      expect(written[0]).toContain('SameSite=Lax');
      expect(written[0]).toContain('Path=/');
    });

    it('withdrawing consent removes the cookie', () => {
      giveYouTubeConsent();
      withdrawYouTubeConsent();
      expect(hasYouTubeConsent(doc.cookie)).toBe(false);
      expect(written[1]).toMatch(/^youtube_consent=; Max-Age=0/);
    });

    it('leaves the other cookies alone', () => {
      doc.cookie = 'jwt_token=abc; Max-Age=60; Path=/';
      giveYouTubeConsent();
      withdrawYouTubeConsent();
      expect(doc.cookie).toBe('jwt_token=abc');
    });
  });
});

describe('YouTube addresses', () => {
  it('embed from the privacy-enhanced domain and link to the video on YouTube', () => {
    expect(youTubeEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(youTubeWatchUrl('aqz-KE-bpKQ')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(youTubeEmbedUrl('a/../b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fc');
  });
});
