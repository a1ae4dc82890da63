/**
 * A refused Home Assistant token is logged with advice the reader can follow:
 * inside the add-on (the Supervisor's proxy and token) a restart and the add-on's API access, never
 * a command-line flag; outside, the flag and the environment variable. Home Assistant's side is a
 * WebSocket server on 127.0.0.1 speaking its authentication phase (auth_required, then
 * auth_invalid for the token it does not know), as documented for its WebSocket API.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WebSocketServer } from 'ws';
import { HaConnection } from '../../src/ha/connection.js';
import { setLogSink } from '../../src/log.js';

describe('advice on a refused Home Assistant token', () => {
  let wss: WebSocketServer;
  let url = '';
  before(async () => {
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/api/websocket' });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    url = `http://127.0.0.1:${(wss.address() as { port: number }).port}`;
    wss.on('connection', (socket) => {
      socket.send(JSON.stringify({ type: 'auth_required', ha_version: '2025.4.4' }));
      socket.on('message', () => socket.send(JSON.stringify({ type: 'auth_invalid', message: 'Invalid access token or password' })));
    });
  });
  after(() => new Promise<void>((r) => wss.close(() => r())));

  /** The first warning a connection logs. */
  async function firstWarning(supervisor: boolean): Promise<string> {
    const lines: string[] = [];
    const prev = setLogSink((l) => lines.push(l));
    const ha = new HaConnection({ url, token: 'a-refused-token', supervisor });
    try {
      ha.start();
      const t0 = Date.now();
      while (!lines.some((l) => l.includes(' WARNING '))) {
        if (Date.now() - t0 > 10_000) throw new Error('no warning within 10 s');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      ha.stop();
      setLogSink(prev);
    }
    return lines.find((l) => l.includes(' WARNING '))!.replace(/^\S+ WARNING /, '');
  }

  it('inside the add-on: restart it, and it needs Home Assistant API access; no flag', async () => {
    assert.equal(
      await firstWarning(true),
      `Home Assistant at ${url} refused the token: restart the add-on (Settings > Apps > SignalK Assist > Restart); if it keeps happening, update or reinstall it: it needs Home Assistant API access (homeassistant_api: true in its config.yaml). Retrying.`,
    );
  });

  it('outside the add-on: the flag or the environment variable', async () => {
    assert.equal(
      await firstWarning(false),
      `Home Assistant at ${url} refused the token: give a valid long-lived access token (--ha-token or HA_TOKEN; Home Assistant: your profile > Security > Long-lived access tokens). Retrying.`,
    );
  });
});
