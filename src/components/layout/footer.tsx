import { t } from '@trefima/domain/i18n/t';
import type { LayoutData } from '../../build/layout-data';
import type { MenuItem } from '@trefima/domain/contract';
import { telHref } from '../../lib/links';
import { FOOTER_LINKS } from './layout-links';
import { MenuLink } from './menu-link';
import { SiteLink } from './site-link';
import { FOOTER_ID } from './skip-links';
import * as styles from './footer.module.css';

function FooterMenu({ id, title, items }: { id: string; title: string; items: MenuItem[] | undefined }) {
  if (!items?.length) return null;
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} place="footer" className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Reassurance figures, address and phone, contact and who-we-are links, the
 * footer menus and the copyright of the build's year. Every link is nofollow.
 */
export function Footer({ data }: { data: LayoutData }) {
  const { company, figures, menus, siteName: name } = data;
  return (
    <footer id={FOOTER_ID} tabIndex={-1} className={styles.footer}>
      {figures.length > 0 && (
        <section className={styles.band} aria-labelledby="pied-chiffres">
          <h2 id="pied-chiffres" className="visually-hidden">
            {t('footer.figures', { name })}
          </h2>
          <ul className={`container ${styles.figures}`}>
            {figures.map((f) => (
              <li key={f.label} className={styles.figure}>
                <span className={styles.value}>{f.unit ? `${f.value}\u00a0${f.unit}` : f.value}</span> {f.label}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={`container ${styles.columns}`}>
        <section className={styles.column} aria-labelledby="pied-adresse">
          <h2 id="pied-adresse" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <address className={styles.address}>
            <strong>{company.name}</strong>
            <br />
            {company.street}
            <br />
            {company.zipcode} {company.city}, {company.country}
          </address>
          {company.opening_hours && <p className={styles.hours}>{company.opening_hours}</p>}
          <ul className={styles.links}>
            <li>
              <a href={telHref(company.phone)} rel="nofollow" className={styles.link}>
                {t('footer.phone')} {company.phone}
              </a>
            </li>
            <li>
              <SiteLink to={FOOTER_LINKS.contact} rel="nofollow" className={styles.link}>
                {t('footer.contact')}
              </SiteLink>
            </li>
            <li>
              <SiteLink to={FOOTER_LINKS.about} rel="nofollow" className={styles.link}>
                {t('footer.about')}
              </SiteLink>
            </li>
          </ul>
        </section>
        <FooterMenu id="pied-menu-1" title={t('footer.menu1')} items={menus.menu_footer} />
        <FooterMenu id="pied-menu-2" title={t('footer.menu2')} items={menus.menu_footer_2} />
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          {menus.menu_footer_legals?.length ? (
            <nav aria-label={t('footer.legals')}>
              <ul className={styles.legals}>
                {menus.menu_footer_legals.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} place="footer" className={styles.link} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className={styles.copyright}>{t('footer.copyright', { year: data.buildYear, name })}</p>
        </div>
      </div>
    </footer>
  );
}
