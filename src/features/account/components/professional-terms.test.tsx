import { renderToStaticMarkup } from 'react-dom/server';
import type { Customer } from '@trefima/domain/contract';
import { ProfessionalTerms } from './professional-terms';

jest.mock('../../../styles/account.module.css', () => ({}));
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The professional status, company and SIRET open professional terms, so the
 * back office sets them: the profile shows them as text (no input the API
 * would refuse), with what the customer can do about them.
 */
type Terms = Pick<Customer, 'type' | 'company' | 'siret' | 'professional_verified'>;
const html = (c: Terms) => renderToStaticMarkup(<ProfessionalTerms customer={c} />);
const text = (c: Terms) =>
  html(c)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PRIVATE: Terms = { type: 'particulier', company: null, siret: null, professional_verified: false };
const PRO: Terms = { type: 'professionnel', company: 'Bellance BTP', siret: '84125736900014', professional_verified: true };
const WAITING = 'Vos conditions professionnelles (dont le paiement à 30 jours) s’ouvriront dès que notre service commercial aura vérifié votre compte.';

describe('ProfessionalTerms', () => {
  it('shows a private buyer his status, with the way to ask for a professional account', () => {
    expect(text(PRIVATE)).toContain('Type de compte Particulier');
    expect(html(PRIVATE)).toContain('<a href="/demande-compte-pro">Demander l’ouverture d’un compte professionnel</a>');
    expect(text(PRIVATE)).not.toContain('SIRET');
  });

  it('shows a professional his company and SIRET as text, grouped as INSEE writes it', () => {
    expect(text(PRO)).toContain('Type de compte Professionnel');
    expect(text(PRO)).toContain('Société Bellance BTP');
    expect(text(PRO)).toContain('SIRET 841 257 369 00014');
    expect(html(PRO)).not.toContain('<input');
    expect(html(PRO)).not.toContain('/demande-compte-pro');
    expect(text(PRO)).not.toContain(WAITING);
  });

  it('tells a professional not verified yet that his terms open once the sales office has checked the account', () => {
    expect(text({ ...PRO, professional_verified: false })).toContain(WAITING);
  });
});
