/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountCustomer } from './account.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mon-compte's details: a change typed and not saved is kept for the tab
 * (a session ended meanwhile, the buyer signed in again), said, and given up
 * with one button; a change typed back to what was saved keeps nothing.
 */
const kit = accountCustomer();
beforeEach(() => sessionStorage.clear());

async function page() {
  const { ProfileForm } = await import('./profile-form');
  render(<ProfileForm customer={kit.customer} refresh={async () => undefined} />);
  return screen.getByRole<HTMLInputElement>('textbox', { name: /^Prénom/ });
}
const NOTICE = 'Vos modifications non enregistrées sont reprises : enregistrez-les, ou revenez aux informations enregistrées.';

it('keeps a change typed and not saved, says so, and gives it up with one button', async () => {
  const user = userEvent.setup();
  const first = await page();
  await user.clear(first);
  await user.type(first, 'Célestin');
  cleanup();

  const again = await page();
  expect(again.value).toBe('Célestin');
  expect(screen.getByText(NOTICE)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Revenir aux informations enregistrées' }));
  expect(again.value).toBe(kit.customer.first_name);
  expect(screen.queryByText(NOTICE)).toBeNull();
  // the button went with the notice
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mes informations' }));
  cleanup();

  expect((await page()).value).toBe(kit.customer.first_name);
  expect(screen.queryByText(NOTICE)).toBeNull();
});

it('keeps nothing of a change typed back to what was saved', async () => {
  const user = userEvent.setup();
  const first = await page();
  await user.type(first, 'x');
  await user.type(first, '{Backspace}');
  cleanup();
  expect((await page()).value).toBe(kit.customer.first_name);
  expect(screen.queryByText(NOTICE)).toBeNull();
});
