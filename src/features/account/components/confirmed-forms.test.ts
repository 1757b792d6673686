import { account } from '@trefima/domain/i18n/fr/account';
import { CONFIRMED_FORMS, confirmedForm } from './confirmed-forms';

describe('confirmation pages', () => {
  it('name the known forms and fall back to the generic words', () => {
    expect(confirmedForm('contact')).toBe('contact');
    expect(confirmedForm('candidature-spontanee')).toBe('candidature-spontanee');
    expect(confirmedForm('autre')).toBe('default');
    expect(confirmedForm('')).toBe('default');
    expect(confirmedForm(null)).toBe('default');
    expect(confirmedForm('__proto__')).toBe('default');
  });

  it('have a French title and text for every known form and the generic case', () => {
    for (const form of [...CONFIRMED_FORMS, 'default']) {
      expect(account[`confirmation.${form}.title` as keyof typeof account]).toBeTruthy();
      expect(account[`confirmation.${form}.text` as keyof typeof account]).toBeTruthy();
    }
  });
});
