/**
 * navigation_state: "where are we", "what are our coordinates", "how fast are we going". Everything that
 * is this question's is in this folder: the query (query.ts), the answers and their words (answer.ts,
 * words.ts), the Assist sentences of its three families (sentences.ts), the phrasing corpus
 * (corpus.json). Shared, because other answers say them too: the place phrase and its words
 * (speech/answers/place.ts, the locale's `places`), the coordinates (the number helpers' `position`, the
 * locale's `position`), and the subject "its position" (anchor_state's too).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const navigationState = defineQuestion({
  query,
  docs: 'speed and course over ground, heading; the position when asked (`position`)',
  example: {
    self: {
      'navigation.position': { latitude: 38.68, longitude: -9.42 },
      'navigation.speedOverGround': 3.1,
      'navigation.courseOverGroundTrue': 4.4,
      'navigation.headingTrue': 4.3,
    },
  },
  sensor: SENSOR,
  families: [
    { id: 'position' },
    // "What are our coordinates", "our position for a Mayday": the exact position, minutes named as on the radio.
    { id: 'coordinates', args: { position: true }, topic: 'position' },
    { id: 'speed_heading', topic: 'heading' },
  ],
  sentences: SENTENCES,
  aliases: ['navigation', 'position', 'location', 'heading', 'speed', 'course'],
  agentCheck: {
    en: [
      { q: 'How fast are we going?' },
      { q: "What's our heading?" },
      { q: 'Where are we?', args: { position: true } },
      { q: "What's our latitude and longitude?", args: { position: true } },
    ],
    'pt-BR': [
      { q: 'Qual a nossa velocidade?' },
      { q: 'Qual é o nosso rumo?' },
      { q: 'Onde estamos?', args: { position: true } },
      { q: 'Qual é a nossa latitude e longitude?', args: { position: true } },
    ],
    pt: [
      { q: 'A que velocidade vamos?' },
      { q: 'Qual é a nossa proa?' },
      { q: 'Onde estamos?', args: { position: true } },
      { q: 'Qual é a nossa latitude e longitude?', args: { position: true } },
    ],
    de: [
      { q: 'Wie schnell fahren wir?' },
      { q: 'Welchen Kurs steuern wir?' },
      { q: 'Wo sind wir?', args: { position: true } },
      { q: 'Wie ist unsere Breite und Länge?', args: { position: true } },
    ],
    fr: [
      { q: 'À quelle vitesse allons-nous ?' },
      { q: 'Quel est notre cap ?' },
      { q: 'Où sommes-nous ?', args: { position: true } },
      { q: 'Quelles sont notre latitude et notre longitude ?', args: { position: true } },
    ],
    es: [
      { q: '¿A qué velocidad vamos?' },
      { q: '¿Cuál es nuestro rumbo?' },
      { q: '¿Dónde estamos?', args: { position: true } },
      { q: '¿Cuál es nuestra latitud y longitud?', args: { position: true } },
    ],
    nl: [
      { q: 'Hoe snel varen we?' },
      { q: 'Wat is onze koers?' },
      { q: 'Waar zijn we?', args: { position: true } },
      { q: 'Wat is onze breedte en lengte?', args: { position: true } },
    ],
  },
  calls: [{}, { position: true }],
  describedBy: [
    { q: "What's our position?", stems: ['position'] },
    { q: 'How fast are we going?', stems: ['fast'] },
    { q: 'What is our speed over ground?', stems: ['speed over ground'] },
    { q: 'What is our course over ground?', stems: ['course over ground'] },
    { q: 'What is our heading?', stems: ['heading'] },
  ],
});
