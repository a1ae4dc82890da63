/**
 * water_temperature: "what's the water temperature", "is the sea warm enough for a swim". Everything
 * that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const waterTemperature = defineQuestion({
  query,
  docs: 'sea water temperature, with the outside air temperature when the boat sends it',
  example: { self: { 'environment.water.temperature': 291.15 } },
  families: [{ id: query.name }],
  sentences: SENTENCES,
  aliases: ['water_temp', 'sea_temperature', 'sea_temp', 'sea_water_temperature'],
  agentCheck: {
    en: [{ q: "What's the sea water temperature?" }],
    'pt-BR': [{ q: 'Qual é a temperatura da água do mar?' }],
    pt: [{ q: 'Qual é a temperatura da água do mar?' }],
    de: [{ q: 'Wie warm ist das Meerwasser?' }],
    fr: [{ q: "Quelle est la température de l'eau de mer ?" }],
    es: [{ q: '¿Qué temperatura tiene el agua del mar?' }],
    nl: [{ q: 'Wat is de zeewatertemperatuur?' }],
  },
  describedBy: [
    { q: 'What is the water temperature?', stems: ['water temperature'] },
    { q: 'How warm is the sea?', stems: ['sea'] },
  ],
  topic: 'water temperature',
});
