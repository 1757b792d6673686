import type { CompanyRole } from '@trefima/domain/companies/roles';
import type { Invitation } from '@trefima/domain/companies/contract';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import type { Db } from '../db';
import { hashToken, newOneTimeToken } from '../customers/passwords';
import { DomainError, emailTaken, missing } from '../shared/errors';
import { nowIso } from '../shared/text';

const KEY_REUSED = 'Cette invitation a déjà été envoyée pour une autre adresse ou un autre rôle : rechargez la page, puis invitez à nouveau.';

/** How long an invitation's link works: a colleague away on a job site for the week still finds it valid. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

interface InvitationRow {
  id: number;
  company_id: number;
  email: string;
  role: CompanyRole;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface LiveInvitation {
  id: number;
  companyId: number;
  company: string;
  email: string;
  role: CompanyRole;
  invitedBy: number;
  invitedByName: string;
  expiresAt: string;
  timeZone: TimeZone;
}

const invalidLink = () =>
  new DomainError('NOT_FOUND', 'Ce lien d’invitation est invalide, a expiré ou a déjà servi : demandez une nouvelle invitation à votre administrateur.');

/**
 * An administrator's invitations. The link's token is stored hashed, works
 * until it expires, and is spent once, atomically, by the signup it opens
 * (two tabs submitting the form at once make one account). Inviting the
 * same address again replaces the earlier link.
 */
export class Invitations {
  constructor(
    private db: Db,
    private now: () => number,
    /** the company's clock (CompanyLedger.timeZone), on which its people read an invitation's dates */
    private timeZoneOf: (companyId: number) => TimeZone,
  ) {}

