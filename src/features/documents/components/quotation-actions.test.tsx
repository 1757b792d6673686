/** @jest-environment ./src/test-support/jsdom-env.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { Quotation } from '@trefima/domain/contract';
import { colleague } from '../../../../backend/src/companies/testing-company';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-devis' }) }), { virtual: true });

/**
 * A quotation's answers against the real reference API: a revision request's
 * form goes with the answer, and the live region that says it takes the
 * focus, unless the buyer went elsewhere while it was on its way; accepting
 * accepts the revision shown; a colleague's acceptance is said as his.
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

describe('QuotationActions and the company', () => {
  it('accepts the revision it shows: one replaced meanwhile is not accepted, and the buyer is told to read the new one', async () => {
    const { QuotationDetail } = await import('./quotation-detail');
    const user = userEvent.setup();
    const q = await kit.sentQuotation();
    kit.show(<QuotationDetail customerId={kit.customerId} id={String(q.id)} />);
    await screen.findByRole('heading', { name: 'Proposition n° 1' });
    // a colleague asked a revision, which the office answered, while the page stayed open
    await kit.call('POST', `/quotations/${q.id}/revision`, { message: 'Livraison en deux fois' });
    const body = { valid_until: kit.inDays(10), lines: q.lines.map(() => ({ unit_price_ht: 5000 })) };
    await kit.call('POST', `/admin/quotations/${q.id}/propose`, body, 'test-admin-token');
    (navigate as jest.Mock).mockClear();
    const region = screen.getByRole('region', { name: 'Répondre au devis' });
    await user.click(within(region).getByRole('button', { name: 'Accepter ce devis' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/^La proposition de ce devis a changé : la révision 2/));
    expect(navigate).not.toHaveBeenCalled();
    expect((await kit.call('GET', `/quotations/${q.id}`)).status).toBe('envoyee');
    // the page reads the quotation again: the proposal now to read, and to accept
    expect(await screen.findByRole('heading', { name: 'Proposition n° 2' })).toBeTruthy();
  });

  it('goes on to the checkout when « Accepter » is pressed again after its answer was lost (the API made the acceptance)', async () => {
    const { QuotationActions } = await import('./quotation-actions');
    const user = userEvent.setup();
    const q = await kit.sentQuotation();
    kit.show(<QuotationActions q={q} />);
    (navigate as jest.Mock).mockClear();
    const region = screen.getByRole('region', { name: 'Répondre au devis' });
    const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/accept') });
    await user.click(within(region).getByRole('button', { name: 'Accepter ce devis' }));
    await lost;
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/injoignable/));
    expect(navigate).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: 'Accepter ce devis' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect((await kit.call('GET', `/quotations/${q.id}`)).status).toBe('acceptee');
  });

  it('says the revision request sent when it is pressed again after its answer was lost (the API made it)', async () => {
    const q = await kit.sentQuotation();
    const { user, region } = await revisionTyped(q);
    const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/revision') });
    await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
    await lost;
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/injoignable/));
    // the form and its text stay: the buyer sends it again
    await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe(SENT));
    const read = await kit.call('GET', `/quotations/${q.id}`);
    expect([read.status, read.history.filter((e: { action: string }) => e.action === 'revision').length]).toEqual(['en_cours', 1]);
  });

  it('says the refusal made when « Confirmer le refus » is pressed again after its answer was lost', async () => {
    const { QuotationActions } = await import('./quotation-actions');
    const user = userEvent.setup();
    const q = await kit.sentQuotation();
    kit.show(<QuotationActions q={q} />);
    const region = screen.getByRole('region', { name: 'Répondre au devis' });
    await user.click(within(region).getByRole('button', { name: 'Refuser' }));
    await user.type(within(region).getByRole('textbox'), 'Trop cher');
    const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/refuse') });
    await user.click(within(region).getByRole('button', { name: 'Confirmer le refus' }));
    await lost;
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/injoignable/));
    await user.click(within(region).getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Devis refusé : notre bureau commercial en est informé.'));
    expect((await kit.call('GET', `/quotations/${q.id}`)).status).toBe('refusee');
  });

  it('does not refuse, from a page showing a replaced proposal, the one that replaced it', async () => {
    const { QuotationActions } = await import('./quotation-actions');
    const user = userEvent.setup();
    const q = await kit.sentQuotation();
    kit.show(<QuotationActions q={q} />);
    // meanwhile the office answered a revision: the page still shows the first proposal
    await kit.call('POST', `/quotations/${q.id}/revision`, { message: 'Et la livraison ?' });
    await kit.call(
      'POST',
      `/admin/quotations/${q.id}/propose`,
      { valid_until: kit.inDays(10), lines: q.lines.map(() => ({ unit_price_ht: 1200 })) },
      'test-admin-token',
    );
    const region = screen.getByRole('region', { name: 'Répondre au devis' });
    await user.click(within(region).getByRole('button', { name: 'Refuser' }));
    await user.type(within(region).getByRole('textbox'), 'Trop cher');
    await user.click(within(region).getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toMatch(/La proposition de ce devis a changé/));
    expect((await kit.call('GET', `/quotations/${q.id}`)).status).toBe('envoyee');
  });

  it('says a quotation a colleague accepted is his to order, instead of offering a cart that is not this buyer’s', async () => {
    const { QuotationActions } = await import('./quotation-actions');
    const q = await kit.sentQuotation();
    const buyer = await colleague(kit.api, 'acheteur', 'acheteur-devis@bellance-btp.example', kit.token);
    await kit.call('POST', `/quotations/${q.id}/accept`, {}, buyer.token);
    kit.show(<QuotationActions q={await kit.call('GET', `/quotations/${q.id}`)} />);
    const region = screen.getByRole('region', { name: 'Répondre au devis' });
    expect(within(region).queryByRole('button', { name: 'Poursuivre la commande' })).toBeNull();
    expect(within(region).getByText(/^Ce devis a été accepté par une autre personne de votre entreprise/)).toBeTruthy();
  });
});
