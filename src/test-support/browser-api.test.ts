import { connect } from 'node:net';
import { browserApi } from './browser-api';

/**
 * A component test may end while one of its requests is still under way (a
 * render left mid-save); closing the API must not wait for that request, or
 * jest is held open until Node's own request timeout.
 */
it('closes while a request is still being received', async () => {
  const api = await browserApi();
  const { port } = new URL(process.env.GATSBY_SHOP_API_URL!);
  const received = new Promise((r) => api.app.server.once('request', r));
  const socket = connect(Number(port), '127.0.0.1');
  // a body announced and never sent: the server keeps the connection open, waiting for it
  socket.write('POST /api/v1/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"');
  await received;
  // held open, this waits for Node's request timeout (minutes) and the test fails on jest's own
  await api.close();
  expect(api.app.server.listening).toBe(false);
  socket.destroy();
});
