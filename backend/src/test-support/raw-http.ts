import { connect } from 'node:net';

/**
 * Raw HTTP/1.1 for tests of the host and the API: requests written byte for
 * byte, and answers read off the socket as they come.
 */

export interface RawAnswer {
  status: number;
  /** the status line and header lines as sent, to catch a header smuggled in by the path */
  head: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * One GET with the request target written byte for byte (latin1): fetch and
 * http.request normalise or refuse the odd paths an attacker would send.
 */
export function rawGet(port: number, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1')),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split).toString('latin1');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = raw.subarray(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        head,
        headers,
        body: (headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body).toString('utf8'),
      });
    });
  });
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** A raw HTTP/1.1 connection, to send requests one after another on the same socket. */
export function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  /**
   * Waits for `ready` to answer something, checked again at each chunk and at
   * the close: no clock of its own, since a busy host may take seconds to
   * answer a large upload; the test's timeout bounds it.
   */
  async function until<T>(ready: () => T | undefined, waitingFor: string): Promise<T> {
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      if (closed) throw new Error(`${waitingFor}: the server closed the connection`);
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }
  const response = () =>
    until(() => {
      const end = received.indexOf('\r\n\r\n');
      const head = end < 0 ? '' : received.subarray(0, end).toString('latin1');
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (end >= 0 && received.length >= end + 4 + length) {
        received = received.subarray(end + 4 + length);
        return { status: Number(head.split(' ')[1]), head };
      }
    }, 'no answer on this connection');
  return {
    write: (b: Buffer | string) => socket.write(b),
    response,
    closed: () => until(() => (closed ? true : undefined), 'the connection is still open'),
    close: () => socket.destroy(),
  };
}
