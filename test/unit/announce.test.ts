/**
 * Announcements, the pure parts: which notification transitions are announced, the rate
 * limit, the words (src/announce/plan.ts, reading.ts, src/speech/answers/announcement.ts), the Home
 * Assistant service calls (calls.ts), the options (config.ts) and the search-and-rescue MMSI rule (vessel/sar.ts). Exact values throughout.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnnouncePlanner, stateRank, type AnnounceEvent } from '../../src/announce/plan.js';
import { announcementReading, type SarSighting } from '../../src/announce/reading.js';
import { serviceCalls } from '../../src/announce/calls.js';
import { buildConfig, ConfigError } from '../../src/config.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { sarKindOf } from '../../src/vessel/sar.js';
import { VesselModel } from '../../src/vessel/model.js';
import type { Speaker } from '../../src/speech/types.js';

/** The words of one batch, as the announcement output says them (src/announce/index.ts). */
const announcementText = (speaker: Speaker, batch: readonly AnnounceEvent[], sighting: (context: string) => SarSighting): string =>
  speaker.announcement(announcementReading(batch, sighting));

const MIN = 30_000;
const planner = (cleared = false) => new AnnouncePlanner({ minIntervalMs: MIN, cleared });
const n = (state: string, message = 'Shallow water') => ({ state, message, method: ['visual', 'sound'] });

describe('announce plan: which transitions', () => {
  it('ranks SignalK states; a state outside the spec counts as an alert; no value is normal', () => {
    assert.deepEqual(
      [n('emergency'), n('alarm'), n('warn'), n('alert'), n('normal'), n('nominal'), n('bogus'), null, 'alarm', { message: 'x' }].map(stateRank),
      [4, 3, 2, 1, 0, 0, 1, 0, 0, 0],
    );
  });

  it('a new alarm is said once, at once; repeats of the same state and a new message are not', () => {
    const p = planner();
    p.notification('depth.shallow', n('alarm'));
    assert.deepEqual(p.take(1000), [{ kind: 'alarm', path: 'depth.shallow', state: 'alarm', message: 'Shallow water' }]);
    p.notification('depth.shallow', n('alarm'));
    p.notification('depth.shallow', n('alarm', 'Very shallow water'));
    assert.equal(p.dueAt(1000 + MIN), null);
    assert.equal(p.take(1000 + MIN), null);
  });

  it('from anything lower: normal, warn, alert, a state outside the spec; alarm to emergency too; emergency to alarm not', () => {
    const p = planner();
    const said: (AnnounceEvent[] | null)[] = [];
    let t = 0;
    for (const state of ['normal', 'alert', 'warn', 'alarm', 'emergency', 'alarm', 'bogus', 'emergency']) {
      p.notification('engine.temp', n(state, `Engine ${state}`));
      t += MIN;
      said.push(p.take(t));
    }
    assert.deepEqual(said, [
      null,
      null,
      null,
      [{ kind: 'alarm', path: 'engine.temp', state: 'alarm', message: 'Engine alarm' }],
      [{ kind: 'alarm', path: 'engine.temp', state: 'emergency', message: 'Engine emergency' }],
      null,
      null,
      [{ kind: 'alarm', path: 'engine.temp', state: 'emergency', message: 'Engine emergency' }],
    ]);
  });

  it('warnings and alerts are never said', () => {
    const p = planner(true);
    p.notification('a', n('warn'));
    p.notification('b', n('alert'));
    p.notification('a', n('normal'));
    assert.equal(p.take(0), null);
  });

  it('a cleared alarm is said only with the option, with the message that was said', () => {
    for (const cleared of [false, true]) {
      const p = planner(cleared);
      p.notification('depth.shallow', n('alarm'));
      p.take(0);
      p.notification('depth.shallow', { state: 'normal', message: '' });
      assert.deepEqual(p.take(MIN), cleared ? [{ kind: 'cleared', path: 'depth.shallow', message: 'Shallow water' }] : null);
    }
  });

  it('an alarm SignalK no longer has after a restart (the reload) is forgotten: no "Cleared", said again when raised again', () => {
    const p = planner(true);
    p.notification('fire', n('emergency', 'Fire in engine room'));
    p.notification('bilge', n('alarm', 'Bilge water high'));
    assert.deepEqual(p.take(0), [
      { kind: 'alarm', path: 'fire', state: 'emergency', message: 'Fire in engine room' },
      { kind: 'alarm', path: 'bilge', state: 'alarm', message: 'Bilge water high' },
    ]);
    p.notification('held', n('alarm', 'Held'));
    for (const path of ['fire', 'bilge', 'held']) p.forget(path);
    assert.equal(p.dueAt(MIN), null);
    assert.equal(p.take(MIN), null);
    p.notification('fire', n('emergency', 'Fire in engine room'));
    assert.deepEqual(p.take(2 * MIN), [{ kind: 'alarm', path: 'fire', state: 'emergency', message: 'Fire in engine room' }]);
  });

  it('the reload marks what SignalK no longer has as gone, which the announcements forget', () => {
    const model = new VesselModel();
    const p = planner(true);
    const seen: [string, unknown, boolean][] = [];
    model.onChange((_context, path, reading) => {
      seen.push([path, reading.value, reading.gone === true]);
      if (reading.gone === true) p.forget(path.slice('notifications.'.length));
      else p.notification(path.slice('notifications.'.length), reading.value);
    });
    model.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'notifications.fire', value: n('emergency', 'Fire in engine room') }] }] });
    assert.equal(p.take(0)?.length, 1);
    model.reload({ vessels: {} });
    assert.deepEqual(seen.at(-1), ['notifications.fire', null, true]);
    assert.equal(p.take(MIN), null);
  });

  it('a null value clears too; an alarm that drops to a warning is not cleared, and is said again when it rises', () => {
    const p = planner(true);
    p.notification('x', n('alarm'));
    p.take(0);
    p.notification('x', null);
    assert.deepEqual(p.take(MIN), [{ kind: 'cleared', path: 'x', message: 'Shallow water' }]);
    p.notification('x', n('alarm'));
    p.take(2 * MIN);
    p.notification('x', n('warn'));
    assert.equal(p.take(3 * MIN), null);
    p.notification('x', n('alarm'));
    assert.deepEqual(p.take(3 * MIN), [{ kind: 'alarm', path: 'x', state: 'alarm', message: 'Shallow water' }]);
  });

  it('an alarm that clears while held is not said, nor its clearing; one that comes back while its clearing is held: neither', () => {
    const p = planner(true);
    p.notification('first', n('alarm', 'First'));
    p.take(0);
    p.notification('held', n('alarm', 'Held'));
    p.notification('held', n('normal'));
    p.notification('first', n('normal'));
    p.notification('first', n('alarm', 'First again'));
    assert.equal(p.dueAt(MIN), null);
    assert.equal(p.take(MIN), null);
  });
});

