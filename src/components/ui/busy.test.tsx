/** @jest-environment ./src/test-support/jsdom-env.ts */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { busyProps } from './busy';

/** A form whose send stays pending until the test lets it answer. */
function Form({ onSend, onClick }: { onSend: () => Promise<void>; onClick?: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onSend().finally(() => setBusy(false));
      }}
    >
      <label>
        Nom <input name="name" />
      </label>
      <button type="submit" onClick={onClick} {...busyProps(busy)}>
        {busy ? 'Envoi…' : 'Envoyer'}
      </button>
    </form>
  );
}

function pending() {
  let answer = () => {};
  const sent = jest.fn(() => new Promise<void>((r) => (answer = r)));
  return { sent, answer: () => answer() };
}

test('a busy button keeps the focus, is announced unavailable and sends once however often it is pressed', async () => {
  const user = userEvent.setup();
  const { sent, answer } = pending();
  const clicked = jest.fn();
  render(<Form onSend={sent} onClick={clicked} />);
  const button = screen.getByRole('button', { name: 'Envoyer' });
  button.focus();
  await user.keyboard('{Enter}');
  const busy = screen.getByRole('button', { name: 'Envoi…' });
  expect(busy).toBe(document.activeElement);
  expect(busy.getAttribute('aria-disabled')).toBe('true');
  expect((busy as HTMLButtonElement).disabled).toBe(false);
  await user.keyboard('{Enter}');
  await user.click(busy);
  expect(sent).toHaveBeenCalledTimes(1);
  expect(clicked).toHaveBeenCalledTimes(1);
  answer();
  expect((await screen.findByRole('button', { name: 'Envoyer' })).getAttribute('aria-disabled')).toBeNull();
});

test('Enter in a field of the form does not send it again while it is busy', async () => {
  const user = userEvent.setup();
  const { sent, answer } = pending();
  render(<Form onSend={sent} />);
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Bellance{Enter}');
  await screen.findByRole('button', { name: 'Envoi…' });
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), '{Enter}');
  fireEvent.click(screen.getByRole('button', { name: 'Envoi…' }));
  expect(sent).toHaveBeenCalledTimes(1);
  answer();
  await screen.findByRole('button', { name: 'Envoyer' });
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(sent).toHaveBeenCalledTimes(2);
});
