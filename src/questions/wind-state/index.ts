/**
 * wind_state: "what's the wind", "where is the wind coming from", "how hard is it blowing". Everything
 * that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). Its
 * subject ("wind") stays in the shared locale: wind_history and the wind sensor say it too.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const windState = defineQuestion({
  query,
  docs: 'true and apparent wind',
  example: { self: { 'environment.wind.speedApparent': 7.2, 'environment.wind.angleApparent': 0.78, 'environment.wind.speedTrue': 6.1, 'environment.wind.directionTrue': 5.5 } },
  sensor: SENSOR,
  families: [{ id: 'wind' }],
  sentences: SENTENCES,
  aliases: ['wind', 'wind_speed', 'wind_direction'],
  agentCheck: {
    en: [{ q: 'How strong is the wind?' }, { q: 'Where is the wind coming from?' }, { q: "What's the apparent wind angle?" }, { q: "What's the true wind speed?" }],
    'pt-BR': [{ q: 'Qual a força do vento?' }, { q: 'De onde vem o vento?' }, { q: 'Qual é o ângulo do vento aparente?' }, { q: 'Qual é a velocidade do vento real?' }],
    pt: [{ q: 'Qual é a força do vento?' }, { q: 'De onde vem o vento?' }, { q: 'Qual é o ângulo do vento aparente?' }, { q: 'Qual é a velocidade do vento real?' }],
    de: [{ q: 'Wie stark ist der Wind?' }, { q: 'Woher kommt der Wind?' }, { q: 'Wie ist der scheinbare Windwinkel?' }, { q: 'Wie schnell ist der wahre Wind?' }],
    fr: [{ q: 'Quelle est la force du vent ?' }, { q: "D'où vient le vent ?" }, { q: "Quel est l'angle du vent apparent ?" }, { q: 'Quelle est la vitesse du vent réel ?' }],
    es: [
      { q: '¿Qué fuerza tiene el viento?' },
      { q: '¿De dónde viene el viento?' },
      { q: '¿Cuál es el ángulo del viento aparente?' },
      { q: '¿Cuál es la velocidad del viento real?' },
    ],
    nl: [{ q: 'Hoe hard waait het?' }, { q: 'Waar komt de wind vandaan?' }, { q: 'Wat is de schijnbare windhoek?' }, { q: 'Wat is de ware windsnelheid?' }],
  },
  describedBy: [
    { q: 'How strong is the wind?', stems: ['wind'] },
    { q: 'What is the apparent wind angle?', stems: ['apparent', 'wind'] },
  ],
});
