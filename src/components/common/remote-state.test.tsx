/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { ErrorRetry } from './error-retry';
import { RemoteState } from './remote-state';

/** The one error box of the site (customer space, cart, checkout) and the remote-state wrapper around it. */
describe('ErrorRetry', () => {
  it('shows what failed, the API’s message, and tries again on request, saying so until it is done', async () => {
    let done: () => void = () => {};
    const retry = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<ErrorRetry title="Votre panier n’a pas pu être chargé." error={new Error('Panier introuvable.')} retry={retry} />);
    const box = screen.getByRole('alert');
    expect(box.textContent).toContain('Votre panier n’a pas pu être chargé.Panier introuvable.Réessayer');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // busy, not disabled: the focus stays on it (components/ui/busy.ts), and a second press waits for the first
    const busy = screen.getByRole('button', { name: 'Nouvelle tentative…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => done());
    expect(screen.getByRole('button', { name: 'Réessayer' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says the server cannot be reached when the error carries no message', () => {
    render(<ErrorRetry error={new TypeError('')} retry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
  });
});

describe('RemoteState', () => {
  const show = (data: string[] | undefined, error: unknown) =>
    render(
      <RemoteState data={data} error={error} retry={() => {}} title="Vos commandes n’ont pas pu être chargées.">
        {(list) => (
          <ul aria-label="Commandes">
            {list.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        )}
      </RemoteState>,
    );

  it('keeps the content’s place with a status while it loads', () => {
    show(undefined, undefined);
    expect(screen.getByRole('status').textContent).toContain('Chargement…');
  });

  it('gives the error box, and no content, when the first call failed', () => {
    show(undefined, new Error('Session expirée.'));
    expect(screen.getByRole('alert').textContent).toContain('Session expirée.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the content on screen when a later refresh fails', () => {
    show(['C-1'], new Error('Le serveur est injoignable.'));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Commandes' }).textContent).toContain('C-1');
  });
});

/**
 * « Réessayer » goes with its box once the call has answered: the keyboard that pressed it is not left on the page,
 * it goes to what came (read from there), unless the buyer went elsewhere meanwhile.
 */
describe('RemoteState after « Réessayer »', () => {
  function Harness({ first }: { first: string[] | undefined }) {
    const [state, setState] = useState<{ data: string[] | undefined; error: unknown }>({ data: first, error: new Error('Le serveur est injoignable.') });
    return (
      <>
        <input aria-label="Ailleurs" />
        <RemoteState data={state.data} error={state.error} retry={() => setState((s) => ({ ...s }))} title="Vos commandes n’ont pas pu être chargées.">
          {(list) => (
            <ul aria-label="Commandes">
              {list.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          )}
        </RemoteState>
        <button type="button" onClick={() => setState({ data: ['C-1', 'C-2'], error: undefined })}>
          Réponse
        </button>
      </>
    );
  }
  /** the API's answer, as SWR gives it, a while after the press */
  const answer = () => act(() => screen.getByRole('button', { name: 'Réponse' }).click());

  it('puts the focus on the content that came, when the first call had failed', async () => {
    render(<Harness first={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Réessayer' }));
    await answer();
    expect(screen.queryByRole('alert')).toBeNull();
    const list = screen.getByRole('list', { name: 'Commandes' });
    expect(document.activeElement).toBe(list);
    // focusable while it has the focus only: no stop of its own on the keyboard's way
    expect(list.getAttribute('tabindex')).toBe('-1');
    act(() => screen.getByRole('textbox', { name: 'Ailleurs' }).focus());
    expect(list.hasAttribute('tabindex')).toBe(false);
  });

  it('puts the focus on the content when the box of a refresh that failed goes', async () => {
    render(<Harness first={['C-1']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await answer();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Commandes' }));
  });

  it('leaves the focus where the buyer put it meanwhile', async () => {
    render(<Harness first={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Ailleurs' });
    act(() => elsewhere.focus());
    await answer();
    expect(document.activeElement).toBe(elsewhere);
  });
});
