import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fr } from '@trefima/domain/i18n/fr';
import type { WebpackRule } from './webpack-swc';

/**
 * The rule that writes each message into the code that shows it
 * (messages-loader.cjs), before any other loader: no page ships the
 * catalogue, and every text has one home, domain/i18n/fr/ (the site's code
 * and the rules of domain/ it uses: both show texts).
 */
export function messagesRule(directory: string): WebpackRule & { enforce: 'pre' } {
  const i18n = join(directory, 'domain', 'i18n');
  return {
    test: /\.tsx?$/,
    include: [join(directory, 'src'), join(directory, 'domain')],
    enforce: 'pre',
    use: [
      {
        loader: join(directory, 'src', 'build', 'gatsby', 'messages-loader.cjs'),
        options: {
          messages: fr,
          tModule: join(i18n, 't'),
          tPackage: '@trefima/domain/i18n/t',
          catalogueModule: join(i18n, 'catalogue'),
          dependencies: readdirSync(join(i18n, 'fr')).map((file) => join(i18n, 'fr', file)),
        },
      },
    ],
  };
}

/** Gatsby's route announcer speaks French (route-announcer-loader.cjs): its navigation module, as Gatsby copies it to .cache/. */
export function routeAnnouncerRule(directory: string): WebpackRule {
  return {
    test: /[\\/]\.cache[\\/]navigation\.js$/,
    include: [join(directory, '.cache')],
    use: [{ loader: join(directory, 'src', 'build', 'gatsby', 'route-announcer-loader.cjs'), options: { said: fr['layout.routeAnnounced'] } }],
  };
}
