import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagePolicies } from './write-site';

const page = (script: string) => `<html><head><script>${script}</script></head><body></body></html>`;
// a Gatsby slice as the build leaves it: stitched into pages, so it must stay as it is
const SLICE = '<header class="header-module--header"><nav><a href="/">Accueil</a></nav></header>';
const policies = (file: string) => readFileSync(file, 'utf8').match(/Content-Security-Policy/g)?.length ?? 0;

describe('page script policies across rebuilds', () => {
  const setup = () => {
    const dir = mkdtempSync(join(tmpdir(), 'policies-'));
    mkdirSync(join(dir, 'public', 'produit', 'a'), { recursive: true });
    const files = { home: join(dir, 'public', 'index.html'), product: join(dir, 'public', 'produit', 'a', 'index.html') };
    writeFileSync(files.home, page('home()'));
    writeFileSync(files.product, page('product()'));
    mkdirSync(join(dir, 'public', '_gatsby', 'slices'), { recursive: true });
    writeFileSync(join(dir, 'public', '_gatsby', 'slices', 'header-1.html'), SLICE);
    return { dir, files, stamp: join(dir, 'stamp.json') };
  };
  const age = (file: string) => utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

  it('gives every page one policy, and a second pass changes nothing', () => {
    const { dir, files, stamp } = setup();
    pagePolicies(join(dir, 'public'), false, stamp);
    expect(policies(files.home)).toBe(1);
    const before = readFileSync(files.product, 'utf8');
    pagePolicies(join(dir, 'public'), false);
    expect(readFileSync(files.product, 'utf8')).toBe(before);
  });

  it('leaves Gatsby’s slices alone (a policy in the header fragment would be stitched into the body of every page)', () => {
    const { dir, stamp } = setup();
    pagePolicies(join(dir, 'public'), true, stamp);
    expect(readFileSync(join(dir, 'public', '_gatsby', 'slices', 'header-1.html'), 'utf8')).toBe(SLICE);
  });

  it('reads only the pages written since the last pass, and all of them when the policy changes', () => {
    const { dir, files, stamp } = setup();
    pagePolicies(join(dir, 'public'), false, stamp);
    // A minute later, a rebuild leaves the home page alone and re-renders the product page (without a policy yet).
    // The home page is stripped of its policy here only to show that it is not read again.
    writeFileSync(stamp, JSON.stringify({ at: Date.now() - 30_000, recaptcha: false }));
    writeFileSync(files.home, page('home()'));
    age(files.home);
    writeFileSync(files.product, page('product(2)'));
    pagePolicies(join(dir, 'public'), false, stamp);
    expect(policies(files.home)).toBe(0);
    expect(readFileSync(files.product, 'utf8')).toMatch(/Content-Security-Policy[\s\S]*product\(2\)/);
    pagePolicies(join(dir, 'public'), true, stamp);
    expect(readFileSync(files.home, 'utf8')).toContain('https://www.google.com/recaptcha/');
  });
});
