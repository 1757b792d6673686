/**
 * Webpack loader for Gatsby's navigation module (.cache/navigation.js): its route announcer, an assertive live
 * region on every page, says each page reached inside the site in English (« Navigated to … ») on a page in French, in
 * a French voice. The sentence is written in French at build time (option `said`, the message
 * `layout.routeAnnounced` of domain/i18n/fr, « {page} » standing for the page's name). The English sentence not
 * found (another Gatsby) fails the build rather than leave it English.
 */
const ENGLISH = '`Navigated to ${pageName}`';

/** @this {{ getOptions(): { said: string }, resourcePath: string }} @param {string} source */
module.exports = function routeAnnouncerLoader(source) {
  const { said } = this.getOptions();
  if (!source.includes(ENGLISH)) throw new Error(`${this.resourcePath} : la phrase de l’annonce des pages (${ENGLISH}) est introuvable.`);
  const [before, after] = said.split('{page}');
  return source.replace(ENGLISH, `${JSON.stringify(before)} + pageName + ${JSON.stringify(after ?? '')}`);
};
