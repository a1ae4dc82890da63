/**
 * get_route: "what's the next waypoint", "when will we get there", "what's our ETA". Everything that is
 * this question's is in this folder: the query (query.ts), the answer and its words (answer.ts,
 * words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const getRoute = defineQuestion({
  query,
  docs: 'next waypoint, distance, bearing, time to go and arrival time (ETA), active route; worked out by the add-on (great circle, speed made good) when SignalK has no course-provider plugin',
  example: {
    self: {
      'navigation.position': { latitude: 38.68, longitude: -9.42 },
      'navigation.course.nextPoint': { position: { latitude: 38.69, longitude: -9.48 } },
      'navigation.course.calcValues.distance': 5300,
      'navigation.course.calcValues.bearingTrue': 4.9,
      'navigation.course.calcValues.timeToGo': 2400,
    },
  },
  sensor: SENSOR,
  families: [{ id: 'route' }],
  sentences: SENTENCES,
  aliases: ['route', 'eta', 'waypoint', 'next_waypoint'],
  agentCheck: {
    en: [{ q: 'When do we arrive?' }, { q: 'How far is the next waypoint?' }, { q: "What's our ETA?" }],
    'pt-BR': [{ q: 'Quando vamos chegar?' }, { q: 'Qual a distância até o próximo waypoint?' }, { q: 'Qual é a nossa hora estimada de chegada?' }],
    pt: [{ q: 'Quando chegamos?' }, { q: 'A que distância está o próximo ponto de passagem?' }, { q: 'Qual é a nossa hora prevista de chegada?' }],
    de: [{ q: 'Wann kommen wir an?' }, { q: 'Wie weit ist es bis zum nächsten Wegpunkt?' }, { q: 'Wann ist unsere voraussichtliche Ankunft?' }],
    fr: [{ q: 'Quand arrivons-nous ?' }, { q: 'À quelle distance est le prochain waypoint ?' }, { q: "Quelle est notre heure d'arrivée prévue ?" }],
    es: [{ q: '¿Cuándo llegamos?' }, { q: '¿A qué distancia está el próximo waypoint?' }, { q: '¿Cuál es nuestra hora estimada de llegada?' }],
    nl: [{ q: 'Wanneer komen we aan?' }, { q: 'Hoe ver is het volgende waypoint?' }, { q: 'Wat is onze verwachte aankomsttijd?' }],
  },
  describedBy: [
    { q: 'How far is the next waypoint?', stems: ['waypoint'] },
    { q: 'When will we arrive?', stems: ['arriv'] },
    { q: "What's our ETA?", stems: ['eta'] },
    { q: 'Is there an active route?', stems: ['route'] },
    { q: 'What is our destination?', stems: ['destination'] },
  ],
});
