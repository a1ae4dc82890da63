/**
 * wind_history: "what was the strongest gust", "how hard did it blow overnight". Everything that is
 * this question's is in this folder: the query (query.ts), the answer and its words (answer.ts,
 * words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). What the four
 * history questions share stays shared: the `hours` argument and the span (queries/history-common.ts),
 * the answer's frame and its words (speech/answers/history.ts, the locale's `history` block), the
 * window words of each language (assist/sentences/<lang>.ts).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const windHistory = defineQuestion({
  query,
  docs: 'strongest gust and average wind over the last hour, or the hours asked (`hours`)',
  example: { self: { 'environment.wind.speedTrue': 6.1, 'environment.wind.directionTrue': 5.5, 'environment.wind.speedApparent': 7.2, 'environment.wind.angleApparent': 0.78 } },
  families: [{ id: query.name, focus: 'window' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'What was the strongest gust in the last hour?' }],
    'pt-BR': [{ q: 'Qual foi a rajada mais forte na última hora?' }],
    pt: [{ q: 'Qual foi a rajada mais forte na última hora?' }],
    de: [{ q: 'Was war die stärkste Böe in der letzten Stunde?' }],
    fr: [{ q: 'Quelle a été la rafale la plus forte dans la dernière heure ?' }],
    es: [{ q: '¿Cuál fue la racha más fuerte en la última hora?' }],
    nl: [{ q: 'Wat was de sterkste windvlaag in het afgelopen uur?' }],
  },
  describedBy: [{ q: 'What was the strongest gust?', stems: ['gust'] }],
  onDemoBoat: false,
  topic: 'history',
});
