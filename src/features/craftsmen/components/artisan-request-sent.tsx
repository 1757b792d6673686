import { t, tn } from '@trefima/domain/i18n/t';
import { useEffect, useRef } from 'react';
import type { Artisan } from '@trefima/domain/contract';
import { ActionRow } from '../../../components/ui/action-row';
import * as ui from '../../../styles/account.module.css';

/** "A", "A et B", "A, B et C". */
export const nameList = (names: string[]) =>
  names.length > 1 ? t('craftsmen.requestSent.names', { others: names.slice(0, -1).join(', '), last: names[names.length - 1] }) : (names[0] ?? '');

/**
 * The end of a request to be put in touch, in its dialog: who will call back
 * and the request's reference. The heading takes the focus, so that it is
 * read first; 'Fermer' goes back to the search.
 */
export function ArtisanRequestSent({
  artisans,
  reference,
  titleId,
  onClose,
}: {
  artisans: Artisan[];
  reference: string;
  titleId: string;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const who = nameList(artisans.map((a) => a.name));
  return (
    <>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('craftsmen.requestSent.title')}
      </h2>
      <p>{tn('craftsmen.requestSent.text', artisans.length, { who, reference })}</p>
      <ul aria-label={tn('craftsmen.requestSent.contacted', artisans.length)}>
        {artisans.map((a) => (
          <li key={a.id}>
            {a.name} ({a.trade}, {a.zipcode} {a.city})
          </li>
        ))}
      </ul>
      <ActionRow>
        <button type="button" className={ui.button} onClick={onClose}>
          {t('craftsmen.requestSent.close')}
        </button>
      </ActionRow>
    </>
  );
}
