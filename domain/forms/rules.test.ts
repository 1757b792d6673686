import { z } from 'zod';
import { fileProblem, MAX_UPLOAD_BYTES, uploadedFile } from './files';
import { leadForms } from './leads';
import { formMessages as m } from './messages';
import {
  accepted,
  checkbox,
  choice,
  confirmMatches,
  crossField,
  digits,
  email,
  formatPhone,
  isPhone,
  isSiret,
  luhn,
  multiChoice,
  normalizePhone,
  oneIsRequired,
  optionalPhone,
  optionalText,
  password,
  passwordRequirements,
  passwordStrength,
  phone,
  positiveNumber,
  requiredIf,
  requiredText,
  siret,
  strengthLabels,
  zipcode,
} from './rules';

/** The messages of a failed parse, by field path ('' for the value itself). */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const key = i.path.join('.');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}
const ok = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(`expected ${JSON.stringify(input)} to pass: ${r.error.issues.map((i) => i.message).join('; ')}`);
  return r.data;
};

describe('luhn and SIRET', () => {
  it('passes real-looking SIRETs', () => {
    for (const s of ['84125736900014', '73282932000074', '44306184100047', '55208131766522']) {
      expect(luhn(s)).toBe(true);
      expect(isSiret(s)).toBe(true);
    }
    expect(luhn('79927398713')).toBe(true); // the textbook Luhn example
    expect(luhn('79927398710')).toBe(false);
  });

  it('fails when any single digit is changed', () => {
    const good = '84125736900014';
    for (let i = 0; i < good.length; i++) {
      const d = Number(good[i]);
      const changed = good.slice(0, i) + String((d + 1) % 10) + good.slice(i + 1);
      expect({ changed, valid: isSiret(changed) }).toEqual({ changed, valid: false });
    }
  });

  it('fails on two swapped adjacent digits (the error Luhn is for)', () => {
    expect(isSiret('48125736900014')).toBe(false);
    expect(isSiret('84125736900041')).toBe(false);
  });

  it('needs exactly 14 digits, no letters', () => {
    expect(isSiret('8412573690001')).toBe(false); // 13
    expect(isSiret('841257369000140')).toBe(false); // 15
    expect(luhn('084125736900014')).toBe(true); // a leading zero keeps the Luhn sum...
    expect(isSiret('084125736900014')).toBe(false); // ...but 15 digits are not a SIRET
    expect(isSiret('84125736900')).toBe(false);
    expect(isSiret('8412573690001A')).toBe(false);
    expect(isSiret('ABCDEFGHIJKLMN')).toBe(false);
    expect(isSiret('841 257 369 00014')).toBe(false); // the bare test wants digits only
    expect(isSiret('')).toBe(false);
    expect(isSiret('00000000000000')).toBe(true); // Luhn alone says so; nothing more is claimed
  });

  // La Poste's establishments (SIREN 356 000 000) have a key of their own:
  // the sum of the 14 digits is a multiple of 5; only the head office passes Luhn.
  const digitSum = (s: string) => [...s].reduce((t, d) => t + Number(d), 0);

  it('accepts La Poste’s establishments, whose SIRET fails Luhn but whose digits add up to a multiple of 5', () => {
    for (const s of ['35600000049837', '35600000009075']) {
      // the examples are checked against the rule itself, so that they prove something
      expect({ s, luhn: luhn(s), sumBy5: digitSum(s) % 5 }).toEqual({ s, luhn: false, sumBy5: 0 });
      expect({ s, valid: isSiret(s) }).toEqual({ s, valid: true });
    }
    expect(ok(siret(), '356 000 000 49837')).toBe('35600000049837');
  });

  it('accepts La Poste’s head office, which passes Luhn and not the sum by 5', () => {
    expect({ luhn: luhn('35600000000048'), sumBy5: digitSum('35600000000048') % 5 }).toEqual({ luhn: true, sumBy5: 1 });
    expect(isSiret('35600000000048')).toBe(true);
  });

  it('refuses a La Poste SIRET that fails both rules, and one that passes Luhn only (a mistyped key)', () => {
    expect({ luhn: luhn('35600000012345'), sumBy5: digitSum('35600000012345') % 5 }).toEqual({ luhn: false, sumBy5: 4 });
    expect(isSiret('35600000012345')).toBe(false);
    expect({ luhn: luhn('35600000000055'), sumBy5: digitSum('35600000000055') % 5 }).toEqual({ luhn: true, sumBy5: 4 });
    expect(isSiret('35600000000055')).toBe(false);
    expect(problems(siret(), '356 000 000 12345')).toEqual({ '': m.siret });
  });

  it('refuses any single changed digit in a La Poste establishment number', () => {
    const good = '35600000049837';
    for (let i = 9; i < good.length; i++) {
      const d = Number(good[i]);
      const changed = good.slice(0, i) + String((d + 1) % 10) + good.slice(i + 1);
      // 35600000049847 passes Luhn: "Luhn or the sum by 5" would take that typo
      expect({ changed, valid: isSiret(changed) }).toEqual({ changed, valid: false });
    }
  });

  it('keeps Luhn for every other SIREN, even when the digits add up to a multiple of 5', () => {
    for (const s of ['51800000000010', '12345678901234', '84125736900015', '90876123400017']) {
      expect({ s, luhn: luhn(s) }).toEqual({ s, luhn: false });
      expect({ s, valid: isSiret(s) }).toEqual({ s, valid: false });
    }
    expect(digitSum('51800000000010') % 5).toBe(0);
    expect(isSiret('84125736900014')).toBe(true); // the demo professional
  });

  it('refuses a SIREN alone (9 digits), La Poste’s included', () => {
    expect(luhn('356000000')).toBe(true); // La Poste's SIREN has a good Luhn key of its own...
    for (const s of ['356000000', '356 000 000', '841257369']) {
      expect({ s, valid: isSiret(s) }).toEqual({ s, valid: false }); // ...but a SIREN is not a SIRET
      expect({ s, errors: problems(siret(), s) }).toEqual({ s, errors: { '': m.siret } });
    }
  });

  it('siret() strips spaces, and names the problem with the spec’s message', () => {
    expect(ok(siret(), '841 257 369 00014')).toBe('84125736900014');
    expect(problems(siret(), '84125736900015')).toEqual({ '': m.siret });
    expect(problems(siret(), '8412573690001')).toEqual({ '': m.siret });
    expect(problems(siret(), '   ')).toEqual({ '': m.required('SIRET') });
    expect(problems(siret('N° SIRET'), undefined)).toEqual({ '': 'Le champ « N° SIRET » est obligatoire.' });
    expect(problems(siret(), 84125736900014)).toEqual({ '': m.required('SIRET') });
  });
});

