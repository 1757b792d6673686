/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { pausedClock } from '../../../test-support/paused-clock';

/**
 * A quick-order row's reference box as a buyer meets it, against the real
 * reference API: an ARIA combobox that suggests the territory's references
 * starting with what he types, driven from the keyboard or the mouse.
 */
let api: TestApi;
let fetchSpy: jest.SpyInstance;
let ReferenceCombobox: typeof import('./reference-combobox').ReferenceCombobox;
let DEBOUNCE_MS: number;

beforeAll(async () => {
  api = await browserApi();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  ({ ReferenceCombobox, DEBOUNCE_MS } = await import('./reference-combobox'));
});
afterAll(() => api.close());
beforeEach(() => fetchSpy.mockClear());
afterEach(() => jest.useRealTimers());

/** The box's pause passed on a fake clock (paused-clock.ts). */
const pauseClock = () => pausedClock(DEBOUNCE_MS);

const asked = () =>
  fetchSpy.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((u) => u.pathname.endsWith('/products/references'))
    .map((u) => u.searchParams.get('q'));

function renderBox(initial = '') {
  const changes: string[] = [];
  function Row() {
    const [value, setValue] = useState(initial);
    return (
      <ReferenceCombobox
        id="ligne-1"
        label="Référence, ligne 1"
        value={value}
        invalid={false}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup({ delay: null });
  render(<Row />);
  return { user, changes, box: screen.getByRole('combobox', { name: 'Référence, ligne 1' }) };
}

describe('ReferenceCombobox', () => {
  it('does not open once the buyer has left the box, when the suggestions come after', async () => {
    const pass = pauseClock();
    const { user, box } = renderBox();
    await user.type(box, 'HA16');
    // he moves on before the pause is over (to « Vérifier les lignes »): a list opening now would cover what he clicks
    await user.tab();
    pass();
    expect(asked()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('does not open over the page for a whole reference typed, which nothing else begins with; the arrows still show it', async () => {
    const { user, box } = renderBox();
    // he typed it all and goes for the next button: a list opening under his pointer would take his click
    await user.type(box, 'ha16-12');
    await waitFor(() => expect(asked()).toEqual(['ha16-12']));
    // the answer is in once its option is in the (hidden) list: opening or not is decided with it
    await waitFor(() => expect(document.getElementById('ligne-1-liste-0')).not.toBeNull());
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((o) => o.querySelector('strong')?.textContent)).toEqual(['HA16-12']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('is a combobox whose list is closed and nothing asked until two characters are typed', async () => {
    const pass = pauseClock();
    const { user, box } = renderBox('HA12-12');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBe('ligne-1-liste');
    await user.clear(box);
    await user.type(box, 'h');
    pass();
    expect(asked()).toEqual([]);
  });

  it('suggests the references starting with what was typed, once typing pauses, and says how many', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'ha12');
    const list = await screen.findByRole('listbox');
    expect(asked()).toEqual(['ha12']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('strong')?.textContent)).toEqual(['HA12-6', 'HA12-12']);
    expect(list.id).toBe(box.getAttribute('aria-controls'));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/^2 références proposées/);
  });

  it('moves with the arrows, takes the active reference on Enter, and closes on Escape', async () => {
    const { user, box, changes } = renderBox();
    await user.type(box, 'HA12');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await user.keyboard('{ArrowDown}'); // wraps around
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowUp}{Enter}');
    expect((box as HTMLInputElement).value).toBe('HA12-12');
    expect(changes.at(-1)).toBe('HA12-12');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
  });

  it('takes a reference clicked in the list', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'st25');
    await screen.findByRole('listbox');
    const first = screen.getAllByRole('option')[0];
    const reference = first.querySelector('strong')!.textContent!;
    await user.click(first);
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(reference));
    expect(reference).toMatch(/^ST25/);
  });
});
