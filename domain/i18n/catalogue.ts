import { fr } from './fr';

/**
 * The messages `t` and `tn` look up when nothing resolved them beforehand
 * (tests, scripts). The site's build writes each message into the code that
 * shows it and empties this module (src/build/gatsby/messages-loader.cjs), so
 * a page carries only its own texts.
 */
export const catalogue: Record<string, string> = fr;
