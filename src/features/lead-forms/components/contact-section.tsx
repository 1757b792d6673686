import { t } from '@trefima/domain/i18n/t';
import { ContactForm } from './contact-form';
import * as styles from './lead-forms.module.css';

/** The contact form under the body of the CMS page /contact (a page extra, loaded by that page only). */
export default function ContactSection() {
  return (
    <section aria-labelledby="ecrivez-nous" className={styles.formSection}>
      <h2 id="ecrivez-nous">{t('leads.contactSection.title')}</h2>
      <ContactForm />
    </section>
  );
}