describe('phones', () => {
  it('accepts +33, 0033 and 0 followed by 9 digits, with spaces, dots or hyphens', () => {
    for (const p of [
      '0596501234',
      '0696 12 34 56',
      '06.96.12.34.56',
      '06-96-12-34-56',
      '+33696123456',
      '+33 6 96 12 34 56',
      '0033696123456',
      '0033 6 96 12 34 56',
      '(0596) 50 12 34',
    ]) {
      expect({ p, ok: isPhone(p) }).toEqual({ p, ok: true });
    }
  });

  it('refuses too short, too long, letters and other countries', () => {
    for (const p of [
      '059650123',
      '05965012345',
      '+3369612345',
      '+336961234567',
      '06 96 AB CD EF',
      'O696123456',
      '+44 20 7946 0958',
      '0044207946095',
      '+33 06 96 12 34 56',
      '',
      '696123456',
      '33696123456',
    ]) {
      expect({ p, ok: isPhone(p) }).toEqual({ p, ok: false });
    }
  });

  it('accepts the overseas departments written the international way, with + or 00', () => {
    for (const p of [
      '+596 696 12 34 56',
      '+596696123456',
      '00596 696 12 34 56',
      '00596696123456',
      '+596 596 50 12 34',
      '+590 690 12 34 56',
      '+590 590 12 34 56',
      '00590 690 12 34 56',
      '+594 694 12 34 56',
      '+594 594 12 34 56',
      '+262 692 12 34 56',
      '+262 262 12 34 56',
      '00262 692 12 34 56',
      '+269 639 12 34 56',
      '+596.696.12.34.56',
      '+596-696-12-34-56',
      '+596 (696) 12 34 56',
      '00 596 696 12 34 56',
    ]) {
      expect({ p, ok: isPhone(p) }).toEqual({ p, ok: true });
    }
  });

  it('drops a trunk zero written in brackets after the prefix', () => {
    for (const p of [
      '+596 (0)696 12 34 56',
      '+596(0)696123456',
      '00596 (0) 696 12 34 56',
      '+33 (0)6 96 12 34 56',
      '0033 (0)6 96 12 34 56',
      '+262 (0)692 12 34 56',
    ]) {
      expect({ p, ok: isPhone(p) }).toEqual({ p, ok: true });
    }
    // without a prefix the 0 is dialled: its brackets go, not the 0
    expect(ok(phone(), '(0)696 12 34 56')).toBe('0696123456');
  });

  it('refuses international numbers of the wrong length, with the trunk zero kept, or from other countries', () => {
    for (const p of [
      '+596 696 12 34 5',
      '+596 696 12 34 567',
      '00596 696 12 34',
      '+596 0696 12 34 56',
      '+596 (0)0696 12 34 56',
      '+33 0 96 12 34 56',
      '+32 470 12 34 56',
      '0032 470 12 34 56',
      '+1 596 696 1234',
      '+44 7911 123456',
      '+59 696 12 34 56',
      '+597 694 12 34 56',
      '+596 696 AB CD EF',
      '596696123456',
      '+596',
      '+',
      '00',
      '0012345678',
    ]) {
      expect({ p, ok: isPhone(p) }).toEqual({ p, ok: false });
    }
  });

  it('phone() stores the number without separators and names the field', () => {
    expect(ok(phone(), ' 0596 50.12-34 ')).toBe('0596501234');
    expect(ok(phone(), '+33 6 96 12 34 56')).toBe('+33696123456');
    expect(ok(phone(), '0033 6 96 12 34 56')).toBe('+33696123456');
    expect(ok(phone(), '+596 696 12 34 56')).toBe('+596696123456');
    expect(ok(phone(), '00590 690 12 34 56')).toBe('+590690123456');
    expect(ok(phone(), '+596 (0)696 12 34 56')).toBe('+596696123456');
    expect(ok(phone(), '(0596) 50 12 34')).toBe('0596501234');
    expect(problems(phone(), '+44 20 7946 0958')).toEqual({ '': m.phone('Téléphone') });
    expect(problems(phone('Téléphone mobile'), '0696')).toEqual({ '': m.phone('Téléphone mobile') });
    expect(m.phone('Téléphone mobile')).toBe(
      'Le champ « Téléphone mobile » doit être un numéro de téléphone : 10 chiffres commençant par 0, ou l’indicatif (+33, +590, +594, +596, +262, +269 ; 00 au lieu de +) suivi du numéro sans son 0.',
    );
    expect(problems(phone(), '')).toEqual({ '': m.required('Téléphone') });
  });

  it('optionalPhone() turns blank into null but still checks a given number', () => {
    expect(ok(optionalPhone(), '')).toBeNull();
    expect(ok(optionalPhone(), undefined)).toBeNull();
    expect(ok(optionalPhone(), '06 96 12 34 56')).toBe('0696123456');
    expect(ok(optionalPhone(), '00262 (0)692 12 34 56')).toBe('+262692123456');
    expect(problems(optionalPhone('Téléphone fixe'), '12')).toEqual({ '': m.phone('Téléphone fixe') });
  });

  it('formatPhone() groups the digits in pairs', () => {
    expect(formatPhone('0596501234')).toBe('05 96 50 12 34');
    expect(formatPhone('0596 50 12 34')).toBe('05 96 50 12 34');
    expect(formatPhone('06.96.12.34.56')).toBe('06 96 12 34 56');
    expect(formatPhone('0696')).toBe('06 96');
    expect(formatPhone('06961')).toBe('06 96 1');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('059650123456')).toBe('05 96 50 12 34'); // never more than 10 digits
  });

  it('formatPhone() keeps the international prefix and every digit', () => {
    expect(formatPhone('+33696123456')).toBe('+33 6 96 12 34 56');
    expect(formatPhone('+33 6 96 12 34 56')).toBe('+33 6 96 12 34 56');
    expect(formatPhone('0033696123456')).toBe('+33 6 96 12 34 56');
    expect(formatPhone('+33 5')).toBe('+33 5');
    expect(formatPhone('+33')).toBe('+33');
    // what it displays is still a valid phone
    for (const p of ['+33696123456', '0033596501234', '0596501234']) expect(isPhone(formatPhone(p))).toBe(true);
  });

  it('formatPhone() shows an overseas number as its prefix, then the national number without 0 as the French group it', () => {
    expect(formatPhone('+596696123456')).toBe('+596 696 12 34 56');
    expect(formatPhone('00596696123456')).toBe('+596 696 12 34 56');
    expect(formatPhone('+596 (0)696 12 34 56')).toBe('+596 696 12 34 56');
    expect(formatPhone('+590590123456')).toBe('+590 590 12 34 56');
    expect(formatPhone('+590 690.12.34.56')).toBe('+590 690 12 34 56');
    expect(formatPhone('+594694123456')).toBe('+594 694 12 34 56');
    expect(formatPhone('+262692123456')).toBe('+262 692 12 34 56');
    expect(formatPhone('+269639123456')).toBe('+269 639 12 34 56');
    expect(formatPhone('+33 (0)6 96 12 34 56')).toBe('+33 6 96 12 34 56');
    // what it shows is still the same phone, and is stored as it was
    for (const p of ['+596696123456', '+590690123456', '+594594123456', '+262262123456', '+269639123456', '+33596501234', '0696123456']) {
      expect({ p, back: normalizePhone(formatPhone(p)), ok: isPhone(formatPhone(p)) }).toEqual({ p, back: p, ok: true });
    }
  });

  it('formatPhone() does not mangle an international number being typed', () => {
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('+5')).toBe('+5');
    expect(formatPhone('+59')).toBe('+59');
    expect(formatPhone('+596')).toBe('+596');
    expect(formatPhone('+5966')).toBe('+596 6');
    expect(formatPhone('+596 69')).toBe('+596 69');
    expect(formatPhone('+596696')).toBe('+596 696');
    expect(formatPhone('+5966961')).toBe('+596 696 1');
    expect(formatPhone('+596 696 12 3')).toBe('+596 696 12 3');
    expect(formatPhone('00596 69')).toBe('+596 69');
    expect(formatPhone('+596 (0)69')).toBe('+596 69');
    // an unknown prefix is not grouped as if it were French: it stays as typed
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('0044 20 7946 0958')).toBe('0044 20 7946 0958');
    // nor a trunk 0 kept without brackets, nor a digit too many: they stay as typed, every digit shown
    expect(formatPhone('+33 06 96 12 34 56')).toBe('+33 06 96 12 34 56');
    expect(formatPhone('+596 0696')).toBe('+596 0696');
    expect(formatPhone('+596 696 12 34 567')).toBe('+596 696 12 34 567');
  });
});

