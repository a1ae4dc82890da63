/**
 * Home Assistant Assist answers the boat's questions, end to end and all real: a signalk-server with
 * injected values, a Home Assistant Core 2024.3.3 (test/helpers/ha.ts), and signalk-assist as a child
 * process given --ha-url and a token. Questions go through `POST /api/conversation/process` (what HA's
 * voice pipeline does after speech to text); each spoken answer must be exactly the `display` the
 * matching MCP tool returns through the MCP client of the same process (called just before and just
 * after, in case a clock minute turns in between), or the "not reporting" sentence.
 *
 * Per language (en, pt-BR): registration (one automation per family, named for the user's list),
 * every family's example phrasings, HA's built-in commands untouched (no signalk_query fired; the
 * debug command says the source is not a trigger), 20 questions at once, a missing sensor, latency
 * against a built-in state answer (printed), HA restarted, signalk-assist restarted ten times
 * (exactly one automation per family), signalk-assist stopped (the apology, not "Done"), and Assist
 * turned off (automations removed).
 *
 * Needs `bash scripts/setup-ha.sh` and `bash scripts/install-signalk.sh`; skipped without them,
 * except under CI where it fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { converse, HA_LABEL, sentenceSources, haAtLeast, haUnavailableReason, startHomeAssistant, type HaSocket, type HomeAssistant } from '../helpers/ha.js';
import { signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { automationId, buildAutomation, comparableAutomation, QUERY_EVENT } from '../../src/assist/automations.js';
import { actionAutomations } from '../../src/assist/actions.js';
import { COMMAND_SENTENCES } from '../../src/actions/sentences/index.js';
import { availableFamilies, FAMILIES, familyArgs } from '../../src/assist/families.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { findQuery, QUESTIONS } from '../../src/questions/index.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import type { Language } from '../../src/speech/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { AIS_CONTEXT, AIS_VALUES, alarmValues, BUILTIN_COMMANDS, DESTINATION, EXPECTED_ARGS, SELF_VALUES } from './assist-fixtures.js';

/** The first example of each family a question keeps in its folder (src/questions/<name>/sentences.ts), with its tool and the family's fixed arguments. */
function ownAsks(language: Language): [string, string, Record<string, unknown>][] {
  return QUESTIONS.flatMap((q) =>
    q.sentences ? (q.families ?? []).map((f): [string, string, Record<string, unknown>] => [q.sentences![language].families[f.id]!.examples[0]!, q.query.name, { ...f.args }]) : [],
  );
}

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const skip = unavailable && !process.env['CI'] ? unavailable : false;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface Managed {
  entity_id: string;
  id: string;
  alias: string;
}

