import { execSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A copy of the project to build with Gatsby, its node_modules a link to this checkout's: the build then has a
 * cache, a site and compiled messages of its own, so that it can run beside another build of this checkout (the
 * journeys', scripts/test.mjs) and leave this checkout as it was. What builds or runs leave behind is not copied.
 * @returns the copy's folder, under the system's temporary folder (the caller removes it)
 */
export function projectCopy(root: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const left = ['node_modules', '.cache', 'public', '.git', 'data', '.site', 'test-results'].map((d) => `--exclude=./${d}`).join(' ');
  execSync(`tar ${left} -cf - . | (cd ${copy} && tar xf -)`, { cwd: root, shell: '/bin/bash' });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
