/**
 * get_ais_targets: "is there any traffic", "is anything on a collision course". This folder holds what
 * is this question's own: the query (query.ts), the Assist sentences (sentences.ts), the phrasing corpus
 * (corpus.json). Its answer and words stay shared (speech/answers/ais-targets.ts, the locale's `ais`):
 * the triage says ships on a collision course with them in the alarms and man-overboard answers too.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const getAisTargets = defineQuestion({
  query,
  docs: 'the riskiest nearby ship, its closest point of approach and time to it, beside any beacons; with `limit`, that many ships',
  example: {
    self: { 'navigation.position': { latitude: 38.68, longitude: -9.42 } },
    others: {
      'vessels.urn:mrn:imo:mmsi:263000001': {
        '': { name: 'Tejo Pilot', mmsi: '263000001' },
        'navigation.position': { latitude: 38.7, longitude: -9.44 },
        'navigation.speedOverGround': 4,
        'navigation.courseOverGroundTrue': 2.4,
      },
    },
  },
  sensor: SENSOR,
  families: [{ id: 'ais' }],
  sentences: SENTENCES,
  aliases: ['ais', 'ais_targets', 'ships', 'vessels', 'traffic', 'nearby_vessels'],
  agentCheck: {
    en: [{ q: 'Are there any ships nearby?' }, { q: 'Is there a risk of collision?' }, { q: 'Tell me the three nearest ships.', args: { limit: 3 } }],
    'pt-BR': [{ q: 'Tem algum navio por perto?' }, { q: 'Tem risco de colisão?' }, { q: 'Me diga os três navios mais próximos.', args: { limit: 3 } }],
    pt: [{ q: 'Há algum navio por perto?' }, { q: 'Há risco de colisão?' }, { q: 'Diga-me os três navios mais próximos.', args: { limit: 3 } }],
    de: [{ q: 'Sind Schiffe in der Nähe?' }, { q: 'Besteht Kollisionsgefahr?' }, { q: 'Nenne mir die drei nächsten Schiffe.', args: { limit: 3 } }],
    fr: [{ q: 'Y a-t-il des navires à proximité ?' }, { q: 'Y a-t-il un risque de collision ?' }, { q: 'Donne-moi les trois navires les plus proches.', args: { limit: 3 } }],
    es: [{ q: '¿Hay barcos cerca?' }, { q: '¿Hay riesgo de colisión?' }, { q: 'Dime los tres barcos más cercanos.', args: { limit: 3 } }],
    nl: [{ q: 'Zijn er schepen in de buurt?' }, { q: 'Is er aanvaringsgevaar?' }, { q: 'Noem de drie dichtstbijzijnde schepen.', args: { limit: 3 } }],
  },
  calls: [{}, { limit: 1 }, { limit: 10 }],
  describedBy: [
    { q: 'Is there any traffic around?', stems: ['traffic'] },
    { q: 'What ships are nearby?', stems: ['ship'] },
    { q: 'Is anything on a collision course?', stems: ['collision'] },
    { q: 'Which boat will pass closest?', stems: ['closest'] },
    { q: 'Show me the AIS targets.', stems: ['ais'] },
  ],
  topic: 'traffic',
});
