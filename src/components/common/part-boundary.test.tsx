/** @jest-environment ./src/test-support/jsdom-env.ts */
import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from '../../lib/lazy-part';
import { PartBoundary } from './part-boundary';

/**
 * A part whose code comes on first use, on a building site's network: its chunk may not come. The page stays
 * whole, the part says so in its place, and « Réessayer » asks for its code again.
 */
const chunkError = () => Object.assign(new Error('Loading chunk 4711 failed.\n(error: http://localhost/4711-0123456789abcdef.js)'), { name: 'ChunkLoadError' });

function Result({ panels }: { panels: number }) {
  return <p>Calepinage calculé : {panels} panneaux</p>;
}

/** A load that fails as often as asked, then gives the part; `asked` counts the requests for its code. */
function flakyLoad(failures: number) {
  const state = { asked: 0 };
  const load = () => {
    state.asked++;
    return state.asked <= failures ? Promise.reject(chunkError()) : Promise.resolve({ default: Result });
  };
  return { state, load };
}

/** What the page above would do with an error no boundary of the part took. */
class PageBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  render() {
    return this.state.error ? <p>La page a échoué : {this.state.error}</p> : this.props.children;
  }
}

const page = (part: ReactNode) => (
  <PageBoundary>
    <label>
      Longueur (m) <input defaultValue="9" />
    </label>
    <section aria-label="Résultat">{part}</section>
  </PageBoundary>
);

it('says in its place that the part did not come, keeps the page, and shows it on « Réessayer »', async () => {
  const { state, load } = flakyLoad(1);
  const Part = lazyPart(load);
  render(page(<PartBoundary>{<Part panels={5} />}</PartBoundary>));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Cette partie de la page n’a pas pu être chargée : vérifiez votre connexion, puis réessayez (ou rechargez la page).');
  expect((screen.getByRole('textbox', { name: 'Longueur (m)' }) as HTMLInputElement).value).toBe('9');

  const retry = screen.getByRole('button', { name: 'Réessayer' });
  retry.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Calepinage calculé : 5 panneaux')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(state.asked).toBe(2);
  // the focus goes where the box was, not to the page's start
  await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Calepinage calculé : 5 panneaux')));
});

it('says it again when the code still does not come', async () => {
  const { state, load } = flakyLoad(2);
  const Part = lazyPart(load);
  render(page(<PartBoundary>{<Part panels={5} />}</PartBoundary>));
  await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(state.asked).toBe(2));
  expect((await screen.findByRole('alert')).textContent).toContain('n’a pas pu être chargée');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Calepinage calculé : 5 panneaux')).toBeTruthy();
});

it('shows nothing for a part the buyer does not see, and leaves the page as it is', async () => {
  const { state, load } = flakyLoad(1);
  const Part = lazyPart(load);
  render(page(<PartBoundary silent>{<Part panels={5} />}</PartBoundary>));
  await waitFor(() => expect(state.asked).toBe(1));
  await Promise.resolve();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/La page a échoué/)).toBeNull();
  expect((screen.getByRole('textbox', { name: 'Longueur (m)' }) as HTMLInputElement).value).toBe('9');
});

it('leaves any other failure to the page: it is not a network’s', async () => {
  const Part = lazyPart(() => Promise.reject(new Error('panels is not iterable')));
  render(page(<PartBoundary>{<Part panels={5} />}</PartBoundary>));
  expect(await screen.findByText('La page a échoué : panels is not iterable')).toBeTruthy();
});
