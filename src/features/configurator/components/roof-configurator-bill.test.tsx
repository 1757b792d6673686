/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { pausedClock } from '../../../test-support/paused-clock';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The roof's bill as a screen reader and a phone meet it, against the real
 * reference API (the worked example of e2e/configurator.spec.ts: two slopes,
 * 10 × 8 m at 30 %, Bac acier T40 RAL 7016, 1 852,30 € HT in Martinique): its
 * summary is said once the typing settles, never for the roof the page opens
 * with; its total HT is shown outside the table that scrolls sideways.
 */
let api: TestApi;
let RoofConfigurator: typeof import('./roof-configurator').RoofConfigurator;
let ANNOUNCE_MS: number;

beforeAll(async () => {
  api = await browserApi();
  ({ RoofConfigurator } = await import('./roof-configurator'));
  ({ ANNOUNCE_MS } = await import('./bill-announcement'));
});
afterAll(() => api.close());
afterEach(() => jest.useRealTimers());

const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function renderTool() {
  // keystrokes without a timer between them: a number typed is one burst, as the pause before the summary expects
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RoofConfigurator />
      </SWRConfig>
    </Provider>,
  );
  return { user, ...view };
}

const bill = () => screen.getByRole('region', { name: 'Votre liste de matériaux' });
/** What the bill's live region holds. */
const said = () => bill().querySelector('[aria-live]');
/** The table's total row, once the prices have come. */
const tableTotal = () => screen.findByRole('row', { name: /^Total HT \d/ });

/** The worked example typed as a buyer types it. */
async function typeExample(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Votre toiture' });
  await user.type(within(form).getByRole('textbox', { name: 'Longueur (m)' }), '10');
  await user.type(within(form).getByRole('textbox', { name: 'Largeur (m)' }), '8');
  await user.type(within(form).getByRole('textbox', { name: 'Pente (%)' }), '30');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Profil de couverture' }), 'Bac acier T40');
  await user.click(within(form).getByRole('radio', { name: 'RAL 7016 Gris anthracite' }));
  return form;
}

describe('RoofConfigurator’s bill', () => {
  it('says nothing of the roof the page opens with, then its summary once the typing settles, not at each keystroke', async () => {
    sessionStorage.clear();
    const first = renderTool();
    await typeExample(first.user);
    await tableTotal();
    first.unmount();

    // the same roof again (kept for the tab): on screen, priced, and not said
    const { user } = renderTool();
    expect(flat(within(await tableTotal()).getByRole('cell').textContent)).toBe('1 852,30 €');
    await quiet();
    await pause(ANNOUNCE_MS * 2);
    const region = said();
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-atomic')).toBe('true');
    expect(region?.textContent).toBe('');

    // 12 m instead of 10: 2 × 12 sheets, ceil(12 / 1,85) = 7 ridge pieces, 4 rows of 12 closures, ceil(102,72 m² × 6 / 100) = 7 boxes,
    // 2 × 41 + 4 × 10 = 122 stitching screws for the ridge and the rives: 1 box of 250
    const pass = pausedClock(ANNOUNCE_MS);
    const length = screen.getByRole('textbox', { name: 'Longueur (m)' });
    await user.clear(length);
    await user.type(length, '12');
    expect(said()?.textContent).toBe('');
    pass();
    expect(flat(said()?.textContent)).toBe('24 plaques, 7 faîtières, 48 closoirs, 12 rives, 7 boîtes de vis, 1 boîte de vis de couture : total 2 165,46 € HT.');
  });

  it('shows its total HT outside the table that scrolls sideways, said to a screen reader once, in the table', async () => {
    sessionStorage.clear();
    const { user } = renderTool();
    await typeExample(user);
    const row = await tableTotal();
    const scrolled = screen.getByRole('region', { name: 'Tableau des matériaux' });
    expect(scrolled.contains(row)).toBe(true);

    const outside = within(bill())
      .getAllByText(/^1\s852,30\s€$/)
      .filter((el) => !scrolled.contains(el));
    expect(outside).toHaveLength(1);
    const shown = outside[0].parentElement!;
    expect(flat(shown.textContent)).toBe('Total HT : 1 852,30 €');
    // the table's row already says it: the copy for the eyes is not said again
    expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
