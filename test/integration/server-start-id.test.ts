/**
 * SignalK 2.24+ greets every stream with a `serverStartId`; a new one means the server restarted, so
 * signalk-assist loads the full model again instead of trusting what it holds. SignalK 2.23 (the
 * release the suite pins) sends none, so this uses a small stand-in server on 127.0.0.1 that speaks
 * what a restarted 2.32 sends: what is tested is our handling of it. The stand-in plays the race a
 * restart opens: the reconnect's full model still comes from the old server (an alarm that is gone),
 * and only the new greeting shows the restart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { freePort } from '../helpers/net.js';

const SELF = 'urn:mrn:imo:mmsi:230000001';
const fullModel = (alarm: boolean) => ({
  version: '2.32.0',
  self: `vessels.${SELF}`,
  vessels: {
    [SELF]: {
      electrical: { batteries: { house: { voltage: { value: 12.6, timestamp: new Date().toISOString(), $source: 'stand-in.1' } } } },
      ...(alarm
        ? {
            notifications: {
              engine: {
                overheat: { value: { state: 'alarm', method: ['visual', 'sound'], message: 'Engine overheat' }, timestamp: new Date().toISOString(), $source: 'stand-in.1' },
              },
            },
          }
        : {}),
    },
  },
});

describe('a new serverStartId in the greeting reloads the full model', { timeout: 60_000 }, () => {
  let http: Server;
  let wss: WebSocketServer;
  let port: number;
  let startId = 'start-1';
  /** What GET /signalk/v1/api/ serves: the old server's model (with the alarm) until `restarted`. */
  let restarted = false;
  let fullModelGets = 0;
  let connections = 0;
  /** The full-model load that still comes from the old server (the first after the restart). */
  let reconnectGet = -1;
  const sockets = new Set<WebSocket>();
  let assist: AssistProcess;

  before(async () => {
    port = await freePort();
    http = createServer((req, res) => {
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/signalk') return json({ endpoints: { v1: { version: '1.0.0' } }, server: { id: 'signalk-server-node', version: '2.32.0' } });
      if (req.url === '/signalk/v1/api/' || req.url === '/signalk/v1/api') {
        fullModelGets++;
        // The first load after the restart still comes from the old server; later ones from the new.
        const model = fullModel(!restarted || fullModelGets === reconnectGet);
        return json(model);
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
    wss = new WebSocketServer({ server: http, path: '/signalk/v1/stream' });
    wss.on('connection', (ws) => {
      connections++;
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.send(
        JSON.stringify({
          name: 'signalk-server',
          version: '2.32.0',
          self: `vessels.${SELF}`,
          roles: ['master', 'main'],
          timestamp: new Date().toISOString(),
          serverStartId: startId,
        }),
      );
      // A delta after the greeting: once the add-on shows it, the greeting was read too (frames come in order).
      const current = { path: 'electrical.batteries.house.current', value: connections };
      ws.send(JSON.stringify({ context: `vessels.${SELF}`, updates: [{ $source: 'stand-in.1', timestamp: new Date().toISOString(), values: [current] }] }));
    });
    await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
    assist = await startAssist({ transport: 'stdio', args: ['--signalk-url', `http://127.0.0.1:${port}`] });
  });
  after(async () => {
    await assist?.stop();
    for (const ws of sockets) ws.terminate();
    wss?.close();
    await new Promise<void>((r) => (http ? http.close(() => r()) : r()));
  });

  it('the alarm the old server had is gone once the new id is seen', async () => {
    let seen = '';
    await until(async () => (seen = String((await assist.call('get_active_alarms')).structured?.display)) === '1 alarm: Engine overheat.', 15_000, 'the first alarm').catch((e) => {
      throw new Error(`${e.message}; last: ${seen}; logs: ${assist.logs()}`);
    });
    // The alarm comes with the full model, before the stream opens: the first greeting must be read.
    await until(async () => (await assist.call('read_sensor', { path: 'electrical.batteries.house.current' })).structured?.value === 1, 15_000, 'the first greeting read');
    const before = fullModelGets;
    // The restart: a new id, the stream dropped; the reconnect's full model is the old server's.
    restarted = true;
    startId = 'start-2';
    reconnectGet = fullModelGets + 1;
    for (const ws of sockets) ws.terminate();
    await until(async () => fullModelGets >= before + 2, 15_000, 'a second full model load after the new greeting').catch((e: Error) => {
      throw new Error(`${e.message}; full model loads: ${fullModelGets - before} since the restart; logs: ${assist.logs()}`);
    });
    await until(async () => (seen = String((await assist.call('get_active_alarms')).structured?.display)) === 'No active alarms.', 15_000, 'the alarm gone').catch((e) => {
      throw new Error(`${e.message}; last: ${seen}; logs: ${assist.logs()}`);
    });
    assert.match(assist.logs(), /restarted \(a new serverStartId\); reloading its full model/);
  });
});
