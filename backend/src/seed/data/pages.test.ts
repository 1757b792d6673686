import { withdrawalForm } from '@trefima/domain/orders/withdrawal';
import { contactSubjects } from '@trefima/domain/forms/options';
import { pages } from './pages';

/**
 * L221-5 2° (with R221-1): before the contract, the consumer is given the conditions, the period and the way of
 * withdrawing, and the model form. Before he orders, the site shows him the CGV (checkout's sales-conditions.tsx links
 * them): the form reached him only after, in the order's PDF (found by an audit of the legal mentions).
 */
const cgv = pages.find((p) => p.slug === 'conditions-generales-de-vente')!.body;
const article8 = cgv.slice(cgv.indexOf('<h2>Article 8 – Droit de rétractation'), cgv.indexOf('<h2>Article 9'));

it('gives in the CGV’s article 8 the model withdrawal form of R221-1’s annex, the words of the order’s PDF', () => {
  expect(article8).toContain('<h3>Formulaire type de rétractation</h3>');
  const form = withdrawalForm({ name: 'Trefima', address: ['zone industrielle du Lamentin', '97232 Le Lamentin, Martinique'] });
  for (const line of form) expect(article8).toContain(`<p>${line}</p>`);
  expect(article8).toContain('<p>Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat');
});

it('says there what the order’s information says: a service’s 14 days, the cost of a return, the refund’s deferral', () => {
  expect(article8).toContain('pour une prestation de service (étude et nomenclature d’armatures), ce délai court à compter de la conclusion du contrat');
  expect(article8).toContain('ne peuvent normalement pas être renvoyés par la poste');
  expect(article8).toContain('jusqu’à ce que le consommateur ait fourni une preuve de l’expédition de ces produits, la date retenue étant celle du premier de ces faits');
});

it('keeps to the tags the site’s pages use', () => {
  expect(new Set(article8.match(/<\/?([a-z0-9]+)/g)!.map((t) => t.replace(/[</]/g, '')))).toEqual(new Set(['h2', 'h3', 'p', 'strong', 'a']));
});

it('offers in the contact form the subject the privacy policy tells the buyer to choose for his data (RGPD art. 12(2))', () => {
  const policy = pages.find((p) => p.slug === 'politique-de-confidentialite')!;
  const named = /l’objet « ([^»]+) »/.exec(policy.body)![1]!.trim();
  expect(named).toBe('Données personnelles');
  expect(Object.values(contactSubjects)).toContain(named);
});
