/** Forms that have their own confirmation words; any other gets the generic ones. */
export const CONFIRMED_FORMS = [
  'contact',
  'diagnostic',
  'entretien',
  'partenaire',
  'candidature-spontanee',
  'candidature',
  'echantillon',
  'catalogue',
  'etude',
  'inscription',
  'devis',
] as const;

/** The form a confirmation URL names (/confirmation/contact), or 'default'. */
export const confirmedForm = (form: string | null | undefined) => ((CONFIRMED_FORMS as readonly string[]).includes(form ?? '') ? (form as string) : 'default');
