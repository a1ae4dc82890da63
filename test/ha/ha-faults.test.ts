/**
 * Home Assistant faults never reach MCP answers: with HA killed, its WebSocket gone and
 * then HA back, every MCP call during the outage answers at once from the model, and the Assist
 * automation answers again after HA returns. Real Home Assistant Core 2024.3.3 and signalk-server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';

describe('Home Assistant outage and MCP', { timeout: 180_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let assist: AssistProcess;
  before(async () => {
    [sk, ha] = await Promise.all([startSignalK(), startHomeAssistant({ language: 'en' })]);
    await sk.sendDelta({ updates: [{ $source: 'haf.1', values: [{ path: 'environment.depth.belowKeel', value: 4.2 }] }] });
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--ha-token', ha.token, '--stale-navigation', '3600'] });
    await until(async () => (await assist.call('depth_state')).structured?.below_keel_m === 4.2, 20_000, 'depth over MCP');
  });
  after(async () => {
    await assist?.stop();
    await Promise.all([sk?.stop(), ha?.stop()]);
  });

  const ask = async (text: string) => {
    const r = await fetch(`${ha.url}/api/conversation/process`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ha.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text, language: 'en' }),
    });
    const body = (await r.json()) as { response?: { speech?: { plain?: { speech?: string } } } };
    return body.response?.speech?.plain?.speech;
  };

  it('answers every MCP call while Home Assistant is down, and Assist answers again after it returns', async () => {
    await until(async () => (await ask('how deep is it')) === '4.2 meters under the keel', 60_000, 'the depth answer through Assist');
    await ha.kill();
    let calls = 0;
    const end = Date.now() + 3000;
    while (Date.now() < end) {
      const r = await assist.call('depth_state');
      assert.equal(r.isError, false);
      assert.equal(r.structured?.display, '4.2 meters under the keel');
      calls++;
    }
    assert.ok(calls > 10, `calls made during the outage: ${calls}`);
    await ha.restart();
    await until(async () => (await ask('how deep is it').catch(() => undefined)) === '4.2 meters under the keel', 60_000, 'Assist after the restart');
    const health = await fetch(`${assist.url}/health`);
    assert.equal(health.status, 200);
  });
});
