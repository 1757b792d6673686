import type { SessionRecord } from './objects';

/**
 * The hosted payment page, in French and usable with the keyboard alone: plain HTML forms, no script, a style
 * inline. Every value from the shop is escaped; the card number is never written back into a page.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7;margin:0}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
.demo{background:#fff4ce;border:2px solid #8a6d00;padding:.5rem .75rem;font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #555}
button{font:inherit;margin-top:1.25rem;padding:.6rem 1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.25rem;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}
.error{color:#a4000f;font-weight:600}.hint{color:#444;font-size:.9rem}
:focus-visible{outline:3px solid #111;outline-offset:3px}a{color:#1d4ed8}.nowrap{white-space:nowrap}`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="demo" role="note">Mode démonstration : aucun paiement réel</p>
${body}
</main></body>
</html>`;
}

export function summary(s: SessionRecord): string {
  const lines = s.lineItems.map((item) => `<li>${escapeHtml(item.name)} × ${item.quantity}</li>`).join('');
  return `<p>Référence de la commande : <strong class="nowrap">${escapeHtml(s.clientReferenceId ?? s.id)}</strong></p>
<ul>${lines}</ul>
<p>Montant à payer : <strong>${euros(s.amountTotal, s.currency)}</strong></p>`;
}

export const backLink = (s: SessionRecord) => (s.cancelUrl ? `<p><a href="${escapeHtml(s.cancelUrl)}">Retour à la boutique</a></p>` : '');

export const TEST_CARDS = `<h2>Cartes de test</h2>
<ul>
<li>4242 4242 4242 4242 : paiement accepté</li>
<li>4000 0027 6000 3184 : authentification 3-D Secure demandée</li>
<li>4000 0000 0000 9995 : paiement refusé (provision insuffisante)</li>
<li>4000 0000 0000 5126 : paiement accepté, son remboursement échoue ensuite</li>
</ul>
<p class="hint">Toute date d’expiration future (MM/AA) et tout cryptogramme de 3 chiffres conviennent.</p>`;

export type CardField = 'number' | 'expiry' | 'cvc';

export interface PageState {
  message?: string;
  /** the field the message is about, focused and marked invalid */
  field?: CardField;
  expiry?: string;
  cvc?: string;
}

function input(field: CardField, label: string, hint: string, attrs: string, state: PageState): string {
  const invalid = state.field === field;
  const describedBy = `${field}-hint${invalid ? ' message' : ''}`;
  const value = field === 'number' ? '' : escapeHtml(state[field] ?? '');
  return `<label for="${field}">${label}</label>
<input id="${field}" name="${field}" ${attrs} value="${value}" aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true" autofocus' : ''} required>
<span id="${field}-hint" class="hint">${hint}</span>`;
}

export function paymentPage(s: SessionRecord, state: PageState = {}): string {
  const fields = [
    input('number', 'Numéro de carte', '16 chiffres, avec ou sans espaces', 'inputmode="numeric" autocomplete="cc-number"', state),
    input('expiry', 'Date d’expiration (MM/AA)', 'Par exemple 12/34', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA"', state),
    input('cvc', 'Cryptogramme visuel (CVC)', 'Les 3 chiffres au dos de la carte', 'inputmode="numeric" autocomplete="cc-csc"', state),
  ];
  // a refusal of the card itself (no field at fault) is in the page as it loads, which no reader announces: it takes
  // the focus and leads the title, as a field's error focuses its field
  const refusal = state.message && !state.field;
  return layout(
    refusal ? `${state.message} – Paiement par carte bancaire` : 'Paiement par carte bancaire',
    `<h1>Paiement par carte bancaire</h1>
${summary(s)}
<div id="message" class="error" role="alert" aria-live="assertive"${refusal ? ' tabindex="-1" autofocus' : ''}>${state.message ? `<p>${escapeHtml(state.message)}</p>` : ''}</div>
<form method="post" action="/pay/${escapeHtml(s.id)}" novalidate>
${fields.join('\n')}
<button type="submit">Payer ${euros(s.amountTotal, s.currency)}</button>
</form>
${backLink(s)}
${TEST_CARDS}`,
  );
}

export function challengePage(s: SessionRecord): string {
  return layout(
    'Authentification 3-D Secure',
    `<h1>Authentification <span class="nowrap">3-D Secure</span></h1>
<p>Page simulée de votre banque : confirmez-vous le paiement de <strong>${euros(s.amountTotal, s.currency)}</strong>
pour la commande <strong class="nowrap">${escapeHtml(s.clientReferenceId ?? s.id)}</strong> ?</p>
<form method="post" action="/pay/${escapeHtml(s.id)}/3ds">
<button type="submit" name="outcome" value="pass">Valider l’authentification</button>
<button type="submit" name="outcome" value="fail" class="secondary">Échouer l’authentification</button>
</form>`,
  );
}

export function endedPage(s: SessionRecord): string {
  const text =
    s.status === 'complete'
      ? 'Cette commande est déjà payée : aucun autre paiement n’est demandé.'
      : 'Cette session de paiement a expiré : aucun montant n’a été débité.';
  return layout('Session de paiement terminée', `<h1>Session de paiement terminée</h1>\n${summary(s)}\n<p role="status">${text}</p>\n${backLink(s)}`);
}

export const notFoundPage = () =>
  layout('Session de paiement introuvable', '<h1>Session de paiement introuvable</h1>\n<p>Ce lien de paiement n’existe pas ou plus.</p>');
