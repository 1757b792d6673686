/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { ErrorRetry } from './error-retry';

/**
 * « Réessayer » used by itself (the cart, the checkout, the listings): pressed from the keyboard, the focus is not
 * dropped on the page when its box goes, it goes to what came in its place, unless the buyer went elsewhere meanwhile.
 */
describe('ErrorRetry after « Réessayer »', () => {
  /** a call as SWR's mutate() makes it: the data comes, and the error goes, before its promise resolves */
  function Direct({ outcome }: { outcome: 'content' | 'failure' | 'nothing' }) {
    const [failed, setFailed] = useState<Error | null>(new Error('Le serveur est injoignable.'));
    const answer = useRef(() => {});
    const retry = () =>
      new Promise<void>((resolve) => {
        answer.current = () => {
          setFailed(outcome === 'failure' ? new Error('Toujours injoignable.') : null);
          resolve();
        };
      });
    return (
      <>
        <input aria-label="Ailleurs" />
        <section aria-label="Panier">
          <h2>Votre panier</h2>
          {failed ? (
            <ErrorRetry title="Votre panier n’a pas pu être chargé." error={failed} retry={retry} />
          ) : outcome === 'content' ? (
            <ul aria-label="Lignes">
              <li>Fer HA 12</li>
            </ul>
          ) : null}
        </section>
        <p>La suite de la page</p>
        <button type="button" onClick={() => answer.current()}>
          Réponse
        </button>
      </>
    );
  }
  /** the API's answer, a while after the press */
  const answer = () => act(async () => screen.getByRole('button', { name: 'Réponse' }).click());
  const press = async () => {
    const button = screen.getByRole('button', { name: 'Réessayer' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    return button;
  };

  it('puts the focus on the content that came in the box’s place', async () => {
    render(<Direct outcome="content" />);
    await press();
    await answer();
    expect(screen.queryByRole('alert')).toBeNull();
    const list = screen.getByRole('list', { name: 'Lignes' });
    expect(document.activeElement).toBe(list);
    // focusable while it has the focus only: no stop of its own on the keyboard's way
    expect(list.getAttribute('tabindex')).toBe('-1');
    act(() => screen.getByRole('textbox', { name: 'Ailleurs' }).focus());
    expect(list.hasAttribute('tabindex')).toBe(false);
  });

  it('puts it on what follows when nothing came in the box’s place', async () => {
    render(<Direct outcome="nothing" />);
    await press();
    await answer();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('La suite de la page'));
  });

  it('keeps it on the button when the call fails again', async () => {
    render(<Direct outcome="failure" />);
    const button = await press();
    await answer();
    expect(screen.getByRole('alert').textContent).toContain('Toujours injoignable.');
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBe(button);
  });

  it('leaves it where the buyer put it meanwhile', async () => {
    render(<Direct outcome="content" />);
    await press();
    const elsewhere = screen.getByRole('textbox', { name: 'Ailleurs' });
    act(() => elsewhere.focus());
    await answer();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('does not take it when the button was pressed without it (a mouse that does not focus)', async () => {
    render(<Direct outcome="content" />);
    act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
    await answer();
    expect(document.activeElement).toBe(document.body);
  });
});
