import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rebuilder } from './rebuilder';
import { Releases } from './releases';

describe('Rebuilder', () => {
  it('runs one build at a time and coalesces a burst into one more build', async () => {
    let running = 0;
    let max = 0;
    let builds = 0;
    const r = new Rebuilder(
      async () => {
        running++;
        max = Math.max(max, running);
        builds++;
        await new Promise((res) => setTimeout(res, 30));
        running--;
      },
      () => {},
    );
    const first = r.request('a');
    await new Promise((res) => setTimeout(res, 5));
    const burst = [r.request('b'), r.request('c'), r.request('d')];
    await Promise.all([first, ...burst]);
    expect(builds).toBe(2);
    expect(max).toBe(1);
    expect(r.history.map((h) => h.requests)).toEqual([1, 3]);
  });

  it('logs a failure and keeps going with the next request', async () => {
    const lines: string[] = [];
    let fail = true;
    const r = new Rebuilder(
      async () => {
        if (fail) throw new Error('API injoignable');
      },
      (l) => lines.push(l),
    );
    await r.request('x');
    fail = false;
    await r.request('y');
    expect(r.history.map((h) => h.ok)).toEqual([false, true]);
    expect(lines.join('\n')).toMatch(/ÉCHEC .*site en ligne est inchangé \(API injoignable\)/);
    expect(lines.at(-1)).toMatch(/publiée en \d+\.\d s/);
  });
});

describe('Releases', () => {
  it('publishes a copy and swaps the live link atomically, keeping the last three', () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    const build = join(dir, 'public');
    mkdirSync(build);
    const releases = new Releases(join(dir, 'site'));
    for (const v of ['1', '2', '3', '4']) {
      writeFileSync(join(build, 'index.html'), `version ${v}`);
      releases.publish(build, `r${v}`);
      expect(readFileSync(join(releases.current, 'index.html'), 'utf8')).toBe(`version ${v}`);
    }
    expect(releases.live()).toMatch(/r4$/);
  });
});
