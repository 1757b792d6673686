import useSWR from 'swr';
import { getCompany, getStatement, getStatementCsv, getStatementPdf } from '@trefima/domain/companies/endpoints';
import { saveFile } from '../../lib/save-file';
import { shop } from '../../shop-client/browser';

/**
 * The company's money: its credit on account (the checkout shows what is
 * left of it) and the relevé de compte on a day, on screen, as a PDF and a
 * CSV. Keys carry the customer, so that another account never reads them.
 */
const once = { revalidateOnFocus: false };

/** The company's credit, null for a role the API does not show it to; nothing asked outside a company. */
export function useCompanyCredit(customerId: number, inCompany: boolean) {
  const { data } = useSWR(inCompany ? ['company', customerId] : null, () => shop(getCompany), once);
  return data?.credit ?? null;
}

/** `on`: the statement's day (YYYY-MM-DD); empty, today on the territory's clock. */
const query = (on: string) => (on ? { query: { au: on } } : {});

// the previous day's statement stays on screen while the next one comes
export const useStatement = (customerId: number, on: string) =>
  useSWR(['statement', customerId, on], () => shop(getStatement, query(on)), { ...once, keepPreviousData: true });

const FILES = { pdf: getStatementPdf, csv: getStatementCsv } as const;
export type StatementFile = keyof typeof FILES;

/** The API makes and names the file; the session token it needs is why it is fetched, not linked. Resolves to its name. */
export async function downloadStatement(kind: StatementFile, on: string) {
  const file = await shop(FILES[kind], query(on));
  saveFile(file);
  return file.name;
}
