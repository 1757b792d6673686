/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListForm } from './list-form';

// the API's refusal as `save` throws it (a component never imports the client: eslint.layers.mjs)
const { ShopApiError } = jest.requireActual<typeof import('../../../shop-client/errors')>('../../../shop-client/errors');

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
    // with where the focus was as the form was sent: its button, clicked
    expect(onDone).toHaveBeenCalledWith('Liste « Dalle R+1 » créée.', button('Créer la liste'));
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

/** A name the API refuses (the check it alone makes), answered once `refuse` is called. */
function refusedName() {
  let refuse: () => void = () => {};
  const message = 'Le champ « Nom de la liste » contient un caractère invisible (un caractère de contrôle) : retirez-le.';
  const save = jest.fn(
    () =>
      new Promise<string>(
        (_, fail) => (refuse = () => fail(new ShopApiError(422, 'VALIDATION_ERROR', message, 'savedList.create', '/list', { name: message }))),
      ),
  );
  const user = userEvent.setup();
  render(
    <ListForm
      title="Nouvelle liste"
      submitLabel="Créer la liste"
      initial={{ name: 'Dalle R+1', site: null }}
      sites={[]}
      save={save}
      onDone={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  return { user, message, refuse: () => refuse(), name: screen.getByRole('textbox', { name: /nom/i }) };
}

describe('ListForm when the API refuses the name', () => {
  it('gives the focus to the name field, which reads the API’s reason', async () => {
    const { user, message, refuse, name } = refusedName();
    await user.click(button('Créer la liste'));
    refuse();
    await screen.findByText(message);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('leaves the focus on the field where the buyer went while the name was on its way', async () => {
    const { user, message, refuse, name } = refusedName();
    await user.click(button('Créer la liste'));
    const site = screen.getByRole<HTMLSelectElement>('combobox', { name: /Chantier/ });
    await user.click(site);
    refuse();
    await screen.findByText(message);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(site);
  });
});
