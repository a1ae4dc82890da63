/**
 * SignalK's device access request shown in Home Assistant: with security on and no token,
 * signalk-assist asks SignalK for read-only access and raises a persistent notification in the real
 * Home Assistant saying what to approve; once approved in SignalK, the notification is dismissed and
 * the tools answer. Real signalk-server 2.23.0 and Home Assistant Core 2024.3.3 on 127.0.0.1.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { startAssist, until } from '../helpers/assist.js';
import { ACCESS_NOTIFICATION_ID } from '../../src/ha/access-notification.js';

interface Notification {
  notification_id: string;
  title: string;
  message: string;
}

describe('SignalK access request as a Home Assistant notification', { timeout: 180_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-access-ha-'));
  before(async () => {
    [sk, ha] = await Promise.all([startSignalK({ security: true }), startHomeAssistant({ language: 'en' })]);
    await sk.sendDelta({ updates: [{ $source: 'acc.1', values: [{ path: 'electrical.batteries.house.voltage', value: 12.6 }] }] });
  });
  after(async () => {
    await Promise.all([sk?.stop(), ha?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('raises the notification while waiting and dismisses it once approved', async () => {
    const assist = await startAssist({
      transport: 'http',
      args: ['--signalk-url', sk.url, '--data-dir', dataDir, '--ha-url', ha.url, '--ha-token', ha.token, '--no-assist', '--no-entities'],
    });
    const socket = await ha.socket();
    const ours = async () => (await socket.command<Notification[]>({ type: 'persistent_notification/get' })).find((n) => n.notification_id === ACCESS_NOTIFICATION_ID);
    try {
      await until(async () => (await ours()) !== undefined, 30_000, 'the access notification in Home Assistant');
      const n = (await ours())!;
      assert.equal(n.title, 'SignalK Assist: approve access in SignalK');
      assert.match(n.message, /Access Requests/);
      assert.ok(!n.message.includes(ha.token));

      const [pending] = await sk.listAccessRequests();
      assert.ok(pending, 'a pending access request in SignalK');
      await sk.approveAccessRequest(pending.requestId);
      await until(async () => (await ours()) === undefined, 30_000, 'the notification to be dismissed');
      await until(async () => (await assist.call('battery_state')).structured?.voltage === 12.6, 30_000, 'answers after approval');
    } finally {
      socket.close();
      await assist.stop();
    }
  });
});
