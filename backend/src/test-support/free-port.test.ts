import { createServer } from 'node:net';
import { freePorts } from './free-port';

describe('freePorts', () => {
  it('gives distinct ports a server can listen on', async () => {
    const ports = freePorts(2);
    expect(new Set(ports).size).toBe(2);
    for (const port of ports) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
