/**
 * The voice action wording (src/actions/wording/): every language has every template of English with
 * the same placeholders, none is empty, none is left in English, the filled texts obey the TTS rules
 * (speech/safety.ts), and every answer, alone or as the parts the engine joins with a space, is said
 * within the 8-second speaking budget by espeak-ng (docs/design.md#the-speaking-budget).
 *
 * The placeholders are filled with ordinary values per language: the clock time 13:42 (1:42 PM), an
 * age of 40 seconds, 40 and 60 meters for a watch, 85 meters to the anchor, two alarm names, and for
 * `{say}` the command sentence the engine says (the command's first example in actions/sentences/,
 * actions/examples.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACTION_WORDS, type ActionWords } from '../../src/actions/wording/index.js';
import { commandExample } from '../../src/actions/examples.js';
import type { CommandId } from '../../src/actions/types.js';
import { LANGUAGES, type Language } from '../../src/domain/language.js';
import { fill } from '../../src/speech/locale.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { ESPEAK_VOICE, espeakInstalled } from '../helpers/espeak.js';
import { speakingSeconds } from '../helpers/espeak-seconds.js';

/** The speaking budget, seconds. */
const BUDGET_S = 8;

/** The command sentences a template's `{say}` names. */
type Say = 'mobUndo' | 'mobAnother' | 'mobCancel' | 'confirmMobCancel' | 'anchorSet' | 'confirmAnchorSet' | 'confirmAnchorRaise' | 'anchorUndo';

/** The command whose sentence (its first example, as the engine says it: actions/examples.ts) fills `{say}`. */
const SAY_COMMAND: Readonly<Record<Say, CommandId>> = {
  mobUndo: 'mob_undo',
  mobAnother: 'mob_another',
  mobCancel: 'mob_cancel',
  confirmMobCancel: 'confirm_mob_cancel',
  anchorSet: 'anchor_set',
  confirmAnchorSet: 'confirm_anchor_set',
  confirmAnchorRaise: 'confirm_anchor_raise',
  anchorUndo: 'anchor_undo',
};

/** Which command each template with `{say}` names (index.ts documents each template). */
const SAY_OF: Readonly<Record<string, Say>> = {
  'mob.undoHint': 'mobUndo',
  'mob.already': 'mobAnother',
  'mob.cancelAsk': 'confirmMobCancel',
  'mob.undoLate': 'mobCancel',
  'anchor.sayRadius': 'anchorSet',
  'anchor.askSet': 'confirmAnchorSet',
  'anchor.askMove': 'confirmAnchorSet',
  'anchor.undoHint': 'anchorUndo',
  'anchor.raiseConfirm': 'confirmAnchorRaise',
};

/** The values a language's placeholders are filled with. `names` two alarms, `oneName` one (an emergency). */
interface Values {
  time: string;
  age: string;
  radius: string;
  from: string;
  distance: string;
  speed: string;
  names: string;
  oneName: string;
  name: string;
  count: string;
  min: string;
  max: string;
  seconds: string;
}

/** Portuguese fills the same in Brazil and Portugal. */
const PORTUGUESE: Values = {
  time: '13:42',
  age: '40 segundos',
  radius: '60 metros',
  from: '40 metros',
  distance: '85 metros',
  speed: '1,5 nós',
  names: 'porão alto, temperatura do motor',
  oneName: 'homem ao mar',
  name: 'porão',
  count: '3',
  min: '10',
  max: '300',
  seconds: '5',
};

const VALUES: Readonly<Record<Language, Values>> = {
  en: {
    time: '1:42 PM',
    age: '40 seconds',
    radius: '60 meters',
    from: '40 meters',
    distance: '85 meters',
    speed: '1.5 knots',
    names: 'bilge high, engine temperature',
    oneName: 'man overboard',
    name: 'bilge',
    count: '3',
    min: '10',
    max: '300',
    seconds: '5',
  },
  'pt-BR': PORTUGUESE,
  pt: PORTUGUESE,
  de: {
    time: '13:42',
    age: '40 Sekunden',
    radius: '60 Meter',
    from: '40 Meter',
    distance: '85 Meter',
    speed: '1,5 Knoten',
    names: 'Bilge hoch, Motortemperatur',
    oneName: 'Mann über Bord',
    name: 'Bilge',
    count: '3',
    min: '10',
    max: '300',
    seconds: '5',
  },
  fr: {
    time: '13:42',
    age: '40 secondes',
    radius: '60 mètres',
    from: '40 mètres',
    distance: '85 mètres',
    speed: '1,5 nœud',
    names: 'cale haute, température moteur',
    oneName: 'homme à la mer',
    name: 'cale',
    count: '3',
    min: '10',
    max: '300',
    seconds: '5',
  },
  es: {
    time: '13:42',
    age: '40 segundos',
    radius: '60 metros',
    from: '40 metros',
    distance: '85 metros',
    speed: '1,5 nudos',
    names: 'sentina alta, temperatura del motor',
    oneName: 'hombre al agua',
    name: 'sentina',
    count: '3',
    min: '10',
    max: '300',
    seconds: '5',
  },
  nl: {
    time: '13:42',
    age: '40 seconden',
    radius: '60 meter',
    from: '40 meter',
    distance: '85 meter',
    speed: '1,5 knopen',
    names: 'bilge hoog, motortemperatuur',
    oneName: 'man over boord',
    name: 'bilge',
    count: '3',
    min: '10',
    max: '300',
    seconds: '5',
  },
};

