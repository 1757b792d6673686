/** @jest-environment ./src/test-support/jsdom-env.ts */
import { fireEvent, render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import type { BarScheduleHeader } from '@trefima/domain/bar-schedules/contract';
import { browserApi } from '../../../test-support/browser-api';

/** The editor's « Chantier de votre compte », against the real API: picking a site names the header after it; « Aucun » unlinks it. */
let api: TestApi;
let ScheduleSiteSelect: typeof import('./schedule-site-select').default;
let login: typeof import('../../account/session-actions').login;
beforeAll(async () => {
  api = await browserApi();
  ({ default: ScheduleSiteSelect } = await import('./schedule-site-select'));
  ({ login } = await import('../../account/session-actions'));
});
afterAll(() => api.close());

const HEADER: BarScheduleHeader = { job_site: 'Saisi à la main', job_site_id: null, drawing: 'PL-1', title: '', date: '2026-11-26' };

it('lists the customer’s open sites and puts the one picked in the header', async () => {
  const session = await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  const site = await api.request('POST', '/chantier', {
    token: session.token,
    body: {
      name: 'Résidence Les Flamboyants',
      address: {
        civility: 'm',
        first_name: 'Rodolphe',
        last_name: 'Bellance',
        street: 'Route de Moudong',
        zipcode: '97122',
        city: 'Baie-Mahault',
        phone: '0690 26 12 34',
      },
      truck_access: 'tout',
      crane_needed: false,
    },
  });
  const id = (site.json() as { data: { job_site_id: number } }).data.job_site_id;
  const changes: BarScheduleHeader[] = [];
  render(<ScheduleSiteSelect customerId={session.customer.customer_id} header={HEADER} readOnly={false} onChange={(h) => changes.push(h)} />);
  const select = await screen.findByRole('combobox', { name: 'Chantier de votre compte' });
  fireEvent.change(select, { target: { value: String(id) } });
  expect(changes.at(-1)).toEqual({ ...HEADER, job_site_id: id, job_site: 'Résidence Les Flamboyants' });
  fireEvent.change(select, { target: { value: '' } });
  expect(changes.at(-1)).toEqual({ ...HEADER, job_site_id: null });
});
