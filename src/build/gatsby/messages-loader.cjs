/**
 * Webpack loader (pre): each `t('id')` / `tn('id', n)` of the site's code
 * becomes `t("the message")` / `tn(["one", "other"], n)`, and the catalogue
 * module that `t` reads (domain/i18n/catalogue.ts) becomes an empty object. A
 * page then carries its own texts only, written where they are shown, instead
 * of the whole catalogue; an unknown id, or an id that is not a string
 * literal, fails the build with the file and the line. Options: `messages`
 * (every French message), `tModule` and `catalogueModule` (absolute paths
 * without extension), `tPackage` (the name the site imports `t` by,
 * @trefima/domain/i18n/t), `dependencies` (the catalogue's files: a change to a
 * text compiles again the modules that show it).
 */
const { dirname, resolve } = require('node:path');

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const CALL = /(?<![\w$.])(tn?)\(\s*(?:(['"])([\w.-]+)\2)?/g;

/** @param {string} source @param {number} index */
const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/**
 * The names under which a module imports `t` and `tn` from domain/i18n/t (none: the module is left alone).
 * @param {string} source @param {string} file @param {string} tModule @param {string} tPackage
 */
function importedNames(source, file, tModule, tPackage) {
  /** @type {Set<string>} */
  const names = new Set();
  for (const [, specifiers, from] of source.matchAll(IMPORT)) {
    const isT = from.startsWith('.') ? resolve(dirname(file), from).replace(/\.tsx?$/, '') === tModule : from === tPackage;
    if (!isT) continue;
    for (const part of specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, alias] = part.split(/\s+as\s+/);
      if (alias && alias !== name) throw new Error(`${file}: importez ${name} de i18n/t sous son nom (pas « ${part} »), la compilation y cherche ses appels`);
      names.add(name);
    }
  }
  return names;
}

/**
 * @typedef {{ messages: Record<string, string>, tModule: string, tPackage: string, catalogueModule: string, dependencies?: string[] }} Options
 */
/** The module's source with every message written in place of its id. @param {string} source @param {string} file @param {Options} options */
function inlineMessages(source, file, { messages, tModule, tPackage, catalogueModule }) {
  if (file.replace(/\.tsx?$/, '') === catalogueModule) return 'export const catalogue: Record<string, string> = {};\n';
  const names = importedNames(source, file, tModule, tPackage);
  if (!names.size) return source;
  return source.replace(
    CALL,
    (/** @type {string} */ whole, /** @type {string} */ fn, _quote, /** @type {string | undefined} */ id, /** @type {number} */ offset) => {
      if (!names.has(fn)) return whole;
      const where = `${file}:${lineOf(source, offset)}`;
      if (id === undefined)
        throw new Error(`${where} : ${fn}() prend l’identifiant de son message en littéral ('…'), que la compilation remplace par le texte`);
      if (fn === 't') {
        if (!(id in messages)) throw new Error(`${where} : message inconnu « ${id} » (domain/i18n/fr/)`);
        return `${fn}(${JSON.stringify(messages[id])}`;
      }
      const [one, other] = [messages[`${id}.one`], messages[`${id}.other`]];
      if (one === undefined || other === undefined) throw new Error(`${where} : message inconnu « ${id}.one » / « ${id}.other » (domain/i18n/fr/)`);
      return `${fn}([${JSON.stringify(one)}, ${JSON.stringify(other)}]`;
    },
  );
}

/** @this {import('webpack').LoaderContext<Options>} @param {string} source @returns {string} */
module.exports = function messagesLoader(source) {
  const options = this.getOptions();
  for (const file of options.dependencies ?? []) this.addDependency(file);
  return inlineMessages(source, this.resourcePath, options);
};
module.exports.inlineMessages = inlineMessages;
