/**
 * Orders held for a company's approval and the account statement
 * (src/features/approvals, src/features/statement): the checkout's
 * « Soumettre à l’approbation », the list « À approuver », the relevé de compte.
 */
export const approvalPages: Record<string, string> = {};
