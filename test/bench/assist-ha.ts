/**
 * What our Assist grammar costs Home Assistant, and what our answer costs against its own: a real
 * Home Assistant (2026.11.0 when set up, else the release test/helpers/ha.ts picks), a real
 * signalk-server and signalk-assist registering the English sentences.
 *
 *  - built-in: HA's own "what time is it" in the language (HassGetCurrentTime, answered by HA itself) through
 *    `POST /api/conversation/process`, without our automations and with them: every question is first
 *    matched against every sentence trigger, so a larger grammar slows HA's own answers.
 *    Without = our automations turned off (their triggers are then unregistered), in rounds that
 *    alternate with the rounds with them on, so both see the same machine load;
 *  - ours: the language's first depth example ("what's the depth": a sentence trigger, our automation, signalk-assist's answer);
 *  - floor: a sentence-trigger automation of the bench's own that answers a constant (the trigger
 *    mechanism alone, without the event round trip to signalk-assist and the wait for its answer).
 *
 * Prints medians and p90 in ms and its two checks: our sentences slow Home Assistant's own answer by at
 * most 5 ms (built-in with − without <= 5 ms), and ours is no slower than it (ours <= built-in with).
 * `npm run bench` runs it last (when Home Assistant is set up); alone:
 *
 *   HA_VERSION=2026.11.0 node --import tsx test/bench/assist-ha.ts [--calls 200] [--rounds 4] [--language en] [--json]
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { converse, HA_LABEL, haUnavailableReason, sentenceSources, startHomeAssistant } from '../helpers/ha.js';
import { signalkInstalled, startSignalK } from '../helpers/signalk.js';
import { startAssist, until } from '../helpers/assist.js';
import { availableFamilies } from '../../src/assist/families.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { fmt, msSince, stats, table, type Stats } from './lib.js';

export interface AssistHaFigures {
  release: string;
  language: string;
  builtin_question: string;
  our_question: string;
  templates: number;
  builtin_without: Stats;
  builtin_with: Stats;
  ours: Stats;
  floor: Stats;
  /** built-in with − without, medians, ms */
  growth_ms: number;
}

/** Home Assistant's own "what time is it" in each language (HassGetCurrentTime). */
const BUILTIN: Readonly<Record<string, string>> = {
  en: 'what time is it',
  'pt-BR': 'que horas são',
  pt: 'que horas são',
  de: 'wie spät ist es',
  fr: 'quelle heure est-il',
  es: 'qué hora es',
  nl: 'hoe laat is het',
};
const FLOOR = 'how deep is the bench floor';

/** Why the Assist bench cannot run here, or undefined. */
export function assistBenchUnavailable(): string | undefined {
  return haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed');
}

/**
 * Runs the measurement in `language` (Home Assistant's and our sentences'): `calls` questions of each
 * kind per round, `rounds` rounds with and without our automations.
 */
