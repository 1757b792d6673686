/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen } from '@testing-library/react';
import { DocumentLines } from './document-lines';

afterEach(cleanup);

/** An order's or quotation's lines and totals in the customer space, as its PDF and the cart say them. */
const line = {
  element_id: 1,
  reference: 'HA12-12',
  name: 'Barre HA Ø12 – 12 m',
  unit: 'barre',
  quantity: 2,
  length: null,
  unit_price_ht: 1500,
  total_ht: 3000,
  schedule: null,
  mass_kg: 21.3,
};
const vatOf = () => screen.getAllByText('Total HT').find((e) => e.tagName === 'DT')!.nextElementSibling!.nextElementSibling!;

it('says « TVA non applicable » in Guyane (CGI art. 294), as the cart and the PDF, not a VAT of 0 %', () => {
  render(<DocumentLines caption="Lignes" lines={[line]} amount={{ ht: 3000, tva: 0, ttc: 3000, vat_rate: 0, shipping_ht: 0 }} />);
  expect(vatOf().textContent).toBe('TVA non applicable, art. 294 du CGI');
});

it('gives the rate and the amount of VAT where it applies', () => {
  render(<DocumentLines caption="Lignes" lines={[line]} amount={{ ht: 3000, tva: 255, ttc: 3255, vat_rate: 8.5, shipping_ht: 0 }} />);
  expect(vatOf().textContent).toBe('TVA (8,5 %)');
  expect(vatOf().nextElementSibling!.textContent).toBe('2,55\u00a0€');
});

it('says a depot pickup is without charge, where a delivery offered is « Offerte »', () => {
  const amount = { ht: 3000, tva: 255, ttc: 3255, vat_rate: 8.5, shipping_ht: 0 };
  render(<DocumentLines caption="Lignes" lines={[line]} amount={amount} pickup />);
  expect(screen.queryByText('Livraison HT')).toBeNull();
  expect(screen.getByText('Retrait au dépôt').nextElementSibling!.textContent).toBe('Sans frais');
  cleanup();
  render(<DocumentLines caption="Lignes" lines={[line]} amount={amount} />);
  expect(screen.getByText('Livraison HT').nextElementSibling!.textContent).toBe('Offerte');
});

it('states a professional’s discount on each line it applied to, and what it took off in all, as his invoice does', () => {
  const discounted = { ...line, unit_price_ht: 1451, total_ht: 2902, discount: { rate: 5, list_unit_price_ht: 1527 } };
  render(<DocumentLines caption="Lignes" lines={[discounted, { ...line, reference: 'HA10-12' }]} amount={{ ht: 5902, tva: 502, ttc: 6404, vat_rate: 8.5 }} />);
  const row = screen.getAllByRole('rowheader')[0];
  expect(row.textContent).toBe('Barre HA Ø12 – 12 mPrix catalogue 15,27\u00a0€ HT, remise 5\u00a0%');
  expect(screen.getAllByText(/Prix catalogue/)).toHaveLength(1);
  expect(screen.getByText(/déduite des prix unitaires/).textContent).toBe('Remise de 5\u00a0% déduite des prix unitaires : 1,52\u00a0€ HT.');
});

it('stacks each line as a card on a phone, every cell labelled by its column, the table still captioned with its headers', () => {
  const cut = { ...line, element_id: 2, reference: 'TOL-1', name: 'Tôle', unit: 'ml', length: 4.5 };
  render(<DocumentLines caption="Lignes" lines={[line, cut]} amount={{ ht: 3000, tva: 255, ttc: 3255, vat_rate: 8.5, shipping_ht: 0 }} />);
  const table = screen.getByRole('table', { name: 'Lignes' });
  // the pattern of /mes-commandes (src/styles/stacked-table.module.css): its rows blocks under 640 px
  expect(table.closest('.stacked')).not.toBeNull();
  const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(heads).toEqual(['Référence', 'Désignation', 'Quantité', 'Longueur', 'Prix unitaire HT', 'Total HT']);
  for (const row of screen.getAllByRole('row').slice(1)) {
    const cells = [...row.children];
    expect(cells[1]!.tagName).toBe('TH');
    expect(cells[1]!.getAttribute('scope')).toBe('row');
    // the line's name heads its card; every other cell says its column
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(heads.map((h, i) => (i === 1 ? null : h)));
  }
});
