import { madeToSpecification, withdrawalForm, withdrawalOpen, withdrawalText } from './withdrawal';

const bars = { element_id: 1, name: 'Barre HA Ø12 – 12 m', length: null, schedule: null };
const sheet = { element_id: 2, name: 'Bac acier T40', length: 4.2, schedule: null };
const shaped = { element_id: 3, name: 'Nomenclature NOM-12', length: null, schedule: { number: 'NOM-12' } };
const cassettes = { element_id: 4, name: 'Cassettes de façade sur mesure', length: null, schedule: null };
const MADE = new Set([4]);

describe('a consumer’s right of withdrawal (Code de la consommation L221-18, L221-28 3°)', () => {
  it('excludes what is made to his specifications: a schedule’s steel, a sheet cut to his length, a product made once ordered', () => {
    expect([bars, sheet, shaped, cassettes].map((l) => madeToSpecification(l, MADE))).toEqual([false, true, true, true]);
  });

  it('gives the 14 days for a mixed order and names the lines that have none', () => {
    const text = withdrawalText([bars, sheet, cassettes], MADE, 'contact@trefima.example', 'mail');
    expect(text[0]).toContain('14 jours à compter de la réception des produits');
    expect(text[1]).toContain('contact@trefima.example');
    expect(text.at(-1)).toBe(
      'Confectionnés selon vos spécifications, ces produits n’ouvrent pas ce droit (article L221-28 3° du Code de la consommation) : Bac acier T40 ; Cassettes de façade sur mesure.',
    );
    expect(withdrawalOpen([bars, sheet], MADE)).toBe(true);
  });

  it('says the right does not apply when every line is made to his specifications, and gives no form', () => {
    expect(withdrawalText([sheet, shaped], MADE, 'contact@trefima.example', 'pdf')).toEqual([
      expect.stringContaining('le droit de rétractation ne s’applique pas'),
    ]);
    expect(withdrawalOpen([sheet, shaped], MADE)).toBe(false);
  });

  it('addresses the model form to the seller', () => {
    expect(withdrawalForm({ name: 'Trefima', address: ['ZI du Lamentin', '97232 Le Lamentin'], email: 'contact@trefima.example' })[1]).toBe(
      'À l’attention de Trefima, ZI du Lamentin, 97232 Le Lamentin, contact@trefima.example :',
    );
  });
});