describe('zip code and email', () => {
  it('zipcode() wants exactly five digits', () => {
    expect(ok(zipcode(), '97232')).toBe('97232');
    expect(ok(zipcode(), ' 97354 ')).toBe('97354');
    for (const z5 of ['9723', '972321', '97 232', 'ABCDE', '2A004', '9723a']) {
      expect({ z5, errors: problems(zipcode(), z5) }).toEqual({ z5, errors: { '': 'Veuillez renseigner un code postal valide' } });
    }
    expect(problems(zipcode(), '')).toEqual({ '': m.required('Code postal') });
    expect(problems(zipcode('CP'), undefined)).toEqual({ '': 'Le champ « CP » est obligatoire.' });
  });

  it('email() accepts usual addresses and refuses the rest with the spec’s message', () => {
    expect(ok(email(), ' josiane.celeste+devis@example.com ')).toBe('josiane.celeste+devis@example.com');
    expect(ok(email(), 'a.b-c@sous.domaine.fr')).toBe('a.b-c@sous.domaine.fr');
    for (const e of ['josiane', 'josiane@', '@example.com', 'josiane@example', 'jo siane@example.com', 'josiane@@example.com', 42]) {
      expect({ e, errors: problems(email(), e) }).toEqual({ e, errors: { '': 'Votre email n’est pas valide.' } });
    }
    expect(problems(email(), `${'a'.repeat(180)}@example.com`)).toEqual({ '': 'Votre email n’est pas valide.' });
    expect(problems(email('Adresse e-mail'), '  ')).toEqual({ '': 'Le champ « Adresse e-mail » est obligatoire.' });
  });
});

