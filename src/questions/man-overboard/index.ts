/**
 * man_overboard: "is anyone overboard", "is there a distress beacon". This folder holds what is this
 * question's own: the query (query.ts, whose `sarSignals` also gives get_active_alarms and get_ais_targets
 * their man-overboard and beacon items), the Assist sentences (sentences.ts), the phrasing corpus
 * (corpus.json). Its words stay in the locale's `sar` block, which the triage says the beacons with.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const manOverboard = defineQuestion({
  query,
  docs: 'man-overboard alarms and AIS-SART, MOB and EPIRB beacons, nearest first, with range and bearing',
  example: {
    self: {
      'navigation.position': { latitude: 38.68, longitude: -9.42 },
      'notifications.mob': { state: 'emergency', method: ['visual', 'sound'], message: 'Man overboard', position: { latitude: 38.6805, longitude: -9.4201 } },
    },
  },
  families: [{ id: 'man_overboard' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'Is there a man overboard beacon?' }],
    'pt-BR': [{ q: 'Tem algum sinal de homem ao mar?' }],
    pt: [{ q: 'Há algum sinal de homem ao mar?' }],
    de: [{ q: 'Gibt es einen Mann-über-Bord-Sender?' }],
    fr: [{ q: "Y a-t-il une balise d'homme à la mer ?" }],
    es: [{ q: '¿Hay alguna baliza de hombre al agua?' }],
    nl: [{ q: 'Is er een man-over-boord-baken?' }],
  },
  describedBy: [
    { q: 'Is anyone overboard?', stems: ['overboard'] },
    { q: 'Is there a distress beacon?', stems: ['distress', 'beacon'] },
  ],
  onDemoBoat: false,
  topic: 'man overboard',
});
