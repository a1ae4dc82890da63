/**
 * depth_history: "what was the minimum depth", "how shallow did it get at low tide". Everything that
 * is this question's is in this folder: the query (query.ts), the answer and its words (answer.ts,
 * words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). What the four
 * history questions share stays shared: the `hours` argument and the span (queries/history-common.ts),
 * the answer's frame and its words (speech/answers/history.ts, the locale's `history` block), the
 * window words of each language (assist/sentences/<lang>.ts); the depth phrases ("under the keel") are
 * the depth answer's (the locale's `depth` block).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const depthHistory = defineQuestion({
  query,
  docs: 'the shallowest water over the last hours (`hours`): the anchorage at low water',
  example: { self: { 'environment.depth.belowKeel': 4.2 } },
  families: [{ id: query.name, focus: 'window' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'What was the shallowest depth in the last 6 hours?', args: { hours: 6 } }],
    'pt-BR': [{ q: 'Qual foi a menor profundidade nas últimas 6 horas?', args: { hours: 6 } }],
    pt: [{ q: 'Qual foi a menor profundidade nas últimas 6 horas?', args: { hours: 6 } }],
    de: [{ q: 'Was war die geringste Wassertiefe in den letzten 6 Stunden?', args: { hours: 6 } }],
    fr: [{ q: 'Quelle a été la plus faible profondeur ces 6 dernières heures ?', args: { hours: 6 } }],
    es: [{ q: '¿Cuál fue la profundidad mínima en las últimas 6 horas?', args: { hours: 6 } }],
    nl: [{ q: 'Wat was de minste diepte in de afgelopen 6 uur?', args: { hours: 6 } }],
  },
  describedBy: [{ q: 'What was the shallowest water at low tide?', stems: ['shallowest', 'low tide'] }],
  onDemoBoat: false,
  topic: 'history',
});
