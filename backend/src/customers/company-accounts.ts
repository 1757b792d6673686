import type { Db } from '../db';
import { invalid } from '../shared/errors';
import type { SellerIdentity } from '../site/seller';

/**
 * A company is its SIREN, the first nine digits of a SIRET (the other five
 * number one of its establishments: INSEE). A company may have several
 * accounts, a site manager's and the accounts office's, on one establishment
 * or on several: the sales office is told of the others before it opens
 * professional terms, and decides. The seller's own company is nobody's to
 * sign up for.
 */
export interface CompanyAccount {
  kind: 'account' | 'request';
  id: number;
  email: string;
  company: string | null;
  siret: string;
  /** an account's professional terms are open (always false for a request) */
  verified: boolean;
}

const sirenOf = (siret: string) => siret.replace(/\s/g, '').slice(0, 9);

/** 841 257 369 00014: the SIREN's three groups, then the establishment's number. */
export const spacedSiret = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');

/** Refuses, on the SIRET field, a SIRET of the seller's company: whoever gives it is not the seller's customer. */
export function refuseSellerSiret(seller: SellerIdentity, siret: string | null | undefined) {
  if (siret && sirenOf(siret) === sirenOf(seller.siret)) {
    throw invalid({ siret: `Ce numéro SIRET est celui de ${seller.name}, le vendeur : indiquez celui de votre entreprise.` });
  }
}

/** The accounts and pending account requests of the company of `siret`, but the ones named. */
export function companyAccounts(db: Db, siret: string, except: { customerId?: number; requestId?: number } = {}): CompanyAccount[] {
  const siren = sirenOf(siret);
  const accounts = db
    .prepare(
      `SELECT id, email, company, siret, professional_verified FROM customer
       WHERE type = 'professionnel' AND substr(siret, 1, 9) = ? AND id != ? AND removed_at IS NULL
         -- a company's colleagues are its account's people (invited by its administrator), not accounts of their own
         AND COALESCE(company_role, 'administrateur') = 'administrateur' ORDER BY id`,
    )
    .all(siren, except.customerId ?? 0) as { id: number; email: string; company: string | null; siret: string; professional_verified: number }[];
  const requests = db
    .prepare(
      `SELECT id, json_extract(payload, '$.email') AS email, json_extract(payload, '$.company') AS company, json_extract(payload, '$.siret') AS siret
       FROM account_request WHERE status = 'pending' AND substr(json_extract(payload, '$.siret'), 1, 9) = ? AND id != ? ORDER BY id`,
    )
    .all(siren, except.requestId ?? 0) as { id: number; email: string; company: string | null; siret: string }[];
  return [
    ...accounts.map((a) => ({
      kind: 'account' as const,
      id: a.id,
      email: a.email,
      company: a.company,
      siret: a.siret,
      verified: a.professional_verified === 1,
    })),
    ...requests.map((r) => ({ kind: 'request' as const, id: r.id, email: r.email, company: r.company, siret: r.siret, verified: false })),
  ];
}

/** What the sales office's mail says of the company's other accounts; nothing when it has none. */
export function companyNotice(others: CompanyAccount[]): { subject: string; body: string } {
  if (!others.length) return { subject: '', body: '' };
  const line = (o: CompanyAccount) =>
    o.kind === 'account'
      ? `- compte n° ${o.id} : ${o.email} (${o.company ?? 'sans société'}, SIRET ${spacedSiret(o.siret)}, ${o.verified ? 'conditions professionnelles ouvertes' : 'à vérifier'})`
      : `- demande en attente : ${o.email} (${o.company ?? 'sans société'}, SIRET ${spacedSiret(o.siret)})`;
  const accounts = others.filter((o) => o.kind === 'account').length;
  const requests = others.length - accounts;
  const held = [
    accounts ? `${accounts} compte${accounts > 1 ? 's' : ''}` : '',
    requests ? `${requests} demande${requests > 1 ? 's' : ''} en attente` : '',
  ].filter(Boolean);
  return {
    subject: ' (SIRET déjà connu)',
    body:
      `\n\nCe SIRET est déjà connu : l’entreprise (SIREN ${spacedSiret(others[0].siret).slice(0, 11)}) a déjà ${held.join(' et ')}. ` +
      `Une entreprise peut avoir plusieurs comptes : vérifiez que le demandeur en fait partie avant d’ouvrir les conditions professionnelles.\n` +
      others.map(line).join('\n'),
  };
}