export async function assistBench(calls = 200, rounds = 4, language = 'en'): Promise<AssistHaFigures> {
  const builtin = BUILTIN[language] ?? BUILTIN.en!;
  const ours = SENTENCES[language]!.families.depth!.examples[0]!;
  const [sk, ha] = await Promise.all([startSignalK(), startHomeAssistant({ language, timeZone: 'UTC' })]);
  const assist = await startAssist({
    transport: 'http',
    env: { HA_TOKEN: ha.token },
    args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--no-entities'],
    healthTimeoutMs: 60_000,
  });
  try {
    await sk.sendDelta({ context: 'vessels.self', updates: [{ $source: 'bench.1', values: [{ path: 'environment.depth.belowTransducer', value: 12.3 }] }] });
    const firsts = availableFamilies().map((f) => SENTENCES[language]!.families[f.id]!.examples[0]!);
    await until(async () => (await sentenceSources(ha, firsts, language)).every((s) => s === 'trigger'), 60_000, 'our sentence triggers');
    const automations = (await ha.rest<{ entity_id: string; attributes: { id?: string } }[]>('GET', '/api/states'))
      .filter((s) => s.entity_id.startsWith('automation.') && s.attributes.id?.startsWith('signalk_assist_'))
      .map((s) => s.entity_id);
    await ha.rest('POST', '/api/config/automation/config/bench_floor', {
      alias: 'bench floor',
      mode: 'parallel',
      max: 50,
      trigger: [{ platform: 'conversation', command: [FLOOR] }],
      action: [{ set_conversation_response: 'twelve meters' }],
    });
    await until(async () => (await sentenceSources(ha, [FLOOR], language))[0] === 'trigger', 30_000, 'the floor trigger');
    const ask = async (text: string, into: number[]) => {
      const t0 = process.hrtime.bigint();
      const r = await converse(ha, text, language);
      into.push(msSince(t0));
      if (r.status !== 200) throw new Error(`"${text}": HTTP ${r.status}`);
      return r.speech;
    };
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) await ask(builtin, warm), await ask(ours, warm);
    const without: number[] = [];
    const withOurs: number[] = [];
    const answered: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await ha.rest('POST', '/api/services/automation/turn_off', { entity_id: automations });
      await until(async () => (await sentenceSources(ha, [ours], language))[0] !== 'trigger', 30_000, 'our triggers to be off');
      for (let i = 0; i < calls; i++) await ask(builtin, without);
      await ha.rest('POST', '/api/services/automation/turn_on', { entity_id: automations });
      await until(async () => (await sentenceSources(ha, firsts, language)).every((s) => s === 'trigger'), 30_000, 'our triggers to be on');
      for (let i = 0; i < calls; i++) {
        await ask(builtin, withOurs);
        const said = await ask(ours, answered);
        if (!/12/.test(said)) throw new Error(`"${ours}" was answered "${said}"`);
        await ask(FLOOR, floor);
      }
    }
    const w = stats(without);
    const b = stats(withOurs);
    return {
      release: HA_LABEL,
      language,
      builtin_question: builtin,
      our_question: ours,
      templates: Object.values(SENTENCES[language]!.families).reduce((s, f) => s + f.commands.length, 0),
      builtin_without: w,
      builtin_with: b,
      ours: stats(answered),
      floor: stats(floor),
      growth_ms: b.median - w.median,
    };
  } finally {
    await assist.stop();
    await Promise.all([ha.stop(), sk.stop()]);
  }
}

/** The table and the checks. */
export function printAssistFigures(f: AssistHaFigures): void {
  console.log(`\nAssist through ${f.release} (${f.language}: ${f.templates} templates registered), ms per question\n`);
  console.log(
    table(
      ['question', 'median', 'p90', 'n'],
      [
        [`built-in "${f.builtin_question}", our automations off`, f.builtin_without.median, f.builtin_without.p90, f.builtin_without.n],
        [`built-in "${f.builtin_question}", our automations on`, f.builtin_with.median, f.builtin_with.p90, f.builtin_with.n],
        [`ours "${f.our_question}"`, f.ours.median, f.ours.p90, f.ours.n],
        ['floor: a trigger answering a constant', f.floor.median, f.floor.p90, f.floor.n],
      ],
    ),
  );
  console.log(`\nbuilt-in grows by ${fmt(f.growth_ms)} ms (target <= 5): ${f.growth_ms <= 5 ? 'pass' : 'FAIL'}`);
  console.log(`ours / built-in with ours on: ${fmt(f.ours.median / f.builtin_with.median)} (target <= 1): ${f.ours.median <= f.builtin_with.median ? 'pass' : 'FAIL'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      calls: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '4' },
      language: { type: 'string', default: 'en' },
      json: { type: 'boolean', default: false },
    },
  });
  const why = assistBenchUnavailable();
  if (why) {
    console.error(`Assist bench not run: ${why}`);
    process.exit(2);
  }
  const figures = await assistBench(Number(values.calls), Number(values.rounds), values.language);
  if (values.json) console.log(JSON.stringify(figures));
  else printAssistFigures(figures);
  process.exit(0);
}
