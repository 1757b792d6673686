/** What the figures were measured on: they mean little without it. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** @type {(cmd: string, args: string[], cwd?: string) => string} */
const run = (cmd, args, cwd) => {
  try {
    return execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'inconnu';
  }
};

/** @param {string} root */
export function machine(root) {
  /** @type {(name: string) => string} */
  const pkg = (name) => JSON.parse(readFileSync(`${root}/node_modules/${name}/package.json`, 'utf8')).version;
  const dirty = run('git', ['status', '--porcelain'], root) !== '';
  return {
    date: new Date().toISOString(),
    cpu: `${os.cpus()[0]?.model ?? 'inconnu'} × ${os.cpus().length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: run('/usr/bin/chromium', ['--version']),
    gatsby: pkg('gatsby'),
    lighthouse: pkg('lighthouse'),
    commit: `${run('git', ['rev-parse', '--short', 'HEAD'], root)}${dirty ? ' (with uncommitted changes)' : ''}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}
