import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import type { Slide } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './slider.module.css';

/**
 * The home carousel. Slides stack in one grid cell, so the box keeps its size;
 * it never turns on its own (WCAG 2.2.2), the visitor moves it with the buttons.
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!slides.length) return null;
  const go = (d: number) => setIndex((i) => (i + d + slides.length) % slides.length);
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
            style={{ backgroundImage: `url(${s.image})` }}
          >
            <div className={`container ${styles.content}`}>
              <p className={styles.title}>{s.title}</p>
              <p className={styles.text}>{s.text}</p>
              <Link to={s.link} className={styles.cta} tabIndex={i === index ? undefined : -1}>
                {s.link_label}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`} hidden={!ready}>
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
