import type { Career } from '@trefima/domain/contract';
import { jobLd } from './json-ld';

/** A job offer's structured data in the words Google reads (schema.org JobPosting, employmentType), its French contract kept on the page. */
const offer = (contract: string): Career => ({
  id: 1,
  slug: 'offre',
  title: 'Soudeur',
  company: { slug: 'trefima', label: 'Trefima' },
  profile: { slug: 'production', label: 'Production' },
  location: { slug: 'le-lamentin', label: 'Le Lamentin' },
  contract,
  summary: '',
  body: '<p>Offre</p>',
  published_at: '2026-11-02',
});

test.each([
  ['CDI', 'FULL_TIME'],
  ['CDD', 'TEMPORARY'],
  ['Intérim', 'TEMPORARY'],
  ['Alternance', 'INTERN'],
  ['Stage', 'INTERN'],
  ['Temps partiel', 'PART_TIME'],
  ['Freelance', 'OTHER'],
])('a contract « %s » is %s', (contract, employmentType) => {
  expect(jobLd(offer(contract)).employmentType).toBe(employmentType);
});