describe('announce plan: rate limit', () => {
  it('holds what comes within the interval and says it together, worst first, once the interval has passed', () => {
    const p = planner();
    p.notification('depth.shallow', n('alarm'));
    assert.equal(p.dueAt(5000), 5000);
    assert.equal(p.take(5000)?.length, 1);
    p.notification('bilge.high', n('alarm', 'Bilge high'));
    p.notification('fire', n('emergency', 'Fire'));
    assert.equal(p.dueAt(6000), 5000 + MIN);
    assert.equal(p.take(6000), null);
    assert.equal(p.take(5000 + MIN - 1), null);
    assert.deepEqual(p.take(5000 + MIN), [
      { kind: 'alarm', path: 'fire', state: 'emergency', message: 'Fire' },
      { kind: 'alarm', path: 'bilge.high', state: 'alarm', message: 'Bilge high' },
    ]);
    assert.equal(p.dueAt(5000 + MIN), null);
  });

  it('one thing per announcement: a search-and-rescue device first and alone, then the alarms, then the cleared ones', () => {
    const p = planner(true);
    p.notification('old', n('alarm', 'Old'));
    p.take(0);
    p.notification('old', n('normal'));
    p.notification('depth.shallow', n('alarm'));
    p.sar('vessels.urn:mrn:imo:mmsi:972000001', 'mob');
    p.sar('vessels.urn:mrn:imo:mmsi:970000002', 'sart');
    p.sar('vessels.urn:mrn:imo:mmsi:972000001', 'mob');
    assert.deepEqual(p.take(MIN), [{ kind: 'sar', context: 'vessels.urn:mrn:imo:mmsi:972000001', sar: 'mob' }]);
    assert.deepEqual(p.take(2 * MIN), [{ kind: 'sar', context: 'vessels.urn:mrn:imo:mmsi:970000002', sar: 'sart' }]);
    assert.deepEqual(p.take(3 * MIN), [{ kind: 'alarm', path: 'depth.shallow', state: 'alarm', message: 'Shallow water' }]);
    assert.deepEqual(p.take(4 * MIN), [{ kind: 'cleared', path: 'old', message: 'Old' }]);
    p.sar('vessels.urn:mrn:imo:mmsi:972000001', 'mob');
    assert.equal(p.take(5 * MIN), null);
  });
});

