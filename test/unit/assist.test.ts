/**
 * The Assist output's pure parts: the sentence tables (complete, valid hassil syntax for HA 2024.3),
 * the automation body (the shape proven in docs/ha-assist-mechanism.md), slot words to query
 * arguments, and the answer text (exactly the query's display, or the "not reporting" sentence).
 * Matching against Home Assistant's grammar is tested with HA's own hassil in test/ha/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import type { QueryContext } from '../../src/queries/types.js';
import { findQuery, QUERIES } from '../../src/questions/index.js';
import { ANSWER_EVENT, automationId, buildAutomation, isManagedId, MANAGED_PREFIX, QUERY_EVENT } from '../../src/assist/automations.js';
import { availableFamilies, FAMILIES, familyArgs, findFamily } from '../../src/assist/families.js';
import { answerQuestion } from '../../src/assist/answerer.js';
import { SENTENCES, sentencesFor } from '../../src/assist/sentences/index.js';
import type { Language } from '../../src/speech/types.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

function ctxWith(values: Record<string, unknown>, language: Language = 'en'): QueryContext {
  const model = new VesselModel(() => T0);
  model.applyDelta({
    context: 'vessels.self',
    updates: [{ $source: 'u.1', timestamp: new Date(T0).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  });
  return contextOf(model, { language, now: () => T0 });
}

const BANKS = {
  'electrical.batteries.house.capacity.stateOfCharge': 0.68,
  'electrical.batteries.house.voltage': 12.84,
  'electrical.batteries.start.capacity.stateOfCharge': 0.97,
  'electrical.batteries.start.voltage': 12.9,
};

/** hassil's punctuation (hassil/recognize.py PUNCTUATION_STR), which HA rejects in trigger templates. */
const HASSIL_PUNCTUATION = /[.。,，?¿？؟!！;；:：]/;

function balanced(template: string): boolean {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const ch of template) {
    if ('([{'.includes(ch)) stack.push(ch);
    else if (ch in pairs && stack.pop() !== pairs[ch]) return false;
  }
  return stack.length === 0;
}

describe('Assist sentence tables', () => {
  for (const [tag, s] of Object.entries(SENTENCES)) {
    it(`${tag}: every family has titles, several templates and examples, in valid HA 2024.3 syntax`, () => {
      assert.equal(s.language, tag);
      for (const family of FAMILIES) {
        const f = s.families[family.id];
        assert.ok(f, `${tag} has no sentences for ${family.id}`);
        assert.ok(f.title.trim().length > 0);
        assert.ok(f.commands.length >= 3, `${tag} ${family.id}: several phrasings`);
        assert.ok(f.examples.length >= 3, `${tag} ${family.id}: several examples`);
        for (const c of f.commands) {
          assert.doesNotMatch(c, HASSIL_PUNCTUATION, `${tag} ${family.id}: punctuation in "${c}"`);
          assert.ok(balanced(c), `${tag} ${family.id}: unbalanced brackets in "${c}"`);
          assert.equal(c, c.trim());
          assert.doesNotMatch(c, /\s{2}/);
          for (const slot of c.matchAll(/\{(\w+)\}/g)) assert.equal(slot[1], family.slot?.name, `${tag} ${family.id}: unknown slot in "${c}"`);
        }
        // Templates without a wildcard come first: within one automation HA uses the first match.
        const firstSlot = f.commands.findIndex((c) => c.includes('{'));
        if (firstSlot >= 0)
          assert.ok(
            f.commands.slice(firstSlot).every((c) => c.includes('{')),
            `${tag} ${family.id}: wildcard templates last`,
          );
      }
      assert.doesNotMatch(s.apology, /[{}]/);
    });
  }

  it("picks HA's language, else the same base language, else English", () => {
    assert.deepEqual(sentencesFor('en'), { sentences: SENTENCES['en'], exact: true });
    assert.deepEqual(sentencesFor('pt-BR'), { sentences: SENTENCES['pt-BR'], exact: true });
    assert.equal(sentencesFor('en-GB').sentences.language, 'en');
    assert.equal(sentencesFor('en-GB').exact, false);
    assert.equal(sentencesFor('pt').sentences.language, 'pt');
    assert.equal(sentencesFor('pt-PT').sentences.language, 'pt');
    assert.equal(sentencesFor('de-CH').sentences.language, 'de');
    assert.equal(sentencesFor('pt-br').sentences.language, 'pt-BR');
    assert.equal(sentencesFor('xx').sentences.language, 'en');
    assert.equal(sentencesFor(null).sentences.language, 'en');
  });
});

