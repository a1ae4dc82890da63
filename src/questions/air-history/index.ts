/**
 * air_history: "how has the pressure changed", "is it getting colder outside". Everything that is this
 * question's is in this folder: the query (query.ts), the answer and its words (answer.ts, words.ts),
 * the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). What the four history
 * questions share stays shared: the `hours` argument and the span (queries/history-common.ts), the
 * answer's frame and its words (speech/answers/history.ts, the locale's `history` block), the window
 * words of each language (assist/sentences/<lang>.ts); the trend words are the barometer's.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const airHistory = defineQuestion({
  query,
  docs: 'how pressure and outside temperature changed over the last hours (`hours`)',
  example: { self: { 'environment.outside.pressure': 101320, 'environment.outside.temperature': 295.15 } },
  families: [{ id: query.name, focus: 'window' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'How have pressure and temperature changed over the last 3 hours?', args: { hours: 3 } }],
    'pt-BR': [{ q: 'Como mudaram a pressão e a temperatura nas últimas 3 horas?', args: { hours: 3 } }],
    pt: [{ q: 'Como mudaram a pressão e a temperatura nas últimas 3 horas?', args: { hours: 3 } }],
    de: [{ q: 'Wie haben sich Luftdruck und Temperatur in den letzten 3 Stunden verändert?', args: { hours: 3 } }],
    fr: [{ q: 'Comment la pression et la température ont-elles évolué ces 3 dernières heures ?', args: { hours: 3 } }],
    es: [{ q: '¿Cómo han cambiado la presión y la temperatura en las últimas 3 horas?', args: { hours: 3 } }],
    nl: [{ q: 'Hoe zijn luchtdruk en temperatuur de afgelopen 3 uur veranderd?', args: { hours: 3 } }],
  },
  describedBy: [{ q: 'How has the pressure changed since this morning?', stems: ['changed'] }],
  onDemoBoat: false,
  topic: 'history',
});
