import { installBrowserEnv } from '../test-support/browser-env';
import { endSession, onSessionEnded, readToken } from './session-events';

const env = installBrowserEnv();
beforeEach(() => env.reset());

describe('a session the API ended', () => {
  it('tells the reason to a listener that comes after (the toast may mount once the page has learnt it)', () => {
    env.jar.set('jwt_token', 'abc');
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
    endSession('Cette session a été fermée, merci de vous reconnecter.');
    const heard: string[] = [];
    onSessionEnded((m) => heard.push(m))();
    expect(heard).toEqual([]);
  });
});