describe('passwords', () => {
  it('passwordStrength() scores one point per requirement, 0 to 5', () => {
    expect(passwordRequirements).toHaveLength(5);
    expect(strengthLabels).toHaveLength(6);
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(2);
    expect(passwordStrength('Abcdefgh')).toBe(3);
    expect(passwordStrength('Abcdefg1')).toBe(4);
    expect(passwordStrength('Abcdefg1!')).toBe(5);
    expect(passwordStrength('Ab1!')).toBe(4);
    expect(passwordStrength('12345678')).toBe(2);
    expect(passwordStrength('é')).toBe(1); // an accented letter is a special character here
    expect(strengthLabels[passwordStrength('Abcdefg1!')]).toBe('Très fort');
  });

  it('password() needs all five requirements', () => {
    expect(ok(password(), 'Demo-Pro-971!')).toBe('Demo-Pro-971!');
    expect(problems(password(), 'Abcdefg1')).toEqual({ '': m.weakPassword });
    expect(problems(password(), 'Ab1!')).toEqual({ '': m.weakPassword });
    expect(problems(password(), '')).toEqual({ '': m.required('Mot de passe') });
    expect(problems(password(), undefined)).toEqual({ '': m.required('Mot de passe') });
    expect(problems(password(), `Aa1!${'x'.repeat(125)}`)).toEqual({ '': m.tooLong('Mot de passe', 128) });
  });

  it('confirmMatches() reports a mismatch on the confirmation field', () => {
    const schema = z.object({ password: z.string(), confirm: z.string() }).superRefine(confirmMatches('password', 'confirm'));
    expect(ok(schema, { password: 'Abcdefg1!', confirm: 'Abcdefg1!' })).toEqual({ password: 'Abcdefg1!', confirm: 'Abcdefg1!' });
    expect(problems(schema, { password: 'Abcdefg1!', confirm: 'abcdefg1!' })).toEqual({ confirm: 'La confirmation ne correspond pas au mot de passe.' });
  });
});

