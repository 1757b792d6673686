import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { AccountRequests } from './customers/account-requests';
import { Addresses } from './customers/addresses';
import { Admin } from './admin/admin';
import { BarScheduleSending } from './bar-schedules/bar-schedule-sending';
import { BarSchedules } from './bar-schedules/bar-schedules';
import { CuttingPlans } from './bar-schedules/cutting-plans';
import { Carts } from './cart/carts';
import { Catalogue } from './catalogue/catalogue';
import { CheckoutOptions } from './orders/checkout';
import { Content } from './content/content';
import { ContentQueries } from './content/content-queries';
import { Customers } from './customers/customers';
import { DocumentFiles } from './documents/document-files';
import { Documents } from './documents/documents';
import { LeadForms } from './forms/forms';
import { JobSites } from './job-sites/job-sites';
import { Mailer } from './mail/mailer';
import { MeshLayouts } from './mesh-layout/mesh-layouts';
import { PasswordLinks } from './customers/one-time-links';
import { OrderLifecycle } from './orders/order-lifecycle';
import { Orders } from './orders/orders';
import { QuotationLifecycle } from './quotations/quotation-lifecycle';
import { DocumentMails } from './documents/document-mails';
import { Quotations } from './quotations/quotations';
import { QuotationAnswers } from './quotations/quotation-answer';
import { reopenQuotation } from './quotations/quotation-reopening';
import { Recaptcha } from './forms/recaptcha';
import { Sessions } from './customers/sessions';
import { Site } from './site/site';
import { Tools } from './tools/tools';
import { QuickOrders } from './quick-order/quick-orders';
import { Reorders } from './orders/reorders';
import { SavedLists } from './saved-lists/saved-lists';
import { UploadStore } from './files/upload-store';
import { RebuildWebhook } from './admin/webhook';
import { CreditNoteRefunds } from './documents/credit-note-refunds';
import { Payments } from './payments/payments';
import { CreditNotes } from './documents/credit-notes';
import { stripeProvider } from './payments/stripe-provider';
import { Companies } from './companies/companies';
import { CompanyLedger } from './companies/ledger';
import { CompanyCheckout } from './companies/company-checkout';
import { Invitations } from './companies/invitations';
import { Approvals } from './companies/approvals';
import { StatementMails } from './companies/statement-mails';

