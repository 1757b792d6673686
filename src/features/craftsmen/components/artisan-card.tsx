import { t } from '@trefima/domain/i18n/t';
import type { Artisan, Tag } from '@trefima/domain/contract';
import * as actions from '../../../components/ui/action-row.module.css';
import * as ui from '../../../styles/account.module.css';
import * as styles from './artisans.module.css';

export interface ArtisanCardProps {
  artisan: Artisan;
  selected: boolean;
  /** the selection is full and this one is not in it */
  selectionFull: boolean;
  onToggle: (artisan: Artisan, on: boolean) => void;
  /** 'Être mis en relation' with this craftsman alone */
  onContact: (artisan: Artisan, opener: HTMLElement) => void;
  /** the request form's code starts loading as soon as a button is pointed at or focused */
  onIntent: () => void;
}

function Facet({ label, tags }: { label: string; tags: Tag[] }) {
  if (!tags.length) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.slug}>{tag.label}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** A partner craftsman: name, trade, place, description, what they take on, and the ways to ask for them. */
export function ArtisanCard({ artisan: a, selected, selectionFull, onToggle, onContact, onIntent }: ArtisanCardProps) {
  const titleId = `artisan-${a.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{a.name}</h3>
        <p className={styles.meta}>
          {a.trade} · {a.zipcode} {a.city}
        </p>
        <p>{a.description}</p>
        <dl className={styles.facets}>
          <Facet label={t('craftsmen.card.clients')} tags={a.clients} />
          <Facet label={t('craftsmen.card.types')} tags={a.types} />
          <Facet label={t('craftsmen.card.surfaces')} tags={a.superficies} />
        </dl>
      </div>
      <div className={actions.row}>
        <button type="button" className={ui.button} onClick={(e) => onContact(a, e.currentTarget)} onPointerOver={onIntent} onFocus={onIntent}>
          {t('craftsmen.card.contact')}
          <span className="visually-hidden"> {t('craftsmen.card.contactWith', { name: a.name })}</span>
        </button>
        <label className={styles.pick}>
          <input type="checkbox" checked={selected} disabled={selectionFull && !selected} onChange={(e) => onToggle(a, e.target.checked)} />
          {t('craftsmen.card.pick')}
          <span className="visually-hidden"> : {a.name}</span>
        </label>
      </div>
    </article>
  );
}
