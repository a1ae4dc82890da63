/**
 * engine_state: "how is the engine doing", "is the port engine running", "engine hours".
 * Everything that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). An
 * engine's name (the shared Locale's `engines` block, speech/answers/engine-name.ts) stays shared: the
 * engine sensors say it too; so do the words that give a question its `focus` (the language tables'
 * `focus.engine`, assist/sentences/index.ts FocusWords).
 */
import { ownWordIn } from '../slots.js';
import { defineQuestion } from '../types.js';
import { engineIds, query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const engineState = defineQuestion({
  query,
  docs: 'engine rpm, coolant temperature, oil pressure and hours (`engine`)',
  example: { self: { 'propulsion.port.revolutions': 36.7, 'propulsion.port.temperature': 350.15, 'propulsion.port.oilPressure': 400000 } },
  sensor: SENSOR,
  families: [{ id: 'engine', slot: { name: 'engine', arg: 'engine', known: engineIds, fromSentence: ownWordIn(engineIds) }, focus: 'engine' }],
  sentences: SENTENCES,
  aliases: ['engine', 'engines'],
  agentCheck: {
    en: [{ q: 'How is the engine doing?' }, { q: "What's the engine rpm?" }, { q: 'How many hours are on the port engine?', args: { engine: 'port' } }],
    'pt-BR': [{ q: 'Como está o motor?' }, { q: 'Qual é a rotação do motor?' }, { q: 'Quantas horas tem o motor de bombordo?', args: { engine: 'port' } }],
    pt: [{ q: 'Como está o motor?' }, { q: 'Qual é a rotação do motor?' }, { q: 'Quantas horas tem o motor de bombordo?', args: { engine: 'port' } }],
    de: [{ q: 'Wie geht es dem Motor?' }, { q: 'Welche Drehzahl hat der Motor?' }, { q: 'Wie viele Stunden hat der Backbordmotor?', args: { engine: 'port' } }],
    fr: [{ q: 'Comment va le moteur ?' }, { q: 'Quel est le régime du moteur ?' }, { q: "Combien d'heures a le moteur bâbord ?", args: { engine: 'port' } }],
    es: [{ q: '¿Cómo está el motor?' }, { q: '¿A cuántas revoluciones va el motor?' }, { q: '¿Cuántas horas tiene el motor de babor?', args: { engine: 'port' } }],
    nl: [{ q: 'Hoe gaat het met de motor?' }, { q: 'Wat is het toerental van de motor?' }, { q: 'Hoeveel uren heeft de bakboordmotor?', args: { engine: 'port' } }],
  },
  describedBy: [
    { q: 'How is the engine?', stems: ['engine'] },
    { q: 'What are the engine rpm?', stems: ['engine', 'rpm'] },
    { q: 'What is the coolant temperature?', stems: ['coolant'] },
    { q: 'What is the oil pressure?', stems: ['oil pressure'] },
  ],
});
