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

it('cancels the question on Escape, the keyboard back on « Retirer »', async () => {
  const user = userEvent.setup();
  const say = jest.fn();
  render(
    <table>
      <tbody>
        <PersonRow person={person} customerId={5} isMe={false} say={say} />
      </tbody>
    </table>,
  );
  screen.getByRole('button', { name: 'Retirer Maëlle Jean-Louis de l’entreprise' }).focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oui, retirer Maëlle Jean-Louis' }));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer Maëlle Jean-Louis de l’entreprise' })));
  expect(screen.queryByRole('button', { name: 'Oui, retirer Maëlle Jean-Louis' })).toBeNull();
  expect(shop).not.toHaveBeenCalled();
  expect(say).not.toHaveBeenCalled();
});
