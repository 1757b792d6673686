import type { SitemapEntry } from '@trefima/domain/contract';
import { leadPages, withLeadPages } from './lead-pages';

const flatten = (entries: SitemapEntry[]): SitemapEntry[] => entries.flatMap((e) => [e, ...flatten(e.childs)]);
const api: SitemapEntry[] = [
  { label: 'Accueil', path: '/', childs: [] },
  { label: 'Services', path: '/services', childs: [{ label: 'Diagnostic toiture', path: '/services/diagnostic-toiture', childs: [] }] },
];

describe('the plan du site', () => {
  it('keeps the API’s entries and adds every form page once, under « Vos demandes »', () => {
    const entries = withLeadPages(api);
    expect(entries.slice(0, 2)).toEqual(api);
    const added = entries.at(-1)!;
    expect(added).toMatchObject({ label: 'Vos demandes', path: '/contact' });
    expect(added.childs.map((c) => c.path).sort()).toEqual(leadPages.map((p) => p.path).sort());
    expect(added.childs.find((c) => c.path === '/demande-etude')?.label).toBe('Demander une étude');
  });

  it('lists no page twice when the API already has it', () => {
    const entries = withLeadPages([...api, { label: 'Études', path: '/demande-etude', childs: [] }]);
    const paths = flatten(entries).map((e) => e.path);
    expect(paths.filter((p) => p === '/demande-etude')).toHaveLength(1);
    expect(withLeadPages(leadPages.map((p) => ({ label: p.title, path: p.path, childs: [] })))).toHaveLength(leadPages.length);
  });
});
