/**
 * Watches the bytes of a multipart body next to busboy, because busboy stays
 * silent where the form is broken: it skips a part without Content-Disposition
 * or with garbage after its boundary, and the multipart plugin swallows an
 * unexpected end of the body. Kept in step with busboy's own reading, so
 * that what browsers send (preamble, epilogue, folded headers) still passes.
 */

// No browser writes a part's headers this long; past it, the body is not a form.
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const BLANK_LINE = Buffer.from('\r\n\r\n');

/** The boundary of a multipart content type, as busboy reads it; null when missing or unusable (RFC 2046: 1 to 70 characters). */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i.exec(contentType ?? '');
  const boundary = match ? (match[1] ?? match[2]) : '';
  return boundary.length >= 1 && boundary.length <= 70 ? boundary : null;
}

/** Whether a part's header block names a form field, read the way busboy reads headers. */
function namesAField(block: string): boolean {
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of block.split('\r\n')) {
    if ((line[0] === ' ' || line[0] === '\t') && last) {
      headers[last] += line;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) break; // busboy stops reading a header block at such a line
    last = line.slice(0, colon).toLowerCase();
    headers[last] ??= line.slice(colon + 1);
  }
  const disposition = headers['content-disposition'] ?? '';
  return /^\s*form-data\s*(;|$)/i.test(disposition) && /;\s*name\*?\s*=/i.test(disposition);
}

export class MultipartShape {
  private state: 'preamble' | 'after-boundary' | 'headers' | 'body' | 'closed' | 'malformed' = 'preamble';
  private readonly delimiter: Buffer;
  // Like busboy, a body may open on its first boundary without a line break before it.
  private pending: Buffer = CRLF;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** True once the closing boundary came after well-formed parts. */
  get complete(): boolean {
    return this.state === 'closed';
  }

  push(chunk: Buffer): void {
    if (this.state === 'closed' || this.state === 'malformed') return; // an epilogue is ignored
    let data = chunk;
    const searching = this.state === 'preamble' || this.state === 'body';
    if (searching && this.pending.length && chunk.length >= this.delimiter.length) {
      // the tail kept from the last chunk is shorter than the delimiter: one that starts in it ends in this chunk's
      // first bytes, found in a window of a few bytes rather than in a copy of the whole chunk (a file is megabytes)
      const window = Buffer.concat([this.pending, chunk.subarray(0, this.delimiter.length - 1)]);
      const at = window.indexOf(this.delimiter);
      if (at >= 0) {
        data = chunk.subarray(at + this.delimiter.length - this.pending.length);
        this.state = 'after-boundary';
      }
    } else if (this.pending.length) data = Buffer.concat([this.pending, chunk]);
    this.pending = Buffer.alloc(0);
    for (;;) {
      if (this.state === 'preamble' || this.state === 'body') {
        const at = data.indexOf(this.delimiter);
        if (at < 0) {
          this.pending = Buffer.from(data.subarray(Math.max(0, data.length - this.delimiter.length + 1)));
          return;
        }
        data = data.subarray(at + this.delimiter.length);
        this.state = 'after-boundary';
      }
      if (this.state === 'after-boundary') {
        if (data.length < 2) return void (this.pending = Buffer.from(data));
        const next = data.toString('latin1', 0, 2);
        if (next === '--') return void (this.state = 'closed');
        if (next !== '\r\n') return void (this.state = 'malformed');
        data = data.subarray(2);
        this.state = 'headers';
      }
      if (this.state === 'headers') {
        const end = data.indexOf(BLANK_LINE);
        const cut = data.indexOf(this.delimiter);
        const tooLong = (end < 0 ? data.length : end) > MAX_HEADER_BYTES;
        if (tooLong || (cut >= 0 && (end < 0 || cut < end))) return void (this.state = 'malformed');
        if (end < 0) return void (this.pending = Buffer.from(data));
        if (!namesAField(data.toString('latin1', 0, end))) return void (this.state = 'malformed');
        data = data.subarray(end + BLANK_LINE.length);
        this.state = 'body';
      }
    }
  }
}
