/**
 * battery_history: "how low did the battery get overnight", "how much power did we use". Everything
 * that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). What
 * the four history questions share stays shared: the `hours` argument and the span
 * (queries/history-common.ts), the answer's frame and its words (speech/answers/history.ts, the
 * locale's `history` block), the window words of each language (assist/sentences/<lang>.ts).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const batteryHistory = defineQuestion({
  query,
  docs: "the battery's lowest charge and the energy used or charged over the last hours (`bank`, `hours`)",
  example: { self: { 'electrical.batteries.house.voltage': 12.8, 'electrical.batteries.house.current': -8.2, 'electrical.batteries.house.capacity.stateOfCharge': 0.68 } },
  families: [{ id: query.name, focus: 'window' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'How low did the battery get overnight?' }],
    'pt-BR': [{ q: 'Quanto a bateria baixou durante a noite?' }],
    pt: [{ q: 'Quanto desceu a bateria durante a noite?' }],
    de: [{ q: 'Wie tief ist die Batterie über Nacht gefallen?' }],
    fr: [{ q: "Jusqu'où la batterie est-elle descendue cette nuit ?" }],
    es: [{ q: '¿Cuánto bajó la batería durante la noche?' }],
    nl: [{ q: 'Hoe laag is de accu vannacht gezakt?' }],
  },
  describedBy: [{ q: 'How low did the battery get overnight?', stems: ['overnight'] }],
  onDemoBoat: false,
  topic: 'history',
});
