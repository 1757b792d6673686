/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { hasKeptValues, useKeptValues } from './use-kept-values';

/**
 * What a form keeps for the tab's session: what was typed, never a password
 * (at any depth), and nothing once the form is given up.
 */
const KEY = 'trefima.saisie.essai';
const defaults = { name: '', password: '', address: { street: '', current_password: '' } };

function keptForm() {
  return renderHook(() => {
    const form = useForm({ defaultValues: defaults });
    return { form, kept: useKeptValues(form, 'essai') };
  });
}

beforeEach(() => sessionStorage.clear());

it('keeps what is typed, leaving out every password, and gives it back to the next form', () => {
  const first = keptForm();
  act(() => {
    first.result.current.form.setValue('name', 'Villa Bellevue');
    first.result.current.form.setValue('password', 'Secret-2026!');
    first.result.current.form.setValue('address.street', 'Rue Frébault');
    first.result.current.form.setValue('address.current_password', 'Ancien-2026!');
  });
  expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ name: 'Villa Bellevue', address: { street: 'Rue Frébault' } });
  expect(hasKeptValues('essai')).toBe(true);
  first.unmount();

  const second = keptForm();
  expect(second.result.current.kept.restored).toBe(true);
  expect(second.result.current.form.getValues()).toEqual({ ...defaults, name: 'Villa Bellevue', address: { street: 'Rue Frébault', current_password: '' } });
});

it('forgets what was kept once the form is given up', () => {
  const { result } = keptForm();
  act(() => result.current.form.setValue('name', 'Villa Bellevue'));
  const cancel = jest.fn();
  act(() => result.current.kept.giveUp(cancel)());
  expect(cancel).toHaveBeenCalled();
  expect(hasKeptValues('essai')).toBe(false);
});
