import { TIME_ZONES } from '../calendar/time-zones';
import { monthWindow, needsApproval, NO_APPROVAL_RULES, rulesProblem, type ApprovalNeed, type ApprovalRequest, type ApprovalRules } from './approval';

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const codes = (need: ApprovalNeed) => (need.required ? need.reasons.map((r) => r.code) : []);
const ask = (over: Partial<Omit<ApprovalRequest, 'rules'>> & { rules?: Partial<ApprovalRules> }): ApprovalNeed =>
  needsApproval({ role: 'acheteur', personId: 'p1', amountHtCents: 50_000, spentThisMonthHtCents: 0, ...over, rules: { ...NO_APPROVAL_RULES, ...over.rules } });

describe('needsApproval, by role', () => {
  it('never holds the administrateur, whatever the rules say', () => {
    const strict = { thresholdHtCents: 0, rolesAlwaysApproved: ['administrateur' as const], monthlyLimitsHtCents: { boss: 0 } };
    expect(ask({ role: 'administrateur', personId: 'boss', rules: strict, spentThisMonthHtCents: 10_000_000 })).toEqual({ required: false });
  });

  it('always holds the conducteur de travaux, who cannot place an order, with that one reason for his role', () => {
    const need = ask({ role: 'conducteur_travaux' });
    expect(need).toEqual({
      required: true,
      reasons: [
        { code: 'role_cannot_place', message: 'Votre rôle (conducteur de travaux) ne permet pas de passer commande : elle est soumise à l’approbation.' },
      ],
    });
    expect(codes(ask({ role: 'conducteur_travaux', rules: { rolesAlwaysApproved: ['conducteur_travaux'] } }))).toEqual(['role_cannot_place']);
    expect(codes(ask({ role: 'conducteur_travaux', rules: { thresholdHtCents: 10_000 } }))).toEqual(['role_cannot_place', 'threshold']);
  });

  it('lets an acheteur order freely when no rule is set', () => {
    expect(ask({ amountHtCents: 99_999_999, spentThisMonthHtCents: 99_999_999 })).toEqual({ required: false });
  });

  it('holds a role the administrator always approves, and says so', () => {
    expect(ask({ rules: { rolesAlwaysApproved: ['acheteur'] } })).toEqual({
      required: true,
      reasons: [{ code: 'role_always', message: 'Les commandes de votre rôle (acheteur) sont toujours soumises à l’approbation.' }],
    });
    expect(ask({ rules: { rolesAlwaysApproved: ['conducteur_travaux', 'comptable'] } })).toEqual({ required: false });
  });

  it('refuses to judge for a role that may neither order nor submit: the comptable is stopped before', () => {
    expect(() => ask({ role: 'comptable' })).toThrow(RangeError);
  });
});

describe('needsApproval, by amount', () => {
  it('holds an order strictly above the threshold HT, not one at it', () => {
    expect(ask({ amountHtCents: 100_000, rules: { thresholdHtCents: 100_000 } })).toEqual({ required: false });
    const need = ask({ amountHtCents: 125_050, rules: { thresholdHtCents: 100_000 } });
    expect(codes(need)).toEqual(['threshold']);
    expect(need.required && spaces(need.reasons[0]!.message)).toBe(
      'La commande (1 250,50 € HT) dépasse le montant de 1 000 € HT au-delà duquel votre entreprise l’approuve.',
    );
    expect(codes(ask({ amountHtCents: 1, rules: { thresholdHtCents: 0 } }))).toEqual(['threshold']);
  });

  it('holds an order that takes the person past his own monthly limit, not one that reaches it', () => {
    const rules = { monthlyLimitsHtCents: { p1: 500_000, p2: 1_000 } };
    expect(ask({ amountHtCents: 100_000, spentThisMonthHtCents: 400_000, rules })).toEqual({ required: false });
    const need = ask({ amountHtCents: 100_001, spentThisMonthHtCents: 400_000, rules });
    expect(codes(need)).toEqual(['monthly_limit']);
    expect(need.required && spaces(need.reasons[0]!.message)).toBe(
      'Avec cette commande, vos achats du mois atteindraient 5 000,01 € HT, au-delà de votre plafond mensuel de 5 000 € HT (déjà 4 000 € HT ce mois-ci).',
    );
    // another person's limit is not his, and a person without one has none
    expect(ask({ personId: 'p3', amountHtCents: 9_000_000, rules })).toEqual({ required: false });
    expect(codes(ask({ personId: 'p2', amountHtCents: 1_001, rules }))).toEqual(['monthly_limit']);
    // a limit of 0 holds every order
    expect(codes(ask({ amountHtCents: 1, rules: { monthlyLimitsHtCents: { p1: 0 } } }))).toEqual(['monthly_limit']);
  });

  it('gives every reason at once, the role first', () => {
    const rules = { thresholdHtCents: 1_000, rolesAlwaysApproved: ['acheteur' as const], monthlyLimitsHtCents: { p1: 2_000 } };
    expect(codes(ask({ amountHtCents: 5_000, rules }))).toEqual(['role_always', 'threshold', 'monthly_limit']);
  });
});