/** Our automations as HA has loaded them (automation.* states whose config id has our prefix). */
async function managedAutomations(ha: HomeAssistant): Promise<Managed[]> {
  const states = await ha.rest<{ entity_id: string; attributes: { id?: string; friendly_name?: string } }[]>('GET', '/api/states');
  return states
    .filter((s) => s.entity_id.startsWith('automation.') && typeof s.attributes.id === 'string' && s.attributes.id.startsWith('signalk_assist_'))
    .map((s) => ({ entity_id: s.entity_id, id: s.attributes.id!, alias: s.attributes.friendly_name ?? '' }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Ids of every automation in HA's automations.yaml, in file order (duplicates kept). */
function automationsYamlIds(ha: HomeAssistant): string[] {
  const parsed = parseYaml(readFileSync(join(ha.configDir, 'automations.yaml'), 'utf8')) as { id?: string }[] | null;
  return (parsed ?? []).map((a) => String(a.id));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function delta(values: Record<string, unknown>, context = 'vessels.self') {
  return { context, updates: [{ $source: 'assisttest.1', values: Object.entries(values).map(([path, value]) => ({ path, value })) }] };
}

const TOOL_OF = Object.fromEntries(FAMILIES.map((f) => [f.id, f.query]));

/** A query context on a model of the test boat (its tanks, banks, engines and position), to read a sentence's arguments. */
function boatContext(language: string) {
  const model = new VesselModel(() => Date.now());
  model.applyDelta({ ...delta(SELF_VALUES), updates: [{ ...delta(SELF_VALUES).updates[0]!, timestamp: new Date().toISOString() }] });
  return contextOf(model, { language: language as Language });
}

for (const language of ['en', 'pt-BR'] as const) {
  describe(`Assist end to end against ${HA_LABEL} (${language})`, { skip, timeout: 900_000 }, () => {
    const sentences = SENTENCES[language]!;
    const families = availableFamilies();
    // The managed automations: one per question family, then one per voice action family (registered on or off).
    const managedIds = [...families.map((f) => automationId(f.id)), ...actionAutomations(language, COMMAND_SENTENCES[language].commands).map((a) => a.id)].sort();
    const managedCount = managedIds.length;
    const speaker = createSpeaker({ language: language as Language, units: 'nautical-metric' });
    let sk: SignalKServer;
    let ha: HomeAssistant;
    let assist: AssistProcess | null = null;
    let watcher: HaSocket | null = null;
    const queries: { family: string; slots: unknown; sentence: string }[] = [];
    let feeding = true;
    let feeder: Promise<void> = Promise.resolve();
    const values: Record<string, unknown> = { ...SELF_VALUES, ...alarmValues(language) };
    /** `automation_reloaded` events seen: every config-API write (POST or DELETE) reloads automations. */
    let reloads = 0;
    /** automations.yaml's mtime and size, and the reloads seen, once the first sync is done. */
    let baseline: { stamp: string; reloads: number } | undefined;
    const yamlStamp = (): string => {
      const st = statSync(join(ha.configDir, 'automations.yaml'));
      return `mtime ${st.mtimeMs}, ${st.size} bytes`;
    };

    /** A new WebSocket on HA that records our queries and every automation reload. */
    const watch = async (): Promise<void> => {
      watcher = await ha.socket();
      await watcher.subscribeEvents<{ family: string; slots: unknown; sentence: string }>(QUERY_EVENT, (e) => queries.push(e.data));
      await watcher.subscribeEvents('automation_reloaded', () => reloads++);
    };

    const start = async (extra: string[] = []): Promise<AssistProcess> =>
      startAssist({ transport: 'http', env: { HA_TOKEN: ha.token }, args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--no-entities', ...extra], healthTimeoutMs: 60_000 });

    /** Waits (bounded) until signalk-assist's log has `n` lines matching `re`. */
    const logLines = async (a: AssistProcess, re: RegExp, n: number, what: string): Promise<string[]> => {
      let lines: string[] = [];
      await until(
        async () => {
          lines = a
            .logs()
            .split('\n')
            .filter((l) => re.test(l));
          return lines.length >= n;
        },
        60_000,
        what,
      );
      return lines;
    };

    /** Waits until HA matches every family's first example with a trigger (automations attached). */
    const triggersAttached = async (): Promise<void> => {
      const firsts = families.map((f) => sentences.families[f.id]!.examples[0]!);
      await until(async () => (await sentenceSources(ha, firsts, language)).every((s) => s === 'trigger'), 60_000, 'every family to have its sentence trigger');
    };

    /** What the MCP tool says for these arguments: its display, or the "not reporting" sentence. */
    const expected = async (tool: string, args: Record<string, unknown>): Promise<string> => {
      const r = await assist!.call(tool, args);
      assert.equal(r.isError, false, r.text);
      const display = r.structured?.['display'];
      return typeof display === 'string' ? display : speaker.notReporting(findQuery(tool)!.subject);
    };

    /** Asks HA; the answer must be exactly what the MCP tool says just before or just after. */
    const askAndCompare = async (text: string, tool: string, args: Record<string, unknown>): Promise<string> => {
      const beforeText = await expected(tool, args);
      const r = await converse(ha, text, language);
      const afterText = await expected(tool, args);
      assert.equal(r.status, 200, `"${text}": HTTP ${r.status}`);
      assert.ok(
        r.speech === beforeText || r.speech === afterText,
        `"${text}" was answered\n  ${JSON.stringify(r.speech)}\nbut ${tool}(${JSON.stringify(args)}) displays\n  ${JSON.stringify(beforeText)}`,
      );
      return r.speech;
    };

    before(async () => {
      [sk, ha] = await Promise.all([startSignalK(), startHomeAssistant({ language, timeZone: 'UTC' })]);
      await sk.sendDelta(delta(values));
      await sk.sendDelta(delta(AIS_VALUES, AIS_CONTEXT), { waitVisible: false });
      await sk.requestJson('/signalk/v2/api/vessels/self/navigation/course/destination', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ position: DESTINATION }),
      });
      // Keep every reading fresh (staleness would otherwise change the displays during the run).
      feeder = (async () => {
        while (feeding) {
          await sk.sendDelta(delta(values), { waitVisible: false }).catch(() => undefined);
          await sk.sendDelta(delta(AIS_VALUES, AIS_CONTEXT), { waitVisible: false }).catch(() => undefined);
          await sleep(3000);
        }
      })();
      await watch();
      assist = await start();
      await logLines(assist, /Assist: sentence automations in Home Assistant/, 1, 'the first sync');
      await triggersAttached();
      // The model holds the boat (the last value of the feed arrives with the rest).
      await until(async () => (await assist!.call('barometer_state')).structured?.['pressure_pa'] === 101_320, 20_000, 'the boat to reach signalk-assist');
      await until(async () => typeof (await assist!.call('get_route')).structured?.['distance_m'] === 'number', 30_000, 'the course and its calculations to reach signalk-assist');
      await until(async () => ((await assist!.call('get_ais_targets')).structured?.['targets'] as unknown[] | undefined)?.length === 1, 20_000, 'the AIS target');
    });

    after(async () => {
      feeding = false;
      await feeder;
      watcher?.close();
      await assist?.stop();
      await Promise.all([ha?.stop(), sk?.stop()]);
    });

    it('registers one automation per family, named for the automation list, with the body we build', async () => {
      const managed = await managedAutomations(ha);
      assert.deepEqual(
        managed.map((m) => m.id),
        managedIds,
      );
      for (const a of actionAutomations(language, COMMAND_SENTENCES[language].commands)) {
        const stored = await ha.rest<Record<string, unknown>>('GET', `/api/config/automation/config/${a.id}`);
        assert.deepEqual(comparableAutomation(stored), comparableAutomation(a.body), a.id);
      }
      for (const f of families) {
        const m = managed.find((x) => x.id === automationId(f.id))!;
        assert.equal(m.alias, `SignalK Assist: ${sentences.families[f.id]!.title}`);
        const stored = await ha.rest<Record<string, unknown>>('GET', `/api/config/automation/config/${m.id}`);
        assert.equal(stored['id'], m.id);
        // HA 2024.10+ stores triggers/actions for the trigger/action we post.
        assert.ok(haAtLeast('2024.10') ? 'triggers' in stored && !('trigger' in stored) : 'trigger' in stored, Object.keys(stored).join());
        assert.deepEqual(comparableAutomation(stored), comparableAutomation(buildAutomation(f.id, sentences)));
      }
      const config = await ha.rest<{ language: string }>('GET', '/api/config');
      assert.equal(config.language, language);
    });

    it("answers every family's phrasings with exactly the MCP display", async (t) => {
      const args = EXPECTED_ARGS[language] ?? {};
      const spoken = new Map<string, string>();
      for (const f of families) {
        for (const text of sentences.families[f.id]!.examples) {
          // A slotted example's arguments as the fixtures say; one without a slot as the add-on reads
          // them from the sentence (focus, window, a tank named by fixed words: families.ts, unit-tested).
          const read = args[text] ? {} : familyArgs(f, findQuery(f.query)!, {}, sentences.slotWords, boatContext(language), text, sentences.focus);
          const speech = await askAndCompare(text, f.query, { ...f.args, ...read, ...args[text] });
          assert.deepEqual(ttsViolations(speech, language), [], speech);
          spoken.set(text, speech);
        }
        t.diagnostic(`${f.id}: "${sentences.families[f.id]!.examples[0]}" -> "${spoken.get(sentences.families[f.id]!.examples[0]!)}"`);
      }
      // The answers differ between families (a crossed answer could not pass unseen), the battery banks too.
      const firsts = new Set(families.filter((f) => f.id !== 'speed_heading').map((f) => spoken.get(sentences.families[f.id]!.examples[0]!)));
      assert.equal(firsts.size, families.length - 1);
    });

    if (language === 'en') {
      it('answers "What’s our battery?", "whats our battery" and "what is our battery"', async () => {
        for (const text of ['What’s our battery?', 'whats our battery', 'what is our battery', "What's our battery?"]) {
          assert.equal(await askAndCompare(text, 'battery_state', {}), '68 percent, 12.8 volts, 8.2 amps discharging');
        }
      });
    } else {
      it('answers with and without accents', async () => {
        for (const text of ['Como está a bateria?', 'como esta a bateria', 'qual é a profundidade', 'qual e a profundidade', 'que horas são a bordo', 'que horas sao a bordo']) {
          const family = text.includes('bateria') ? 'battery' : text.includes('profundidade') ? 'depth' : 'local_time';
          await askAndCompare(text, TOOL_OF[family]!, {});
        }
        assert.equal(await askAndCompare('como está a bateria', 'battery_state', {}), '68 por cento, 12,8 volts, 8,2 amperes descarregando');
      });
    }

    it("leaves Home Assistant's built-in commands alone", async () => {
      const texts = BUILTIN_COMMANDS[language]!;
      const sources = await sentenceSources(ha, texts, language);
      sources.forEach((s, i) => assert.notEqual(s, 'trigger', `"${texts[i]}" matched a sentence trigger`));
      const fired = queries.length;
      const ours = new Set<string>();
      for (const f of families) ours.add(await expected(f.query, {}));
      for (const text of texts) {
        const r = await converse(ha, text, language);
        // HA 2024.3.3 itself answers "what's the weather" with HTTP 500 when no weather integration is set up
        assert.ok(r.status === 200 || r.status === 500, `"${text}": HTTP ${r.status}`);
        assert.ok(!ours.has(r.speech), `"${text}" got our answer ${r.speech}`);
        assert.notEqual(r.speech, sentences.apology);
      }
      await sleep(500);
      assert.equal(queries.length, fired, 'no signalk_query was fired');
    });

    it('answers 20 questions asked at once, each with its own answer', async () => {
      const en = language === 'en';
      const asks: [string, string, Record<string, unknown>][] = en
        ? [
            ['what is the charge of the house bank', 'battery_state', { bank: 'house' }],
            ["what's the start battery status", 'battery_state', { bank: 'start' }],
            ["what's the depth", 'depth_state', {}],
            ["what's the wind", 'wind_state', {}],
            ['where are we', 'navigation_state', {}],
            ['are there any alarms', 'get_active_alarms', {}],
            ["what's the next waypoint", 'get_route', {}],
            ['what time is it on board', 'get_local_time', {}],
            ['is there any traffic', 'get_ais_targets', {}],
            ['how much fuel is left', 'tank_levels', { type: 'fuel' }],
            ['how is the port engine doing', 'engine_state', { engine: 'port' }],
            ['how is the starboard engine running', 'engine_state', { engine: 'starboard' }],
            ["what's the barometer", 'barometer_state', {}],
            ['how full is the black water tank', 'tank_levels', { type: 'black water' }],
            ...ownAsks('en'),
          ]
        : [
            ['como está a bateria de serviço', 'battery_state', { bank: 'house' }],
            ['como está a bateria de partida', 'battery_state', { bank: 'start' }],
            ['qual é a profundidade', 'depth_state', {}],
            ['como está o vento', 'wind_state', {}],
            ['onde estamos', 'navigation_state', {}],
            ['tem algum alarme', 'get_active_alarms', {}],
            ['qual é o próximo waypoint', 'get_route', {}],
            ['que horas são a bordo', 'get_local_time', {}],
            ['tem algum barco por perto', 'get_ais_targets', {}],
            ['quanto diesel temos', 'tank_levels', { type: 'diesel' }],
            ['o motor de bombordo está funcionando', 'engine_state', { engine: 'port', focus: 'state' }],
            ['o motor de boreste está funcionando', 'engine_state', { engine: 'starboard', focus: 'state' }],
            ['como está o barômetro', 'barometer_state', {}],
            ['como está o tanque de água', 'tank_levels', { type: 'água' }],
            ...ownAsks('pt-BR'),
          ];
      const twenty = Array.from({ length: 20 }, (_, i) => asks[i % asks.length]!);
      const beforeTexts = await Promise.all(twenty.map(([, tool, args]) => expected(tool, args)));
      const replies = await Promise.all(twenty.map(([text]) => converse(ha, text, language)));
      const afterTexts = await Promise.all(twenty.map(([, tool, args]) => expected(tool, args)));
      replies.forEach((r, i) => {
        assert.ok(
          r.speech === beforeTexts[i] || r.speech === afterTexts[i],
          `question ${i} "${twenty[i]![0]}" got ${JSON.stringify(r.speech)}, expected ${JSON.stringify(beforeTexts[i])}`,
        );
      });
      assert.notEqual(beforeTexts[0], beforeTexts[1], 'the two banks answer differently');
      assert.notEqual(beforeTexts[10], beforeTexts[11], 'the two engines answer differently');
    });

    it('says the "not reporting" sentence for a sensor the boat stops sending', async () => {
      values['environment.depth.belowKeel'] = null;
      values['environment.depth.belowSurface'] = null;
      await sk.sendDelta(delta(values), { waitVisible: false });
      await until(async () => (await assist!.call('depth_state')).structured?.['display'] === null, 20_000, 'depth to be null');
      const speech = await askAndCompare(sentences.families.depth!.examples[0]!, 'depth_state', {});
      assert.equal(speech, language === 'en' ? "The boat isn't reporting depth right now." : 'O barco não está informando a profundidade no momento.');
      values['environment.depth.belowKeel'] = SELF_VALUES['environment.depth.belowKeel'];
      values['environment.depth.belowSurface'] = SELF_VALUES['environment.depth.belowSurface'];
      await sk.sendDelta(delta(values), { waitVisible: false });
      await until(async () => (await assist!.call('depth_state')).structured?.['below_keel_m'] === 4.2, 20_000, 'depth back');
    });

    // HA 2024.3's pt-BR intents have no HassGetState: the comparison runs in the English run.
    if (language === 'en')
      it('measures conversation/process: our answer vs a built-in state answer (printed)', async (t) => {
        await ha.rest('POST', '/api/states/sensor.outside_temperature', {
          state: '21.5',
          attributes: { friendly_name: 'Outside temperature', unit_of_measurement: '°C', device_class: 'temperature' },
        });
        const ourText = "what's our battery";
        const builtinText = 'what is the outside temperature';
        const n = 40;
        const ours: number[] = [];
        const builtin: number[] = [];
        await converse(ha, ourText, language);
        await converse(ha, builtinText, language);
        const oursExpected = await expected('battery_state', {});
        for (let i = 0; i < n; i++) {
          // interleaved, so both see the same machine load
          const a = await converse(ha, ourText, language);
          assert.equal(a.speech, oursExpected);
          ours.push(a.ms);
          const b = await converse(ha, builtinText, language);
          assert.match(b.speech, /21[.,]5/);
          builtin.push(b.ms);
        }
        ours.sort((x, y) => x - y);
        builtin.sort((x, y) => x - y);
        const fmt = (xs: number[]): string => `median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;
        const line1 = `[${HA_LABEL}, ${language}] conversation/process, ${n} sequential calls each, interleaved:`;
        const line2 = `[${language}]   our answer ("${ourText}"):              ${fmt(ours)}`;
        const line3 = `[${language}]   built-in HassGetState ("${builtinText}"): ${fmt(builtin)}`;
        const line4 = `[${language}]   extra latency of ours: median ${(percentile(ours, 50) - percentile(builtin, 50)).toFixed(1)} ms, p95 ${(percentile(ours, 95) - percentile(builtin, 95)).toFixed(1)} ms`;
        for (const l of [line1, line2, line3, line4]) {
          t.diagnostic(l);
          console.log(l);
        }
      });

    it('still has its automations and answers after Home Assistant restarts three times, with no automation written', async () => {
      // Written automations show twice: an automation_reloaded event, and automations.yaml rewritten
      // (which also covers a write while the watcher is reconnecting).
      baseline = { stamp: yamlStamp(), reloads };
      for (let i = 1; i <= 3; i++) {
        const syncs = assist!
          .logs()
          .split('\n')
          .filter((l) => /Assist: sentence automations in Home Assistant/.test(l)).length;
        watcher?.close();
        await ha.restart();
        await watch();
        await triggersAttached();
        const lines = await logLines(assist!, /Assist: sentence automations in Home Assistant/, syncs + 1, `a sync after HA restart ${i}`);
        assert.match(lines.at(-1)!, new RegExp(`: ${managedCount} unchanged\\.$`), 'nothing rewritten');
      }
      assert.equal(reloads - baseline.reloads, 0, 'automation writes (automation_reloaded events) after 3 HA restarts');
      assert.equal(yamlStamp(), baseline.stamp, 'automations.yaml untouched by 3 HA restarts');
      assert.deepEqual(
        (await managedAutomations(ha)).map((m) => m.id),
        managedIds,
      );
      // The add-on's WebSocket reconnects by itself (bounded backoff): answers come back.
      const text = sentences.families.battery!.examples[0]!;
      await until(async () => (await converse(ha, text, language)).speech !== sentences.apology, 30_000, 'answers after the restart');
      await askAndCompare(text, 'battery_state', {});
      await askAndCompare(sentences.families.wind!.examples[0]!, 'wind_state', {});
    });

    it('keeps exactly one automation per family over ten restarts of signalk-assist, and writes none', async () => {
      for (let i = 0; i < 10; i++) {
        await assist!.stop();
        assist = await start();
        const [line] = await logLines(assist, /Assist: sentence automations in Home Assistant/, 1, `sync after restart ${i + 1}`);
        assert.match(line!, new RegExp(`: ${managedCount} unchanged\\.$`));
      }
      await sleep(1000); // a write would reload automations at once: give its event time to arrive
      assert.ok(baseline, 'the HA restart test ran first');
      assert.equal(reloads - baseline.reloads, 0, 'automation writes (automation_reloaded events) after 3 HA and 10 add-on restarts');
      assert.equal(yamlStamp(), baseline.stamp, 'automations.yaml untouched by 10 add-on restarts');
      const ids = automationsYamlIds(ha);
      const ourIds = ids.filter((id) => id.startsWith('signalk_assist_'));
      assert.deepEqual([...ourIds].sort(), managedIds, 'automations.yaml holds each managed id once');
      assert.deepEqual(
        (await managedAutomations(ha)).map((m) => m.id),
        managedIds,
      );
      await askAndCompare(sentences.families.battery!.examples[1]!, 'battery_state', {});
    });

    it('speaks the apology, not "Done", when signalk-assist is not running', async () => {
      await assist!.stop();
      assist = null;
      const r = await converse(ha, sentences.families.battery!.examples[0]!, language);
      assert.equal(r.status, 200);
      assert.equal(r.speech, sentences.apology);
    });

    it('removes its automations when Assist is turned off, and they stop matching', async () => {
      assist = await start(['--no-assist']);
      const [line] = await logLines(assist, /Assist is off: removed \d+ automations/, 1, 'the removal');
      assert.match(line!, new RegExp(`removed ${managedCount} automations`));
      assert.deepEqual(await managedAutomations(ha), []);
      assert.deepEqual(
        automationsYamlIds(ha).filter((id) => id.startsWith('signalk_assist_')),
        [],
      );
      const firsts = families.map((f) => sentences.families[f.id]!.examples[0]!);
      await until(async () => (await sentenceSources(ha, firsts, language)).every((s) => s !== 'trigger'), 20_000, 'the triggers to go');
      // Turned on again, it puts them back.
      await assist.stop();
      assist = await start();
      const [again] = await logLines(assist, /Assist: sentence automations in Home Assistant/, 1, 'the sync');
      assert.match(again!, new RegExp(`: ${managedCount} created\\.$`));
      await triggersAttached();
      await askAndCompare(sentences.families.depth!.examples[0]!, 'depth_state', {});
    });
  });
}
