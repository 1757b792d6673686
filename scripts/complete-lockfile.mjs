#!/usr/bin/env node
/**
 * Records in package-lock.json the platform packages (other systems'
 * prebuilt binaries, optional dependencies of @swc/core, lmdb, esbuild…) that
 * the registry reachable from this machine does not serve.
 *
 * Without their entries `npm ci` refuses the lockfile ("Missing: … from lock
 * file"), because npm lists the optional packages it failed to fetch in the
 * tree it compares with the lockfile. With an entry carrying the package's
 * os and cpu, npm ci skips it on every other platform and installs it on its
 * own (from the public registry). Run after every dependency change:
 *   npm install && node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['mips64el', 'mips64el'],
  ['wasm32', 'wasm32'],
];

/**
 * os, cpu and libc read from a platform package's name, e.g. @swc/core-linux-arm64-musl.
 * @param {string} name
 */
function platformOf(name) {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')));
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1] ?? (parts.includes('universal') ? undefined : undefined);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os) continue; // not a platform package: a real missing dependency, leave it to npm
    const version = range.replace(/^[\^~=]/, '');
    packages[top] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

// keep npm's ordering: keys sorted, the root first
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) recorded`);
