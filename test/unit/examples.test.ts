/**
 * Every question's example reading (src/questions/<name>/index.ts `example`): on a boat that sends it
 * alone, the question answers with a reading, not with its "not reporting" sentence, in every
 * language, and its Home Assistant sensors show it. The speaking budget holds the questions the demo
 * boat cannot ask to 8 s on the example boat (test/integration/speaking-budget.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planEntities } from '../../src/entities/plan.js';
import { DEFAULT_STALENESS } from '../../src/queries/types.js';
import { QUESTIONS } from '../../src/questions/index.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES } from '../../src/speech/types.js';
import { exampleBoat } from '../helpers/boats.js';
import { toolAnswers } from '../helpers/tool-answers.js';

describe('each question answers on its own example reading, in every language', () => {
  for (const q of QUESTIONS) {
    it(q.query.name, () => {
      const { model, now, sources } = exampleBoat([q]);
      for (const language of LANGUAGES) {
        const absent = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' }).notReporting(q.query.subject);
        const said = toolAnswers(model, language, now, sources)
          .filter((a) => a.tool === q.query.name)
          .map((a) => a.display);
        assert.ok(
          said.some((d) => d !== null && d !== absent),
          `${language}: ${q.query.name} answered ${JSON.stringify(said)} on its example reading; give it an example it answers`,
        );
      }
    });
  }
});

describe("each question's Home Assistant sensors show its own example reading", () => {
  for (const q of QUESTIONS.filter((x) => x.sensor)) {
    it(q.query.name, () => {
      const { model, now, sources } = exampleBoat([q]);
      const speaker = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
      const planned = planEntities({ model, speaker, now: () => now, staleness: DEFAULT_STALENESS, invertCurrent: new Set(), ...sources }).filter((e) => e.kind === q.sensor!.kind);
      assert.ok(planned.length > 0, `no ${q.sensor!.kind} sensor on ${q.query.name}'s example reading`);
      for (const e of planned) assert.match(e.state, /^-?\d/, `${e.entityId} is ${e.state} on ${q.query.name}'s example reading`);
    });
  }
});
