/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuotationNoteForm } from './quotation-note-form';

/**
 * The buyer's word with a move: required for a revision, checked before
 * anything goes (the lifecycle's own French sentence), kept when the API
 * refuses it; optional with a refusal.
 */
const setup = (kind: 'refuse' | 'revision', answer = true) => {
  const onSubmit = jest.fn(async () => answer);
  render(<QuotationNoteForm kind={kind} busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, user: userEvent.setup() };
};

it('refuses a blank revision request in French and sends nothing', async () => {
  const { onSubmit, user } = setup('revision');
  const field = screen.getByRole('textbox', { name: 'Ce que vous souhaitez modifier dans ce devis (obligatoire)' });
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Envoyer la demande de révision' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Dites-nous ce que vous souhaitez changer dans ce devis : votre message est vide.',
  );
  expect(field.getAttribute('maxlength')).toBe('2000');
});

it('puts the focus on the field it refuses, its error said with it, as « Envoyer » cannot say it', async () => {
  const { onSubmit, user } = setup('revision');
  const field = screen.getByRole('textbox', { name: 'Ce que vous souhaitez modifier dans ce devis (obligatoire)' });
  const send = screen.getByRole('button', { name: 'Envoyer la demande de révision' });
  await user.click(send);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(field);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Dites-nous ce que vous souhaitez changer dans ce devis : votre message est vide.',
  );
  // again, the field left for the button: back to it
  send.focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(field);
});

it('keeps the text when the API refuses it, and empties the field once taken', async () => {
  const { onSubmit, user } = setup('revision', false);
  const field = screen.getByRole('textbox') as HTMLTextAreaElement;
  await user.type(field, '  Livraison en deux fois  ');
  await user.click(screen.getByRole('button', { name: 'Envoyer la demande de révision' }));
  expect(onSubmit).toHaveBeenCalledWith('Livraison en deux fois');
  expect(field.value).toBe('  Livraison en deux fois  ');
  expect(field.hasAttribute('aria-invalid')).toBe(false);

  onSubmit.mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Envoyer la demande de révision' }));
  expect(field.value).toBe('');
});

it('sends a refusal without a reason', async () => {
  const { onSubmit, user } = setup('refuse');
  await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
  expect(onSubmit).toHaveBeenCalledWith('');
});
