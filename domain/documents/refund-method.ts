import { t } from '../i18n/t';
import type { RefundMethod } from './contract';

/**
 * How a credit note's money given back another way than its card is said after « remboursé » (« par virement »): in the
 * credit note's PDF, the buyer's mail and order, and the customer space's list of credit notes.
 */
export const REFUND_METHOD_WORDS: Record<RefundMethod, string> = {
  virement: t('documents.refundMethod.virement'),
  cheque: t('documents.refundMethod.cheque'),
  especes: t('documents.refundMethod.especes'),
};
