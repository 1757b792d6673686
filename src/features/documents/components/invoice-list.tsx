import { Link } from 'gatsby';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { InvoicePaymentFollow, startInvoicePayment, useCardMinimumCents, useCardOnlineOffered, usePayByCard } from '../../payments';
import { useInvoices } from '../api';
import { DocumentFilters, type DocumentListProps } from './document-filters';
import { DocumentTable, type DocumentColumn } from './document-table';
import { makerColumns } from './lead-columns';
import { PdfButton } from './pdf-button';
import { useCall } from './use-call';
import * as styles from './documents.module.css';
import { listPath } from '../../../lib/list-params';
import { busyProps } from '../../../components/ui/busy';
import * as stacked from '../../../styles/stacked-table.module.css';
import { refusal } from '@trefima/domain/companies/roles';
import { mayPayInvoice } from '@trefima/domain/payments/who-pays';
import { companyRoleOf } from '../../approvals';
import { useSession } from '../../session';

/**
 * On a phone the invoices' rows are cards (stacked-table.module.css, as /mes-commandes'): the columns' headers are
 * hidden there, so each cell's content names its column (data-label, shown before it), the dates (issued, due) told
 * apart. The table keeps its caption and its headers for screen readers.
 */
const labelled = <T,>(columns: DocumentColumn<T>[]): DocumentColumn<T>[] =>
  columns.map((c) => ({ ...c, cell: (item: T) => <div data-label={c.header}>{c.cell(item)}</div> }));

interface InvoiceListProps extends DocumentListProps {
  /** back from the provider's page (`?facture=N`, `&retour=abandon`): that invoice's card payment, followed above the list */
  payment?: { number: string; abandoned: boolean } | null;
}

/**
 * The customer's invoices, all or narrowed to a job site or a person:
 * number, order, issue and due dates, amount TTC, paid (and when) or not,
 * « Payer par carte » for an unpaid one where card payment online is
 * offered, and each one's PDF.
 */
export function InvoiceList({ customerId, page, jobSite, person = null, payment = null }: InvoiceListProps) {
  const filters = { jobSite, person };
  const call = useCall();
  const invoices = useInvoices(customerId, page, filters);
  const cardOffered = useCardOnlineOffered();
  // a rest under the card's minimum is refused by the API: it is paid by transfer or cheque, which the row says
  const leastCents = useCardMinimumCents();
  // settling invoices is the accounts' work (the company's buyer reads his orders' invoices, the API refuses him the card)
  const { customer } = useSession();
  const role = customer ? companyRoleOf(customer) : null;
  const settles = mayPayInvoice(role);
  const payer = usePayByCard(startInvoicePayment);
  // paid meanwhile (a 409), or the call failed: the list is read again rather than left saying « À régler »
  const pay = async (number: string) => {
    const state = await payer.pay(number);
    if (!state || state.state === 'payee') void invoices.mutate();
  };
  return (
    <>
      {payment && <InvoicePaymentFollow key={payment.number} number={payment.number} abandoned={payment.abandoned} onPaid={() => void invoices.mutate()} />}
      <DocumentFilters customerId={customerId} base={paths.invoices} filters={filters} />
      {/* above the table, in sight of the rows' buttons */}
      <p role="alert" className={styles.payError}>
        {payer.error}
      </p>
      {cardOffered && role && !settles && <p>{refusal(role, 'invoices.pay')}</p>}
      {/* 852 px of columns in a phone's 358: its rows stack as cards there, the amount, the payment and the PDF in sight */}
      <div className={stacked.stacked}>
        <DocumentTable
          remote={invoices}
          caption={t('documents.invoices.caption')}
          empty={t('documents.invoices.empty')}
          columns={labelled([
            { header: t('documents.column.number'), cell: (f) => f.number },
            {
              header: t('documents.invoices.order'),
              cell: (f) => (
                <Link to={`${paths.orders}/${encodeURIComponent(f.order_number)}`} aria-label={t('documents.orders.link', { number: f.order_number })}>
                  {f.order_number}
                </Link>
              ),
            },
            { header: t('documents.invoices.issued'), cell: (f) => formatDate(f.issued_at, f.time_zone) },
            { header: t('documents.invoices.due'), cell: (f) => formatDate(f.due_at, f.time_zone) },
            { header: t('documents.column.amountTtc'), num: true, cell: (f) => t('documents.amountTtc', { amount: formatPrice(f.amount.ttc) }) },
            {
              header: t('documents.invoices.payment'),
              cell: (f) => (
                <div className={styles.payment}>
                  <span className={`${styles.badge} ${f.paid ? styles.paid : styles.unpaid}`}>
                    {f.paid
                      ? t('documents.invoices.paidOn', { date: formatDate(f.paid_at ?? f.issued_at, f.time_zone) })
                      : f.left_ttc_cents < f.amount.ttc
                        ? t('documents.invoices.unpaidLeft', { amount: formatPrice(f.left_ttc_cents) })
                        : t('documents.invoices.unpaid')}
                  </span>
                  {!f.paid &&
                    cardOffered &&
                    settles &&
                    (f.left_ttc_cents < leastCents ? (
                      <span className={styles.lineNote}>{t('payment.invoice.underMinimum', { least: formatPrice(leastCents) })}</span>
                    ) : (
                      /* named by its visible words first, then by its invoice (WCAG 2.5.3): a user who says what he sees, by voice, reaches it */
                      <button
                        type="button"
                        className={styles.primary}
                        {...busyProps(payer.busy)}
                        aria-label={t('payment.invoice.payLabel', { number: f.number })}
                        onClick={() => void pay(f.number)}
                      >
                        {t('payment.invoice.pay')}
                      </button>
                    ))}
                </div>
              ),
            },
            ...makerColumns(invoices.data?.items, t('documents.invoices.madeBy')),
            {
              header: t('documents.invoices.document'),
              cell: (f) => (
                <PdfButton
                  kind="invoice"
                  id={f.id}
                  label={t('documents.invoices.pdf', { number: f.number })}
                  short={t('documents.invoices.pdfShort')}
                  call={call}
                />
              ),
            },
          ])}
          page={page}
          path={listPath(paths.invoices, filters)}
        />
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {call.status}
      </p>
    </>
  );
}
