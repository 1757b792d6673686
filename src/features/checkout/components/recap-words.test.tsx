import { renderToStaticMarkup } from 'react-dom/server';
import type { Carrier, Customer } from '@trefima/domain/contract';
import { CarrierChoice } from './carrier-choice';
import { DeliveryTerms } from './delivery-terms';

jest.mock('./checkout.module.css', () => ({}));

/**
 * What /recapitulatif says (issue 43, a buyer walk): the delay of the
 * buyer's own territory rather than « De 2 à 8 jours ouvrés selon le
 * territoire », the delivery an accepted quotation agreed rather than the
 * carrier's price, and a purchase-order field for professionals only.
 */
const carrier = (extra: Partial<Carrier>): Carrier => ({
  id: 4,
  code: 'livraison-plateau',
  name: 'Livraison sur chantier (camion plateau)',
  description: 'Déchargement à la main ou par vos moyens.',
  delay: 'De 2 à 8 jours ouvrés selon le territoire',
  price_ht: 14500,
  free_shipping_threshold: 200000,
  delay_days: 5,
  earliest_delivery: '2026-11-30',
  ...extra,
});
const depot = carrier({
  id: 2,
  code: 'retrait-jarry',
  name: 'Retrait au dépôt de Jarry',
  delay: 'Sous 5 jours ouvrés',
  price_ht: 0,
  free_shipping_threshold: null,
  delay_days: 1,
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

const carriers = (agreed: number | null = null) =>
  text(
    renderToStaticMarkup(
      <CarrierChoice carriers={[depot, carrier({})]} value={4} onChange={() => {}} cartHt={15000} territory="Guadeloupe" agreedDeliveryHt={agreed} />,
    ),
  );

describe('the carriers of the recap', () => {
  it('give the delay of the buyer’s territory, not the range of all three', () => {
    const shown = carriers();
    expect(shown).toContain('Délai en Guadeloupe : 5 jours ouvrés');
    expect(shown).toContain('Délai en Guadeloupe : 1 jour ouvré');
    expect(shown).not.toContain('selon le territoire');
    expect(shown).toContain('145 € HT');
  });

  it('give the delivery the accepted quotation agreed: included, or at its price', () => {
    const included = carriers(0);
    expect(included).toContain('Incluse dans votre devis');
    expect(included).not.toContain('145 €');
    const priced = carriers(30000);
    expect(priced).toContain('300 € HT, prix de votre devis');
    expect(priced).not.toContain('145 €');
  });
});

const customer = (type: Customer['type']) => ({ type, purchase_order_required: false }) as Customer;
const terms = (type: Customer['type']) =>
  text(renderToStaticMarkup(<DeliveryTerms customer={customer(type)} site={null} purchaseOrder="" requestedDate="" carrier={carrier({})} errors={{}} />));

describe('the delivery terms of the recap', () => {
  it('ask a professional for his purchase-order number, never a private buyer', () => {
    expect(terms('professionnel')).toContain('N° de bon de commande');
    expect(terms('particulier')).not.toContain('bon de commande');
    expect(terms('particulier')).toContain('Date de livraison souhaitée');
  });

  it('give the first day the carrier brings, or, for a made-to-order product, its making then the carriage', () => {
    expect(terms('professionnel')).toContain('Au plus tôt le lundi 30 novembre 2026 avec ce mode de livraison, un jour ouvré.');
    const markup = renderToStaticMarkup(
      <DeliveryTerms
        customer={customer('professionnel')}
        site={null}
        purchaseOrder=""
        requestedDate=""
        carrier={carrier({ earliest_delivery: '2026-12-18' })}
        leadTimeDays={15}
        errors={{}}
      />,
    );
    const made = text(markup);
    expect(made).toContain(
      'Au plus tôt le vendredi 18 décembre 2026, un jour ouvré : 15 jours ouvrés de fabrication sur commande, puis le délai de ce mode de livraison.',
    );
    expect(made).not.toContain('avec ce mode de livraison,');
    // the date picker starts on the same day the hint says
    expect(markup).toContain('min="2026-12-18"');
  });
});
