import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the project's own code, read with TypeScript's parser:
 * every `import`, `export … from`, `import type`, `import x = require()`,
 * `require()`, `import()` and `import('…').Type`, type-only ones included
 * (a cycle of types still ties two modules' meaning together), and the
 * cycles in it (Tarjan's strongly connected components). Only the project's
 * files count: a package is a leaf, except a workspace of this repository,
 * which is followed into its folder.
 */

const CODE = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIP_DIRS = new Set(['node_modules', 'public', '.cache', '.work', 'test-results', 'playwright-report', '.site', 'data']);

export type ImportGraph = Map<string, Set<string>>;

/** The code files under some folders (or the files given), as absolute paths. */
export function codeFiles(roots: string[]): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isFile()) {
      if (CODE.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts')) out.push(path);
      return;
    }
    for (const name of readdirSync(path)) if (!SKIP_DIRS.has(name)) walk(join(path, name));
  };
  roots.forEach((root) => walk(resolve(root)));
  return out.sort();
}

/** The module names a file's text names, type-only ones and dynamic ones included. */
export function importedNames(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') || fileName.endsWith('.jsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) names.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The workspaces of the repository (`workspaces` of its package.json), by package name. */
function workspaces(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  for (const folder of manifest.workspaces ?? []) {
    const file = join(root, folder, 'package.json');
    if (existsSync(file)) found.set((JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name, join(root, folder));
  }
  return found;
}

/** A file a module name leads to, as Node and the bundler find it (extension left off, a folder's index), or null outside the project. */
export function resolveImport(from: string, name: string, root: string, packages = workspaces(root)): string | null {
  let base: string;
  if (name.startsWith('.')) base = resolve(dirname(from), name);
  else {
    const pkg = [...packages.keys()].find((p) => name === p || name.startsWith(`${p}/`));
    if (!pkg) return null;
    base = join(packages.get(pkg)!, name.slice(pkg.length));
    if (name === pkg) {
      const manifest = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8')) as { main?: string; types?: string };
      const entry = manifest.types ?? manifest.main;
      if (entry) base = join(base, entry.replace(/\.d\.ts$/, ''));
    }
  }
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  const candidates = [base, ...CODE.map((ext) => base + ext), ...CODE.map((ext) => join(base, `index${ext}`))];
  // a `.js` name written for a `.ts` file (ES modules written in TypeScript)
  if (/\.(m|c)?js$/.test(base)) candidates.push(base.replace(/\.(m|c)?js$/, '.ts'), base.replace(/\.(m|c)?js$/, '.tsx'));
  const found = candidates.find((p) => isFile(p) && CODE.some((ext) => p.endsWith(ext)));
  return found ?? null;
}

/** Every file's imports of the project's other files, keyed by path relative to root. */
export function importGraph(root: string, files: string[]): ImportGraph {
  const packages = workspaces(root);
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const edges = new Set<string>();
    for (const name of importedNames(file, readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, name, root, packages);
      if (target && target !== file) edges.add(rel(target));
    }
    graph.set(rel(file), edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): each is a set of files that reach each other. */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // iterative Tarjan: the graph is deep enough to overflow a recursive one
  for (const start of graph.keys()) {
    if (order.has(start)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const open = (node: string) => {
      order.set(node, index);
      low.set(node, index++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set()).values() });
    };
    open(start);
    while (work.length) {
      const top = work[work.length - 1];
      const step = top.next.next();
      if (!step.done) {
        const next = step.value;
        if (!graph.has(next)) continue;
        if (!order.has(next)) open(next);
        else if (onStack.has(next)) low.set(top.node, Math.min(low.get(top.node)!, order.get(next)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(top.node)!));
      if (low.get(top.node) === order.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1 || graph.get(top.node)?.has(top.node)) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One loop through a component, from its first file back to it (what a reader follows to break it). */
export function loopThrough(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
