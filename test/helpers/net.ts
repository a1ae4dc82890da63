/** Network helpers for the test harnesses (every server binds 127.0.0.1). */
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1: listens on port 0, reads the port, closes. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.unref();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => (port ? resolvePort(port) : reject(new Error('no free port on 127.0.0.1'))));
    });
  });
}
