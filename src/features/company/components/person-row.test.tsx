/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@trefima/domain/companies/contract';
import { PersonRow } from './person-row';

// the client faked (a component never imports it: eslint.layers.mjs): a row given up never calls it
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');

/** « Retirer » a colleague asks first, in the row: Escape gives up as « Ne pas retirer » does. */
const person: Person = {
  id: 12,
  email: 'maelle.jl@example.com',
  first_name: 'Maëlle',
  last_name: 'Jean-Louis',
  role: 'acheteur',
  monthly_limit_ht_cents: null,
  spent_this_month_ht_cents: 0,
};

/** The people's rows of another colleague's table, each telling `say`. */
const rows = (say: jest.Mock, ...people: Person[]) =>
  render(
    <table>
      <tbody>
        {people.map((p) => (
          <PersonRow key={p.id} person={p} customerId={5} isMe={false} say={say} />
        ))}
      </tbody>
    </table>,
  );

it('cancels the question on Escape, the keyboard back on « Retirer »', async () => {
  const user = userEvent.setup();
  const say = jest.fn();
  rows(say, person);
  screen.getByRole('button', { name: 'Retirer Maëlle Jean-Louis de l’entreprise' }).focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oui, retirer Maëlle Jean-Louis' }));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer Maëlle Jean-Louis de l’entreprise' })));
  expect(screen.queryByRole('button', { name: 'Oui, retirer Maëlle Jean-Louis' })).toBeNull();
  expect(shop).not.toHaveBeenCalled();
  expect(say).not.toHaveBeenCalled();
});

it('tells the panel where the focus was as a save began: a buyer gone on to the next row meanwhile keeps his place', async () => {
  const user = userEvent.setup();
  const say = jest.fn();
  const next: Person = { ...person, id: 13, email: 'joel.r@example.com', first_name: 'Joël', last_name: 'Romney' };
  let answer = () => undefined as void;
  shop.mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ ...person, role: 'conducteur_travaux' }))));
  rows(say, person, next);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle de Maëlle Jean-Louis' }), 'Conducteur de travaux');
  const save = screen.getByRole('button', { name: 'Enregistrer le rôle et le plafond de Maëlle Jean-Louis' });
  await user.click(save);
  await user.click(screen.getByRole('combobox', { name: 'Rôle de Joël Romney' }));
  answer();
  await waitFor(() => expect(say).toHaveBeenCalled());
  // a new role ends her sessions (the API's role_change): the administrator is told the person signs in again
  expect(say).toHaveBeenCalledWith(
    { text: 'Le rôle et le plafond de Maëlle Jean-Louis sont enregistrés. Son nouveau rôle ferme ses sessions ouvertes : il lui faudra se reconnecter.' },
    save,
  );
});

it('says nothing of sessions when the role stays, counting from the role last saved', async () => {
  const user = userEvent.setup();
  const say = jest.fn();
  // the API answers what it was sent, as it saves it
  shop.mockImplementation(async (_endpoint, { body }: { body: { role: Person['role']; monthly_limit_ht_cents: number | null } }) => ({ ...person, ...body }));
  rows(say, person);
  const save = screen.getByRole('button', { name: 'Enregistrer le rôle et le plafond de Maëlle Jean-Louis' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle de Maëlle Jean-Louis' }), 'Conducteur de travaux');
  await user.click(save);
  await waitFor(() => expect(say).toHaveBeenLastCalledWith({ text: expect.stringMatching(/il lui faudra se reconnecter\.$/) }, save));
  // the page's person is still the first reading: the limit alone changes nothing of her sessions
  await user.type(screen.getByRole('textbox', { name: /^Plafond mensuel HT de Maëlle Jean-Louis/ }), '5000');
  await user.click(save);
  await waitFor(() => expect(say).toHaveBeenCalledTimes(2));
  expect(say).toHaveBeenLastCalledWith({ text: 'Le rôle et le plafond de Maëlle Jean-Louis sont enregistrés.' }, save);
});