describe('conditional rules', () => {
  const buyer = z
    .object({ customer_type: z.enum(['particulier', 'professionnel']), company: optionalText('Société') })
    .superRefine(requiredIf('company', 'Société', (d) => d.customer_type === 'professionnel'));

  it('requiredIf() needs the field only when the condition holds', () => {
    expect(ok(buyer, { customer_type: 'particulier' })).toEqual({ customer_type: 'particulier', company: null });
    expect(ok(buyer, { customer_type: 'professionnel', company: 'Bellance BTP' }).company).toBe('Bellance BTP');
    for (const company of [undefined, '', '   ']) {
      expect(problems(buyer, { customer_type: 'professionnel', company })).toEqual({ company: 'Le champ « Société » est obligatoire.' });
    }
  });

  it('requiredIf() also works on a raw object with blanks and nulls', () => {
    const rule = requiredIf('street', 'Adresse', (d) => d.format === 'papier');
    const raw = z.object({ format: z.string(), street: z.unknown() }).superRefine(rule);
    expect(problems(raw, { format: 'papier', street: null })).toEqual({ street: 'Le champ « Adresse » est obligatoire.' });
    expect(problems(raw, { format: 'numerique', street: null })).toEqual({});
  });

  it('oneIsRequired() needs at least one of the two phones', () => {
    const schema = z
      .object({ phone: optionalPhone('Téléphone fixe'), mobile: optionalPhone('Téléphone mobile') })
      .superRefine(oneIsRequired('phone', 'mobile', 'Téléphone fixe', 'Téléphone mobile'));
    const message = 'Merci de renseigner au moins un numéro : « Téléphone fixe » ou « Téléphone mobile ».';
    expect(problems(schema, {})).toEqual({ phone: message });
    expect(problems(schema, { phone: '', mobile: '  ' })).toEqual({ phone: message });
    expect(ok(schema, { phone: '0596501234' })).toEqual({ phone: '0596501234', mobile: null });
    expect(ok(schema, { mobile: '0696 12 34 56' })).toEqual({ phone: null, mobile: '0696123456' });
    expect(ok(schema, { phone: '0596501234', mobile: '0696123456' })).toEqual({ phone: '0596501234', mobile: '0696123456' });
  });
});

