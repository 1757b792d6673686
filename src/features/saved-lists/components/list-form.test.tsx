/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListForm } from './list-form';

/** A list's name and site while the API saves them: cancelling then would not undo the save, so neither « Annuler » nor Escape is offered until it answers. */
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('ListForm while it saves', () => {
  it('holds « Annuler » and Escape until the API answers, then closes with its answer', async () => {
    let answer: (text: string) => void = () => {};
    const save = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onDone = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(
      <ListForm
        title="Nouvelle liste"
        submitLabel="Créer la liste"
        initial={{ name: '', site: null }}
        sites={[]}
        save={save}
        onDone={onDone}
        onCancel={onCancel}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /nom/i }), 'Dalle R+1');
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    expect(save).toHaveBeenCalledWith('Dalle R+1', null);
    expect(button('Enregistrement…').getAttribute('aria-disabled')).toBe('true');
    expect(button('Annuler').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    await user.click(button('Annuler'));
    expect(onCancel).not.toHaveBeenCalled();

    answer('Liste « Dalle R+1 » créée.');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Créer la liste' })).getAttribute('aria-disabled')).toBeNull();
    expect(onDone).toHaveBeenCalledWith('Liste « Dalle R+1 » créée.');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

/** An empty name refused before anything is sent: the focus goes to the name, which says why (« Créer la liste », « Renommer »). */
describe('ListForm with an empty name', () => {
  it.each([
    ['Créer la liste', ''],
    ['Enregistrer', 'Dalle R+1'],
  ])('« %s » gives the focus to the name field, which reads its error', async (submitLabel, initial) => {
    const save = jest.fn();
    const user = userEvent.setup();
    render(
      <ListForm
        title="Liste"
        submitLabel={submitLabel}
        initial={{ name: initial, site: null }}
        sites={[]}
        save={save}
        onDone={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const name = screen.getByRole('textbox', { name: /nom/i });
    await user.clear(name);
    await user.click(button(submitLabel));
    expect(save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Le champ « Nom de la liste » est obligatoire.');
  });
});
