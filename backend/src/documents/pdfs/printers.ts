/**
 * Every PDF the API prints of a customer's documents, reached through `printers()` (lazy-printers.ts): this file is
 * what loads pdf-lib and its font engine.
 */
export { creditNotePdf } from './credit-note-pdf';
export { deliveryNotePdf } from './delivery-note-pdf';
export { invoicePdf } from './invoice-pdf';
export { orderPdf } from './order-pdf';
export { quotationPdf } from './quotation-pdf';
export { statementPdf } from './statement-pdf';