describe('Assist families', () => {
  it('map to queries of the catalogue; a family whose query is missing is skipped', () => {
    const names = new Set(QUERIES.map((q) => q.name));
    assert.deepEqual(
      availableFamilies().map((f) => f.id),
      FAMILIES.filter((f) => names.has(f.query)).map((f) => f.id),
    );
    for (const f of availableFamilies()) assert.ok(findFamily(f.id));
    assert.equal(findFamily('nonexistent'), undefined);
    for (const f of FAMILIES) assert.match(automationId(f.id), /^signalk_assist_[a-z_]+$/);
  });

  it('turn a spoken bank into the battery argument: the boat’s own name first, then everyday words', () => {
    const ctx = ctxWith(BANKS);
    const { family, query } = findFamily('battery')!;
    const words = SENTENCES['en']!.slotWords;
    assert.deepEqual(familyArgs(family, query, {}, words, ctx), {});
    assert.deepEqual(familyArgs(family, query, { bank: ' House ' }, words, ctx), { bank: 'house' });
    assert.deepEqual(familyArgs(family, query, { bank: 'starter' }, words, ctx), { bank: 'start' });
    assert.deepEqual(familyArgs(family, query, { bank: 'boat' }, words, ctx), {});
    assert.deepEqual(familyArgs(family, query, { bank: 'phone' }, words, ctx), { bank: 'phone' });
    assert.deepEqual(familyArgs(family, query, { bank: 'x'.repeat(65) }, words, ctx), {}, 'the schema limit, as MCP');
    assert.deepEqual(familyArgs(family, query, { bank: 42 }, words, ctx), {});
    const pt = SENTENCES['pt-BR']!.slotWords;
    assert.deepEqual(familyArgs(family, query, { bank: 'serviço' }, pt, ctx), { bank: 'house' });
    assert.deepEqual(familyArgs(family, query, { bank: 'partida' }, pt, ctx), { bank: 'start' });
    // a boat whose bank is really called "engine" keeps it
    const own = ctxWith({ 'electrical.batteries.engine.voltage': 12.5 });
    assert.deepEqual(familyArgs(family, query, { bank: 'engine' }, words, own), { bank: 'engine' });
  });
});

describe('Assist automation body', () => {
  it('is the shape proven against HA 2024.3.3', () => {
    const s = SENTENCES['en']!;
    const body = buildAutomation('battery', s) as Record<string, any>;
    assert.equal(body.alias, 'SignalK Assist: battery');
    assert.equal(body.mode, 'parallel');
    assert.equal(body.max, 100);
    assert.equal(body.variables, undefined);
    assert.equal(body.trigger[0].variables, undefined, 'no variables on the trigger (HA then says "Done")');
    assert.deepEqual(body.trigger, [{ platform: 'conversation', command: [...s.families.battery!.commands] }]);
    assert.deepEqual(body.action[0], {
      event: QUERY_EVENT,
      event_data: { request_id: '{{ context.id }}', family: 'battery', slots: '{{ trigger.slots }}', sentence: '{{ trigger.sentence }}' },
    });
    assert.deepEqual(body.action[1], {
      wait_for_trigger: [{ platform: 'event', event_type: ANSWER_EVENT, event_data: { request_id: '{{ context.id }}' } }],
      timeout: 5,
      continue_on_timeout: true,
    });
    assert.equal(body.action[2].set_conversation_response, "{% if wait.trigger %}{{ wait.trigger.event.data.text }}{% else %}Sorry, the boat didn't answer in time.{% endif %}");
    const pt = buildAutomation('battery', SENTENCES['pt-BR']!) as Record<string, any>;
    assert.equal(pt.alias, 'SignalK Assist: bateria');
    assert.match(pt.action[2].set_conversation_response, /\{% else %\}Desculpe, o barco não respondeu a tempo\.\{% endif %\}$/);
  });

  it('has managed ids with one prefix', () => {
    assert.equal(automationId('speed_heading'), `${MANAGED_PREFIX}speed_heading`);
    assert.ok(isManagedId('signalk_assist_depth'));
    assert.ok(!isManagedId('1712345678901'));
    assert.ok(!isManagedId(undefined));
  });
});

