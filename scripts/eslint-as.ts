import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** What `npm run lint` says of some code given as if it were a file of the site (the tests of the lint rules). */
export function lintAs(filePath: string, code: string): { ruleId: string | null; message: string; line: number }[] {
  const r = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  if (r.status === 2) throw new Error(r.stderr);
  return JSON.parse(r.stdout)[0].messages;
}
