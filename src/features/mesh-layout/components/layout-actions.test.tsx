/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The layout's panels to the cart, against the real reference API: once
 * they are in it, what it says takes the focus from the button pressed; a
 * buyer who went back to the slab's sizes meanwhile stays there.
 */
let api: TestApi;
let LayoutActions: typeof import('./layout-actions').LayoutActions;
let layout: MeshLayoutAnswer;
let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  ({ LayoutActions } = await import('./layout-actions'));
  layout = await layoutOf(9, 6);
});
afterAll(() => api.close());

/** The API's layout of a slab of these sizes in ST 25 C. */
async function layoutOf(lengthM: number, widthM: number): Promise<MeshLayoutAnswer> {
  const element = (api.db.prepare("SELECT id FROM product WHERE reference = 'ST25C-240'").get() as { id: number }).id;
  const zones = [{ length_m: lengthM, width_m: widthM }];
  return (await api.post('/treillis/calepinage', { zones, element_id: element, concrete_class: 'C25/30', bond: 'good' })).json().data;
}

/** The frame after the answer's: where the component's `requestAnimationFrame` has moved the focus, if it did. */
const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/** The slab's form above the result, reduced to one of its sizes. */
function renderActions() {
  const user = userEvent.setup();
  render(
    <>
      <label>
        Longueur (m) <input />
      </label>
      <LayoutActions layout={layout} />
    </>,
  );
  return { user, size: screen.getByRole('textbox', { name: 'Longueur (m)' }) as HTMLInputElement };
}

describe('LayoutActions', () => {
  it('puts the focus on what it says once the panels are in the cart, and says it once', async () => {
    const { getDefaultStore } = await import('jotai');
    const { cartMessageAtom } = await import('../../cart/state');
    getDefaultStore().set(cartMessageAtom, '');
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const said = await screen.findByText('5 panneaux ST25C-240 ajoutés au panier.');
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="status"]')));
    // the header's live region, which says a product page's additions, does not say it a second time
    expect(getDefaultStore().get(cartMessageAtom)).toBe('');
  });

  it('leaves the focus where the buyer went while the panels were on their way to the cart, and keeps what he types there', async () => {
    const { user, size } = renderActions();
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      await user.click(size);
    } finally {
      held.release();
    }
    await screen.findByText('5 panneaux ST25C-240 ajoutés au panier.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(size);
    await user.keyboard('12');
    expect(size.value).toBe('12');
  });

  it('gives the first quotation to the layout pressed again after its answer was lost; another layout is another request', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    document.cookie = `jwt_token=${encodeURIComponent(token)}; path=/`;
    try {
      const numbers = () => api.db.prepare('SELECT number FROM quotation ORDER BY id').pluck().all() as string[];
      const before = numbers().length;
      const user = userEvent.setup();
      const { rerender } = render(<LayoutActions layout={layout} />);
      const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes('/cart/convert-to-quotation') });
      await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
      await lost;
      expect((await screen.findByRole('alert')).textContent).toMatch(/injoignable/);
      await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
      await screen.findByText(/envoyée/);
      expect(numbers().slice(before)).toHaveLength(1);
      // the slab changed: its layout is asked for itself
      rerender(<LayoutActions layout={await layoutOf(12, 6)} />);
      await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
      await waitFor(() => expect(numbers().slice(before)).toHaveLength(2));
      await quiet();
    } finally {
      document.cookie = 'jwt_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });
});
