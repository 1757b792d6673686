import { ShopApiError } from '../../shop-client/errors';
import { fieldOf, forTheForm, placeFieldErrors } from './field-errors';

/** Where the API's 422 messages go in the site's form (the keys are the API's, from backend/src/job-sites/routes.test.ts). */
describe('the API’s field errors on the site’s form', () => {
  it('puts each message on its field, the address’s on its own fields', () => {
    const errors = {
      name: 'Le champ « Nom du chantier » ne doit pas dépasser 120 caractères.',
      contact_phone: 'Le champ « Téléphone du contact » doit être un numéro de téléphone.',
      'address.phone': 'Le champ « Téléphone » doit être un numéro de téléphone.',
      'address.zipcode': 'Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement.',
      truck_access: 'Choisissez l’accès camion du chantier.',
      crane_needed: 'Indiquez si le chantier a besoin de la grue du camion pour décharger : true ou false.',
      opening_hours: 'Le champ « Horaires d’ouverture » ne doit pas dépasser 200 caractères.',
      access_notes: 'Le champ « Consignes d’accès » ne doit pas dépasser 500 caractères.',
      purchase_order: 'Le champ « Référence de commande » ne doit pas dépasser 40 caractères.',
    };
    expect(placeFieldErrors(errors)).toEqual({ fields: errors, unplaced: [] });
  });

  it('puts a missing address on its street, and keeps in the alert what no field shows', () => {
    expect(fieldOf('address')).toBe('address.street');
    expect(fieldOf('address.label')).toBeNull();
    expect(fieldOf('address.zipcode.0')).toBeNull();
    expect(fieldOf('archived')).toBeNull();
    expect(fieldOf('name.first')).toBeNull();
    expect(placeFieldErrors({ address: 'L’adresse du chantier est obligatoire.', archived: 'Indiquez si le chantier est archivé.' })).toEqual({
      fields: { 'address.street': 'L’adresse du chantier est obligatoire.' },
      unplaced: ['Indiquez si le chantier est archivé.'],
    });
  });

  it('hands the form the API’s failure with its messages placed, and any other failure as it came', () => {
    const refused = new ShopApiError(422, 'VALIDATION', 'Merci de bien remplir tous les champs obligatoires.', 'job-site.create', '/chantier', {
      'address.city': 'Le champ « Ville » est obligatoire.',
      archived: 'Indiquez si le chantier est archivé.',
    });
    const placed = forTheForm(refused) as ShopApiError;
    expect(placed).toBeInstanceOf(ShopApiError);
    expect([placed.status, placed.code, placed.call]).toEqual([422, 'VALIDATION', 'job-site.create']);
    expect(placed.fieldErrors).toEqual({ 'address.city': 'Le champ « Ville » est obligatoire.' });
    expect(placed.message).toBe('Merci de bien remplir tous les champs obligatoires. Indiquez si le chantier est archivé.');
    const network = new ShopApiError(0, 'NETWORK', 'Le serveur est injoignable.', 'job-site.create', '/chantier');
    expect(forTheForm(network)).toBe(network);
    const other = new Error('boom');
    expect(forTheForm(other)).toBe(other);
  });
});
