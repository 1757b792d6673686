import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fr } from '../i18n/fr';
import { companies } from '../i18n/fr/companies';
import {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  COMPANY_ROLE_LABELS,
  can,
  isCompanyRole,
  refusal,
  roleInSentence,
  type CompanyAction,
  type CompanyRole,
} from './roles';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

// the matrix as a table, written apart from the code: A administrateur, B acheteur, C conducteur de travaux, K comptable
// prettier-ignore
const TABLE: Record<CompanyAction, string> = {
  'people.manage':              'A',
  'rules.manage':               'A',
  'orders.approve':             'A',
  'orders.place':               'AB',
  'orders.submit_for_approval': 'ABC',
  'orders.read':                'ABCK',
  'carts.prepare':              'ABC',
  'lists.manage':               'ABC',
  'schedules.manage':           'ABC',
  'job_sites.manage':           'ABC',
  'quotations.request':         'ABC',
  'documents.read':             'ABCK',
  'invoices.read':              'AB K',
  'statement.read':             'A  K',
  'invoices.pay':               'A  K',
};
const LETTER: Record<CompanyRole, string> = { administrateur: 'A', acheteur: 'B', conducteur_travaux: 'C', comptable: 'K' };
const CASES = COMPANY_ROLES.flatMap((role) => COMPANY_ACTIONS.map((action) => [role, action] as const));

describe('the roles of a company', () => {
  it('are the four of the issue, with their French names', () => {
    expect(COMPANY_ROLES).toEqual(['administrateur', 'acheteur', 'conducteur_travaux', 'comptable']);
    expect(COMPANY_ROLE_LABELS).toEqual({
      administrateur: 'Administrateur',
      acheteur: 'Acheteur',
      conducteur_travaux: 'Conducteur de travaux',
      comptable: 'Comptable',
    });
    expect(roleInSentence('conducteur_travaux')).toBe('conducteur de travaux');
    expect(COMPANY_ROLES.filter(isCompanyRole)).toEqual(COMPANY_ROLES);
    for (const wrong of ['admin', 'Acheteur', 'conducteur de travaux', '']) expect(isCompanyRole(wrong)).toBe(false);
  });

  it('lists every action in the table', () => {
    expect([...COMPANY_ACTIONS].sort()).toEqual(Object.keys(TABLE).sort());
  });
});

describe('can, every role × action', () => {
  it.each(CASES)('%s may %s as the table says', (role, action) => {
    expect(can(role, action)).toBe(TABLE[action].includes(LETTER[role]));
  });

  it('gives the administrateur everything and the comptable no ordering', () => {
    expect(COMPANY_ACTIONS.filter((a) => !can('administrateur', a))).toEqual([]);
    const ordering: CompanyAction[] = ['orders.place', 'orders.submit_for_approval', 'carts.prepare', 'quotations.request'];
    expect(ordering.filter((a) => can('comptable', a))).toEqual([]);
    expect(can('conducteur_travaux', 'orders.place')).toBe(false);
    expect(can('conducteur_travaux', 'orders.submit_for_approval')).toBe(true);
  });
});

describe('refusal, what a refused person reads', () => {
  it.each(CASES)('%s refused %s: a French sentence, or nothing when allowed', (role, action) => {
    const why = refusal(role, action);
    if (can(role, action)) return expect(why).toBeNull();
    expect(why).toMatch(new RegExp(`^Votre rôle \\(${roleInSentence(role)}\\) ne permet pas d(e |’)[^:]+ : [^:]+\\.$`));
    expect(why).not.toMatch(/companies\.|\{|'/);
  });

  it('tells the foreman to submit his order, and the others whom to ask', () => {
    expect(refusal('conducteur_travaux', 'orders.place')).toBe(
      'Votre rôle (conducteur de travaux) ne permet pas de passer commande : soumettez-la à l’approbation.',
    );
    expect(refusal('comptable', 'orders.place')).toBe(
      'Votre rôle (comptable) ne permet pas de passer commande : adressez-vous à un administrateur de votre entreprise.',
    );
    expect(refusal('acheteur', 'orders.approve')).toBe(
      'Votre rôle (acheteur) ne permet pas d’approuver ou de refuser les commandes : adressez-vous à un administrateur de votre entreprise.',
    );
    expect(nbsp(refusal('conducteur_travaux', 'statement.read')!)).toBe(
      'Votre rôle (conducteur de travaux) ne permet pas de consulter le relevé de compte : adressez-vous à un administrateur de votre entreprise.',
    );
  });

  it('names each action in its own words, even those everyone may do', () => {
    const phrases = COMPANY_ACTIONS.map((a) => companies[`companies.action.${a}`]);
    expect(phrases.every((p) => /^d(e |’)/.test(p ?? ''))).toBe(true);
    expect(new Set(phrases).size).toBe(COMPANY_ACTIONS.length);
    const refused = COMPANY_ACTIONS.map((a) => COMPANY_ROLES.map((r) => refusal(r, a)).find(Boolean));
    expect(refused.filter((why) => why === undefined)).toHaveLength(2); // orders.read and documents.read
    for (const [i, why] of refused.entries()) if (why) expect(why).toContain(` ${phrases[i]} : `);
  });
});

describe('the companies’ messages in the French catalogue', () => {
  it('are registered, under their own prefix, and in that file only', async () => {
    for (const [id, text] of Object.entries(companies)) expect([id, fr[id]]).toEqual([id, text]);
    expect(Object.keys(companies).every((id) => id.startsWith('companies.'))).toBe(true);
    const others = readdirSync(join(__dirname, '../i18n/fr')).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'companies.ts');
    for (const file of others) {
      const part = Object.values(await import(`../i18n/fr/${file.replace(/\.ts$/, '')}`))[0] as Record<string, string>;
      expect([file, Object.keys(part).filter((id) => id in companies)]).toEqual([file, []]);
    }
  });

  it('need no ICU formatting and use the typographic apostrophe', () => {
    for (const [id, text] of Object.entries(companies)) {
      expect([id, /\{\s*\w+\s*,/.test(text), text.includes("'")]).toEqual([id, false, false]);
    }
  });
});
