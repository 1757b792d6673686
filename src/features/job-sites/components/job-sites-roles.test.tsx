/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SITE_ADDRESS, type TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { signInAsCompanyPerson } from '../../../test-support/company-person';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-chantiers as the demo company's accountant sees it, against the real
 * reference API: she reads the company's sites, and is offered nothing the
 * API would refuse her (« The site hides what the role may not do »); why is
 * said once, in the role's own refusal.
 */
let api: TestApi;
let customer: Customer;

beforeAll(async () => {
  api = await browserApi();
  // the administrator's sites, one archived: the company's, which its accountant reads
  const boss = await api.login();
  const site = async (name: string) =>
    JSON.parse((await api.request('POST', '/chantier', { body: { name, truck_access: 'tout', address: SITE_ADDRESS }, token: boss })).body).data;
  await site('Résidence Les Flamboyants');
  const over = await site('École de Jarry');
  await api.request('DELETE', `/chantier/${over.job_site_id}`, { token: boss });
  customer = await signInAsCompanyPerson(api, 'comptable');
});
afterAll(() => api.close());

describe('JobSites, for a role that may not manage them', () => {
  it('shows the company’s sites, archived ones too, without a button to create, change, archive or restore one, and says why once', async () => {
    expect(customer.company_role).toBe('comptable');
    const { JobSites } = await import('./job-sites');
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <JobSites customer={customer} />
      </SWRConfig>,
    );
    await screen.findByRole('article', { name: 'Résidence Les Flamboyants' });
    const buttonsOfCards = () => screen.getAllByRole('article').flatMap((card) => within(card).queryAllByRole('button'));
    const why = 'Votre rôle (comptable) ne permet pas de gérer les chantiers : adressez-vous à un administrateur de votre entreprise.';
    expect(screen.getAllByText(why)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Créer un chantier' })).toBeNull();
    expect(buttonsOfCards()).toEqual([]);

    // the archived ones are read too, none to restore
    await user.click(screen.getByRole('checkbox', { name: /archivés/ }));
    await screen.findByRole('article', { name: /École de Jarry/ });
    expect(buttonsOfCards()).toEqual([]);
    expect(screen.getAllByText(why)).toHaveLength(1);
    await quiet();
  });
});
