import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import type { Slide } from '@trefima/domain/contract';
import { SiteLink } from '../layout/site-link';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './slider.module.css';

/**
 * The home carousel. Slides stack in one grid cell, so the box keeps its size;
 * it never turns on its own (WCAG 2.2.2), the visitor moves it with the buttons.
 * The slides out of sight are there, hidden, but ask for nothing: their
 * pictures come when the visitor reaches the buttons (the neighbours of the
 * slide shown), and their links are plain ones, where Gatsby's Link would
 * fetch each one's page ahead as a link in view.
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!slides.length) return null;
  const at = (i: number) => (i + slides.length) % slides.length;
  const picture = (...shown: number[]) => setPictured((seen) => (shown.every((i) => seen.has(i)) ? seen : new Set([...seen, ...shown])));
  const neighbours = () => picture(at(index - 1), at(index + 1));
  const go = (d: number) => {
    const to = at(index + d);
    picture(to);
    setIndex(to);
  };
  return (
    <section className={styles.slider} aria-roledescription={t('home.slider.roleDescription')} aria-label={t('home.slider.label')}>
      <div className={styles.track}>
        {slides.map((s, i) => (
          <div
            key={s.id}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            role="group"
            aria-roledescription={t('home.slider.slideRoleDescription')}
            aria-label={t('home.slider.slideLabel', { index: i + 1, total: slides.length })}
            aria-hidden={i !== index}
            style={pictured.has(i) ? { backgroundImage: `url(${s.image})` } : undefined}
          >
            <div className={`container ${styles.content}`}>
              <p className={styles.title}>{s.title}</p>
              <p className={styles.text}>{s.text}</p>
              {i === index ? (
                <Link to={s.link} className={styles.cta}>
                  {s.link_label}
                </Link>
              ) : (
                <SiteLink to={s.link} className={styles.cta} tabIndex={-1}>
                  {s.link_label}
                </SiteLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`} hidden={!ready} onPointerOver={neighbours} onFocus={neighbours}>
          <button type="button" onClick={() => go(-1)} className={styles.button} aria-label={t('home.slider.previous')}>
            ‹
          </button>
          <span aria-live="polite" className={styles.position}>
            {index + 1} / {slides.length}
          </span>
          <button type="button" onClick={() => go(1)} className={styles.button} aria-label={t('home.slider.next')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
