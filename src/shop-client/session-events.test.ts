import { endSession, onSessionEnded, readToken } from './session-events';

/** A one-cookie jar standing in for the browser's document.cookie. */
function fakeCookies(initial: string) {
  let jar = initial;
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return jar;
      },
      set cookie(v: string) {
        jar = /Max-Age=0/.test(v) ? '' : v.split(';')[0];
      },
    },
  });
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('a session the API ended', () => {
  it('tells the reason to a listener that comes after (the toast may mount once the page has learnt it)', () => {
    fakeCookies('jwt_token=abc');
    endSession('Votre mot de passe a été modifié : merci de vous reconnecter avec le nouveau.');
    expect(readToken()).toBeNull();
    const heard: string[] = [];
    const stop = onSessionEnded((m) => heard.push(m));
    expect(heard).toEqual(['Votre mot de passe a été modifié : merci de vous reconnecter avec le nouveau.']);
    stop();
    // told once: a later listener hears nothing
    const later: string[] = [];
    onSessionEnded((m) => later.push(m))();
    expect(later).toEqual([]);
  });

  it('says nothing when there was no session to end', () => {
    fakeCookies('');
    endSession('Cette session a été fermée, merci de vous reconnecter.');
    const heard: string[] = [];
    onSessionEnded((m) => heard.push(m))();
    expect(heard).toEqual([]);
  });
});
