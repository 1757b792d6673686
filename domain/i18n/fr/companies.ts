/**
 * A company that buys together (domain/companies): its people's roles and
 * what each may not do, why an order waits for approval, the credit on
 * account and its payment terms, and the account statement.
 */
export const companies: Record<string, string> = {
  'companies.role.administrateur': 'Administrateur',
  'companies.role.acheteur': 'Acheteur',
  'companies.role.conducteur_travaux': 'Conducteur de travaux',
  'companies.role.comptable': 'Comptable',

  // « Votre rôle (comptable) ne permet pas {action} : {hint}. », the preposition elided as French needs
  'companies.refusal': 'Votre rôle ({role}) ne permet pas {action} : {hint}.',
  'companies.refusal.submit': 'soumettez-la à l’approbation',
  'companies.refusal.askAdministrator': 'adressez-vous à un administrateur de votre entreprise',
  'companies.action.people.manage': 'd’inviter, de modifier ou de retirer les personnes de l’entreprise',
  'companies.action.rules.manage': 'de modifier les règles d’approbation',
  'companies.action.orders.approve': 'd’approuver ou de refuser les commandes',
  'companies.action.orders.place': 'de passer commande',
  'companies.action.orders.submit_for_approval': 'de soumettre une commande à l’approbation',
  'companies.action.orders.read': 'de consulter les commandes',
  'companies.action.carts.prepare': 'de préparer un panier',
  'companies.action.lists.manage': 'de gérer les listes enregistrées',
  'companies.action.schedules.manage': 'de gérer les nomenclatures d’armatures',
  'companies.action.job_sites.manage': 'de gérer les chantiers',
  'companies.action.quotations.request': 'de demander un devis',
  'companies.action.documents.read': 'de consulter les documents',
  'companies.action.invoices.read': 'de consulter les factures',
  'companies.action.statement.read': 'de consulter le relevé de compte',
  'companies.action.invoices.pay': 'de régler les factures',

  'companies.approval.role': 'Votre rôle ({role}) ne permet pas de passer commande : elle est soumise à l’approbation.',
  'companies.approval.roleAlways': 'Les commandes de votre rôle ({role}) sont toujours soumises à l’approbation.',
  'companies.approval.threshold': 'La commande ({amount} HT) dépasse le montant de {threshold} HT au-delà duquel votre entreprise l’approuve.',
  'companies.approval.monthlyLimit':
    'Avec cette commande, vos achats du mois atteindraient {total} HT, au-delà de votre plafond mensuel de {limit} HT (déjà {spent} HT ce mois-ci).',

  'companies.terms.a_reception': 'À réception de facture',
  'companies.terms.30_jours_fin_de_mois': '30 jours fin de mois',
  'companies.terms.45_jours_fin_de_mois': '45 jours fin de mois',
  'companies.credit.available': 'Encours disponible : {available} TTC',
  'companies.credit.terms': 'Vos conditions : {terms}.',
  'companies.credit.none': 'Votre entreprise n’a pas d’encours autorisé : réglez cette commande par carte ou par virement.',
  'companies.credit.exceeded':
    'Cette commande ({order} TTC) dépasse votre encours disponible de {available} TTC (encours autorisé {limit} TTC, dont {outstanding} TTC déjà engagés) : réglez-la par carte ou par virement.',

  'companies.statement.opening': 'Solde antérieur',
  'companies.statement.invoice': 'Facture {number}',
  'companies.statement.payment': 'Règlement de la facture {invoice}',
  'companies.statement.creditNote': 'Avoir {number} sur la facture {invoice}',
  'companies.statement.refund': 'Remboursement de l’avoir {number} sur la facture {invoice}',
  'companies.statement.age.non_echu': 'Non échu',
  'companies.statement.age.1_30': 'En retard de 1 à 30 jours',
  'companies.statement.age.31_60': 'En retard de 31 à 60 jours',
  'companies.statement.age.plus_60': 'En retard de plus de 60 jours',
  'companies.statement.late.one': 'Échue depuis {count} jour',
  'companies.statement.late.other': 'Échue depuis {count} jours',
};