describe('cross-field rules on forms', () => {
  it('see every problem at once, and never throw on an input that is not an object', () => {
    const schema = z
      .object({
        customer_type: z.string(),
        company: optionalText('Société'),
        phone: optionalPhone('Fixe'),
        mobile: optionalPhone('Mobile'),
        password: z.string(),
        confirm: z.string(),
      })
      .superRefine(
        requiredIf('company', 'Société', (d) => d.customer_type === 'professionnel'),
        crossField,
      )
      .superRefine(oneIsRequired('phone', 'mobile', 'Fixe', 'Mobile'), crossField)
      .superRefine(confirmMatches('password', 'confirm'), crossField);
    expect(Object.keys(problems(schema, { customer_type: 'professionnel', password: 'a', confirm: 'b' })).sort()).toEqual(
      ['company', 'phone', 'confirm'].sort(),
    );
    for (const input of [null, undefined, 42, 'texte', []]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).error?.issues).toHaveLength(1);
    }
  });

  it('hold for the shared lead forms', () => {
    for (const schema of Object.values(leadForms)) {
      for (const input of [null, undefined, 'x']) {
        const r = (schema as z.ZodType).safeParse(input);
        expect(r.success).toBe(false);
      }
    }
  });
});

describe('choices', () => {
  const colors = ['ral-9010', 'ral-7016', 'aluzinc'] as const;

  it('multiChoice() takes a lone value or a list, at most 2, with the spec’s message', () => {
    expect(ok(multiChoice('Couleurs', colors), 'aluzinc')).toEqual(['aluzinc']);
    expect(ok(multiChoice('Couleurs', colors), ['ral-9010', 'aluzinc'])).toEqual(['ral-9010', 'aluzinc']);
    expect(problems(multiChoice('Couleurs', colors), ['ral-9010', 'ral-7016', 'aluzinc'])).toEqual({ '': 'Vous ne pouvez sélectionner que 2 valeurs maximum' });
    expect(m.maxSelected(2)).toBe('Vous ne pouvez sélectionner que 2 valeurs maximum');
    expect(problems(multiChoice('Couleurs', colors, { max: 1 }), ['ral-9010', 'aluzinc'])).toEqual({ '': 'Vous ne pouvez sélectionner que 1 valeurs maximum' });
  });

  it('multiChoice() needs one value and refuses unknown values on the field itself', () => {
    for (const empty of [undefined, null, '', []]) {
      expect(problems(multiChoice('Couleurs', colors), empty)).toEqual({ '': 'Le champ « Couleurs » est obligatoire.' });
    }
    for (const bad of ['rose', ['ral-9010', 'rose'], [1], [{}]]) {
      expect(problems(multiChoice('Couleurs', colors), bad)).toEqual({ '': 'La valeur choisie pour « Couleurs » n’est pas valide.' });
    }
    expect(ok(multiChoice('Couleurs', colors, { min: 0 }), [])).toEqual([]);
  });

  it('choice() names its field when missing or unknown', () => {
    expect(ok(choice('Civilité', ['m', 'mme']), ' mme ')).toBe('mme');
    expect(problems(choice('Civilité', ['m', 'mme']), '')).toEqual({ '': 'Le champ « Civilité » est obligatoire.' });
    expect(problems(choice('Civilité', ['m', 'mme']), 'dr')).toEqual({ '': 'La valeur choisie pour « Civilité » n’est pas valide.' });
  });
});

