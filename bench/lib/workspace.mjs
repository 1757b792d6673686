/**
 * The folders the benchmark builds in, so that a run never touches the
 * developer's own .cache and public: a copy of the project's working tree
 * (what is measured is what is on disk, committed or not), and the floor, a
 * bare Gatsby site of empty pages built with the same Gatsby.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * @param {string} root
 * @param {string} target
 */
export function copyProject(root, target) {
  rmSync(target, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    // node_modules is linked, not copied, also when the project's own is a link (a clone of the project sharing another's modules)
    .filter((f) => f && !f.startsWith('bench/') && f !== 'node_modules');
  for (const f of files) {
    mkdirSync(dirname(join(target, f)), { recursive: true });
    try {
      cpSync(join(root, f), join(target, f));
    } catch (error) {
      // a file deleted but not yet committed is listed by git and gone from disk
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}

const EMPTY_PAGE = `import * as React from 'react';
export default function Empty() {
  return <main />;
}
export const Head = () => <title>Page</title>;
`;

// The index is the floor of page weight and Lighthouse: one line of text, so that there is a first paint to measure.
const INDEX_PAGE = `import * as React from 'react';
export default function Index() {
  return <main><h1>Page</h1></main>;
}
export const Head = () => <title>Page</title>;
`;

/**
 * A bare Gatsby site: `pages` empty pages made in createPages, plus an index page with one heading (the weight and Lighthouse floor).
 * @param {string} root
 * @param {string} target
 * @param {number} pages
 */
export function writeFloorSite(root, target, pages) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'src', 'pages'), { recursive: true });
  mkdirSync(join(target, 'src', 'templates'));
  // gatsby only builds a folder whose package.json depends on it
  const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const deps = Object.fromEntries(['gatsby', 'react', 'react-dom'].map((d) => [d, dependencies[d]]));
  writeFileSync(join(target, 'package.json'), JSON.stringify({ name: 'bare-floor', private: true, version: '0.0.0', dependencies: deps }, null, 2));
  writeFileSync(join(target, 'gatsby-config.js'), 'module.exports = { siteMetadata: { siteUrl: "http://localhost" }, plugins: [] };\n');
  writeFileSync(
    join(target, 'gatsby-node.js'),
    `const path = require('path');
exports.createPages = ({ actions }) => {
  const component = path.resolve(__dirname, 'src/templates/empty.js');
  for (let i = 0; i < ${pages}; i++) actions.createPage({ path: '/page-' + i, component, context: {} });
};
`,
  );
  writeFileSync(join(target, 'src', 'templates', 'empty.js'), EMPTY_PAGE);
  writeFileSync(join(target, 'src', 'pages', 'index.js'), INDEX_PAGE);
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}
