/**
 * Anchor watch against the real signalk-server 2.23.0: anchor_state through signalk-assist's
 * MCP server, in English and Brazilian Portuguese, with the values the anchor-alarm plugin writes
 * (`navigation.anchor.position`, `maxRadius`, `currentRadius`, `bearingTrue`, nulls when raised) sent
 * as deltas: stale (a distance last sent 2 minutes ago), outside and inside with the server's
 * currentRadius, inside and outside without it (ours, from our position), and raised ("No anchor is
 * set."). Then every anchor answer, said by the real espeak-ng in all seven languages and both unit
 * presets, lasts at most 8 seconds (docs/design.md#the-speaking-budget).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { destination } from '../helpers/sphere.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES } from '../../src/speech/types.js';

const BOAT = { latitude: 38.69, longitude: -9.42 };
/** The anchor 38 m North-East of the boat. */
const ANCHOR = destination(BOAT, 45, 38);
/** Where the boat is after dragging: 62 m South-West of the anchor. */
const DRAGGED = destination(ANCHOR, 225, 62);

const delta = (values: Record<string, unknown>, timestamp?: string) => ({
  context: 'vessels.self',
  updates: [{ $source: 'anchoralarm.test', ...(timestamp ? { timestamp } : {}), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

describe('anchor_state against a real signalk-server', { timeout: 300_000 }, () => {
  let sk: SignalKServer;
  let en: AssistProcess;
  let pt: AssistProcess;
  const heard: { language: 'en' | 'pt-BR'; text: string }[] = [];

  /** Both processes' anchor_state once both displays satisfy `ready` (bounded: each process gets the delta in its own time); records what they said. */
  async function both(ready: (en: string, pt: string) => boolean, what: string): Promise<{ en: Record<string, unknown>; pt: Record<string, unknown> }> {
    let last = { en: {} as Record<string, unknown>, pt: {} as Record<string, unknown> };
    await until(
      async () => {
        const [a, b] = await Promise.all([en.call('anchor_state'), pt.call('anchor_state')]);
        assert.equal(a.isError, false, a.text);
        last = { en: a.structured ?? {}, pt: b.structured ?? {} };
        return typeof last.en['display'] === 'string' && typeof last.pt['display'] === 'string' && ready(last.en['display'] as string, last.pt['display'] as string);
      },
      20_000,
      what,
    ).catch((e: Error) => {
      throw new Error(`${e.message}; last: ${JSON.stringify(last.en['display'])} / ${JSON.stringify(last.pt['display'])}`);
    });
    heard.push({ language: 'en', text: last.en['display'] as string }, { language: 'pt-BR', text: last.pt['display'] as string });
    return last;
  }

  before(async () => {
    sk = await startSignalK();
    [en, pt] = await Promise.all([
      startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--language', 'en'] }),
      startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--language', 'pt-BR'] }),
    ]);
  });

  after(async () => {
    await Promise.all([en?.stop(), pt?.stop()]);
    await sk?.stop();
  });

  it('says "No anchor is set." while the feed is up and no anchor is', async () => {
    await sk.sendDelta(delta({ 'environment.depth.belowKeel': 4.2 }));
    const r = await both((a, p) => a === 'No anchor is set.' && p === 'Nenhuma âncora definida.', 'no anchor');
    assert.equal(r.pt['display'], 'Nenhuma âncora definida.');
    assert.deepEqual([r.en['set'], r.en['distance_m'], r.en['inside']], [false, null, null]);
  });

  it("carries the age of the server's distance last sent 2 minutes ago (no position of ours yet)", async () => {
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await sk.sendDelta(delta({ 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50, 'navigation.anchor.currentRadius': 38.3 }, twoMinutesAgo));
    const r = await both((a, p) => a.startsWith('Anchored') && p.startsWith('Âncora a'), 'the stale anchor');
    assert.equal(r.en['display'], 'Anchored; 38 meters from the anchor; inside the 50 meter circle, as of 2 minutes ago.');
    assert.equal(r.pt['display'], 'Âncora a 38 metros; dentro do círculo de 50 metros, última leitura há 2 minutos.');
    assert.equal(r.en['calc_source'], 'signalk');
    assert.ok((r.en['age_s'] as number) >= 120 && (r.en['age_s'] as number) < 150, String(r.en['age_s']));
  });

  it('with currentRadius: outside, then inside, with the bearing the plugin publishes', async () => {
    await sk.sendDelta(delta({ 'navigation.anchor.currentRadius': 62, 'navigation.anchor.bearingTrue': Math.PI / 4 }));
    const out = await both((a, p) => a.startsWith('Outside') && p.startsWith('Fora'), 'outside');
    assert.equal(out.en['display'], 'Outside the anchor circle: 62 meters from the anchor, bearing north-east; the circle is 50 meters.');
    assert.equal(out.pt['display'], 'Fora do círculo: âncora a 62 metros, a nordeste, círculo de 50 metros.');
    assert.deepEqual([out.en['inside'], out.en['distance_m'], out.en['max_radius_m'], out.en['bearing_true_deg'], out.en['calc_source']], [false, 62, 50, 45, 'signalk']);
    assert.deepEqual(out.en['anchor_position'], ANCHOR);
    await sk.sendDelta(delta({ 'navigation.anchor.currentRadius': 41.6, 'navigation.anchor.bearingTrue': (3 * Math.PI) / 2 }));
    const inside = await both((a, p) => a.includes('42 meters') && p.includes('42 metros'), 'inside');
    assert.equal(inside.en['display'], 'Anchored; 42 meters from the anchor, bearing west; inside the 50 meter circle.');
    assert.equal(inside.pt['display'], 'Âncora a 42 metros, a oeste; dentro do círculo de 50 metros.');
    assert.equal(inside.en['inside'], true);
  });

  it('without currentRadius: distance and bearing from our own position, inside then dragged outside', async () => {
    await sk.sendDelta(delta({ 'navigation.anchor.currentRadius': null, 'navigation.anchor.bearingTrue': null, 'navigation.position': BOAT }), { waitVisible: false });
    const inside = await both((a, p) => a.includes('north-east') && p.includes('nordeste'), 'ours, inside');
    assert.equal(inside.en['display'], 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.equal(inside.pt['display'], 'Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros.');
    assert.equal(inside.en['calc_source'], 'signalk-assist');
    assert.ok(Math.abs((inside.en['distance_m'] as number) - 38) < 0.3, String(inside.en['distance_m']));
    await sk.sendDelta(delta({ 'navigation.position': DRAGGED }));
    const out = await both((a, p) => a.startsWith('Outside') && p.startsWith('Fora'), 'ours, outside');
    assert.equal(out.en['display'], 'Outside the anchor circle: 62 meters from the anchor, bearing north-east; the circle is 50 meters.');
    assert.equal(out.pt['display'], 'Fora do círculo: âncora a 62 metros, a nordeste, círculo de 50 metros.');
    assert.deepEqual([out.en['inside'], out.en['calc_source']], [false, 'signalk-assist']);
    assert.ok(Math.abs((out.en['bearing_true_deg'] as number) - 45) < 0.5, String(out.en['bearing_true_deg']));
  });

  it('says "No anchor is set." once the anchor is raised (the plugin sends nulls)', async () => {
    await sk.sendDelta(delta({ 'navigation.anchor.position': null, 'navigation.anchor.maxRadius': null, 'navigation.anchor.currentRadius': null }), { waitVisible: false });
    const r = await both((a, p) => a === 'No anchor is set.' && p === 'Nenhuma âncora definida.', 'raised');
    assert.equal(r.pt['display'], 'Nenhuma âncora definida.');
  });

  it('every answer heard here is safe for a TTS engine', () => {
    assert.equal(heard.length, 14);
    for (const h of heard) assert.deepEqual(ttsViolations(h.text, h.language), [], h.text);
  });
});

describe('anchor answers within 8 s of espeak-ng speech in all seven languages', {
  skip: espeakInstalled() ? false : 'espeak-ng is not installed',
  timeout: 300_000,
}, () => {
  it('inside, outside, dragging, no anchor and no position, fresh and 12 minutes old, in meters and in feet', async (t) => {
    for (const language of LANGUAGES) {
      const texts = new Set<string>();
      for (const units of ['nautical-metric', 'nautical-imperial'] as const) {
        const s = createSpeaker({ language, units, timeZone: 'UTC' });
        // Inside and outside a 50 meter circle (38 and 62 meters) and, in meters, a 95 meter circle.
        const cases =
          units === 'nautical-metric'
            ? [
                [38, 50],
                [62, 50],
                [88, 95],
                [110, 95],
              ]
            : [
                [38, 50],
                [62, 50],
              ];
        for (const [distance, maxRadius] of cases) {
          // Fresh with the longest compass points; stale without a bearing (anchor_state leaves it unsaid).
          for (const bearing of [Math.PI / 4, 5.9]) {
            texts.add(s.anchor({ set: true, distance: distance!, bearing, maxRadius: maxRadius! }));
            texts.add(s.anchor({ set: true, distance: distance!, bearing, maxRadius: maxRadius!, dragging: true }));
          }
          texts.add(s.withAge(s.anchor({ set: true, distance: distance!, bearing: null, maxRadius: maxRadius! }), 720_000));
          texts.add(s.withAge(s.anchor({ set: true, distance: distance!, bearing: null, maxRadius: maxRadius!, dragging: true }), 720_000));
        }
        texts.add(s.anchor({ set: false, distance: null, bearing: null, maxRadius: null }));
        texts.add(s.anchor({ set: true, distance: null, bearing: null, maxRadius: 50 }));
        texts.add(s.anchor({ set: true, distance: 38, bearing: 5.9, maxRadius: null }));
      }
      const spoken = await say([...texts], ESPEAK_VOICE[language]);
      const over = spoken.filter((x) => x.seconds > 8).map((x) => `${x.seconds.toFixed(2)} s: ${x.text}`);
      assert.deepEqual(over, [], language);
      const longest = spoken.reduce((a, b) => (b.seconds > a.seconds ? b : a));
      const example = spoken.find(
        (x) => x.text === createSpeaker({ language, units: 'nautical-metric' }).anchor({ set: true, distance: 38, bearing: Math.PI / 4, maxRadius: 50 }),
      )!;
      t.diagnostic(`${language}: example ${example.seconds.toFixed(2)} s "${example.text}"; longest ${longest.seconds.toFixed(2)} s "${longest.text}"`);
    }
  });
});
