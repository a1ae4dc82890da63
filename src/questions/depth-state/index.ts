/**
 * depth_state: "how deep is it", "how much water under the keel", "are we in shallow water". Everything
 * that is this question's is in this folder: the query (query.ts), the answer and its words (answer.ts,
 * words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const depthState = defineQuestion({
  query,
  docs: 'depth under the keel, below the surface and below the transducer',
  example: { self: { 'environment.depth.belowKeel': 4.2, 'environment.depth.belowSurface': 5.5 } },
  sensor: SENSOR,
  families: [{ id: 'depth' }],
  sentences: SENTENCES,
  aliases: ['depth', 'water_depth'],
  agentCheck: {
    en: [{ q: 'How deep is it?' }, { q: 'How much water is under the keel?' }, { q: 'Are we in shallow water?' }],
    'pt-BR': [{ q: 'Qual é a profundidade?' }, { q: 'Quanta água tem debaixo da quilha?' }, { q: 'Estamos em água rasa?' }],
    pt: [{ q: 'Qual é a profundidade?' }, { q: 'Quanta água há debaixo da quilha?' }, { q: 'Estamos em águas pouco profundas?' }],
    de: [{ q: 'Wie tief ist es hier?' }, { q: 'Wie viel Wasser ist unter dem Kiel?' }, { q: 'Sind wir im flachen Wasser?' }],
    fr: [{ q: 'Quelle est la profondeur ?' }, { q: "Combien d'eau sous la quille ?" }, { q: 'Sommes-nous en eau peu profonde ?' }],
    es: [{ q: '¿Qué profundidad hay?' }, { q: '¿Cuánta agua hay bajo la quilla?' }, { q: '¿Estamos en aguas poco profundas?' }],
    nl: [{ q: 'Hoe diep is het?' }, { q: 'Hoeveel water staat er onder de kiel?' }, { q: 'Zitten we in ondiep water?' }],
  },
  describedBy: [
    { q: 'How deep is it?', stems: ['deep'] },
    { q: 'What is the depth under the keel?', stems: ['depth', 'keel'] },
  ],
});
