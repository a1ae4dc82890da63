/**
 * Absence said truthfully (docs/design.md#truthful-absence): every answer through
 * defineQuery's wrapper (src/queries/feed.ts), in all seven languages, and staleness judged as of the
 * moment contact was lost. Pure: a model, a speaker and a feed state.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findQuery, QUERIES } from '../../src/questions/index.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { queryContext } from '../helpers/query-context.js';
import { ROUTE } from '../../src/questions/get-route/answer.js';
import { KIRITIMATI_LOST_WHERE } from '../helpers/spoken-answers.js';

const T0 = Date.parse('2026-12-01T10:00:00Z');

function context(feed: FeedState, values: Record<string, unknown>, opts: { language?: Language; now?: number; at?: number } = {}): QueryContext {
  return queryContext(values, { language: opts.language, now: opts.now ?? T0, at: opts.at ?? T0, receivedAt: opts.at ?? T0, feed });
}

const ask = (tool: string, ctx: QueryContext, args: Record<string, unknown> = {}) => findQuery(tool)!.run(args as never, ctx);
const alarm = { state: 'alarm', method: ['sound'], message: 'Shallow water' };

describe('the feed in every answer', () => {
  it('never connected: every query says it cannot reach the server, and nothing else', () => {
    const ctx = context({ status: 'never' }, {});
    for (const q of QUERIES) {
      const args = q.name === 'read_sensor' ? { path: 'environment.depth.belowKeel' } : {};
      assert.equal(q.run(args as never, ctx).display, "I can't reach the boat's SignalK server.", q.name);
    }
  });

  it('while SignalK security waits for the user to approve us, every query says so, not "can\'t reach"', () => {
    const expected: Readonly<Record<Language, string>> = {
      en: 'SignalK is waiting for you to approve signalk-assist.',
      'pt-BR': 'O SignalK está esperando você aprovar o signalk-assist.',
      pt: 'O SignalK está à espera que aprove o signalk-assist.',
      de: 'SignalK wartet darauf, dass du signalk-assist freigibst.',
      fr: 'SignalK attend que vous approuviez signalk-assist.',
      es: 'SignalK está esperando a que apruebes signalk-assist.',
      nl: 'SignalK wacht tot je signalk-assist goedkeurt.',
    };
    for (const language of LANGUAGES) {
      for (const feed of [
        { status: 'never', approval: true },
        { status: 'down', lostAt: T0 - 60_000, approval: true },
      ] as const) {
        const ctx = context(feed, { 'environment.depth.belowKeel': 4.2 }, { language, at: T0 - 120_000 });
        for (const q of QUERIES) {
          const args = q.name === 'read_sensor' ? { path: 'environment.depth.belowKeel' } : {};
          assert.equal(q.run(args as never, ctx).display, expected[language], `${language} ${feed.status} ${q.name}`);
        }
      }
      assert.deepEqual(ttsViolations(expected[language], language), [], language);
    }
  });

  it('"where are we" offshore while down keeps the coordinates: the lead in its fewest words when the whole one leaves no room', () => {
    const expected = KIRITIMATI_LOST_WHERE;
    for (const language of LANGUAGES) {
      const values = { 'navigation.position': { latitude: -1.87, longitude: -157.4 }, 'navigation.speedOverGround': 0 };
      // A gazetteer with nothing in reach (the open ocean).
      const offshore = (ctx: QueryContext): QueryContext => ({ ...ctx, places: { near: () => null } });
      const up = ask('navigation_state', offshore(context({ status: 'up' }, values, { language })));
      assert.equal(
        up.display,
        expected[language]
          .slice(expected[language].indexOf(':') + 1)
          .trim()
          .replace(/\.$/u, ''),
        `${language} up`,
      );
      const down = ask('navigation_state', offshore(context({ status: 'down', lostAt: T0 - 120_000 }, values, { language, at: T0 - 120_000 })));
      assert.equal(down.display, expected[language], language);
    }
  });

  it('up: "none" is said; down: never, and the last known values come with when we last heard', () => {
    assert.equal(ask('get_active_alarms', context({ status: 'up' }, {})).display, 'No active alarms.');
    const lostAt = T0 + 5000;
    const down = context({ status: 'down', lostAt }, { 'notifications.environment.depth.belowKeel': alarm, 'environment.depth.belowKeel': 4.2 }, { now: lostAt + 150_000 });
    assert.equal(ask('get_active_alarms', down).display, "I can't reach the boat's SignalK server; 3 minutes ago: 1 alarm: Shallow water.");
    assert.equal(ask('depth_state', down).display, "I can't reach the boat's SignalK server; 3 minutes ago: 4.2 meters under the keel.");
    assert.equal(ask('get_ais_targets', down).display, "I can't reach the boat's SignalK server; last contact 3 minutes ago.");
    const none = context({ status: 'down', lostAt }, {}, { now: lostAt + 150_000 });
    assert.equal(ask('get_active_alarms', none).display, "I can't reach the boat's SignalK server; last contact 3 minutes ago.");
    assert.deepEqual(ask('get_active_alarms', none).alarms, []);
  });

  it('a reading already stale when contact was lost keeps its own age; one fresh then does not', () => {
    // Depth received at T0, contact lost 10 minutes later (limit 30 s): it was stale already.
    const lostAt = T0 + 600_000;
    const ctx = context({ status: 'down', lostAt }, { 'environment.depth.belowKeel': 4.2 }, { now: lostAt + 60_000 });
    const fr = context({ status: 'down', lostAt }, { 'environment.depth.belowKeel': 4.2 }, { now: lostAt + 60_000, language: 'fr' });
    assert.equal(ask('depth_state', fr).display, "Je n'arrive pas à joindre le serveur SignalK du bateau ; il y a 1 minute : 4,2 mètres sous la quille, relevé il y a 11 minutes.");
    // Its age is never cut off: where value and age do not fit the 8 s budget (7.4 s of espeak-ng), neither is said; the field keeps it.
    assert.equal(ask('depth_state', ctx).display, "I can't reach the boat's SignalK server; last contact 1 minute ago.");
    assert.equal((ask('depth_state', ctx) as { below_keel_m?: unknown }).below_keel_m, 4.2);
  });

  it('in all seven languages, safe for a TTS engine', () => {
    const want: Record<Language, [string, string]> = {
      en: ["I can't reach the boat's SignalK server.", "I can't reach the boat's SignalK server; 2 minutes ago: 1 alarm: Shallow water."],
      'pt-BR': ['Não consigo acessar o servidor SignalK do barco.', 'Não consigo acessar o servidor SignalK do barco; há 2 minutos: 1 alarme: Shallow water.'],
      pt: ['Não consigo ligar ao servidor SignalK do barco.', 'Não consigo ligar ao servidor SignalK do barco; há 2 minutos: 1 alarme: Shallow water.'],
      de: ['Ich erreiche den SignalK Server des Bootes nicht.', 'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: 1 Alarm: Shallow water.'],
      fr: ["Je n'arrive pas à joindre le serveur SignalK du bateau.", "Je n'arrive pas à joindre le serveur SignalK du bateau ; il y a 2 minutes : 1 alarme : Shallow water."],
      es: ['No puedo conectar con el servidor SignalK del barco.', 'No puedo conectar con el servidor SignalK del barco; hace 2 minutos: 1 alarma: Shallow water.'],
      nl: ['Ik kan de SignalK server van de boot niet bereiken.', 'Ik kan de SignalK server van de boot niet bereiken; 2 minuten geleden: 1 alarm: Shallow water.'],
    };
    for (const language of LANGUAGES) {
      const never = ask('get_active_alarms', context({ status: 'never' }, {}, { language })).display as string;
      const lost = ask('get_active_alarms', context({ status: 'down', lostAt: T0 }, { 'notifications.a': alarm }, { language, now: T0 + 120_000 })).display as string;
      assert.deepEqual([never, lost], want[language], language);
      for (const text of [never, lost]) assert.deepEqual(ttsViolations(text, language), [], text);
    }
  });
});

describe('alarm floods', () => {
  it('every count, then whole messages worst first while they fit 8 s, and how many more', () => {
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) values[`notifications.s${i}`] = { state: i < 2 ? 'emergency' : i < 34 ? 'alarm' : 'warn', message: i === 0 ? 'Engine overheat' : `Sensor ${i}` };
    assert.equal(
      ask('get_active_alarms', context({ status: 'up' }, values)).display,
      '2 emergencies, 32 alarms, and 66 warnings: Engine overheat; Sensor 1; Sensor 2; Sensor 3; and 96 more.',
    );
    assert.equal(
      ask('get_active_alarms', context({ status: 'up' }, values, { language: 'pt-BR' })).display,
      '2 emergências, 32 alarmes e 66 avisos: Engine overheat; Sensor 1; Sensor 2; e mais 97.',
    );
    const warnings: Record<string, unknown> = {};
    for (let i = 0; i < 4; i++) warnings[`notifications.w${i}`] = { state: 'warn', message: `Bilge ${i + 1} high` };
    assert.equal(ask('get_active_alarms', context({ status: 'up' }, warnings)).display, '4 warnings: Bilge 1 high; Bilge 2 high; Bilge 3 high; Bilge 4 high.');
  });

  it('messages are said whole: one that does not fit is counted, never cut', () => {
    const three = {
      'notifications.a': { state: 'warn', message: 'Fuel low' },
      'notifications.b': { state: 'emergency', message: 'Fire' },
      'notifications.c': { state: 'warn', message: 'Bilge high' },
    };
    assert.equal(ask('get_active_alarms', context({ status: 'up' }, three)).display, '1 emergency and 2 warnings: Fire; Fuel low; Bilge high.');
    const long = {
      'notifications.a': { state: 'alarm', message: 'Depth below the alarm threshold set for this anchorage' },
      'notifications.b': { state: 'warn', message: 'House battery voltage below the configured low threshold' },
    };
    assert.equal(ask('get_active_alarms', context({ status: 'up' }, long)).display, '1 alarm and 1 warning: Depth below the alarm threshold set for this anchorage; and 1 more.');
  });
});

describe('boat text in names', () => {
  it('route and waypoint names are made sayable by the speaker', () => {
    const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
    // On the route at point 2 of 3, nothing else known: only the waypoint's name differs.
    const toWaypoint = (waypointName: string) =>
      en.answer(ROUTE, {
        active: true,
        onRoute: true,
        waypointName,
        pointNumber: 2,
        pointTotal: 3,
        distance: null,
        bearingTrue: null,
        timeToGo: null,
        eta: null,
        timeZone: 'UTC',
        now: new Date(T0),
      });
    assert.equal(toWaypoint('<speak><prosody rate="x-slow">Harbour</prosody> Entrance</speak> 🚨'), 'next waypoint Harbour Entrance');
    assert.equal(toWaypoint('<audio src="http://x/y.mp3"/>'), 'next waypoint 2 of 3');
  });

  it('AIS vessel names', () => {
    const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
    const said = en.aisTargets([
      { name: '<speak><prosody rate="x-slow">HELLO</prosody></speak>', category: 'cargo', range: null, bearing: null, cpa: null, tcpa: null, closing: null },
    ]);
    assert.equal(said, 'Cargo vessel Hello.');
  });
});