describe('announcements in the triage order', () => {
  it('our emergency before a beacon heard at the same time; a MOB beacon before a SART', () => {
    const p = planner(true);
    p.sar('vessels.urn:mrn:imo:mmsi:970000002', 'sart');
    p.sar('atons.urn:mrn:imo:mmsi:972000001', 'mob');
    p.notification('depth.shallow', n('alarm'));
    p.notification('fire', n('emergency', 'Fire in engine room'));
    assert.deepEqual(p.take(0), [
      { kind: 'alarm', path: 'fire', state: 'emergency', message: 'Fire in engine room' },
      { kind: 'alarm', path: 'depth.shallow', state: 'alarm', message: 'Shallow water' },
    ]);
    assert.deepEqual(p.take(MIN), [{ kind: 'sar', context: 'atons.urn:mrn:imo:mmsi:972000001', sar: 'mob' }]);
    assert.deepEqual(p.take(2 * MIN), [{ kind: 'sar', context: 'vessels.urn:mrn:imo:mmsi:970000002', sar: 'sart' }]);
    assert.equal(p.take(3 * MIN), null);
  });
});

describe('announcement words', () => {
  const en = createSpeaker({ language: 'en', units: 'nautical-metric' });
  const ptBR = createSpeaker({ language: 'pt-BR', units: 'nautical-metric' });
  const at: SarSighting = { name: 'MOB ANNA@@@@', rangeM: 463, bearingRad: Math.PI / 4 };
  const unknown: SarSighting = { name: null, rangeM: null, bearingRad: null };
  const alarm: AnnounceEvent = { kind: 'alarm', path: 'depth.shallow', state: 'alarm', message: 'Shallow water' };

  it("an alarm in the alarms answer's words (boat text made sayable)", () => {
    assert.equal(
      announcementText(en, [alarm], () => unknown),
      '1 alarm: Shallow water.',
    );
    assert.equal(
      announcementText(en, [{ ...alarm, state: 'emergency', message: '<speak>Fire 🔥 https://x.example</speak>' }], () => unknown),
      '1 emergency: Fire.',
    );
    assert.equal(
      announcementText(ptBR, [alarm], () => unknown),
      '1 alarme: Shallow water.',
    );
  });

  it('a device with its name, range and bearing, or its kind alone; cleared alarms', () => {
    assert.equal(
      announcementText(en, [{ kind: 'sar', context: 'c', sar: 'mob' }], () => ({ name: 'MOB ANNA', rangeM: 463, bearingRad: Math.PI / 4 })),
      'Man overboard beacon, MOB ANNA: 0.3 miles, bearing north-east.',
    );
    assert.equal(
      announcementText(en, [{ kind: 'sar', context: 'c', sar: 'epirb' }], () => unknown),
      'Distress beacon detected.',
    );
    assert.equal(
      announcementText(ptBR, [{ kind: 'sar', context: 'c', sar: 'sart' }], () => at),
      'Transponder de busca e salvamento, MOB ANNA: 0,3 milha, marcação nordeste.',
    );
    assert.equal(
      announcementText(en, [{ kind: 'cleared', path: 'bilge.high', message: 'Bilge high.' }], () => unknown),
      'Cleared: Bilge high.',
    );
    assert.equal(
      announcementText(ptBR, [{ kind: 'cleared', path: 'depth.shallow', message: '' }], () => unknown),
      'Normalizado: depth shallow.',
    );
    assert.equal(
      announcementText(en, [], () => unknown),
      '',
    );
  });

  it("a cleared alarm in the alarms answer's words: units glued to numbers said, the path in words", () => {
    const shallow: AnnounceEvent = { kind: 'alarm', path: 'depth.shallow', state: 'alarm', message: 'Depth below 2m.' };
    assert.equal(
      announcementText(en, [shallow], () => unknown),
      '1 alarm: Depth below 2 meters.',
    );
    assert.equal(
      announcementText(en, [{ kind: 'cleared', path: shallow.path, message: shallow.message }], () => unknown),
      'Cleared: Depth below 2 meters.',
    );
    assert.equal(
      announcementText(en, [{ kind: 'cleared', path: 'tanks.fuel2Low', message: '' }], () => unknown),
      'Cleared: tanks fuel 2 low.',
    );
  });

  it('more cleared alarms than are said one by one are counted', () => {
    const cleared: AnnounceEvent[] = ['A', 'B', 'C', 'D', 'E'].map((m) => ({ kind: 'cleared', path: m, message: m }));
    assert.equal(
      announcementText(en, cleared, () => unknown),
      'Cleared: A; B; C; and 2 more.',
    );
  });
});

