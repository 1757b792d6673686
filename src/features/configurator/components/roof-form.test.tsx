/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Configurator, RoofProfile } from '@trefima/domain/tools/contract';
import { validateRoof } from '../roof-input';
import { toInput, type RoofForm } from './form-state';
import { RoofFormFields } from './roof-form';

/**
 * The roof's fields as a screen reader meets them: an error that comes as the buyer types is said (the bill's own
 * live region, its bill gone, has nothing to say), in a polite live region that was there before it; the slopes'
 * error belongs to their group, and the profile's hint to its list.
 */
const profile = {
  code: 'T40',
  name: 'Bac acier T40',
  useful_width: 1,
  min_pitch_percent: 7,
  min_length: 1.5,
  max_length: 12,
  colors: [{ color: { hex: '#383e42', label: 'Gris anthracite', ral: 'RAL 7016' } }],
} as unknown as RoofProfile;
const conf = {
  slopes: [
    { value: 1, label: 'Un pan' },
    { value: 2, label: 'Deux pans' },
    { value: 4, label: 'Quatre pans' },
  ],
  overhang: 0.2,
  profiles: [profile],
} as unknown as Configurator;
const start: RoofForm = { slopes: '2', length: '', width: '', pitch: '', profile: 'T40', colour: '#383e42', overhang: '0,2' };

function Form({ initial = start }: { initial?: RoofForm }) {
  const [form, setForm] = useState(initial);
  return (
    <RoofFormFields
      conf={conf}
      profile={profile}
      form={form}
      errors={validateRoof(toInput(form), profile)}
      onChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
    />
  );
}

it('says an error that comes as the buyer types, in a polite live region that was there before it', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const length = screen.getByRole('textbox', { name: 'Longueur (m)' });
  const field = length.parentElement!;
  const live = field.querySelector('[aria-live="polite"]');
  expect(live).not.toBeNull();
  expect(live!.textContent).toBe('');
  await user.type(length, '150');
  expect(length.getAttribute('aria-invalid')).toBe('true');
  const error = document.getElementById(length.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
  expect(error.textContent).toMatch(/longueur/);
  // the same region, filled: its change is what a screen reader reads
  expect(field.querySelector('[aria-live="polite"]')).toBe(live);
  expect(live!.contains(error)).toBe(true);
  await user.clear(length);
  await user.type(length, '10');
  expect(length.hasAttribute('aria-invalid')).toBe(false);
  expect(live!.textContent).toBe('');
});

it('ties the slopes’ error to their group, and the profile’s hint to its list', () => {
  render(<Form initial={{ ...start, slopes: '3' }} />);
  const group = screen.getByRole('group', { name: 'Nombre de pans' });
  expect(group.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choisissez un, deux ou quatre pans.');
  const select = screen.getByRole('combobox', { name: 'Profil de couverture' });
  expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Largeur utile 1 m, plaques de 1,5 à 12 m.');
  expect(within(group).getAllByRole('radio')).toHaveLength(3);
});