/** Every template of a table as `dotted.key -> template`, in the table's order. */
function templates(words: ActionWords): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, prefix === '' ? k : `${prefix}.${k}`);
  };
  walk(words, '');
  return out;
}

/** The placeholder names of a template, sorted, each as often as it occurs. */
const placeholders = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** A template of `language` filled with its values; `fixed` overrides them (`reason`, `names`). */
function filled(language: Language, key: string, fixed: Readonly<Record<string, string>> = {}): string {
  const template = templates(ACTION_WORDS[language]).get(key);
  assert.ok(template !== undefined, `${language} has no ${key}`);
  const values = VALUES[language];
  const sayKey = SAY_OF[key];
  return fill(template, { ...values, reason: ACTION_WORDS[language].reasons.unreachable, ...(sayKey ? { say: commandExample(language, SAY_COMMAND[sayKey]) } : {}), ...fixed });
}

/** The answers the engine joins from several templates, with a space (docs/design.md#voice-actions). */
function combinations(language: Language): [string, string][] {
  const w = ACTION_WORDS[language];
  const one = VALUES[language].oneName;
  const join = (...parts: string[]) => parts.join(' ');
  return [
    ['mob.marked + undoHint', join(filled(language, 'mob.marked'), filled(language, 'mob.undoHint'))],
    ['mob.markedOld + undoHint', join(filled(language, 'mob.markedOld'), filled(language, 'mob.undoHint'))],
    ['mob.anotherMarkedNoFix + undoHint', join(filled(language, 'mob.anotherMarkedNoFix'), filled(language, 'mob.undoHint'))],
    ['mob.already', filled(language, 'mob.already')],
    ['mob.notMarked (unreachable)', filled(language, 'mob.notMarked', { reason: w.reasons.unreachable })],
    [
      'alarms.silenced + noUndo + stillSounding',
      join(filled(language, 'alarms.silenced'), filled(language, 'alarms.noUndo'), filled(language, 'alarms.stillSounding', { names: one })),
    ],
    ['anchor.askMove', filled(language, 'anchor.askMove')],
    [
      'anchor.askRaise + moving + dragging + raiseConfirm',
      join(filled(language, 'anchor.askRaise'), filled(language, 'anchor.moving'), filled(language, 'anchor.dragging'), filled(language, 'anchor.raiseConfirm')),
    ],
    ['anchor.moved + undoHint', join(filled(language, 'anchor.moved'), filled(language, 'anchor.undoHint'))],
    ['anchor.setOwn + undoHint', join(filled(language, 'anchor.setOwn'), filled(language, 'anchor.undoHint'))],
  ];
}

/** Every template filled alone: those with `{reason}` once per reason, `onlyEmergency` with the one emergency. */
function singles(language: Language): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, template] of templates(ACTION_WORDS[language])) {
    // Shown in Home Assistant's automation list, never said.
    if (key === 'description' || key.startsWith('titles.')) continue;
    if (template.includes('{reason}')) {
      for (const [why, reason] of Object.entries(ACTION_WORDS[language].reasons)) out.push([`${key} (${why})`, filled(language, key, { reason })]);
    } else out.push([key, filled(language, key, key === 'alarms.onlyEmergency' ? { names: VALUES[language].oneName } : {})]);
  }
  return out;
}

