/**
 * barometer_state: "what's the barometer doing", "is the pressure falling". Everything that is this
 * question's is in this folder: the query (query.ts), the answer and its words (answer.ts, words.ts),
 * the Assist sentences (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const barometerState = defineQuestion({
  query,
  docs: 'air pressure and its three-hour trend, outside air temperature',
  example: { self: { 'environment.outside.pressure': 101320, 'environment.outside.temperature': 295.15 } },
  sensor: SENSOR,
  families: [{ id: 'barometer' }],
  sentences: SENTENCES,
  aliases: ['barometer', 'pressure', 'air_pressure'],
  agentCheck: {
    en: [{ q: 'What is the barometer doing?' }, { q: 'Is the air pressure falling?' }, { q: "What's the air temperature outside?" }],
    'pt-BR': [{ q: 'Como está o barômetro?' }, { q: 'A pressão atmosférica está caindo?' }, { q: 'Qual é a temperatura do ar lá fora?' }],
    pt: [{ q: 'Como está o barómetro?' }, { q: 'A pressão atmosférica está a descer?' }, { q: 'Qual é a temperatura do ar lá fora?' }],
    de: [{ q: 'Was macht das Barometer?' }, { q: 'Fällt der Luftdruck?' }, { q: 'Wie warm ist die Luft draußen?' }],
    fr: [{ q: 'Que dit le baromètre ?' }, { q: 'La pression atmosphérique baisse-t-elle ?' }, { q: "Quelle est la température de l'air dehors ?" }],
    es: [{ q: '¿Qué marca el barómetro?' }, { q: '¿Está bajando la presión atmosférica?' }, { q: '¿Qué temperatura tiene el aire fuera?' }],
    nl: [{ q: 'Wat doet de barometer?' }, { q: 'Daalt de luchtdruk?' }, { q: 'Wat is de buitentemperatuur?' }],
  },
  describedBy: [
    { q: 'What is the barometer doing?', stems: ['barometer'] },
    { q: 'Is the air pressure falling?', stems: ['air pressure'] },
    { q: 'Is the weather changing?', stems: ['weather'] },
    { q: 'How warm is it outside?', stems: ['outside'] },
  ],
});
