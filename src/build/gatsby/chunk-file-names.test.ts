import { chunkFileName } from './chunk-file-names';

describe('the browser chunks’ file names', () => {
  it('page components and slices keep their names, which Gatsby’s chunk map matches files by', () => {
    expect(chunkFileName({ chunk: { name: 'component---src-templates-product-tsx' } })).toBe('[name]-[contenthash:16].js');
    expect(chunkFileName({ chunk: { name: 'slice---src-slices-header-tsx' } })).toBe('[name]-[contenthash:16].js');
  });

  it('shared chunks, named by a 40-digit hash of their modules, and unnamed ones go by id', () => {
    expect(chunkFileName({ chunk: { name: '5948258c375ad101f292ef2e1210fa47c6ecced9' } })).toBe('[id]-[contenthash:16].js');
    expect(chunkFileName({ chunk: { name: null } })).toBe('[id]-[contenthash:16].js');
    expect(chunkFileName({})).toBe('[id]-[contenthash:16].js');
  });
});