describe('voice action wording', () => {
  const english = templates(ACTION_WORDS.en);

  it('every language has every English key, with the same placeholders, none empty', () => {
    assert.equal(english.size, 81);
    for (const language of LANGUAGES) {
      const table = templates(ACTION_WORDS[language]);
      assert.deepEqual([...table.keys()], [...english.keys()], language);
      for (const [key, template] of table) {
        assert.notEqual(template.trim(), '', `${language} ${key} is empty`);
        assert.equal(template, template.trim(), `${language} ${key} has spaces around it`);
        assert.deepEqual(placeholders(template), placeholders(english.get(key)!), `${language} ${key}: ${template}`);
      }
    }
  });

  it('no placeholder is used twice, and each {say} template names a command', () => {
    for (const [key, template] of english) {
      const names = placeholders(template);
      assert.deepEqual(names, [...new Set(names)], key);
      assert.equal(template.includes('{say}'), key in SAY_OF, key);
    }
  });

  it('every language is translated: no template is the English one', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = [...templates(ACTION_WORDS[language])].filter(([key, t]) => t === english.get(key)).map(([key]) => key);
      assert.deepEqual(same, [], language);
    }
  });

  it("Portugal's and Brazil's Portuguese are kept apart", () => {
    assert.deepEqual(
      [ACTION_WORDS.pt.instead.mob, ACTION_WORDS['pt-BR'].instead.mob, ACTION_WORDS.pt.confirm.otherSatellite, ACTION_WORDS['pt-BR'].confirm.otherSatellite],
      ['Carregue no botão MOB.', 'Aperte o botão MOB.', 'Confirme no altifalante que ouviu o comando.', 'Confirme no alto-falante que ouviu o comando.'],
    );
  });

  it('the man overboard words are the ones the spoken answers use', () => {
    assert.deepEqual(
      LANGUAGES.map((l) => ACTION_WORDS[l].mob.message),
      ['Man overboard', 'Homem ao mar', 'Homem ao mar', 'Mann über Bord', 'Homme à la mer', 'Hombre al agua', 'Man over boord'],
    );
  });

  it('every filled text obeys the TTS rules', () => {
    for (const language of LANGUAGES) {
      for (const [label, text] of [...singles(language), ...combinations(language)]) {
        assert.deepEqual(ttsViolations(text, language), [], `${language} ${label}: ${text}`);
      }
    }
  });

  it('the joined answers are as the engine says them', () => {
    for (const language of LANGUAGES) {
      assert.deepEqual(
        combinations(language).map(([label]) => label),
        [
          'mob.marked + undoHint',
          'mob.markedOld + undoHint',
          'mob.anotherMarkedNoFix + undoHint',
          'mob.already',
          'mob.notMarked (unreachable)',
          'alarms.silenced + noUndo + stillSounding',
          'anchor.askMove',
          'anchor.askRaise + moving + dragging + raiseConfirm',
          'anchor.moved + undoHint',
          'anchor.setOwn + undoHint',
        ],
      );
    }
    const en = Object.fromEntries(combinations('en'));
    assert.equal(en['mob.marked + undoHint'], 'Man overboard marked at 1:42 PM, with our position. To undo, say undo man overboard.');
    assert.equal(en['alarms.silenced + noUndo + stillSounding'], 'Silenced: bilge high, engine temperature. SignalK cannot unsilence. Still sounding: man overboard.');
    assert.equal(
      en['anchor.askRaise + moving + dragging + raiseConfirm'],
      'Anchor watch off? Anchor 85 meters away. We are moving. Anchor dragging. Say confirm anchor watch off.',
    );
    const de = Object.fromEntries(combinations('de'));
    assert.equal(de['mob.notMarked (unreachable)'], 'Mann über Bord NICHT markiert: SignalK ist nicht erreichbar. Drück die MOB-Taste.');
  });

  it('every template and every joined answer is said within 8 s by espeak-ng', { timeout: 300_000 }, async () => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    const over: string[] = [];
    const table: string[] = [];
    for (const language of LANGUAGES) {
      const combined = combinations(language);
      const all = [...combined, ...singles(language)];
      const seconds = await speakingSeconds(
        all.map(([, text]) => text),
        ESPEAK_VOICE[language],
      );
      all.forEach(([label, text], i) => {
        if (seconds[i]! > BUDGET_S) over.push(`${language} ${seconds[i]!.toFixed(2)} s ${label}: ${text}`);
      });
      const longest = combined.map(([label], i) => ({ label, s: seconds[i]! })).reduce((a, b) => (b.s > a.s ? b : a));
      const longestSingle = all
        .slice(combined.length)
        .reduce((a, b, i) => (seconds[combined.length + i]! > a.s ? { label: b[0], s: seconds[combined.length + i]! } : a), { label: '', s: 0 });
      table.push(`${language.padEnd(5)} ${longest.s.toFixed(2)} s ${longest.label}; alone ${longestSingle.s.toFixed(2)} s ${longestSingle.label}`);
    }
    console.log(`longest joined answer per language:\n${table.join('\n')}`);
    assert.deepEqual(over, []);
  });
});