describe('announcement service calls', () => {
  it('satellites get assist_satellite.announce, media players tts.speak with the engine and language', () => {
    assert.deepEqual(serviceCalls(['assist_satellite.cockpit', 'media_player.saloon', 'assist_satellite.cabin'], 'tts.piper', '1 alarm: Shallow water.', 'pt-BR'), [
      {
        type: 'call_service',
        domain: 'assist_satellite',
        service: 'announce',
        service_data: { entity_id: ['assist_satellite.cockpit', 'assist_satellite.cabin'], message: '1 alarm: Shallow water.' },
      },
      {
        type: 'call_service',
        domain: 'tts',
        service: 'speak',
        service_data: { entity_id: 'tts.piper', media_player_entity_id: ['media_player.saloon'], message: '1 alarm: Shallow water.', language: 'pt-BR' },
      },
    ]);
    assert.deepEqual(serviceCalls(['media_player.saloon'], '', 'x', 'en'), []);
    assert.deepEqual(serviceCalls([], 'tts.piper', 'x', 'en'), []);
  });
});

describe('announce options', () => {
  it('are off by default', () => {
    const c = buildConfig({ file: {}, env: {} });
    assert.deepEqual([c.announce, c.announce_targets, c.announce_tts, c.announce_cleared, c.announce_min_interval_s], [false, [], '', false, 30]);
  });

  it('come from flags, environment and the options file', () => {
    const c = buildConfig({
      flags: { announce: true, 'announce-targets': 'assist_satellite.cockpit, media_player.saloon', 'announce-tts': 'tts.piper', 'announce-min-interval': '60' },
      env: { SIGNALK_ASSIST_ANNOUNCE_CLEARED: 'yes' },
    });
    assert.deepEqual(
      [c.announce, c.announce_targets, c.announce_tts, c.announce_cleared, c.announce_min_interval_s],
      [true, ['assist_satellite.cockpit', 'media_player.saloon'], 'tts.piper', true, 60],
    );
  });

  it('refuse other entities, a TTS that is not one, and media players without a TTS engine, each said', () => {
    const problems = (file: Record<string, unknown>) => {
      try {
        buildConfig({ file, env: {} });
        return [];
      } catch (e) {
        assert.ok(e instanceof ConfigError);
        return e.problems;
      }
    };
    assert.deepEqual(problems({ announce_targets: ['light.deck'], announce_tts: 'piper', announce_min_interval_s: 0 }), [
      'option announce_targets: must be entity ids of assist satellites or media players, e.g. assist_satellite.cockpit, media_player.saloon',
      'option announce_tts: must be empty or a TTS entity id, e.g. tts.piper',
      'option announce_min_interval_s: must be a whole number from 1 to 3600',
    ]);
    assert.deepEqual(problems({ announce: true, announce_targets: ['media_player.saloon'] }), [
      'option announce_tts: media players (media_player.saloon) speak announcements through a TTS engine: set announce_tts (--announce-tts), e.g. tts.piper',
    ]);
    assert.deepEqual(problems({ announce: true, announce_targets: ['assist_satellite.cockpit'] }), []);
    assert.deepEqual(problems({ announce: false, announce_targets: ['media_player.saloon'] }), []);
  });
});

describe('search-and-rescue MMSIs', () => {
  it('970 is an AIS-SART, 972 a man overboard device, 974 an EPIRB; anything else none', () => {
    assert.deepEqual(['970123456', '972000001', '974999999', '230035780', '97200000', '9720000011', 'abc', undefined].map(sarKindOf), [
      'sart',
      'mob',
      'epirb',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
