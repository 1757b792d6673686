/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScheduleActions, type ScheduleActionsProps } from './schedule-actions';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Nouvelle nomenclature » erases the draft only once confirmed; the
 * confirmation can be given up, by « Annuler » or Escape, and the keyboard
 * goes back to the button that asked it.
 */
function actionsBar() {
  const onNew = jest.fn();
  render(
    <ScheduleActions busy={null} isLogged readOnly={false} canSend actions={{} as ScheduleActionsProps['actions']} onResult={() => undefined} onNew={onNew} />,
  );
  return onNew;
}
const askNew = async (user: ReturnType<typeof userEvent.setup>) => {
  screen.getByRole('button', { name: 'Nouvelle nomenclature' }).focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirmer : effacer ce brouillon' }));
};

it('gives up a new schedule on « Annuler », the keyboard back on « Nouvelle nomenclature »', async () => {
  const user = userEvent.setup();
  const onNew = actionsBar();
  await askNew(user);
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nouvelle nomenclature' })));
  expect(screen.queryByRole('button', { name: 'Confirmer : effacer ce brouillon' })).toBeNull();
  expect(onNew).not.toHaveBeenCalled();
});

it('gives it up on Escape too', async () => {
  const user = userEvent.setup();
  const onNew = actionsBar();
  await askNew(user);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nouvelle nomenclature' })));
  expect(onNew).not.toHaveBeenCalled();
});

it('erases the draft once confirmed', async () => {
  const user = userEvent.setup();
  const onNew = actionsBar();
  await askNew(user);
  await user.keyboard('{Enter}');
  expect(onNew).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nouvelle nomenclature' })));
});
