-- An invoice on account names the terms its due date was counted by, as they were on its day (the back office may
-- change a company's terms afterwards): 30 or 45 days end of month, or on receipt (domain/companies/credit.ts). NULL
-- for the other invoices, and for those on account issued before it, whose PDF then names no terms, only the due date.
ALTER TABLE invoice ADD COLUMN payment_terms TEXT
  CHECK (payment_terms IS NULL OR payment_terms IN ('a_reception', '30_jours_fin_de_mois', '45_jours_fin_de_mois'));

-- The payment on account is named by what it is, not by terms that are not every company's (the seed writes the same).
UPDATE payment SET label = 'Paiement sur compte client',
  description = 'À 30 jours fin de mois, ou selon les conditions de paiement de votre compte. Réservé aux comptes professionnels ouverts.'
  WHERE code = 'compte-client';
