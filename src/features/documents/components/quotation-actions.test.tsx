/** @jest-environment ./src/test-support/jsdom-env.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quotation } from '@trefima/domain/contract';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-devis' }) }), { virtual: true });

/**
 * A revision request sent from a quotation, against the real reference API:
 * its form goes with the answer, and the live region that says it takes the
 * focus, unless the buyer went elsewhere while it was on its way.
 */
const kit = documentsKit();
// the kit's own spy on fetch, which it puts before loading the page's client: the holds go through it
let pageCalls: PageCalls;
beforeAll(() => {
  pageCalls = spyOnPageCalls();
});

/** The quotation's answers, under the header's search box; the revision's form opened and its text typed. */
async function revisionTyped(q: Quotation) {
  const { QuotationActions } = await import('./quotation-actions');
  const user = userEvent.setup();
  kit.show(
    <>
      <label>
        Rechercher un produit <input type="search" />
      </label>
      <QuotationActions q={q} />
    </>,
  );
  const region = screen.getByRole('region', { name: 'Répondre au devis' });
  await user.click(within(region).getByRole('button', { name: 'Demander une révision' }));
  await user.type(within(region).getByRole('textbox'), 'Livraison en deux fois');
  return { user, region, search: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un produit' }) };
}
const SENT = 'Demande de révision envoyée : notre bureau commercial vous adressera une nouvelle proposition.';

describe('QuotationActions', () => {
  it('puts the focus on what a request sent says, its form gone with the answer', async () => {
    const { user, region } = await revisionTyped(await kit.sentQuotation());
    await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
    const status = within(region).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(SENT));
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(status);
  });

  it('leaves the focus where the buyer went while the request was on its way, and keeps what he types there', async () => {
    const { user, region, search } = await revisionTyped(await kit.sentQuotation());
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
      await user.click(search);
    } finally {
      held.release();
    }
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe(SENT));
    await quiet();
    expect(document.activeElement).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
  });
});
