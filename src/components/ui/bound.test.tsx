/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { boundProps } from './bound';

/** A count that cannot go below 0, its button pressed from the keyboard. */
function Stepper({ onSubmit }: { onSubmit?: () => void }) {
  const [count, setCount] = useState(2);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <output>{count}</output>
      <button type="button" {...boundProps(count <= 0, () => setCount((c) => c - 1))}>
        Moins
      </button>
      <button type="submit" {...boundProps(count <= 0, () => {})}>
        Envoyer
      </button>
    </form>
  );
}

test('a button at its bound is said unavailable, keeps the focus of the press that brought it there, and does nothing', async () => {
  const user = userEvent.setup();
  render(<Stepper />);
  const less = screen.getByRole('button', { name: 'Moins' });
  expect(less.hasAttribute('aria-disabled')).toBe(false);
  less.focus();
  await user.keyboard('{Enter}{Enter}');
  expect(screen.getByRole('status').textContent).toBe('0');
  expect(less.getAttribute('aria-disabled')).toBe('true');
  expect((less as HTMLButtonElement).disabled).toBe(false);
  expect(document.activeElement).toBe(less);
  await user.keyboard('{Enter}');
  await user.click(less);
  expect(screen.getByRole('status').textContent).toBe('0');
});

test('a submit button at its bound does not send its form', async () => {
  const user = userEvent.setup();
  const sent = jest.fn();
  render(<Stepper onSubmit={sent} />);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(sent).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Moins' }));
  await user.click(screen.getByRole('button', { name: 'Moins' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(sent).toHaveBeenCalledTimes(1);
});
