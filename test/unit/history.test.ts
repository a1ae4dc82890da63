/**
 * The recent history: vessel/history.ts buckets and the four history queries, with exact
 * values and answers in English and Brazilian Portuguese.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUCKETS, History, MAX_BANKS, Series, energyInKey, energyOutKey, attachHistory } from '../../src/vessel/history.js';
import { PressureHistory } from '../../src/vessel/pressure-history.js';
import { attachEnergyMeter, EnergyMeter } from '../../src/vessel/energy.js';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import type { Language } from '../../src/speech/types.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as barometerState } from '../../src/questions/barometer-state/query.js';
import { query as windHistory } from '../../src/questions/wind-history/query.js';
import { query as batteryHistory } from '../../src/questions/battery-history/query.js';
import { query as depthHistory } from '../../src/questions/depth-history/query.js';
import { query as airHistory } from '../../src/questions/air-history/query.js';
import { LANGUAGES } from '../../src/speech/types.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T00:00:00Z');
const MIN = 60_000;

function ctxOf(history: History | undefined, now: number, language: Language = 'en', feed?: FeedState): QueryContext {
  return contextOf(new VesselModel(() => now), { language, now: () => now, history, ...(feed ? { feed } : {}) });
}

describe('Series: one-minute buckets', () => {
  it('keeps min, max, mean, first and last of every reading, whatever the rate', () => {
    const s = new Series();
    // 10 readings a second for 3 minutes: 0, 1, ..., 9 repeating, then a late 25 dated 00:02:30.
    for (let i = 0; i < 1800; i++) s.record(T0 + i * 100, i % 10);
    s.record(T0 + 150_000, 25);
    const all = s.summary(T0, T0 + 3 * MIN)!;
    assert.deepEqual(
      { min: all.min, max: all.max, maxTime: all.maxTime, sum: all.sum, count: all.count, first: all.first, last: all.last, lastTime: all.lastTime, gap: all.longestGapMs },
      { min: 0, max: 25, maxTime: T0 + 2 * MIN, sum: 8125, count: 1801, first: 0, last: 9, lastTime: T0 + 179_900, gap: 100 },
    );
    assert.equal(all.mean, 8125 / 1801);
    assert.equal(s.minuteFirsts().length, 3);
    // The window takes whole minutes: from 00:01:30 includes the minute 00:01.
    assert.equal(s.summary(T0 + 90_000, T0 + 3 * MIN)!.count, 1201);
  });

  it('holds a day, merges a late reading into its minute, restarts when the clock jumps back', () => {
    const s = new Series();
    for (let m = 0; m < BUCKETS + 60; m++) s.record(T0 + m * MIN, m);
    const day = s.summary(T0, T0 + 2 * BUCKETS * MIN)!;
    assert.deepEqual([day.min, day.max, day.count], [60, BUCKETS + 59, BUCKETS]);
    s.record(T0 + (BUCKETS + 59) * MIN - 1, -1); // late by 1 ms: into the minute before the newest
    const merged = s.summary(T0, T0 + 2 * BUCKETS * MIN)!;
    assert.deepEqual([merged.min, merged.count, merged.last], [-1, BUCKETS + 1, BUCKETS + 59]);
    s.record(T0 + BUCKETS * MIN, 7); // more than a minute before the newest: the clock went back
    assert.deepEqual(s.minuteFirsts(), [{ time: T0 + BUCKETS * MIN, value: 7 }]);
  });

  it('measures the longest gap between readings', () => {
    const s = new Series();
    for (const m of [0, 1, 2, 30, 31, 40]) s.record(T0 + m * MIN + 5000, m);
    assert.equal(s.summary(T0, T0 + 60 * MIN)!.longestGapMs, 28 * MIN);
  });
});

describe('History', () => {
  it('keeps the energy its counter counts, per minute, in and out (vessel/energy.ts is the one counter)', () => {
    const h = new History(T0);
    for (let m = 1; m <= 10; m++) h.recordEnergy('house', T0 + m * MIN, m > 5 ? 60 * 12.5 * 20 : 0, m <= 5 ? 60 * 12.5 * 8 : 0);
    assert.equal(h.summary(energyOutKey('house'), T0, T0 + 11 * MIN)!.sum, 5 * 60 * 12.5 * 8);
    assert.equal(h.summary(energyInKey('house'), T0, T0 + 11 * MIN)!.sum, 5 * 60 * 12.5 * 20);
    h.recordEnergy('house', T0 + 12 * MIN, -5, NaN);
    assert.equal(h.summary(energyOutKey('house'), T0, T0 + 13 * MIN)!.count, 10, 'a negative or unknown amount is not kept');
  });

  it('keeps only its paths, plausible values and a few banks; the model feeds it at source time', () => {
    const model = new VesselModel(() => T0);
    const h = new History(T0);
    attachHistory(model, h);
    const at = new Date(T0 - 5 * MIN).toISOString();
    model.applyDelta({
      updates: [
        {
          timestamp: at,
          values: [
            { path: 'environment.wind.speedTrue', value: 7.5 },
            { path: 'environment.outside.pressure', value: 1013.2 },
            { path: 'navigation.speedOverGround', value: 3 },
            { path: 'environment.depth.belowKeel', value: 4.2 },
          ],
        },
      ],
    });
    assert.equal(h.summary('environment.wind.speedTrue', T0 - MIN * 10, T0)!.firstTime, T0 - 5 * MIN);
    assert.equal(h.get('environment.outside.pressure'), undefined, 'hPa sent as Pa is not a pressure');
    assert.equal(h.get('navigation.speedOverGround'), undefined);
    for (let b = 0; b < MAX_BANKS + 3; b++) h.record(`electrical.batteries.b${b}.voltage`, T0, 12);
    assert.equal(h.bankIds().length, MAX_BANKS);
  });

  it('shares its pressure series with the barometer trend', () => {
    const h = new History(T0);
    const p = new PressureHistory(h.pressureSeries());
    for (let m = 0; m <= 180; m += 10) h.record('environment.outside.pressure', T0 + m * MIN, 101_500 - m * 2);
    assert.deepEqual(p.tendency(T0 + 180 * MIN, 101_140), { trend: 'falling', changePa: -360, windowS: 10_800 });
    assert.equal(h.footprint().series, 1);
  });
});

/** Forty minutes of readings since a start at T0, asked at T0 + 40 min. */
function fortyMinutes(): History {
  const h = new History(T0);
  for (let m = 0; m < 40; m++) {
    const t = T0 + m * MIN;
    h.record('environment.wind.speedTrue', t, 8 + (m % 7)); // 8..14 m/s
    h.record('environment.wind.directionTrue', t, (225 * Math.PI) / 180);
    h.record('electrical.batteries.house.voltage', t, 12.5);
    h.record('electrical.batteries.house.current', t, -8);
    if (m > 0) h.recordEnergy('house', t, 0, 12.5 * 8 * 60); // what the energy counter counts each minute
    h.record('electrical.batteries.house.capacity.stateOfCharge', t, 0.8 - m * 0.005);
    h.record('environment.depth.belowKeel', t, m < 20 ? 3 - m * 0.05 : 2.05 + (m - 19) * 0.05);
    h.record('environment.outside.pressure', t, 101_300 - m * 10);
    h.record('environment.outside.temperature', t, 291.15 - m * 0.1);
  }
  return h;
}

