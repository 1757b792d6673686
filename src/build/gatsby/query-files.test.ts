import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatsbyFileParser } from './private';
import { parseOnlyWhatGatsbyReads } from './query-files';

// Gatsby's own parser, narrowed as the build narrows it, on files of each kind
const dir = mkdtempSync(join(tmpdir(), 'query-files-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const header = file('site-header.tsx', 'export function SiteHeader({ config }: { config: string }) { return <header>{config}</header>; }\n');
const page = file('page.tsx', 'export default function Page() { return <main />; }\nexport const Head = () => <title>Page</title>;\n');
const slices = file('layout.tsx', 'import { Slice } from "gatsby";\nexport function Layout() { return <Slice alias="header" />; }\n');
const staticQuery = file(
  'layout-data.ts',
  'import { graphql, useStaticQuery } from "gatsby";\nexport const useData = () => useStaticQuery(graphql`query LayoutData { site { id } }`);\n',
);
const missing = join(dir, 'gone.tsx');

const Parser = gatsbyFileParser();
const parse = (path: string, addError: (e: unknown) => void = () => {}) =>
  new (Parser as unknown as new () => typeof Parser.prototype)().parseFile(path, addError);
let restore = () => {};
beforeAll(() => {
  restore = parseOnlyWhatGatsbyReads(Parser, (path) => path === page);
});
afterAll(() => {
  restore();
  rmSync(dir, { recursive: true, force: true });
});

describe('query extraction parses only the files whose parts Gatsby keeps', () => {
  it('skips a module that only mentions `config` or `Head` and is no component', async () => {
    expect(await parse(header)).toBeNull();
  });

  it('still parses a component, whose Head export Gatsby keeps', async () => {
    expect(await parse(page)).toMatchObject({ astDefinitions: [] });
  });

  it('still parses any file using a slice or holding a query', async () => {
    expect(await parse(slices)).toMatchObject({ pageSlices: { header: { name: 'header' } } });
    expect(((await parse(staticQuery)) as { astDefinitions: unknown[] }).astDefinitions).toHaveLength(1);
  });

  it('leaves a file it cannot read to Gatsby, which reports it', async () => {
    const errors: unknown[] = [];
    await parse(missing, (e) => errors.push(e));
    expect(errors).toHaveLength(1);
  });

  it('gives back Gatsby’s own parser when restored', async () => {
    restore();
    try {
      expect(await parse(header)).not.toBeNull();
    } finally {
      restore = parseOnlyWhatGatsbyReads(Parser, (path) => path === page);
    }
  });
});