describe('checkboxes, numbers and text', () => {
  it('accepted() takes only a ticked box', () => {
    for (const yes of [true, 'true', 'on', '1', 1]) expect(ok(accepted(), yes)).toBe(true);
    for (const no of [false, 'false', '', undefined, null, 'off', '0', 0, 'yes']) {
      expect({ no, errors: problems(accepted(), no) }).toEqual({ no, errors: { '': 'Vous devez accepter les conditions générales pour continuer.' } });
    }
    expect(problems(accepted(m.salesConditions), 'off')).toEqual({ '': 'Vous devez accepter les conditions générales de vente.' });
    expect(ok(checkbox(), 'on')).toBe(true);
    expect(ok(checkbox(), undefined)).toBe(false);
  });

  it('positiveNumber() reads a French decimal comma', () => {
    expect(ok(positiveNumber('Surface'), '12,5')).toBe(12.5);
    expect(ok(positiveNumber('Surface'), ' 85.25 ')).toBe(85.25);
    expect(ok(positiveNumber('Surface'), 40)).toBe(40);
    expect(ok(positiveNumber('Surface', { max: 100 }), '100')).toBe(100);
    for (const bad of ['abc', '0', '-3', '-0,5', '12,5,3', '101', 'NaN', {}]) {
      expect({ bad, errors: problems(positiveNumber('Surface', { max: 100 }), bad) }).toEqual({
        bad,
        errors: { '': 'Le champ « Surface » doit être un nombre.' },
      });
    }
    expect(problems(positiveNumber('Surface'), '')).toEqual({ '': 'Le champ « Surface » est obligatoire.' });
    expect(problems(positiveNumber('Surface'), undefined)).toEqual({ '': 'Le champ « Surface » est obligatoire.' });
  });

  it('requiredText(), optionalText() and digits() trim and name their field', () => {
    expect(ok(requiredText('Nom'), '  Céleste ')).toBe('Céleste');
    expect(problems(requiredText('Nom'), '   ')).toEqual({ '': 'Le champ « Nom » est obligatoire.' });
    expect(problems(requiredText('Nom', 5), 'Célestine')).toEqual({ '': 'Le champ « Nom » ne doit pas dépasser 5 caractères.' });
    expect(ok(optionalText('Société'), '  ')).toBeNull();
    expect(ok(optionalText('Société'), ' Bellance BTP ')).toBe('Bellance BTP');
    expect(ok(digits('Code', 6), '012345')).toBe('012345');
    expect(problems(digits('Code', 6), '01234')).toEqual({ '': 'Le champ « Code » doit comporter exactement 6 chiffres.' });
  });

  it('a line of text reads a pasted tab or line break as a space; no text holds an invisible character', () => {
    for (const [typed, read] of [
      ['Bellance\tBTP', 'Bellance BTP'],
      ['Bellance\r\nBTP', 'Bellance BTP'],
      ['Bellance\n\n\tBTP', 'Bellance BTP'],
      ['Bellance\u2028BTP', 'Bellance BTP'],
      ['Bellance BTP\n', 'Bellance BTP'],
    ]) {
      expect(ok(requiredText('Nom'), typed)).toBe(read);
      expect(ok(optionalText('Nom'), typed)).toBe(read);
    }
    const lines = { lines: true } as const;
    expect(ok(requiredText('Message', 3000, lines), 'Bonjour,\r\n\tdeux lignes\nmerci')).toBe('Bonjour,\r\n\tdeux lignes\nmerci');
    expect(ok(optionalText('Consignes', 500, lines), 'Portail\nbleu')).toBe('Portail\nbleu');
    const invisible = (label: string) => `Le champ « ${label} » contient un caractère invisible (un caractère de contrôle) : retirez-le.`;
    // and Unicode's format characters: a right-to-left override, zero-width characters, a soft hyphen, a BOM inside the text
    const format = ['Chantier \u202Eexe.fdp', 'Bon\u200Bjour', 'Bon\u200Djour', 'Bon\u2066jour', 'Bon\u00ADjour', 'Bon\uFEFFjour', 'Bon\u{E0041}jour'];
    for (const bad of ['Bon\u0000jour', 'Bon\u0007jour', 'Bon\u001bjour', 'Bon\u007fjour', 'Bon\u0085jour', 'Bon\u009bjour', ...format]) {
      expect({ bad, errors: problems(requiredText('Nom'), bad) }).toEqual({ bad, errors: { '': invisible('Nom') } });
      expect({ bad, errors: problems(optionalText('Nom'), bad) }).toEqual({ bad, errors: { '': invisible('Nom') } });
      expect({ bad, errors: problems(requiredText('Message', 3000, lines), bad) }).toEqual({ bad, errors: { '': invisible('Message') } });
      expect({ bad, errors: problems(optionalText('Message', 3000, lines), bad) }).toEqual({ bad, errors: { '': invisible('Message') } });
    }
  });
});

