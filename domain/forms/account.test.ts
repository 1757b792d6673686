import { addressForm, askToCreateForm, changePasswordForm, emailChanges, loginForm, newPasswordForm, profileEditForm, rewindForm, signupForm } from './account';
import { formMessages as m } from './messages';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

const person = { civility: 'mme', first_name: 'Line', last_name: 'Marie-Sainte', phone: '0696 11 22 33', newsletter: false };

describe('loginForm', () => {
  it('asks for both credentials with the spec’s message', () => {
    expect(errorsOf(loginForm.safeParse({ login: ' ', password: '' }))).toEqual({ login: m.missingCredentials, password: m.missingCredentials });
    expect(loginForm.safeParse({ login: 'a@b.fr', password: 'x' }).success).toBe(true);
  });
});

describe('signupForm', () => {
  const base = {
    ...person,
    type: 'particulier',
    email: 'line@example.com',
    password: 'Tôle-Rouge-2026',
    password_confirm: 'Tôle-Rouge-2026',
    accept_terms: true,
  };

  it('accepts a private buyer without company or SIRET, and normalises the phone', () => {
    const r = signupForm.safeParse(base);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ phone: '0696112233', company: null, siret: null });
  });

  it('requires a company and a valid SIRET from a professional', () => {
    expect(errorsOf(signupForm.safeParse({ ...base, type: 'professionnel' }))).toMatchObject({ company: m.required('Société'), siret: m.required('SIRET') });
    expect(errorsOf(signupForm.safeParse({ ...base, type: 'professionnel', company: 'BTP', siret: '84125736900015' }))).toEqual({ siret: m.siret });
    expect(signupForm.safeParse({ ...base, type: 'professionnel', company: 'BTP', siret: '841 257 369 00014' }).data?.siret).toBe('84125736900014');
  });

  it('checks e-mail, password strength and confirmation, terms, all at once', () => {
    const e = errorsOf(signupForm.safeParse({ ...base, email: 'x@', password: 'abc', password_confirm: 'abd', accept_terms: false }));
    expect(e).toEqual({ email: m.email, password: m.weakPassword, password_confirm: m.confirmPassword, accept_terms: m.terms });
  });
});

describe('profile, passwords, addresses, account requests', () => {
  it('a new e-mail is another address than the account’s, as the API compares them (trimmed, any case)', () => {
    expect(emailChanges('line@example.com', 'line@example.com')).toBe(false);
    expect(emailChanges('line@example.com', '  Line@Example.COM ')).toBe(false);
    expect(emailChanges('line@example.com', 'line.rosine@example.com')).toBe(true);
    expect(emailChanges('line@example.com', '')).toBe(true);
  });

  it('profileEditForm asks for the current password only when the e-mail changes, with the API’s words', () => {
    const form = profileEditForm('line@example.com');
    const same = { ...person, email: 'LINE@example.com ' };
    expect(form.safeParse(same).success).toBe(true);
    expect(form.safeParse({ ...same, current_password: '' }).success).toBe(true);
    const changed = { ...person, email: 'line.rosine@example.com' };
    expect(errorsOf(form.safeParse(changed))).toEqual({ current_password: m.currentPasswordForEmail });
    expect(errorsOf(form.safeParse({ ...changed, current_password: '  ' }))).toEqual({ current_password: m.currentPasswordForEmail });
    expect(m.currentPasswordForEmail).toBe('Merci de saisir votre mot de passe actuel pour changer d’adresse e-mail.');
    const sent = form.safeParse({ ...changed, current_password: 'Chantier-972!' });
    expect(sent.data).toMatchObject({ email: 'line.rosine@example.com', current_password: 'Chantier-972!', phone: '0696112233' });
  });

  it('profileEditForm leaves the status, company and SIRET out: they are the back office’s, and the API refuses a change', () => {
    const r = profileEditForm('a@b.fr').safeParse({ ...person, email: 'a@b.fr', type: 'professionnel', company: 'Autre', siret: '123' });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('type');
    expect(r.data).not.toHaveProperty('company');
    expect(r.data).not.toHaveProperty('siret');
  });

  it('changePasswordForm and newPasswordForm need a strong, confirmed password', () => {
    expect(errorsOf(changePasswordForm.safeParse({ old_password: '', password: 'Nouveau-Mdp-1', password_confirm: 'Nouveau-Mdp-1' }))).toEqual({
      old_password: m.required('Mot de passe actuel'),
    });
    expect(changePasswordForm.safeParse({ old_password: 'x', password: 'Nouveau-Mdp-1', password_confirm: 'Nouveau-Mdp-1' }).success).toBe(true);
    expect(errorsOf(newPasswordForm.safeParse({ token: 't', password: 'Nouveau-Mdp-1', password_confirm: 'autre' }))).toEqual({
      password_confirm: m.confirmPassword,
    });
    expect(errorsOf(newPasswordForm.safeParse({ password: 'Nouveau-Mdp-1', password_confirm: 'Nouveau-Mdp-1' }))).toHaveProperty('token');
  });

  it('rewindForm needs an e-mail', () => {
    expect(errorsOf(rewindForm.safeParse({ email: 'pas un mail' }))).toEqual({ email: m.email });
    expect(errorsOf(rewindForm.safeParse({}))).toEqual({ email: m.required('E-mail') });
  });

  it('addressForm checks the zip code, defaults the country and the default flags', () => {
    const a = {
      label: 'Chantier',
      civility: 'm',
      first_name: 'A',
      last_name: 'B',
      street: '1 rue',
      zipcode: '97232',
      city: 'Le Lamentin',
      phone: '0596501234',
    };
    expect(addressForm.safeParse(a).data).toMatchObject({ country_code: 'FR', is_default_delivery: false, company: null });
    expect(errorsOf(addressForm.safeParse({ ...a, zipcode: '9723' }))).toEqual({ zipcode: m.zipcode });
    expect(errorsOf(addressForm.safeParse({ ...a, country_code: 'fr' }))).toHaveProperty('country_code');
  });

  it('askToCreateForm needs a company, a valid SIRET and the terms', () => {
    const r = askToCreateForm.safeParse({ ...person, company: '', siret: '123', email: 'a@b.fr', accept_terms: false });
    expect(Object.keys(errorsOf(r)).sort()).toEqual(['accept_terms', 'company', 'siret']);
  });
});
