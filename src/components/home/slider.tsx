import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import type { Slide } from '../../contract';
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
    <section className={styles.slider} aria-roledescription="carrousel" aria-label="À la une">
      <div className={styles.track}>
        {slides.map((s, i) => (
          <div
            key={s.id}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${i + 1} sur ${slides.length}`}
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
          <button type="button" onClick={() => go(-1)} className={styles.button} aria-label="Diapositive précédente">
            ‹
          </button>
          <span aria-live="polite" className={styles.position}>
            {index + 1} / {slides.length}
          </span>
          <button type="button" onClick={() => go(1)} className={styles.button} aria-label="Diapositive suivante">
            ›
          </button>
        </div>
      )}
    </section>
  );
}
