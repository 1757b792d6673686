/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
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
