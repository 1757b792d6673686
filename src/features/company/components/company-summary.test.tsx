import { renderToStaticMarkup } from 'react-dom/server';
import type { Company } from '@trefima/domain/companies/contract';
import { CompanySummary } from './company-summary';

/** The company's SIRET, grouped as /mon-compte writes it (formatSiret): « 841 257 369 00014 », not 14 digits in a row. */
it('groups the SIRET as the customer space does', () => {
  const company = { name: 'Bellance BTP', siret: '84125736900014', me: { role: 'administrateur', permissions: [] } } as unknown as Company;
  const text = renderToStaticMarkup(<CompanySummary company={company} />);
  expect(text).toContain('841\u00a0257\u00a0369\u00a000014');
  expect(text).not.toContain('84125736900014');
});
