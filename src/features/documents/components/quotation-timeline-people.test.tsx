/** @jest-environment ./src/test-support/jsdom-env.ts */
import { screen, within } from '@testing-library/react';
import { colleague } from '../../../../backend/src/companies/testing-company';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-devis' }) }), { virtual: true });

/**
 * A company's people share its quotations: its history said « Vous » of every buyer's move, and the manager read
 * « Vous : révision demandée » of what his foreman asked. Each move now says who made it: « Vous » for the reader's
 * own, his colleague's name for another's. The demo professional, signed in, administers Bellance BTP.
 */
const kit = documentsKit();

/** Who did what, as the quotation's page shows its history once its last move (`last`, its word) is in. */
async function movesShown(id: number, last: string) {
  const { QuotationDetail } = await import('./quotation-detail');
  kit.show(<QuotationDetail customerId={kit.customerId} id={String(id)} />);
  const moves = await screen.findByRole('region', { name: 'Historique du devis' });
  await screen.findByText(last);
  return within(moves)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);
}

it('names the colleague who made a move, and says « Vous » of the reader’s own', async () => {
  const foreman = await colleague(kit.api, 'conducteur_travaux', 'conducteur-timeline@bellance-btp.example', kit.token);
  const q = await kit.sentQuotation();
  await kit.call('POST', `/quotations/${q.id}/revision`, { message: 'Pouvez-vous revoir le délai ?' }, foreman.token);

  expect(await movesShown(q.id, 'Pouvez-vous revoir le délai ?')).toEqual([
    'Vous : demande de devis',
    'Trefima : proposition envoyée',
    'Joël Alexis : révision demandée',
  ]);
});

it('says « Votre entreprise » of a move written before the history named its people', async () => {
  const q = await kit.sentQuotation();
  await kit.call('POST', `/quotations/${q.id}/revision`, { message: 'Et livré le samedi ?' });
  kit.api.db.prepare("UPDATE quotation_event SET customer_id = NULL WHERE quotation_id = ? AND action = 'revision'").run(q.id);

  expect(await movesShown(q.id, 'Et livré le samedi ?')).toEqual([
    'Vous : demande de devis',
    'Trefima : proposition envoyée',
    'Votre entreprise : révision demandée',
  ]);
});
