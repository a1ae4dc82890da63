/**
 * anchor_state: "are we dragging", "how is the anchor watch". This folder holds what is this question's
 * own: the query (query.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). Its
 * answer stays in speech/answers/anchor.ts for now, its words in the locale's `anchor` block, which the
 * Home Assistant sensor's name (`entity`) and the drag alarm's message (`alarm`) share.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const anchorState = defineQuestion({
  query,
  docs: 'anchor watch: distance and bearing from the anchor, inside or outside its circle ("are we dragging?")',
  example: {
    self: {
      'navigation.position': { latitude: 38.68, longitude: -9.42 },
      'navigation.anchor.position': { latitude: 38.6802, longitude: -9.4203 },
      'navigation.anchor.maxRadius': 50,
    },
  },
  sensor: SENSOR,
  families: [{ id: 'anchor' }],
  sentences: SENTENCES,
  agentCheck: {
    en: [{ q: 'Are we dragging anchor?' }],
    'pt-BR': [{ q: 'Estamos garrando?' }],
    pt: [{ q: 'Estamos a garrar?' }],
    de: [{ q: 'Slippt der Anker?' }],
    fr: [{ q: "Est-ce qu'on chasse sur l'ancre ?" }],
    es: [{ q: '¿Estamos garreando?' }],
    nl: [{ q: 'Krabben we?' }],
  },
  describedBy: [
    { q: 'Are we dragging?', stems: ['dragging'] },
    { q: 'How is the anchor watch?', stems: ['anchor watch'] },
  ],
  onDemoBoat: false,
});
