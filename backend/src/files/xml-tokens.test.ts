import { decodeEntities, partDecoder, XmlTokens, XmlTooLong } from './xml-tokens';

/** The XML reader of office parts, fed as inflation gives it: in pieces cut anywhere. */

function events(pieces: string[], maxToken?: number): string[] {
  const seen: string[] = [];
  const tokens = new XmlTokens(
    {
      open: (name, attributes, selfClosing) =>
        seen.push(
          `<${name}${Object.entries(attributes)
            .map(([k, v]) => ` ${k}=${v}`)
            .join('')}${selfClosing ? '/' : ''}>`,
        ),
      close: (name) => seen.push(`</${name}>`),
      text: (text) => seen.push(text),
    },
    maxToken,
  );
  for (const piece of pieces) tokens.push(piece);
  return seen;
}

const XML =
  '<?xml version="1.0"?><!-- un commentaire <c> --><x:sst xmlns:x="urn:x" count=\'2\'><x:si><x:t xml:space="preserve">A &amp; B &#233;&#x20AC;</x:t></x:si>' +
  '<si><t><![CDATA[<brut>]]></t></si><c r="A1" f=">"/></x:sst>';
const EXPECTED = [
  '<sst x=urn:x count=2>',
  '<si>',
  '<t space=preserve>',
  'A & B é€',
  '</t>',
  '</si>',
  '<si>',
  '<t>',
  '<brut>',
  '</t>',
  '</si>',
  '<c r=A1 f=>/>',
  '</c>',
  '</sst>',
];

describe('XmlTokens', () => {
  it('gives tags by local name, attributes and text decoded, comments and declarations skipped', () => {
    expect(events([XML])).toEqual(EXPECTED);
  });

  it('gives the same events whatever the pieces the text comes in', () => {
    for (const size of [1, 2, 3, 7, 13]) {
      const pieces = Array.from({ length: Math.ceil(XML.length / size) }, (_, i) => XML.slice(i * size, (i + 1) * size));
      expect(events(pieces).join('')).toEqual(EXPECTED.join(''));
    }
  });

  it('refuses a token longer than its bound rather than hold it', () => {
    expect(() => events(['<t>', 'x'.repeat(600)], 512)).toThrow(XmlTooLong);
    expect(() => events(['<!--', ' '.repeat(600)], 512)).toThrow(XmlTooLong);
  });

  it('decodes the five entities and numeric references, and leaves any other as written', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&apos; &#65;&#x42; &lol; &#x110000;')).toBe('<>&"\' AB &lol; &#x110000;');
  });

  it('decodes a part as UTF-8, or UTF-16 after its byte-order mark, characters cut between pieces included', () => {
    const utf8 = Buffer.from('é€', 'utf8');
    const decode = partDecoder();
    expect(decode(utf8.subarray(0, 1)) + decode(utf8.subarray(1, 4)) + decode(utf8.subarray(4), true)).toBe('é€');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<a/>', 'utf16le')]);
    expect(partDecoder()(utf16, true)).toBe('<a/>');
  });
});
