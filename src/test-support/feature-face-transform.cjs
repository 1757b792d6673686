const ts = require('typescript');

/**
 * A feature's index.ts in the tests, as webpack bundles it (its rule
 * feature-faces.ts: no side effects): each name it re-exports loads its file
 * when first read, so that a module importing one hook of a feature through
 * its index loads that hook's file, not every component the index names
 * (with their Gatsby runtime and API client, which a test sets up or leaves
 * out on purpose). The index holds re-exports only (feature-faces.test.ts).
 */
/** @param {string} sourceText @param {string} sourcePath */
function lazyFace(sourceText, sourcePath) {
  const source = ts.createSourceFile(sourcePath, sourceText, ts.ScriptTarget.Latest);
  const lines = ['"use strict";', 'Object.defineProperty(exports, "__esModule", { value: true });'];
  for (const statement of source.statements) {
    const exported = ts.isExportDeclaration(statement) ? statement : null;
    const specifier = exported?.moduleSpecifier;
    const clause = exported?.exportClause;
    if (!exported || !specifier || !ts.isStringLiteral(specifier) || !clause || !ts.isNamedExports(clause))
      throw new Error(`${sourcePath} : un index de fonctionnalité ne fait que réexporter (${statement.getText(source)})`);
    if (exported.isTypeOnly) continue;
    const from = JSON.stringify(specifier.text);
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      const name = JSON.stringify(element.name.text);
      const original = JSON.stringify((element.propertyName ?? element.name).text);
      lines.push(`Object.defineProperty(exports, ${name}, { enumerable: true, get: () => require(${from})[${original}] });`);
    }
  }
  return lines.join('\n') + '\n';
}

module.exports = {
  process: (/** @type {string} */ sourceText, /** @type {string} */ sourcePath) => ({ code: lazyFace(sourceText, sourcePath) }),
  lazyFace,
};
