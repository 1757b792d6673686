/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen } from '@testing-library/react';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { JobSiteCard } from './job-site-card';

afterEach(cleanup);

/**
 * A site's buttons while one of its actions is under way: « Archiver » and « Réactiver » then show « Un instant… »,
 * and that is their name (WCAG 2.5.3, the name begins with what the button shows), the site's name said otherwise.
 */
const site = (archived: boolean) =>
  ({
    job_site_id: 7,
    name: 'Résidence Les Flamboyants',
    address: { city: 'Baie-Mahault', zipcode: '97122', street: 'Route de Moudong' },
    contact_name: null,
    contact_phone: null,
    truck_access_label: 'Porteur',
    crane_needed: false,
    opening_hours: null,
    access_notes: null,
    purchase_order: null,
    archived,
  }) as unknown as JobSite;
const noop = () => undefined;
const card = (archived: boolean, pending: boolean) =>
  render(<JobSiteCard site={site(archived)} pending={pending} onEdit={noop} onArchive={noop} onRestore={noop} />);

it('names « Archiver » after its site, and « Un instant… » while it archives', () => {
  card(false, false);
  expect(screen.getByRole('button', { name: 'Archiver le chantier « Résidence Les Flamboyants »' })).toBeTruthy();
  cleanup();
  card(false, true);
  const busy = screen.getByRole('button', { name: 'Un instant…' });
  expect(busy.getAttribute('aria-disabled')).toBe('true');
  // « Modifier » shows no other text: it keeps its name
  expect(screen.getByRole('button', { name: 'Modifier le chantier « Résidence Les Flamboyants »' })).toBeTruthy();
});

it('names « Réactiver » after its site, and « Un instant… » while it restores', () => {
  card(true, false);
  expect(screen.getByRole('button', { name: 'Réactiver le chantier « Résidence Les Flamboyants »' })).toBeTruthy();
  cleanup();
  card(true, true);
  expect(screen.getByRole('button', { name: 'Un instant…' }).getAttribute('aria-disabled')).toBe('true');
});
