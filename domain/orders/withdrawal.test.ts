import { madeToSpecification, withdrawalForm, withdrawalOpen, withdrawalText } from './withdrawal';

const bars = { element_id: 1, name: 'Barre HA Ø12 – 12 m', length: null, schedule: null };
const sheet = { element_id: 2, name: 'Bac acier T40', length: 4.2, schedule: null };
const shaped = { element_id: 3, name: 'Nomenclature NOM-12', length: null, schedule: { number: 'NOM-12' } };
const cassettes = { element_id: 4, name: 'Cassettes de façade sur mesure', length: null, schedule: null };
const study = { element_id: 5, name: 'Étude et nomenclature d’armatures – forfait', length: null, schedule: null };
const MADE = { madeToOrder: new Set([4, 5]), services: new Set([5]), returns: { carrier: 'Livraison sur chantier (camion plateau)', ttc: 16275 } };

describe('a consumer’s right of withdrawal (Code de la consommation L221-18, L221-28 3°)', () => {
  it('excludes what is made to his specifications: a schedule’s steel, a sheet cut to his length, a product made once ordered', () => {
    expect([bars, sheet, shaped, cassettes].map((l) => madeToSpecification(l, MADE))).toEqual([false, true, true, true]);
  });

  it('gives the 14 days for a mixed order and names the lines that have none', () => {
    const text = withdrawalText([bars, sheet, cassettes], MADE, 'contact@trefima.example', 'mail');
    expect(text[0]).toContain('14 jours à compter de la réception des produits');
    expect(text[1]).toContain('contact@trefima.example');
    expect(text.at(-1)).toBe(
      'Confectionnés selon vos spécifications, ces produits n’ouvrent pas ce droit (article L221-28 3° du Code de la consommation) : Bac acier T40 (4,2 m) ; Cassettes de façade sur mesure.',
    );
    expect(withdrawalOpen([bars, sheet], MADE)).toBe(true);
  });

  it('tells apart two lengths of one sheet among the lines it names', () => {
    const text = withdrawalText([bars, sheet, { ...sheet, length: 6.35 }], MADE, 'contact@trefima.example', 'pdf');
    expect(text.at(-1)).toContain(': Bac acier T40 (4,2 m) ; Bac acier T40 (6,35 m).');
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

  it('L221-5: tells him the cost of sending back goods the post cannot carry: the carrier’s rate to the same place, or the depot', () => {
    const delivered = withdrawalText([bars], MADE, 'contact@trefima.example', 'pdf').join('\n');
    expect(delivered).toContain('frais de retour à votre charge');
    expect(delivered).toContain('ne peuvent normalement pas être renvoyés par la poste');
    expect(delivered).toContain(
      'le coût du retour par transporteur est estimé à 162,75\u00a0€ TTC, le tarif de notre « Livraison sur chantier (camion plateau) » pour ces mêmes produits jusqu’à votre adresse de livraison, sans gratuité de la livraison',
    );
    const picked = withdrawalText([bars], { ...MADE, returns: { depot: 'Retrait au dépôt de Jarry (Baie-Mahault)' } }, 'contact@trefima.example', 'pdf').join(
      '\n',
    );
    expect(picked).toContain('vous pouvez nous les rapporter au lieu où vous les avez retirés (Retrait au dépôt de Jarry (Baie-Mahault)), sans transporteur');
    expect(picked).not.toMatch(/estimé|€/);
  });

  it('L221-24: the refund may wait for the goods or for his proof of sending them, whichever comes first', () => {
    const text = withdrawalText([bars], MADE, 'contact@trefima.example', 'pdf').join('\n');
    expect(text).toContain(
      'ce remboursement peut être différé jusqu’à la récupération des produits ou jusqu’à ce que vous ayez fourni une preuve de l’expédition de ces produits, la date retenue étant celle du premier de ces faits.',
    );
  });

  it('L221-28 3° covers goods only: a service (the study, made once ordered) keeps 14 days from the order’s conclusion', () => {
    expect(madeToSpecification(study, MADE)).toBe(false);
    const mixed = withdrawalText([bars, study], MADE, 'contact@trefima.example', 'mail');
    expect(mixed[0]).toContain('14 jours à compter de la réception des produits');
    expect(mixed.join('\n')).toContain(
      'Pour une prestation de service (Étude et nomenclature d’armatures – forfait), ce délai court à compter du jour de la conclusion de la commande (article L221-18 1° du Code de la consommation).',
    );
    const alone = withdrawalText([study], MADE, 'contact@trefima.example', 'pdf');
    expect(alone[0]).toContain('14 jours à compter du jour de la conclusion de la commande');
    expect(alone.join('\n')).not.toMatch(/réception des produits|retour|poste/);
    expect(withdrawalOpen([study], MADE)).toBe(true);
  });

  it('puts the form below when the mail carries no PDF', () => {
    expect(withdrawalText([bars], MADE, 'contact@trefima.example', 'mail-without-pdf')[1]).toContain('le formulaire de rétractation ci-dessous');
  });
});
