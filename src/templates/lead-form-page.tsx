import type { PageProps } from 'gatsby';
import type { ComponentType } from 'react';
import type { LeadFormPageContext } from '../build/contexts';
import { CandidatureSpontaneeForm, CatalogueForm, DiagnosticForm, EchantillonForm, EntretienForm, EtudeForm, PartenaireForm } from '../features/lead-forms';
import { Seo } from '../components/seo/seo';
import type { LeadPageForm } from '../lib/lead-pages';
import { unpackContext, type PackedContext } from '../lib/page-context';
import * as styles from './lead-form-page.module.css';

const forms: Record<LeadPageForm, ComponentType> = {
  diagnostic: DiagnosticForm,
  entretien: EntretienForm,
  partenaire: PartenaireForm,
  'candidature-spontanee': CandidatureSpontaneeForm,
  echantillon: EchantillonForm,
  catalogue: CatalogueForm,
  etude: EtudeForm,
};

/**
 * The pages of the lead forms (/diagnostic-toiture, /demande-etude…, see
 * src/lib/lead-pages.ts): title, intro, the form. Only these pages (and the
 * contact page and career offers, lazily) carry the form code.
 */
export default function LeadFormPage({ pageContext }: PageProps<object, PackedContext>) {
  const { lead } = unpackContext<LeadFormPageContext>(pageContext);
  const Form = forms[lead.form];
  return (
    <div className={`container ${styles.page}`}>
      <Seo title={lead.title} description={lead.description} path={lead.path} />
      <h1>{lead.title}</h1>
      <p className={styles.intro}>{lead.intro}</p>
      <Form />
    </div>
  );
}