describe('history queries', () => {
  const now = T0 + 40 * MIN;
  it('answer the last hour in English, saying they know forty minutes since the start', () => {
    const ctx = ctxOf(fortyMinutes(), now);
    const wind = windHistory.run({}, ctx);
    assert.equal(wind.display, 'Since I started 40 minutes ago: strongest gust 27 knots, average 21 knots.');
    assert.deepEqual(
      [wind.speed_max_mps, wind.apparent, wind.direction_mean_deg, wind.span_s, wind.since_start, wind.timestamp],
      [14, false, 225, 2400, true, '2026-11-30T00:39:00.000Z'],
    );
    assert.equal(batteryHistory.run({}, ctx).display, 'Since I started 40 minutes ago: lowest 61 percent, 65 watt hours used.');
    const depth = depthHistory.run({}, ctx);
    // The last depth is a minute old, past depth_state's 30 seconds: its age leads, and it is "last", not "now".
    assert.equal(depth.display, 'Until 1 minute ago: shallowest 2.1 meters under the keel, last 3.1 meters.');
    assert.deepEqual([depth.min_m, depth.min_at, depth.path], [2.05, '2026-11-30T00:19:00.000Z', 'environment.depth.belowKeel']);
    assert.equal(airHistory.run({}, ctx).display, 'Since I started 40 minutes ago: pressure falling 3.9 hectopascals, outside down 4 degrees.');
  });

  it('answer in Brazilian Portuguese', () => {
    const ctx = ctxOf(fortyMinutes(), now, 'pt-BR');
    assert.equal(windHistory.run({}, ctx).display, 'Comecei há 40 minutos: rajada máxima 27 nós, média 21 nós.');
    assert.equal(batteryHistory.run({}, ctx).display, 'Comecei há 40 minutos: mínimo 61 por cento, 65 watts-hora gastos.');
    assert.equal(depthHistory.run({}, ctx).display, 'Até há 1 minuto: mínimo 2,1 metros sob a quilha, último 3,1 metros.');
    assert.equal(airHistory.run({}, ctx).display, 'Comecei há 40 minutos: pressão caindo 3,9 hectopascais, temperatura desceu 4 graus.');
  });

  it('say a window inside the history plainly, an old last reading, and the apparent wind when no true wind is kept', () => {
    const h = new History(T0);
    for (const m of [0, 10, 20, 60, 70, 80, 90, 100]) h.record('environment.wind.speedApparent', T0 + m * MIN, m === 80 ? 12 : 6);
    const ctx = ctxOf(h, T0 + 120 * MIN);
    const r = windHistory.run({ hours: 1 }, ctx);
    assert.deepEqual([r.gap_s, r.span_s], [600, 3600]);
    assert.equal(r.display, 'In the last hour, until 20 minutes ago: strongest apparent wind 23 knots, average 14 knots.');
    assert.equal(windHistory.run({ hours: 2 }, ctx).gap_s, 2400, 'the 40-minute gap is a field, not spoken');
    assert.equal(windHistory.run({ hours: 2 }, ctx).display, 'In the last 2 hours, until 20 minutes ago: strongest apparent wind 23 knots, average 13 knots.');
  });

  it('say when nothing is remembered since the start, and only while the feed is up', () => {
    const ctx = ctxOf(new History(T0), T0 + 3 * MIN);
    assert.equal(windHistory.run({}, ctx).display, 'No wind readings since I started 3 minutes ago.');
    assert.equal(depthHistory.run({}, ctxOf(new History(T0), T0 + 3 * MIN, 'pt-BR')).display, 'Sem leituras de profundidade desde que comecei, há 3 minutos.');
    const down = ctxOf(new History(T0), T0 + 3 * MIN, 'en', { status: 'down', lostAt: T0 + MIN });
    assert.equal(batteryHistory.run({}, down).display, "I can't reach the boat's SignalK server; last contact 2 minutes ago.");
    const r = batteryHistory.run({ bank: 'start' }, ctxOf(fortyMinutes(), now));
    assert.deepEqual([r.display, r.note, r.available_banks], [null, 'No battery bank named start; choose one of available_banks.', ['house']]);
  });

  it('leave the barometer answer as it was', () => {
    const ctx = ctxOf(fortyMinutes(), now);
    assert.equal(barometerState.run({}, ctx).display, null);
  });

  it('say a falling barometer in imperial too: "falling 0.04 inches" (140 Pa in 12 minutes)', () => {
    const h = new History(T0);
    for (let m = 0; m <= 12; m++) {
      h.record('environment.outside.pressure', T0 + m * MIN, 101_300 - (140 * m) / 12);
      h.record('environment.outside.temperature', T0 + m * MIN, 291.15);
    }
    const at = (language: Language, units: 'nautical-metric' | 'nautical-imperial') =>
      airHistory.run({}, { ...ctxOf(h, T0 + 12 * MIN + 5000, language), speaker: createSpeaker({ language, units, timeZone: 'UTC' }) });
    assert.equal(at('en', 'nautical-metric').display, 'Since I started 12 minutes ago: pressure falling 1.4 hectopascals, outside steady.');
    assert.equal(at('en', 'nautical-imperial').display, 'Since I started 12 minutes ago: pressure falling 0.04 inches, outside steady.');
    assert.equal(at('de', 'nautical-imperial').display, 'Seit dem Start vor 12 Minuten: Luftdruck um 0,04 Zoll gefallen, Temperatur gleichbleibend.');
    assert.equal(at('es', 'nautical-imperial').display, 'Desde que arranqué, hace 12 minutos: presión bajando 0,04 pulgadas, temperatura estable.');
    assert.equal(at('en', 'nautical-imperial').pressure_change_pa, -140);
  });

  it('never store what live answers refuse: a bad state of charge or voltage leaves the lowest charge as it was', () => {
    let clock = T0;
    const model = new VesselModel(() => clock);
    const h = new History(T0);
    attachHistory(model, h);
    attachEnergyMeter(model, new EnergyMeter(model, new Set(), (bank, time, inJ, outJ) => h.recordEnergy(bank, time, inJ, outJ)));
    const send = (m: number, values: { path: string; value: unknown }[]) => {
      clock = T0 + m * MIN;
      model.applyDelta({ updates: [{ timestamp: new Date(clock).toISOString(), values }] });
    };
    for (let m = 0; m <= 10; m++) {
      send(m, [
        { path: 'electrical.batteries.house.capacity.stateOfCharge', value: 0.9 - m * 0.011 },
        { path: 'electrical.batteries.house.voltage', value: 12.8 },
        { path: 'electrical.batteries.house.current', value: -6.5 },
      ]);
    }
    for (const value of [-0.2, 1.7, 1e308, 'NaN']) send(10.5, [{ path: 'electrical.batteries.house.capacity.stateOfCharge', value }]);
    send(10.6, [
      { path: 'electrical.batteries.house.voltage', value: -12.6 },
      { path: 'electrical.batteries.house.current', value: 1e9 },
    ]);
    clock = T0 + 11 * MIN;
    const ctx = { ...ctxOf(h, clock), model };
    const r = batteryHistory.run({}, ctx);
    assert.deepEqual([r.soc_min_fraction, r.voltage_min], [0.79, 12.8]);
    assert.equal(r.display, 'Since I started 11 minutes ago: lowest 79 percent, 14 watt hours used.');
    assert.equal(
      batteryHistory.run({}, { ...ctx, speaker: createSpeaker({ language: 'nl', units: 'nautical-metric', timeZone: 'UTC' }) }).display,
      'Sinds mijn start 11 minuten geleden: laagst 79 procent, 14 wattuur verbruikt.',
    );
    // A bank that only ever sent nonsense is not a bank.
    h.record('electrical.batteries.ghost.voltage', T0, -5);
    assert.deepEqual(h.bankIds(), ['house']);
  });

  it('say the real time since the start, seconds included ("12 seconds ago", not "1 minute ago")', () => {
    const h = new History(T0);
    for (const s of [0, 4, 8, 12]) h.record('environment.wind.speedTrue', T0 + s * 1000, 6);
    assert.equal(windHistory.run({}, ctxOf(h, T0 + 12_000)).display, 'Since I started 12 seconds ago: strongest gust 12 knots, average 12 knots.');
    assert.equal(windHistory.run({}, ctxOf(h, T0 + 12_000, 'fr')).display, 'Depuis mon démarrage il y a 12 secondes : rafale maximale 12 nœuds, moyenne 12 nœuds.');
  });

  it('say a gap of more than a minute without readings ("1 minute missing"; 72 s), not a source that sends once a minute', () => {
    const h = new History(T0);
    for (let s = 0; s <= 600; s += 2) if (s <= 200 || s >= 272) h.record('environment.wind.speedTrue', T0 + s * 1000, 6);
    const r = windHistory.run({}, ctxOf(h, T0 + 600_000));
    assert.equal(r.gap_s, 72);
    assert.equal(r.display, 'Since I started 10 minutes ago, 1 minute missing: strongest gust 12 knots.');
    assert.equal(windHistory.run({}, ctxOf(h, T0 + 600_000, 'de')).display, 'Seit dem Start vor 10 Minuten, 1 Minute fehlt: stärkste Böe 12 Knoten.');
    assert.equal(windHistory.run({}, ctxOf(fortyMinutes(), T0 + 40 * MIN)).gap_s, 60);
  });

  it('a gap said keeps the longest history answer within 8 s of espeak-ng in every language', async () => {
    assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng)');
    const h = new History(T0);
    for (let s = 0; s <= 1200; s += 2)
      if (s <= 200 || s >= 920) {
        h.record('environment.depth.belowKeel', T0 + s * 1000, 65.6);
        h.record('electrical.batteries.house.capacity.stateOfCharge', T0 + s * 1000, 0.555);
        h.record('electrical.batteries.house.voltage', T0 + s * 1000, 12.45);
        h.record('electrical.batteries.house.current', T0 + s * 1000, -45.5);
      }
    for (const language of LANGUAGES) {
      const ctx = ctxOf(h, T0 + 1200_000, language);
      const texts = [depthHistory.run({}, ctx).display!, batteryHistory.run({}, ctx).display!];
      if (language === 'pt') assert.equal(texts[0], 'Arranquei há 20 minutos, faltam 12 minutos: mínimo 66 metros debaixo da quilha.');
      for (const heard of await say(texts, ESPEAK_VOICE[language])) assert.ok(heard.seconds <= 8, `${language} ${heard.seconds.toFixed(2)} s: ${heard.text}`);
    }
  });

  it('barometer_state and air_history say the same trend from the first minutes', () => {
    const h = new History(T0);
    const pressure = new PressureHistory(h.pressureSeries());
    let clock = T0;
    const model = new VesselModel(() => clock);
    attachHistory(model, h);
    for (let m = 0; m <= 12; m++) {
      clock = T0 + m * MIN;
      model.applyDelta({ updates: [{ timestamp: new Date(T0 + m * MIN).toISOString(), values: [{ path: 'environment.outside.pressure', value: 101_300 - (140 * m) / 12 }] }] });
    }
    const ctx = { ...ctxOf(h, T0 + 12 * MIN), model, pressureHistory: pressure };
    const baro = barometerState.run({}, ctx);
    assert.deepEqual([baro.pressure_trend, baro.pressure_change_pa, baro.trend_window_s], ['falling', -140, 720]);
    assert.equal(baro.display, '1012 hectopascals, falling 1.4 hectopascals over the last 12 minutes');
    assert.equal(airHistory.run({}, ctx).display, 'Since I started 12 minutes ago: pressure falling 1.4 hectopascals.');
    const pt = { ...ctx, speaker: createSpeaker({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'UTC' }) };
    assert.equal(barometerState.run({}, pt).display, '1012 hectopascais, caindo 1,4 hectopascal nos últimos 12 minutos');
    assert.equal(airHistory.run({}, pt).display, 'Comecei há 12 minutos: pressão caindo 1,4 hectopascal.');
  });
});