describe('Assist answers', () => {
  const en = SENTENCES['en']!;

  it('speaks exactly the query display, with the bank from the slot', () => {
    const ctx = ctxWith(BANKS);
    const a = answerQuestion({ request_id: 'R1', family: 'battery', slots: { bank: 'start' }, sentence: 'how is the start battery' }, ctx, en);
    assert.deepEqual(a, { request_id: 'R1', text: findQuery('battery_state')!.run({ bank: 'start' }, ctx).display });
    assert.equal(a!.text, '97 percent, 12.9 volts');
    const b = answerQuestion({ request_id: 'R2', family: 'battery', slots: {}, sentence: "what's our battery" }, ctx, en);
    assert.equal(b!.text, '68 percent, 12.8 volts');
  });

  it('says the language’s "not reporting" sentence when the display is null', () => {
    const ctx = ctxWith(BANKS);
    assert.equal(answerQuestion({ request_id: 'R', family: 'depth', slots: {} }, ctx, en)!.text, "The boat isn't reporting depth right now.");
    assert.equal(answerQuestion({ request_id: 'R', family: 'battery', slots: { bank: 'phone' } }, ctx, en)!.text, "The boat isn't reporting battery state right now.");
    const pt = ctxWith(BANKS, 'pt-BR');
    assert.equal(answerQuestion({ request_id: 'R', family: 'depth', slots: {} }, pt, SENTENCES['pt-BR']!)!.text, 'O barco não está informando a profundidade no momento.');
  });

  it('never throws: no request id, an unknown family, odd slots', () => {
    const ctx = ctxWith(BANKS);
    assert.equal(answerQuestion(null, ctx, en), null);
    assert.equal(answerQuestion({ family: 'battery' }, ctx, en), null);
    assert.equal(answerQuestion('text', ctx, en), null);
    assert.deepEqual(answerQuestion({ request_id: 'R', family: 'dishwasher' }, ctx, en), { request_id: 'R', text: en.apology });
    assert.equal(answerQuestion({ request_id: 'R', family: 'battery', slots: "{'bank': 'start'}" }, ctx, en)!.text, '68 percent, 12.8 volts');
  });
});

describe('tank named by fixed words in the sentence', () => {
  it('finds the tank type in the raw sentence when no wildcard captured it, and nothing in other questions', async () => {
    const { tankWordIn } = await import('../../src/assist/families.js');
    const { VesselModel } = await import('../../src/vessel/model.js');
    const { createSpeaker } = await import('../../src/speech/speaker.js');
    const { DEFAULT_STALENESS } = await import('../../src/queries/types.js');
    const model = new VesselModel();
    model.applyDelta({
      updates: [
        {
          values: [
            { path: 'tanks.fuel.0.currentLevel', value: 0.5 },
            { path: 'tanks.freshWater.0.currentLevel', value: 0.7 },
          ],
        },
      ],
    });
    const ctx = { model, speaker: createSpeaker({ language: 'en', units: 'nautical-metric' }), now: Date.now, staleness: DEFAULT_STALENESS, invertCurrent: new Set<string>() };
    assert.equal(tankWordIn('How much diesel is left?', ctx), 'diesel');
    assert.equal(tankWordIn('how much fresh water do we have', ctx), 'fresh water');
    assert.equal(tankWordIn('quanta água resta', ctx), 'água');
    assert.equal(tankWordIn('how much battery is left', ctx), undefined);
  });
});
