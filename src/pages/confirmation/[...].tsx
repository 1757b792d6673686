import { t } from '@trefima/domain/i18n/t';
import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { ConfirmationContent, confirmedForm } from '../../features/account';
import { isReference } from '../../features/lead-forms';
import { Seo } from '../../components/seo/seo';
import { paths } from '../../lib/routes';

/**
 * /confirmation/:form?, shown after a form was sent. The form is read from
 * the URL once mounted (the built page is the splat's, with no form), in a
 * block that keeps its place meanwhile.
 */
export default function ConfirmationPage({ location }: PageProps) {
  const [form, setForm] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    // window.location: Gatsby's location re-encodes the path
    const segment = /^\/confirmation\/([^/]+)/.exec(window.location.pathname)?.[1];
    let name: string | null = null;
    try {
      name = segment ? decodeURIComponent(segment) : null;
    } catch {
      name = null;
    }
    setForm(confirmedForm(name));
    // ?ref= from a sent lead form: shown only if it looks like the API's references
    const ref = new URLSearchParams(window.location.search).get('ref');
    setReference(isReference(ref) ? ref : null);
  }, [location.pathname, location.search]);
  return (
    <div className="container" style={{ minHeight: '14rem' }}>
      <Seo title={t('leads.confirmationPage.title')} path={paths.confirmation} noindex />
      {form && <ConfirmationContent form={form} reference={reference} />}
    </div>
  );
}
