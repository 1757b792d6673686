/**
 * Runs a command and measures it as a whole: wall time and the peak memory of
 * its process tree (Gatsby renders pages in worker processes, so the largest
 * single process would understate what a build machine needs).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

const PAGE = 4096;

// Every process group started here, so that an interrupted benchmark leaves no build or server running.
/** @type {Set<number>} */
const live = new Set();
/** @param {number} pid */
const killGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of live) killGroup(pid);
    process.exit(130);
  });
}

/**
 * Resident bytes of `root` and all its descendants, read from /proc.
 * @param {number} root
 */
export function treeRss(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name may hold spaces and parentheses: fields start after the last ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(name), Number(fields[21]) * PAGE);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)?.push(Number(name));
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  for (const stack = [root]; stack.length;) {
    const pid = /** @type {number} */ (stack.pop());
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `command args` in `cwd`; resolves with { code, wallMs, peakBytes, output }
 * (output: the last 200 KB, for figures read from the tool's own report).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile?: string, sampleMs?: number }} [options]
 * @returns {Promise<{ code: number | null, wallMs: number, peakBytes: number, output: string }>}
 */
export function measure(command, args, { cwd, env = process.env, logFile, sampleMs = 100 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // spawn gives a pid unless it failed to start, which `error` reports
    const pid = /** @type {number} */ (child.pid);
    live.add(pid);
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
    let output = '';
    /** @param {Buffer} chunk */
    const take = (chunk) => {
      log?.write(chunk);
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let peakBytes = 0;
    const timer = setInterval(() => {
      peakBytes = Math.max(peakBytes, treeRss(pid));
    }, sampleMs);
    child.on('error', reject);
    child.on('close', (code) => {
      live.delete(pid);
      clearInterval(timer);
      log?.end();
      resolve({ code, wallMs: performance.now() - started, peakBytes, output });
    });
  });
}

/**
 * Starts a long-running process; `stop()` ends it and its children.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile?: string }} [options]
 */
export function start(command, args, { cwd, env = process.env, logFile } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const pid = /** @type {number} */ (child.pid);
  live.add(pid);
  child.on('exit', () => live.delete(pid));
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  return {
    child,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.on('exit', () => resolve());
          killGroup(pid);
        })
      ),
  };
}

/**
 * @param {string} url
 * @param {number} [ms]
 */
export async function waitFor(url, ms = 60_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${url} ne répond pas après ${ms / 1000} s`);
}

/** @type {(values: number[]) => number} */
export const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
