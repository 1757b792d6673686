/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { AddressFields } from './address-fields';
import { NameFields, TownFields } from './contact-fields';

jest.mock('../../hooks/use-countries', () => ({ useCountries: () => [{ code: 'FR', name: 'France' }] }));
afterEach(cleanup);

/** A form whose address is a part of it, as a job site's is: the fields take their names under its path. */
function SiteForm() {
  const { register } = useForm<{ address: Record<string, string> }>({ defaultValues: { address: { zipcode: '97200', city: 'Fort-de-France' } } });
  return (
    <form aria-label="chantier">
      <AddressFields register={(name) => register(`address.${name}`)} errors={{ city: { message: 'La ville est obligatoire.' } }} />
    </form>
  );
}

describe('the shared address fields (components/ui)', () => {
  it('labels every field of an address, registered under the form’s own path', () => {
    render(<SiteForm />);
    const form = screen.getByRole('form', { name: 'chantier' });
    const labels = ['Civilité', 'Prénom', 'Nom', 'Société', 'Adresse', 'Complément d’adresse', 'Code postal', 'Ville', 'Pays', 'Téléphone'];
    for (const label of labels) expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Code postal/)
        .getAttribute('name'),
    ).toBe('address.zipcode');
    expect((within(form).getByLabelText(/^Ville/) as HTMLInputElement).value).toBe('Fort-de-France');
  });

  it('ties a field’s error to it for screen readers', () => {
    render(<SiteForm />);
    const city = screen.getByLabelText(/^Ville/);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    const described = (city.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('La ville est obligatoire.');
  });

  it('asks a person’s name and town alone where there is no address (a request to craftsmen)', () => {
    function Request() {
      const { register } = useForm();
      return (
        <form aria-label="demande">
          <NameFields register={register} />
          <TownFields register={register} />
        </form>
      );
    }
    render(<Request />);
    const names = [...screen.getByRole('form').querySelectorAll('[name]')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(['civility', 'first_name', 'last_name', 'zipcode', 'city']);
    expect(screen.getByLabelText(/^Code postal/).getAttribute('maxlength')).toBe('5');
  });
});
