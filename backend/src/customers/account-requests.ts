import type { z } from 'zod';
import type { askToCreateForm } from '@trefima/domain/forms/account';
import type { Config } from '../config';
import type { Db } from '../db';
import { companyNotice, refuseSellerSiret } from './company-accounts';
import type { Customers } from './customers';
import { DomainError, emailTaken } from '../shared/errors';
import type { Mailer } from '../mail/mailer';
import type { PasswordLinks } from './one-time-links';
import { DUMMY_HASH, hashToken, newOneTimeToken } from './passwords';
import { nowIso } from '../shared/text';

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;
/** How long the office's one-time token opens the account: a token of no end opened it years on (OWASP ASVS V2.3). */
const REQUEST_DAYS = 30;

export interface AccountRequestsDeps {
  db: Db;
  config: Config;
  now: () => number;
  customers: Customers;
  links: PasswordLinks;
  mailer: Mailer;
}

/** A professional asks for an account; the back office authorises it with the one-time token it was mailed. */
export class AccountRequests {
  constructor(private d: AccountRequestsDeps) {}

  /**
   * The seller's SIRET is refused; a company's other accounts and requests are named in the sales office's mail
   * (company-accounts.ts). The same request sent again within the lead forms' window (a double click, a press after its
   * answer was lost on the way) is the one made then: no second request, no second mail.
   */
  ask(input: z.output<typeof askToCreateForm>) {
    if (this.d.customers.byEmail(input.email)) throw emailTaken();
    refuseSellerSiret(this.d.config.seller, input.siret);
    const payload = JSON.stringify(input);
    const since = nowIso(this.d.now() - this.d.config.formDuplicateWindowSeconds * 1000);
    if (this.d.db.prepare("SELECT 1 FROM account_request WHERE payload = ? AND status = 'pending' AND created_at >= ?").get(payload, since)) return;
    const token = newOneTimeToken();
    const { lastInsertRowid } = this.d.db
      .prepare('INSERT INTO account_request (token_hash, payload, created_at) VALUES (?, ?, ?)')
      .run(hashToken(token), payload, nowIso(this.d.now()));
    const notice = companyNotice(this.d.customers.sameCompany(input.siret, { requestId: Number(lastInsertRowid) }));
    this.d.mailer.send(
      this.d.config.backofficeEmail,
      `Demande d’ouverture de compte : ${input.company}${notice.subject}`,
      `${input.first_name} ${input.last_name} (${input.email}, ${input.phone}) demande un compte professionnel pour ${input.company}, SIRET ${input.siret}.${notice.body}\n\n${input.message ?? ''}\n\nPour l’autoriser : POST /api/v1/customer/authorize-creation avec le jeton ${token} (valable ${REQUEST_DAYS} jours)`,
    );
  }

  /**
   * Everything happens in one synchronous transaction that starts by spending
   * the request: two calls with one token create one account. The account has
   * no usable password (a hash nothing matches) until the customer sets one
   * through the link mailed to him. Returns the new customer's id.
   */
  authorize(token: string, salesPlanId: number): number {
    const { db, customers } = this.d;
    const created = db.transaction(() => {
      const since = nowIso(this.d.now() - REQUEST_DAYS * DAY);
      const req = db
        .prepare("UPDATE account_request SET status = 'authorized' WHERE token_hash = ? AND status = 'pending' AND created_at >= ? RETURNING id, payload")
        .get(hashToken(token), since) as { id: number; payload: string } | undefined;
      if (!req) {
        const expired = db.prepare("SELECT 1 FROM account_request WHERE token_hash = ? AND status = 'pending'").get(hashToken(token));
        throw new DomainError(
          'INVALID_AUTHORIZATION',
          expired
            ? `Cette demande date de plus de ${REQUEST_DAYS} jours : elle a expiré. Le professionnel peut la refaire depuis le site.`
            : 'Cette demande n’existe pas ou a déjà été traitée.',
        );
      }
      const p = JSON.parse(req.payload) as Record<string, string>;
      if (customers.byEmail(p.email)) throw emailTaken();
      const id = customers.create({
        email: p.email,
        password_hash: DUMMY_HASH,
        type: 'professionnel',
        civility: p.civility,
        first_name: p.first_name,
        last_name: p.last_name,
        phone: p.phone,
        company: p.company,
        siret: p.siret,
        sales_plan_id: salesPlanId,
        professional_verified: true,
      });
      db.prepare('UPDATE account_request SET customer_id = ? WHERE id = ?').run(id, req.id);
      return { id, email: p.email, firstName: p.first_name, link: this.d.links.issue(id, WEEK) };
    })();
    this.d.mailer.send(
      created.email,
      'Votre compte professionnel Trefima est ouvert',
      `Bonjour ${created.firstName},\n\nVotre compte est ouvert. Choisissez votre mot de passe dans les 7 jours :\n${this.d.config.siteUrl}/nouveau-mot-de-passe?token=${created.link}`,
    );
    return created.id;
  }
}
