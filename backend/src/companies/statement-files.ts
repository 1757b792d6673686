import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { lateText } from '@trefima/domain/companies/statement';
import { t } from '@trefima/domain/i18n/t';

/**
 * The statement as a CSV for the accountant's spreadsheet: French Excel opens
 * it as is (semicolons, decimal comma, UTF-8 marked by its BOM so that
 * « Échéance » keeps its accent), one line per statement line, the opening
 * balance first when the period starts later. Amounts TTC in euros without
 * a thousands separator, which a spreadsheet would read as text.
 */
const BOM = '\ufeff';
const HEAD = ['Date', 'Type', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Échéance', 'Retard'];
const KINDS: Record<StatementAnswer['lines'][number]['kind'], string> = { facture: 'Facture', avoir: 'Avoir', reglement: 'Règlement' };

/** « 1234,50 »; empty for nothing. */
const euros = (cents: number, blankZero = false) =>
  blankZero && cents === 0 ? '' : `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** « 26/11/2026 », as French spreadsheets read a date. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** A field quoted when it must be (a separator, a quote, a line break), quotes doubled. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function statementCsv(s: StatementAnswer): string {
  const rows: string[][] = [HEAD];
  if (s.from !== null) rows.push([frenchDay(s.from), '', t('companies.statement.opening'), '', '', euros(s.opening_balance_cents), '', '']);
  for (const l of s.lines) {
    rows.push([
      frenchDay(l.day),
      KINDS[l.kind],
      l.label,
      euros(l.debit_cents, true),
      euros(l.credit_cents, true),
      euros(l.balance_cents),
      l.due_on ? frenchDay(l.due_on) : '',
      l.days_late ? lateText(l.days_late) : '',
    ]);
  }
  return BOM + rows.map((r) => r.map(field).join(';')).join('\r\n') + '\r\n';
}

/** « releve-btp-caraibes-2026-11-30.csv »: the company's name as a path writes it, and the statement's day. */
export function statementFileName(company: string, on: string, extension: 'pdf' | 'csv'): string {
  const slug =
    company
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'entreprise';
  return `releve-${slug}-${on}.${extension}`;
}