export interface ServicesDeps {
  db: Db;
  config: Config;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * Every service of an app, made once: their prepared statements and caches
 * (the catalogue's facets) are shared by all the routes that use them.
 */
export function createServices({ db, config, now, log }: ServicesDeps) {
  // an in-memory database (the tests) keeps its mail in the outbox table only
  const mailer = new Mailer(db, config.dbFile === ':memory:' ? null : join(config.dataDir, 'outbox'), now);
  const site = new Site(db);
  const catalogue = new Catalogue(db);
  const content = new Content(db);
  const carts = new Carts(db, config, now);
  const customers = new Customers(db, now);
  const documents = new Documents(db, site, config.bank, now);
  const checkout = new CheckoutOptions(db, now);
  const links = new PasswordLinks(db, now);
  const publicUrl = config.publicUrl;
  const barSchedules = new BarSchedules(db, now);
  const addresses = new Addresses(db, now);
  const jobSites = new JobSites(db, now, addresses);
  const backofficeEmail = config.backofficeEmail;
  const documentFiles = new DocumentFiles({ db, now, seller: config.seller, site, customers, documents });
  const documentMails = new DocumentMails({ mailer, customers, files: documentFiles, backofficeEmail, siteUrl: config.siteUrl });
  // the back office's moves of an order; the card payments' outcomes reuse its invoice and stock (payments/payment-settlement.ts)
  const creditNotes = new CreditNotes({ db, documents, seller: config.seller });
  const orderLifecycle: OrderLifecycle = new OrderLifecycle({
    db,
    now,
    documents,
    mails: documentMails,
    orders: { invoice: (id) => orders.invoice(id) },
    refunds: { refundBeforeCancel: (id) => payments.cancellation.refundBeforeCancel(id), refunded: (...args) => payments.cancellation.refunded(...args) },
    invoiceCards: { officePaid: (id) => payments.officePaid(id) },
    seller: config.seller,
    mailer,
    backofficeEmail,
    reopenQuotation: (orderId) => reopenQuotation({ db, carts }, orderId),
  });
  const payments: Payments = new Payments({
    db,
    now,
    provider: config.payments.stripe ? stripeProvider(config.payments.stripe, now) : null,
    siteUrl: config.siteUrl,
    reservationMinutes: config.payments.reservationMinutes,
    maxWaitingOrders: config.payments.maxWaitingOrders,
    bank: config.bank,
    mailer,
    backofficeEmail,
    lifecycle: orderLifecycle,
    reopenQuotation: (orderId) => reopenQuotation({ db, carts }, orderId),
    creditNotes,
    log,
  });
  // a company's people, rules and credit (issue 46): read by the checkout before any order is written
  const companies = new Companies(db, now);
  const ledger = new CompanyLedger(db, now);
  const timeZoneOf = (salesPlanId: number) => documents.timeZone(salesPlanId);
  // the company's rules and credit at checkout: when an order is placed, and when one is submitted for approval
  const companyCheckout = new CompanyCheckout(companies, ledger, timeZoneOf);
  const orders: Orders = new Orders({
    db,
    seller: config.seller,
    now,
    publicUrl,
    backofficeEmail,
    carts,
    customers,
    documents,
    checkout,
    site,
    mailer,
    barSchedules,
    jobSites,
    files: documentFiles,
    payments,
    companyCheckout,
  });
  const uploads = new UploadStore(config);
  // a quotation as each reader reads it, for the buyer's calls and the office's
  const answers = new QuotationAnswers(db, documents, now);
  const quotations = new Quotations({
    db,
    now,
    publicUrl,
    backofficeEmail,
    carts,
    customers,
    documents,
    answers,
    mailer,
    uploads,
    jobSites,
    planLabel: site.planLabel,
  });
  return {
    sessions: new Sessions(db, config, now),
    mailer,
    webhook: new RebuildWebhook(config, log),
    recaptcha: new Recaptcha(config),
    site,
    catalogue,
    content,
    contentQueries: new ContentQueries(db, content),
    carts,
    customers,
    addresses,
    jobSites,
    documents,
    checkout,
    links,
    orders,
    reorders: new Reorders({ db, carts, orders }),
    quotations,
    documentFiles,
    quotationLifecycle: new QuotationLifecycle({ db, now, carts, documents, answers, mails: documentMails, site }),
    orderLifecycle,
    payments,
    creditNotes,
    creditNoteRefunds: new CreditNoteRefunds({ db, now, documents, mailer, siteUrl: config.siteUrl }),
    barSchedules,
    barScheduleSending: new BarScheduleSending({ db, publicUrl, barSchedules, carts, quotations }),
    cuttingPlans: new CuttingPlans(db, barSchedules),
    accountRequests: new AccountRequests({ db, config, now, customers, links, mailer }),
    forms: new LeadForms(db, uploads),
    tools: new Tools(db),
    quickOrders: new QuickOrders({ db, carts }),
    savedLists: new SavedLists({ db, now, carts, barSchedules }),
    meshLayouts: new MeshLayouts({ db, customers }),
    admin: new Admin(db, site, now),
    companies,
    ledger,
    invitations: new Invitations(db, now, (companyId) => ledger.timeZone(companyId)),
    approvals: new Approvals({ db, now, companies, orders, credit: companyCheckout, carts, site, mailer, siteUrl: config.siteUrl, timeZoneOf }),
    statementMails: new StatementMails({ db, ledger, mailer, seller: config.seller, siteUrl: config.siteUrl, now, log }),
  };
}

export type Services = ReturnType<typeof createServices>;
