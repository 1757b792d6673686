/**
 * XML read a piece at a time, as its bytes are inflated: opening and closing
 * tags (by local name, prefixes dropped, as OOXML writers vary them) and
 * text. Enough for the parts of an office file, never a whole DOM: a reader
 * stops it when it has what it needs. A DTD is skipped and its entities never
 * expanded, and no token may grow past a bound, so that no part can make the
 * reader hold more than that at once.
 */

export interface XmlHandler {
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

/** A token (a tag, a text, a comment) longer than a part's reader accepts: no office file writes one. */
export class XmlTooLong extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name]!;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Where the tag opened at `from` ends (its `>`), `>` inside quoted values skipped; -1 when not in `data` yet. */
function tagEnd(data: string, from: number): number {
  let quote = '';
  for (let i = from; i < data.length; i++) {
    const c = data[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

export class XmlTokens {
  private pending = '';

  constructor(
    private handler: XmlHandler,
    private maxToken = 1024 * 1024,
  ) {}

  /** Reads `chunk`; what it ends in the middle of waits for the next one. */
  push(chunk: string): void {
    const data = this.pending + chunk;
    let at = 0;
    for (;;) {
      const lt = data.indexOf('<', at);
      if (lt < 0) break;
      if (lt > at) this.handler.text(decodeEntities(data.slice(at, lt)));
      const end = this.token(data, lt);
      if (end < 0) {
        at = lt;
        break;
      }
      at = end;
    }
    this.pending = data.slice(at);
    if (this.pending.length > this.maxToken) throw new XmlTooLong(`a token of more than ${this.maxToken} characters`);
  }

  /** Reads the markup at `lt`; returns where it ends, or -1 when it is not whole yet. */
  private token(data: string, lt: number): number {
    const close = (marker: string, from: number) => {
      const end = data.indexOf(marker, from);
      return end < 0 ? -1 : end + marker.length;
    };
    if (data.startsWith('<!--', lt)) return close('-->', lt + 4);
    if (data.startsWith('<![CDATA[', lt)) {
      const end = close(']]>', lt + 9);
      if (end >= 0) this.handler.text(data.slice(lt + 9, end - 3));
      return end;
    }
    if (data.startsWith('<?', lt)) return close('?>', lt + 2);
    if (data.startsWith('<!', lt)) {
      // a DOCTYPE with an internal subset ends at `]>`; its entities are never expanded
      const bracket = data.indexOf('[', lt);
      const gt = data.indexOf('>', lt);
      return bracket >= 0 && (gt < 0 || bracket < gt) ? close(']>', bracket) : gt < 0 ? -1 : gt + 1;
    }
    const gt = tagEnd(data, lt + 1);
    if (gt < 0) return -1;
    if (data[lt + 1] === '/') {
      this.handler.close(localName(data.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const selfClosing = data[gt - 1] === '/';
    const body = data.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const nameEnd = body.search(/[\s/]|$/);
    const attributes: Record<string, string> = {};
    for (const m of body.slice(nameEnd).matchAll(ATTRIBUTE)) attributes[localName(m[1]!)] = decodeEntities(m[2] ?? m[3] ?? '');
    this.handler.open(localName(body.slice(0, nameEnd)), attributes, selfClosing);
    if (selfClosing) this.handler.close(localName(body.slice(0, nameEnd)));
    return gt + 1;
  }
}

/** Decodes a part's bytes as they come: UTF-16 when it opens on its byte-order mark, UTF-8 otherwise, as XML says. */
export function partDecoder(): (bytes: Uint8Array, last?: boolean) => string {
  let decoder: TextDecoder | null = null;
  return (bytes, last = false) => {
    decoder ??= new TextDecoder(bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8');
    return decoder.decode(bytes, { stream: !last });
  };
}
