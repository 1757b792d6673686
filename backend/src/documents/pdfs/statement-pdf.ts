import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { AGE_BUCKETS, AGE_LABELS, lateText } from '@trefima/domain/companies/statement';
import { PAYMENT_TERMS_LABELS } from '@trefima/domain/companies/credit';
import { t } from '@trefima/domain/i18n/t';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import type { SellerIdentity } from '../../site/seller';
import { blocks, heading, section, sellerLegalLine } from './document-blocks';
import { table } from './document-table';
import { DocumentWriter } from './document-writer';
import { longDate, money } from './format';

export interface StatementPdfInput {
  statement: StatementAnswer;
  seller: SellerIdentity;
  siret: string | null;
  /** ISO, when the PDF is made */
  printedAt: string;
}

const shortDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The relevé de compte (issue 46) in the invoices' style: the seller's
 * heading, the company, the lines with their running balance (an overdue
 * invoice says for how long under its label), what is due by age, and the
 * credit on account. Figures TTC, as the company pays them; its days are
 * the company's territory's.
 */
export async function statementPdf({ statement: s, seller, siret, printedAt }: StatementPdfInput): Promise<Uint8Array> {
  // the ledger answers one of TIME_ZONES, which the contract writes as a string
  const day = (d: string) => longDate(d, s.time_zone as TimeZone);
  const title = 'Relevé de compte';
  const number = `Relevé ${s.company} au ${shortDay(s.on)}`;
  const w = await DocumentWriter.create({
    title: `${title} de ${s.company} au ${day(s.on)}`,
    subject: `${title} de ${s.company} au ${day(s.on)}`,
    author: seller.name,
    number,
    legal: sellerLegalLine(seller),
    printedAt,
  });
  const facts: [string, string][] = [
    ['Au', day(s.on)],
    ['Période', s.from ? `du ${day(s.from)} au ${day(s.on)}` : 'depuis l’ouverture du compte'],
    ['Montants', 'TTC'],
  ];
  heading(w, seller, title, facts);
  const limit = s.credit.limit_cents === null ? 'sans plafond' : money(s.credit.limit_cents);
  blocks(w, [
    { title: 'Client', lines: [s.company, siret && `SIRET ${siret.replace(/\s+/g, '')}`] },
    {
      // the credit is today's whatever day the statement is of: said, on a statement of an earlier day
      title: `Encours au ${shortDay(s.credit_on)}`,
      lines: [
        `Encours autorisé : ${limit}`,
        `Encours utilisé : ${money(s.credit.outstanding_cents)}`,
        s.credit.available_cents !== null && `Encours disponible : ${money(s.credit.available_cents)}`,
        `Conditions : ${PAYMENT_TERMS_LABELS[s.credit.payment_terms]}`,
      ],
    },
  ]);
  const rows: string[][] = [];
  if (s.from) rows.push([shortDay(s.from), t('companies.statement.opening'), '', '', money(s.opening_balance_cents), '']);
  for (const l of s.lines) {
    const label = l.days_late ? `${l.label}\n${lateText(l.days_late)}` : l.label;
    const amount = (cents: number) => (cents ? money(cents) : '');
    rows.push([shortDay(l.day), label, amount(l.debit_cents), amount(l.credit_cents), money(l.balance_cents), l.due_on ? shortDay(l.due_on) : '']);
  }
  table(
    w,
    [
      { label: 'Date', width: 62 },
      { label: 'Libellé', width: 190 },
      { label: 'Débit', width: 72, align: 'right' },
      { label: 'Crédit', width: 72, align: 'right' },
      { label: 'Solde', width: 78, align: 'right' },
      { label: 'Échéance', width: 62, align: 'right' },
    ],
    rows.length ? rows : [['', 'Aucune écriture sur la période.', '', '', '', '']],
  );
  w.ensure(20);
  w.paragraph(`Solde au ${day(s.on)} : ${money(s.totals.closing_balance_cents)}`, { bold: true, size: 10 });
  w.y -= 8;
  table(
    w,
    [...AGE_BUCKETS.map((b) => ({ label: AGE_LABELS[b], width: 1, align: 'right' as const })), { label: 'Total restant dû', width: 1, align: 'right' }],
    [[...AGE_BUCKETS.map((b) => money(s.due[b])), money(s.due.total_cents)]],
  );
  section(
    w,
    'À savoir',
    'Ce relevé reprend les factures, avoirs et règlements enregistrés à sa date. Un règlement envoyé depuis peut ne pas y figurer encore.',
  );
  return w.save();
}
