// What the rest of the site uses of the feature "documents": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { CreditNoteList } from './components/credit-note-list';
export { DocumentFilters, type DocumentListProps } from './components/document-filters';
export { DocumentTable } from './components/document-table';
export { DocumentsPage } from './components/documents-page';
export { InvoiceList } from './components/invoice-list';
export { OrderDetail } from './components/order-detail';
export { OrderList } from './components/order-list';
export { QuotationDetail } from './components/quotation-detail';
export { QuotationList } from './components/quotation-list';
export { SiteFilter } from './components/site-filter';
