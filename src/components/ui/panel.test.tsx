/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen } from '@testing-library/react';
import { ActionButton, ActionRow } from './action-row';
import { Card, Facts } from './card';
import { Panel, usePanelStatus } from './panel';

afterEach(cleanup);

function Book() {
  const { message, say, statusRef } = usePanelStatus();
  return (
    <Panel id="book-title" title="Carnet" message={message} statusRef={statusRef}>
      <Card id="card-1" title="Maison">
        <Facts rows={[['Ville', 'Le Lamentin'], false, ['Pays', 'France']]} layout="stacked" />
        <ActionRow>
          <ActionButton onClick={() => say({ text: 'Adresse supprimée.' })} aria-label="Supprimer Maison" look="danger">
            Supprimer
          </ActionButton>
          <ActionButton type="submit" className="mine">
            Enregistrer
          </ActionButton>
        </ActionRow>
      </Card>
    </Panel>
  );
}

describe('the shared panel, card and action row (components/ui)', () => {
  it('names the section and the card by their headings, and lists the facts given', () => {
    render(<Book />);
    expect(screen.getByRole('region', { name: 'Carnet' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Maison' })).toBeTruthy();
    expect([...document.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['Ville', 'Pays']);
  });

  it('says a result in the status region and gives it the focus (the button that had it may be gone)', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => (f(0), 0));
    render(<Book />);
    await act(async () => screen.getByRole('button', { name: 'Supprimer Maison' }).click());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Adresse supprimée.');
    expect(document.activeElement).toBe(status);
  });

  it('makes a row’s button a plain button unless told, with its look and the feature’s touch', () => {
    render(<Book />);
    expect(screen.getByRole('button', { name: 'Supprimer Maison' }).getAttribute('type')).toBe('button');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.className).toBe('secondary mine');
  });
});
