/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreditNotes } from '../../../../backend/src/documents/credit-notes';
import { Documents } from '../../../../backend/src/documents/documents';
import { DEMO_SELLER } from '../../../../backend/src/site/seller';
import { Site } from '../../../../backend/src/site/site';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the pages' links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mon-compte' }) }), { virtual: true });

/**
 * The credit notes (avoirs) under the invoices of `/mes-factures`, against
 * the real reference API: none yet, then each note with its number, its day
 * as its territory counts it, the invoice it cancels, its amount, the card's
 * refund when there was one, and its PDF.
 */
const kit = documentsKit();
let saved: Blob[];
beforeAll(() => {
  saved = [];
  // jsdom has no object URLs: what would be saved is kept here
  URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:saved');
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = () => {};
});
afterEach(cleanup);

/** 03:30 UTC yesterday: still the day before in the Antilles (23:30), already that day in Guyane (00:30) */
const today = new Date();
const AT = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 3, 30);
const dayIn = (timeZone: string, at = AT) => new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
/** spaces of any kind as one plain space: figures are grouped by a narrow no-break one */
const plainSpaces = (s: string) => s.replace(/\s/g, ' ');

async function showNotes() {
  const { CreditNoteList } = await import('./credit-note-list');
  kit.show(<CreditNoteList customerId={kit.customerId} />);
  return screen.findByRole('region', { name: 'Avoirs' });
}

it('says there is none yet', async () => {
  const section = await showNotes();
  await within(section).findByText('Aucun avoir.');
  expect(within(section).queryByRole('table')).toBeNull();
});

it('lists each note with its day in its territory, the invoice it cancels, its amount, its refund and its PDF', async () => {
  const db = kit.api.db;
  const notes = new CreditNotes({ db, documents: new Documents(db, new Site(db), { iban: '', bic: '', holder: '' }, () => AT), seller: DEMO_SELLER });
  const invoices = (await kit.call('GET', '/invoice')).items as { id: number; number: string }[];
  const refunded = notes.issue({ invoiceId: invoices[0]!.id, reason: 'Commande annulée', refundReference: 're_test_3PAyX2', now: AT });
  const plain = notes.issue({ invoiceId: invoices[1]!.id, reason: 'Commande annulée', now: AT - 86_400_000 });
  // a card refund the provider said failed, the money then given back by cheque and recorded by the office
  const failed = notes.issue({ invoiceId: invoices[2]!.id, reason: 'Commande annulée', refundReference: 're_test_failed', now: AT - 2 * 86_400_000 });
  db.pragma('foreign_keys = OFF'); // the failure names a card payment the fixture's invoice never had
  db.prepare("INSERT INTO refund_failure (provider, refund_id, card_payment_id, amount_cents, failed_at) VALUES ('stripe', 're_test_failed', 999, 1, ?)").run(
    new Date(AT).toISOString(),
  );
  db.pragma('foreign_keys = ON');
  db.prepare("INSERT INTO credit_note_refund (credit_note_id, method, reference, refunded_on, created_at) VALUES (?, 'cheque', NULL, '2026-12-05', ?)").run(
    failed.id,
    new Date(AT).toISOString(),
  );

  const section = await showNotes();
  const table = await within(section).findByRole('table', { name: 'Mes avoirs, du plus récent au plus ancien' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => plainSpaces(c.textContent!)));
  const amount = (ttc: number) => plainSpaces(`${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(ttc / 100)} € TTC`);
  expect(rows).toEqual([
    [refunded.number, dayIn(refunded.time_zone), refunded.invoice.number, amount(refunded.amount.ttc), 'Sur votre carte, réf. re_test_3PAyX2', 'PDF'],
    [plain.number, dayIn(plain.time_zone, AT - 86_400_000), plain.invoice.number, amount(plain.amount.ttc), 'Aucun remboursement par carte', 'PDF'],
    [
      failed.number,
      dayIn(failed.time_zone, AT - 2 * 86_400_000),
      failed.invoice.number,
      amount(failed.amount.ttc),
      'Remboursé par chèque le 5 décembre 2026, votre carte n’ayant pu l’être',
      'PDF',
    ],
  ]);
  // the note's day is the territory's, not UTC's: in the Antilles 03:30 UTC is still the day before
  expect(refunded.time_zone).not.toBe('America/Cayenne');
  expect(rows[0]![1]).not.toBe(new Date(AT).toISOString().slice(0, 10).split('-').reverse().join('/'));

  await userEvent.setup().click(within(table).getByRole('button', { name: `PDF de l’avoir ${refunded.number}` }));
  await waitFor(() => expect(within(section).getByRole('status').textContent).toMatch(/^Fichier .+\.pdf téléchargé\.$/));
  expect(saved.at(-1)?.type).toBe('application/pdf');
});

it('says what a failed card refund leaves owed, not the whole note when part of it came back to the card before', async () => {
  const db = kit.api.db;
  const notes = new CreditNotes({ db, documents: new Documents(db, new Site(db), { iban: '', bic: '', holder: '' }, () => AT), seller: DEMO_SELLER });
  const invoices = (await kit.call('GET', '/invoice')).items as { id: number; number: string }[];
  // the demo's three invoices are credited above: the one credited without a refund is credited anew, by card
  const free = invoices[1]!;
  db.prepare('DELETE FROM credit_note WHERE invoice_id = ?').run(free.id);
  const failed = notes.issue({ invoiceId: free.id, reason: 'Commande annulée', refundReference: 're_test_rest_failed', now: AT });
  // 10 € went back to the card in the provider's dashboard before; the refund of the rest failed
  const rest = failed.amount.ttc - 1000;
  db.pragma('foreign_keys = OFF');
  db.prepare(
    "INSERT INTO refund_failure (provider, refund_id, card_payment_id, amount_cents, failed_at) VALUES ('stripe', 're_test_rest_failed', 999, ?, ?)",
  ).run(rest, new Date(AT).toISOString());
  db.pragma('foreign_keys = ON');

  const section = await showNotes();
  const table = await within(section).findByRole('table', { name: 'Mes avoirs, du plus récent au plus ancien' });
  const row = await waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .find((tr) => tr.textContent!.includes(failed.number));
    expect(found).toBeDefined();
    return found!;
  });
  const euros = plainSpaces(`${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(rest / 100)} €`);
  expect(plainSpaces(row.textContent!)).toContain(`Remboursement sur votre carte non abouti (réf. re_test_rest_failed) : ${euros} vous restent dus`);
});
