import { multipart, samples } from '../testing';
import { boundaryOf, MultipartShape } from './multipart-shape';

/** Feeds a body whole, byte by byte, and in uneven chunks: the answer must not depend on where chunks end. */
function complete(body: Buffer | string, boundary: string): boolean {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1');
  const answers = [[bytes.length], Array(bytes.length).fill(1), [7, 3, 64, 1, 2]].map((sizes) => {
    const shape = new MultipartShape(boundary);
    for (let at = 0, i = 0; at < bytes.length; i++) {
      const size = sizes[i % sizes.length];
      shape.push(bytes.subarray(at, at + size));
      at += size;
    }
    return shape.complete;
  });
  expect(new Set(answers).size).toBe(1);
  return answers[0];
}

const form = () => {
  const { payload, headers } = multipart({ email: 'a@example.com', message: 'Bonjour\r\n--pas une limite' }, [
    { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: samples.pdf(300) },
  ]);
  return { body: payload.toString('latin1'), boundary: boundaryOf(headers['content-type'])! };
};

describe('boundaryOf', () => {
  it('reads the boundary as busboy does, plain or quoted, and refuses an unusable one', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryX3')).toBe('----WebKitFormBoundaryX3');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY="a b;c"')).toBe('a b;c');
    expect(boundaryOf('multipart/form-data;boundary=abc; charset=utf-8')).toBe('abc');
    for (const type of [
      undefined,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
    ]) {
      expect(boundaryOf(type)).toBeNull();
    }
  });
});

describe('MultipartShape', () => {
  it('takes what browsers send: fields, a file, a preamble, an epilogue, folded and lower-case headers, empty values', () => {
    const { body, boundary } = form();
    expect(complete(body, boundary)).toBe(true);
    expect(complete(`préambule\r\n${body}épilogue --${boundary}\r\nContent-Type: x\r\n\r\n`, boundary)).toBe(true);
    expect(complete(body.replace('form-data; name="email"', 'form-data;\r\n\tname="email"'), boundary)).toBe(true);
    expect(complete(body.replaceAll('Content-Disposition: form-data', 'content-disposition:form-data'), boundary)).toBe(true);
    expect(complete(`--${boundary}\r\nContent-Disposition: form-data; name="vide"\r\n\r\n\r\n--${boundary}--`, boundary)).toBe(true);
    expect(complete(`--${boundary}--\r\n`, boundary)).toBe(true);
  });

  it('sees a body that ends before its closing boundary, wherever it stops', () => {
    const { body, boundary } = form();
    const close = body.indexOf(`\r\n--${boundary}--`);
    for (const end of [0, 10, body.indexOf('\r\n\r\n'), body.indexOf('%PDF') + 20, close, close + 4, close + boundary.length + 3]) {
      expect({ end, complete: complete(body.slice(0, end), boundary) }).toEqual({ end, complete: false });
    }
    expect(complete(body, 'une-autre-limite')).toBe(false);
  });

  it('sees a part that is not a form field, and garbage where a boundary line ends', () => {
    const { body, boundary } = form();
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="email"`;
    const broken = {
      'no Content-Disposition': `--${boundary}\r\nContent-Type: text/plain`,
      'no header': `--${boundary}\r\n`,
      'a line that is not a header': `--${boundary}\r\nceci n’est pas un en-tête\r\nContent-Disposition: form-data; name="email"`,
      'a disposition without a name': `--${boundary}\r\nContent-Disposition: form-data`,
      'another disposition': `--${boundary}\r\nContent-Disposition: attachment; name="email"`,
      'garbage after the boundary': `--${boundary}GARBAGE\r\nContent-Disposition: form-data; name="email"`,
      'a header glued to the boundary': `--${boundary}X-Junk: 1\r\nContent-Disposition: form-data; name="email"`,
      'padding after the boundary': `--${boundary}  \r\nContent-Disposition: form-data; name="email"`,
      'headers cut by the next boundary': `--${boundary}\r\nContent-Disposition: form-da\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"`,
    };
    for (const [label, replacement] of Object.entries(broken)) {
      expect({ label, complete: complete(body.replace(part, replacement), boundary) }).toEqual({ label, complete: false });
    }
    // a boundary may hold a colon: its line then reads as a header, and only the boundary search sees the cut
    const colon = 'limite:1';
    const cutByColon = `--${colon}\r\nX-Cut: oui\r\n--${colon}\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--${colon}--`;
    expect(complete(cutByColon, colon)).toBe(false);
    expect(complete(cutByColon.replace('X-Cut: oui\r\n', 'Content-Disposition: form-data; name="b"\r\n\r\n'), colon)).toBe(true);
    const long = (lines: number) => `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n${'X-Long: y\r\n'.repeat(lines)}\r\nvalue\r\n--${boundary}--`;
    expect(complete(long(10), boundary)).toBe(true);
    expect(complete(long(2000), boundary)).toBe(false);
  });

  it('finds a boundary cut between two large chunks at any byte, as a file’s chunks cut it', () => {
    const { body, boundary } = form();
    const bytes = Buffer.from(body, 'latin1');
    const cut = (at: number) => {
      const shape = new MultipartShape(boundary);
      shape.push(bytes.subarray(0, at));
      shape.push(bytes.subarray(at));
      return shape.complete;
    };
    const wrong = Array.from({ length: bytes.length + 1 }, (_, at) => at).filter((at) => !cut(at));
    expect(wrong).toEqual([]);
    const cutShort = bytes.subarray(0, bytes.length - 8);
    const short = new MultipartShape(boundary);
    short.push(cutShort.subarray(0, 400));
    short.push(cutShort.subarray(400));
    expect(short.complete).toBe(false);
  });
});
