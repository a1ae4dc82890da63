/**
 * Boat text made sayable on the route (route and waypoint names are
 * boat text like alarm messages and vessel names, where markup, links and emoji
 * were read out). A route whose waypoint is named with SSML, an emoji and a link is POSTed to a real
 * signalk-server 2.23.0 through its v2 resources API and activated through the Course API; get_route
 * says the name's words only, in English and German, and keeps the name as sent in its field.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { KNOT } from '../helpers/sphere.js';
import { BOAT, routeNamed, sendJson } from '../helpers/route.js';

const ROUTE_NAME = '<b>Helsinki</b> approach 🚤';
const HOSTILE = '<speak><prosody rate="x-slow">Harbour</prosody> <emphasis>Entrance</emphasis></speak> 🚨🚨 https://boat.local:3000/admin/#/x';

describe('route and waypoint names from the boat are said by their words', { timeout: 240_000 }, () => {
  let sk: SignalKServer;
  const assists: Partial<Record<'en' | 'de', AssistProcess>> = {};
  before(async () => {
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    for (const language of ['en', 'de'] as const) {
      assists[language] = await startAssist({ transport: 'stdio', args: ['--signalk-url', sk.url, '--language', language, '--tools', 'all'], env: { TZ: 'UTC' } });
    }
    await sk.sendDelta({
      context: 'vessels.self',
      updates: [
        {
          $source: 'names.1',
          values: [
            { path: 'navigation.position', value: BOAT },
            { path: 'navigation.speedOverGround', value: 5.76 * KNOT },
            { path: 'navigation.courseOverGroundTrue', value: Math.PI * 1.25 },
          ],
        },
      ],
    });
    const created = (await sendJson(sk, 'POST', '/signalk/v2/api/resources/routes', routeNamed(ROUTE_NAME, ['Outer Buoy', HOSTILE, 'Quay']))) as { id: string };
    await sendJson(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${created.id}`, pointIndex: 1 });
  });
  after(async () => {
    for (const a of Object.values(assists)) await a?.stop();
    await sk?.stop();
  });

  it('the waypoint named in SSML with emoji and a link: "next waypoint Harbour Entrance, …" (en, de)', async () => {
    const want = { en: 'next waypoint Harbour Entrance, ', de: 'nächster Wegpunkt Harbour Entrance, ' } as const;
    for (const language of ['en', 'de'] as const) {
      let display = '';
      await until(
        async () => {
          display = String((await assists[language]!.call('get_route')).structured?.display);
          return display.startsWith(want[language]);
        },
        30_000,
        `get_route names the waypoint (${language}); last: ${display}`,
      );
      assert.deepEqual(ttsViolations(display, language), [], display);
      assert.doesNotMatch(display, /speak|prosody|emphasis|https|boat\.local|🚨/u, display);
    }
    // The fields keep what the boat sent.
    await until(async () => (await assists.en!.call('get_route')).structured?.name === ROUTE_NAME, 10_000, 'the route name as sent');
    const next = (await assists.en!.call('get_route')).structured?.next_waypoint as { name: string | null };
    assert.equal(next.name, HOSTILE);
  });
});