describe('fileProblem', () => {
  const pdf = { name: 'cv.pdf', size: 200_000, type: 'application/pdf' };

  it('accepts the expected types with their extension, up to 5 MB included', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(fileProblem(pdf, 'CV', 'document')).toBeNull();
    expect(fileProblem({ ...pdf, name: 'CV FINAL.PDF' }, 'CV', 'document')).toBeNull();
    expect(fileProblem({ ...pdf, size: MAX_UPLOAD_BYTES }, 'CV', 'document')).toBeNull();
    expect(
      fileProblem({ name: 'lettre.docx', size: 10, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 'Lettre', 'document'),
    ).toBeNull();
    expect(fileProblem({ name: 'lettre.odt', size: 10, type: 'application/vnd.oasis.opendocument.text' }, 'Lettre', 'document')).toBeNull();
    expect(fileProblem({ name: 'lettre.doc', size: 10, type: 'application/msword' }, 'Lettre', 'document')).toBeNull();
    expect(fileProblem({ name: 'toit.jpeg', size: 10, type: 'image/jpeg' }, 'Plan', 'planOrPhoto')).toBeNull();
    expect(fileProblem({ name: 'toit.png', size: 10, type: 'image/png' }, 'Plan', 'planOrPhoto')).toBeNull();
  });

  it('refuses a file over the limit with the size message, before anything else', () => {
    expect(fileProblem({ ...pdf, size: MAX_UPLOAD_BYTES + 1 }, 'CV', 'document')).toBe('Le fichier « CV » dépasse la taille maximale de 5 Mo.');
    expect(fileProblem({ name: 'x.exe', size: MAX_UPLOAD_BYTES + 1, type: 'application/octet-stream' }, 'CV', 'document')).toBe(m.fileTooLarge('CV', 5));
    expect(fileProblem({ ...pdf, size: 2 * 1024 * 1024 + 1 }, 'CV', 'document', 2 * 1024 * 1024)).toBe('Le fichier « CV » dépasse la taille maximale de 2 Mo.');
  });

  it('refuses a wrong type or a wrong extension with the type message', () => {
    const docMsg = 'Le fichier « CV » n’est pas d’un type accepté (PDF, DOC, DOCX ou ODT).';
    expect(fileProblem({ name: 'cv.png', size: 10, type: 'image/png' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'cv.pdf', size: 10, type: 'image/png' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'cv.pdf', size: 10, type: 'application/octet-stream' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'cv.exe', size: 10, type: 'application/pdf' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'cv.pdf.exe', size: 10, type: 'application/pdf' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'cv', size: 10, type: 'application/pdf' }, 'CV', 'document')).toBe(docMsg);
    expect(fileProblem({ name: 'pdf', size: 10, type: 'application/pdf' }, 'CV', 'document')).toBe(docMsg);
    expect(
      fileProblem(
        { name: 'plan.docx', size: 10, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        'Plan ou photo',
        'planOrPhoto',
      ),
    ).toBe('Le fichier « Plan ou photo » n’est pas d’un type accepté (PDF, JPG ou PNG).');
  });

  it('treats an empty file of the right type as missing', () => {
    expect(fileProblem({ ...pdf, size: 0 }, 'CV', 'document')).toBe('Merci de joindre le fichier « CV ».');
  });

  it('uploadedFile() needs a file, takes the first of a list and reports the problem on the field', () => {
    const schema = z.object({ cv: uploadedFile('CV', 'document') });
    expect(ok(schema, { cv: pdf })).toEqual({ cv: pdf });
    expect(ok(schema, { cv: [pdf, { name: 'x.exe', size: 1, type: 'x' }] })).toEqual({ cv: pdf });
    expect(problems(schema, {})).toEqual({ cv: 'Merci de joindre le fichier « CV ».' });
    expect(problems(schema, { cv: 'cv.pdf' })).toEqual({ cv: 'Merci de joindre le fichier « CV ».' });
    expect(problems(schema, { cv: { ...pdf, size: MAX_UPLOAD_BYTES + 1 } })).toEqual({ cv: m.fileTooLarge('CV', 5) });
    expect(problems(schema, { cv: { ...pdf, name: 'cv.exe' } })).toEqual({ cv: m.fileType('CV', 'PDF, DOC, DOCX ou ODT') });
  });
});
