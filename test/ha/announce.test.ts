/**
 * Announcements against the real signalk-server 2.23.0 and the real Home Assistant of
 * HA_VERSION (2024.3.3 and 2026.11.0): an alarm sent as a delta to SignalK makes signalk-assist ask
 * Home Assistant to say it, recorded through HA's event bus (`call_service` events over the
 * WebSocket; HA fires one only after the service's schema accepted the data, so a recorded call is
 * a call HA took).
 *
 * Home Assistant is given the `tts` integration with the demo platform (both releases load it
 * offline, and it brings the demo media players, e.g. media_player.kitchen); 2024.10 and later also the
 * `assist_satellite` integration. Neither release has an offline TTS *entity* (the demo engine is a
 * legacy provider, tts.demo_say) nor an offline satellite, so the test proves the calls HA receives
 * (service, targets, text, language), not audio: HA logs "Referenced entities ... are missing" for
 * tts.piper and assist_satellite.cockpit.
 * On 2024.3.3, which has no assist_satellite.announce, a satellite target gets one clear log line and
 * the media player is still spoken to.
 *
 * Needs `bash scripts/setup-ha.sh` (mutagen and ha-ffmpeg, which tts needs, are among its pins);
 * skipped without it, except under CI where it fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HA_LABEL, haAtLeast, haUnavailableReason, startHomeAssistant, type HaEvent, type HaSocket, type HomeAssistant } from '../helpers/ha.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { SETTLE_MS } from '../../src/announce/index.js';

const unavailable = haUnavailableReason();
const skip = unavailable && !process.env['CI'] ? unavailable : false;
const SATELLITES = haAtLeast('2024.10');

interface CallService {
  domain: string;
  service: string;
  service_data: Record<string, unknown>;
}

const TARGETS = ['assist_satellite.cockpit', 'media_player.kitchen'];
/** Long enough that nothing held is said while a test runs. */
const INTERVAL_S = 600;
/** How long "nothing more" is watched: several settle periods after SignalK shows the delta and the add-on has it. */
const QUIET_MS = SETTLE_MS * 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`announcements through ${HA_LABEL}`, { skip, timeout: 600_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let socket: HaSocket;
  const calls: CallService[] = [];

  before(async () => {
    const extraConfig = 'tts:\n  - platform: demo\n' + (SATELLITES ? 'assist_satellite:\n' : '');
    // One after the other: two cores shared by many test runs.
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    ha = await startHomeAssistant({ language: 'en', extraConfig });
    socket = await ha.socket();
    await socket.subscribeEvents<CallService>('call_service', (e: HaEvent<CallService>) => {
      if (e.data.domain === 'tts' || e.data.domain === 'assist_satellite') calls.push(e.data);
    });
    await sk.sendDelta({ updates: [{ $source: 'ann.gps', values: [{ path: 'navigation.position', value: { latitude: 0, longitude: 0 } }] }] });
  });
  after(async () => {
    socket?.close();
    await Promise.all([sk?.stop(), ha?.stop()]);
  });

  /** signalk-assist connected to both, announcing (or not) on TARGETS, once it has the boat at `latitude`. */
  async function addOn(announce: boolean, latitude = 0): Promise<AssistProcess> {
    const args = ['--signalk-url', sk.url, '--ha-url', ha.url, '--ha-token', ha.token, '--no-assist', '--no-entities', '--language', 'en'];
    if (announce) args.push('--announce', '--announce-targets', TARGETS.join(','), '--announce-tts', 'tts.piper', '--announce-min-interval', String(INTERVAL_S));
    const a = await startAssist({ transport: 'http', args, healthTimeoutMs: 90_000 });
    await until(async () => /Connected to Home Assistant/.test(a.logs()), 60_000, 'signalk-assist connected to Home Assistant');
    await until(
      async () => {
        const seen = (await a.call('navigation_state')).structured?.latitude;
        return typeof seen === 'number' && Math.abs(seen - latitude) < 1e-5; // within a metre
      },
      30_000,
      'signalk-assist reading SignalK',
    );
    return a;
  }

  /** Sends an alarm to SignalK and waits until signalk-assist answers with it. */
  async function alarm(a: AssistProcess, path: string, state: string, message: string, count: number): Promise<void> {
    await sk.sendDelta({ updates: [{ $source: 'ann.alarms', values: [{ path: `notifications.${path}`, value: { state, message, method: ['visual', 'sound'] } }] }] });
    await until(async () => ((await a.call('get_active_alarms')).structured?.alarms as unknown[] | undefined)?.length === count, 30_000, `${count} active alarms`);
  }

  it("an alarm that goes off: exactly one call per kind of target, with the alarms answer's words; a second alarm within the interval: none", async () => {
    calls.length = 0;
    const a = await addOn(true);
    try {
      await alarm(a, 'depth.shallow', 'alarm', 'Shallow water', 1);
      const expected: CallService[] = [
        ...(SATELLITES ? [{ domain: 'assist_satellite', service: 'announce', service_data: { entity_id: ['assist_satellite.cockpit'], message: '1 alarm: Shallow water.' } }] : []),
        {
          domain: 'tts',
          service: 'speak',
          service_data: { entity_id: 'tts.piper', media_player_entity_id: ['media_player.kitchen'], message: '1 alarm: Shallow water.', language: 'en' },
        },
      ];
      await until(async () => calls.length >= expected.length, 30_000, `${expected.length} announcement calls`);
      await sleep(QUIET_MS);
      assert.deepEqual(calls, expected);

      await alarm(a, 'bilge.high', 'emergency', 'Bilge water high', 2);
      await sleep(QUIET_MS);
      assert.deepEqual(calls, expected, 'nothing more within the interval');

      if (!SATELLITES) {
        // 2024.3.3: one clear line, and the add-on keeps answering.
        const lines = a
          .logs()
          .split('\n')
          .filter((l) => l.includes('has no assist_satellite.announce'));
        assert.equal(lines.length, 1, a.logs());
        assert.match(
          lines[0]!,
          /Home Assistant has no assist_satellite\.announce \(it came with Home Assistant 2024\.10\): announcements are not said on assist_satellite\.cockpit; update Home Assistant or choose a media player with a TTS engine\./,
        );
        assert.equal((await a.call('get_active_alarms')).structured?.alarms !== undefined, true);
      }
    } finally {
      await a.stop();
    }
  });

  it('with announce off (the default), nothing at all', async () => {
    calls.length = 0;
    const a = await addOn(false);
    try {
      await alarm(a, 'engine.overheat', 'emergency', 'Engine overheat', 3);
      await sleep(QUIET_MS);
      assert.deepEqual(calls, []);
    } finally {
      await a.stop();
    }
  });

  it('dragging outside the anchor circle without the anchor-alarm plugin: exactly one announcement, and nothing written to SignalK', async () => {
    // The anchor at (0, 0) with a 40 m circle; the boat 20 m North of it, then dragged 85 m North with a
    // fix a second wandering ±4 m for 45 s (our drag alarm needs 30 s beyond the circle: vessel/anchor-watch.ts).
    const north = (m: number) => ({ latitude: m / 111_195, longitude: 0 });
    const fix = (m: number) => sk.sendDelta({ updates: [{ $source: 'ann.gps', values: [{ path: 'navigation.position', value: north(m) }] }] });
    await sk.sendDelta({
      updates: [
        {
          $source: 'ann.anchor',
          values: [
            { path: 'navigation.anchor.position', value: { latitude: 0, longitude: 0 } },
            { path: 'navigation.anchor.maxRadius', value: 40 },
          ],
        },
      ],
    });
    await fix(20);
    // Alarms of the tests before are active: made normal so that the new process has nothing else to say.
    for (const path of ['depth.shallow', 'bilge.high', 'engine.overheat']) {
      await sk.sendDelta({ updates: [{ $source: 'ann.alarms', values: [{ path: `notifications.${path}`, value: { state: 'normal', message: '' } }] }] });
    }
    calls.length = 0;
    const a = await addOn(true, north(20).latitude);
    try {
      await until(async () => (await a.call('anchor_state')).structured?.inside === true, 30_000, 'anchored inside the circle');
      const message = '1 alarm: Anchor dragging.';
      const expected: CallService[] = [
        ...(SATELLITES ? [{ domain: 'assist_satellite', service: 'announce', service_data: { entity_id: ['assist_satellite.cockpit'], message } }] : []),
        { domain: 'tts', service: 'speak', service_data: { entity_id: 'tts.piper', media_player_entity_id: ['media_player.kitchen'], message, language: 'en' } },
      ];
      const started = Date.now();
      for (let i = 0; Date.now() - started < 45_000; i++) {
        await fix(85 + 4 * Math.sin(i * 1.7));
        await sleep(1000);
      }
      await until(async () => calls.length >= expected.length, 30_000, `${expected.length} announcement calls`);
      await sleep(QUIET_MS);
      assert.deepEqual(calls, expected);
      const anchor = (await a.call('anchor_state')).structured!;
      assert.equal(anchor['dragging'], true);
      assert.match(anchor['display'] as string, /^Anchor dragging: \d+ meters from the anchor, bearing south; the circle is 40 meters\.$/);
      assert.equal((await a.call('get_active_alarms')).structured?.display, '1 alarm: Anchor dragging.');
      assert.equal(await sk.getPath('notifications.navigation.anchor'), undefined, 'nothing written to SignalK');
    } finally {
      await a.stop();
      // As the tests after expect: no anchor, the boat at (0, 0).
      await sk.sendDelta(
        {
          updates: [
            {
              $source: 'ann.anchor',
              values: [
                { path: 'navigation.anchor.position', value: null },
                { path: 'navigation.anchor.maxRadius', value: null },
              ],
            },
          ],
        },
        { waitVisible: false },
      );
      await fix(0);
    }
  });

  it('a man overboard beacon that appears under vessels.: said with its name, range and bearing; normal alarms at start: nothing', async () => {
    for (const path of ['depth.shallow', 'bilge.high', 'engine.overheat']) {
      await sk.sendDelta({ updates: [{ $source: 'ann.alarms', values: [{ path: `notifications.${path}`, value: { state: 'normal', message: '' } }] }] });
    }
    calls.length = 0;
    const a = await addOn(true);
    try {
      await until(async () => ((await a.call('get_active_alarms')).structured?.alarms as unknown[] | undefined)?.length === 0, 30_000, 'no active alarms');
      await sleep(QUIET_MS);
      assert.deepEqual(calls, [], 'notifications that are normal at start are not announced');
      // 0.003 degrees north and east of us at the equator: 0.25 miles, bearing 45 degrees.
      await sk.sendDelta({
        context: 'vessels.urn:mrn:imo:mmsi:972000001',
        updates: [
          {
            $source: 'ann.ais',
            values: [
              { path: '', value: { name: 'MOB ANNA' } },
              { path: 'navigation.position', value: { latitude: 0.003, longitude: 0.003 } },
            ],
          },
        ],
      });
      const message = 'Man overboard beacon, MOB ANNA: 0.3 miles, bearing north-east.';
      const expected: CallService[] = [
        ...(SATELLITES ? [{ domain: 'assist_satellite', service: 'announce', service_data: { entity_id: ['assist_satellite.cockpit'], message } }] : []),
        { domain: 'tts', service: 'speak', service_data: { entity_id: 'tts.piper', media_player_entity_id: ['media_player.kitchen'], message, language: 'en' } },
      ];
      await until(async () => calls.length >= expected.length, 30_000, `${expected.length} announcement calls`);
      await sleep(QUIET_MS);
      assert.deepEqual(calls, expected);
    } finally {
      await a.stop();
    }
  });
});