  /**
   * A new invitation, and the token its mail carries (never stored as is). Under a `requestKey` the inviter used
   * already (sent again, its answer lost on the way), the invitation made then and no token: its link stands and is not
   * mailed again; the key with another address or role is refused.
   */
  create(companyId: number, invitedBy: number, email: string, role: CompanyRole, requestKey?: string): { invitation: Invitation; token: string | null } {
    if (requestKey) {
      const made = this.db.prepare('SELECT id, email, role FROM company_invitation WHERE invited_by = ? AND request_key = ?').get(invitedBy, requestKey) as
        { id: number; email: string; role: string } | undefined;
      if (made && made.email === email && made.role === role) return { invitation: this.one(companyId, made.id), token: null };
      if (made) throw new DomainError('REQUEST_KEY_REUSED', KEY_REUSED);
    }
    const taken = this.db.prepare('SELECT company_id, removed_at FROM customer WHERE email = ?').get(email) as
      { company_id: number | null; removed_at: string | null } | undefined;
    if (taken) {
      // a person belongs to one company: an address with an account cannot be brought into another. One removed keeps his
      // account, the author of what he did (companies.ts), and his address with it: he is told apart from those who stay
      const message =
        taken.company_id !== companyId
          ? 'Un compte existe déjà avec cette adresse e-mail : une personne n’appartient qu’à une entreprise. Invitez une autre adresse.'
          : taken.removed_at !== null
            ? 'Cette personne a quitté votre entreprise (voir « Ont quitté l’entreprise ») : son adresse e-mail reste attachée à son ancien compte, fermé. Pour la faire revenir, invitez-la avec une autre adresse e-mail.'
            : 'Cette personne fait déjà partie de votre entreprise.';
      throw new DomainError('EMAIL_TAKEN', message, { errors: { email: message } });
    }
    const token = newOneTimeToken();
    const at = this.now();
    const id = this.db.transaction(() => {
      this.db
        .prepare('UPDATE company_invitation SET revoked_at = ? WHERE company_id = ? AND email = ? AND accepted_at IS NULL AND revoked_at IS NULL')
        .run(nowIso(at), companyId, email);
      return Number(
        this.db
          .prepare(
            'INSERT INTO company_invitation (company_id, email, role, token_hash, invited_by, request_key, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(companyId, email, role, hashToken(token), invitedBy, requestKey ?? null, nowIso(at), nowIso(at + INVITATION_TTL_MS)).lastInsertRowid,
      );
    })();
    return { invitation: this.one(companyId, id), token };
  }

  list(companyId: number): Invitation[] {
    const rows = this.db
      .prepare('SELECT * FROM company_invitation WHERE company_id = ? ORDER BY created_at DESC, id DESC LIMIT 100')
      .all(companyId) as InvitationRow[];
    return rows.map((r) => this.toInvitation(r));
  }

  one(companyId: number, id: number): Invitation {
    const r = this.db.prepare('SELECT * FROM company_invitation WHERE id = ? AND company_id = ?').get(id, companyId) as InvitationRow | undefined;
    if (!r) throw missing('Cette invitation');
    return this.toInvitation(r);
  }

  revoke(companyId: number, id: number) {
    const inv = this.one(companyId, id);
    if (inv.status === 'acceptee')
      throw new DomainError('APPROVAL_STATE', 'Cette invitation a déjà été acceptée : retirez la personne de l’entreprise si besoin.');
    this.db.prepare('UPDATE company_invitation SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(nowIso(this.now()), id);
  }

  /**
   * The invitation a link opens, while it works; the French 404 otherwise,
   * as for a cancelled one. Spends nothing. It works only while its inviter
   * is still an administrator of the company: removing or demoting him
   * cancels his invitations (companies.ts), and this holds for any left
   * pending whatever their row says, so that none brings anybody in (least
   * of all himself, under a second address) on rights he no longer has.
   */
  live(token: string): LiveInvitation {
    const r = this.db
      .prepare(
        `SELECT i.*, c.name AS company, p.first_name || ' ' || p.last_name AS inviter FROM company_invitation i
         JOIN company c ON c.id = i.company_id
         JOIN customer p ON p.id = i.invited_by AND p.company_id = i.company_id AND p.company_role = 'administrateur' AND p.removed_at IS NULL
         WHERE i.token_hash = ? AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ?`,
      )
      .get(hashToken(token), nowIso(this.now())) as (InvitationRow & { company: string; inviter: string }) | undefined;
    if (!r) throw invalidLink();
    return {
      id: r.id,
      companyId: r.company_id,
      company: r.company,
      email: r.email,
      role: r.role,
      invitedBy: r.invited_by,
      invitedByName: r.inviter,
      expiresAt: r.expires_at,
      timeZone: this.timeZoneOf(r.company_id),
    };
  }

  /**
   * The invitation a link opens for the colleague's signup: live, and its
   * address still without an account (409 `EMAIL_TAKEN`, as `accept` would
   * say). Checked before the slow hashing of his password: a link whose
   * address has since got an account is never spent, and would otherwise
   * hash a password each time it is posted, for its seven days.
   */
  forSignup(token: string): LiveInvitation {
    const inv = this.live(token);
    if (this.db.prepare('SELECT 1 FROM customer WHERE email = ?').get(inv.email)) throw emailTaken();
    return inv;
  }

  /**
   * Spends the link and writes the person, in one transaction: the account
   * takes the company's name, SIRET, territory, discount and professional
   * terms from whoever invited him. Returns the new customer's id.
   */
  accept(token: string, person: { civility: string; first_name: string; last_name: string; phone: string; password_hash: string }): number {
    return this.db.transaction(() => {
      const inv = this.forSignup(token);
      const at = nowIso(this.now());
      const spent = this.db
        .prepare('UPDATE company_invitation SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL')
        .run(at, inv.id).changes;
      if (!spent) throw invalidLink();
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, discount_rate, professional_verified,
               purchase_order_required, sales_plan_id, company_id, company_role, created_at, updated_at)
             SELECT ?, ?, 'professionnel', ?, ?, ?, ?, c.name, c.siret, p.discount_rate, p.professional_verified, p.purchase_order_required, p.sales_plan_id, c.id, ?, ?, ?
             FROM company c JOIN customer p ON p.id = ? WHERE c.id = ?`,
          )
          .run(
            inv.email,
            person.password_hash,
            person.civility,
            person.first_name,
            person.last_name,
            person.phone,
            inv.role,
            at,
            at,
            inv.invitedBy,
            inv.companyId,
          ).lastInsertRowid,
      );
      this.db.prepare('UPDATE company_invitation SET customer_id = ? WHERE id = ?').run(id, inv.id);
      return id;
    })();
  }

  private toInvitation(r: InvitationRow): Invitation {
    const status = r.accepted_at ? 'acceptee' : r.revoked_at ? 'annulee' : r.expires_at <= nowIso(this.now()) ? 'expiree' : 'en_attente';
    const by = this.db.prepare("SELECT first_name || ' ' || last_name FROM customer WHERE id = ?").pluck().get(r.invited_by) as string;
    const { id, email, role, created_at, expires_at } = r;
    return { id, email, role, invited_by: by, created_at, expires_at, status, time_zone: this.timeZoneOf(r.company_id) };
  }
}