describe('rulesProblem, what an administrator may set', () => {
  it('takes sensible rules and no rules', () => {
    expect(rulesProblem(NO_APPROVAL_RULES)).toBeNull();
    expect(
      rulesProblem({ thresholdHtCents: 0, rolesAlwaysApproved: ['acheteur', 'conducteur_travaux'], monthlyLimitsHtCents: { p1: 0, p2: 500_000 } }),
    ).toBeNull();
  });

  it('says which part is wrong', () => {
    for (const thresholdHtCents of [-1, 10.5, Number.NaN]) expect(rulesProblem({ ...NO_APPROVAL_RULES, thresholdHtCents })).toMatch(/^thresholdHtCents/);
    expect(rulesProblem({ ...NO_APPROVAL_RULES, rolesAlwaysApproved: ['patron' as never] })).toBe('rolesAlwaysApproved : rôle inconnu « patron ».');
    expect(rulesProblem({ ...NO_APPROVAL_RULES, monthlyLimitsHtCents: { p1: 100, p2: -5 } })).toMatch(/^monthlyLimitsHtCents : le plafond de p2 /);
  });
});

describe('monthWindow, the month on the territory’s clock', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is still March in Martinique at 23:59 on the 31st, though April in UTC', () => {
    const march = { start: '2026-03-01T04:00:00.000Z', end: '2026-04-01T04:00:00.000Z' };
    expect(monthWindow(at('2026-04-01T03:59:59.999Z'), TIME_ZONES.mtq)).toEqual(march);
    expect(monthWindow(at('2026-03-01T04:00:00.000Z'), TIME_ZONES.mtq)).toEqual(march);
    expect(monthWindow(at('2026-03-15T12:00:00.000Z'), TIME_ZONES.gpe)).toEqual(march);
  });

  it('resets on the 1st at 0 h 00 local', () => {
    expect(monthWindow(at('2026-04-01T04:00:00.000Z'), TIME_ZONES.mtq)).toEqual({ start: '2026-04-01T04:00:00.000Z', end: '2026-05-01T04:00:00.000Z' });
  });

  it('turns an hour earlier in Guyane (UTC−3): the same instant is April there and March in Martinique', () => {
    const instant = at('2026-04-01T03:30:00.000Z');
    expect(monthWindow(instant, TIME_ZONES.guf)).toEqual({ start: '2026-04-01T03:00:00.000Z', end: '2026-05-01T03:00:00.000Z' });
    expect(monthWindow(instant, TIME_ZONES.mtq).start).toBe('2026-03-01T04:00:00.000Z');
    expect(monthWindow(at('2026-04-01T02:59:59.999Z'), TIME_ZONES.guf)).toEqual({ start: '2026-03-01T03:00:00.000Z', end: '2026-04-01T03:00:00.000Z' });
  });

  it('closes the year on the territory’s New Year, not UTC’s', () => {
    const december = { start: '2026-12-01T04:00:00.000Z', end: '2027-01-01T04:00:00.000Z' };
    expect(monthWindow(at('2027-01-01T03:59:00.000Z'), TIME_ZONES.mtq)).toEqual(december);
    expect(monthWindow(at('2027-01-01T04:00:00.000Z'), TIME_ZONES.mtq)).toEqual({ start: '2027-01-01T04:00:00.000Z', end: '2027-02-01T04:00:00.000Z' });
    expect(monthWindow(at('2027-01-01T02:30:00.000Z'), TIME_ZONES.guf)).toEqual({ start: '2026-12-01T03:00:00.000Z', end: '2027-01-01T03:00:00.000Z' });
    expect(monthWindow(at('2027-01-01T03:00:00.000Z'), TIME_ZONES.guf).start).toBe('2027-01-01T03:00:00.000Z');
  });

  it('ends February on its last day, 29 in a leap year', () => {
    expect(monthWindow(at('2028-02-29T23:00:00.000Z'), TIME_ZONES.mtq)).toEqual({ start: '2028-02-01T04:00:00.000Z', end: '2028-03-01T04:00:00.000Z' });
    expect(monthWindow(at('2027-03-01T03:00:00.000Z'), TIME_ZONES.mtq)).toEqual({ start: '2027-02-01T04:00:00.000Z', end: '2027-03-01T04:00:00.000Z' });
  });
});
