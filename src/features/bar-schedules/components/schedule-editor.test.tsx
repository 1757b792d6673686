/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { HEADER, U12 } from '../../../../backend/src/testing-schedules';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { DRAFT_KEY } from '../state';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
const navigate: jest.Mock = jest.requireMock('gatsby').navigate;

/**
 * /nomenclature?id=… against the real API: the schedule asked for in the
 * address opens once; a save that opens the next revision stays on screen
 * (not the revision the address loaded); a draft of the same schedule holding
 * changes made on an older revision is kept; « Nouvelle nomenclature » leaves
 * the schedule the address named.
 */
let api: TestApi;
let token: string;
let ScheduleEditor: typeof import('./schedule-editor').ScheduleEditor;
beforeAll(async () => {
  api = await browserApi();
  ({ ScheduleEditor } = await import('./schedule-editor'));
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  token = await api.login();
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.removeItem(DRAFT_KEY);
  navigate.mockClear();
});

const created = async () => {
  const res = await api.request('POST', '/nomenclature', { body: { header: HEADER, rows: [U12] }, token, plan: 2 });
  return JSON.parse(res.body).data as { id: number; number: string };
};
/** Revision A sent (to a cart or a quotation): the next change opens B. */
const sendRevisionA = (id: number) => api.db.prepare("UPDATE bar_schedule_revision SET status = 'sent' WHERE schedule_id = ? AND letter = 'A'").run(id);
/** U12 as the editor stores its cells. */
const storedRow = { member: 'Poutre P1', mark: '1', diameter: '12', shape: '21', A: '300', B: '1200', C: '300', members: '2', barsEach: '5' };
const barsEach = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Barres par élément, ligne 1' });

/** The page at ?id=…; `at` opens it at another address, as a link followed in the page would. */
function open(id: number) {
  const user = userEvent.setup();
  const page = (openId: string | null) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider>
        <ScheduleEditor openId={openId} />
      </Provider>
    </SWRConfig>
  );
  const { rerender } = render(page(String(id)));
  return Object.assign(user, { at: (openId: string | null) => rerender(page(openId)) });
}

it('keeps on screen the revision a save opened, not the one the address loaded', async () => {
  const s = await created();
  sendRevisionA(s.id);
  const user = open(s.id);
  await screen.findByText(`${s.number}, révision A`);
  expect(barsEach().value).toBe('5');

  await user.clear(barsEach());
  await user.type(barsEach(), '6');
  await user.click(screen.getByRole('button', { name: /^Enregistrer$/ }));
  await screen.findByText(new RegExp(`^Nomenclature ${s.number} enregistrée, révision B`));
  await quiet();
  expect(screen.getByText(`${s.number}, révision B`)).toBeTruthy();
  expect(barsEach().value).toBe('6');
});

it('keeps on screen a change saved in place on a revision not sent yet', async () => {
  const s = await created();
  const user = open(s.id);
  await screen.findByText(`${s.number}, révision A`);
  await user.clear(barsEach());
  await user.type(barsEach(), '8');
  await user.click(screen.getByRole('button', { name: /^Enregistrer$/ }));
  await screen.findByText(new RegExp(`^Nomenclature ${s.number} enregistrée, révision A`));
  await quiet();
  expect(barsEach().value).toBe('8');
});

it('reads again a stored copy with no change of its own, which another tab may have changed since', async () => {
  const s = await created();
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ header: HEADER, rows: [{ ...storedRow, barsEach: '3' }], saved: { id: s.id, number: s.number, revision: 'A' }, dirty: false }),
  );
  open(s.id);
  await waitFor(() => expect(barsEach().value).toBe('5'));
});

it('keeps a draft of changes made on an older revision, and says the schedule moved on', async () => {
  const s = await created();
  sendRevisionA(s.id);
  await api.request('PATCH', `/nomenclature/${s.id}`, { body: { header: HEADER, rows: [{ ...U12, bars_per_member: 7 }], revision: 'A' }, token, plan: 2 });
  // this browser's draft: revision A with a change not saved
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      header: HEADER,
      rows: [{ ...storedRow, barsEach: '9' }],
      saved: { id: s.id, number: s.number, revision: 'A' },
      dirty: true,
    }),
  );
  open(s.id);
  await screen.findByText(new RegExp(`révision B`), { selector: '[aria-live] p' });
  expect(screen.getByText(new RegExp(`^Vos changements partent de la révision A de ${s.number}, passée depuis en révision B`))).toBeTruthy();
  expect(barsEach().value).toBe('9');
  expect(screen.getByText(`${s.number}, révision A`)).toBeTruthy();
});

it('leaves the schedule the address named for « Nouvelle nomenclature »', async () => {
  const s = await created();
  const user = open(s.id);
  await screen.findByText(`${s.number}, révision A`);
  await user.click(screen.getByRole('button', { name: /^Nouvelle nomenclature$/ }));
  await user.click(screen.getByRole('button', { name: /^Confirmer : effacer ce brouillon$/ }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/nomenclature', { replace: true }));
  await quiet();
  expect(barsEach().value).toBe('');

  // the address followed: /nomenclature, then the same schedule opened again from « Mes nomenclatures »
  user.at(null);
  await quiet();
  expect(barsEach().value).toBe('');
  user.at(String(s.id));
  await waitFor(() => expect(barsEach().value).toBe('5'));
});
