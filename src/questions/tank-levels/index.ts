/**
 * tank_levels: "how much fuel is left", "is the holding tank full", "what are the tank levels".
 * Everything that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). A
 * tank's name (the shared Locale's `tanks` block, speech/answers/tank-name.ts) and the slot finder
 * (`tankWordIn`, ../slots.ts) stay shared: the tank sensors say the same names.
 */
import { tankWordIn } from '../slots.js';
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const tankLevels = defineQuestion({
  query,
  docs: 'fuel, fresh water, gray and black water tanks (`type`)',
  example: { self: { 'tanks.fuel.0.currentLevel': 0.64, 'tanks.fuel.0.capacity': 0.15 } },
  sensor: SENSOR,
  families: [{ id: 'tanks', slot: { name: 'tank', arg: 'type', fromSentence: tankWordIn } }],
  sentences: SENTENCES,
  aliases: ['tank', 'tanks', 'fuel', 'fuel_level', 'water_tank'],
  agentCheck: {
    en: [
      { q: 'How much fuel is left?', args: { type: 'fuel' } },
      { q: 'How full is the fresh water tank?', args: { type: 'freshWater' } },
      { q: 'What are the tank levels?' },
      { q: 'Do we have enough diesel?', args: { type: 'fuel' } },
    ],
    'pt-BR': [
      { q: 'Quanto combustível ainda tem?', args: { type: 'fuel' } },
      { q: 'Quão cheio está o tanque de água doce?', args: { type: 'freshWater' } },
      { q: 'Quais são os níveis dos tanques?' },
      { q: 'Temos diesel suficiente?', args: { type: 'fuel' } },
    ],
    pt: [
      { q: 'Quanto combustível resta?', args: { type: 'fuel' } },
      { q: 'Quão cheio está o depósito de água doce?', args: { type: 'freshWater' } },
      { q: 'Quais são os níveis dos depósitos?' },
      { q: 'Temos gasóleo suficiente?', args: { type: 'fuel' } },
    ],
    de: [
      { q: 'Wie viel Treibstoff ist noch da?', args: { type: 'fuel' } },
      { q: 'Wie voll ist der Frischwassertank?', args: { type: 'freshWater' } },
      { q: 'Wie sind die Tankstände?' },
      { q: 'Haben wir genug Diesel?', args: { type: 'fuel' } },
    ],
    fr: [
      { q: 'Combien de carburant reste-t-il ?', args: { type: 'fuel' } },
      { q: "Quel est le niveau du réservoir d'eau douce ?", args: { type: 'freshWater' } },
      { q: 'Quels sont les niveaux des réservoirs ?' },
      { q: 'Avons-nous assez de gazole ?', args: { type: 'fuel' } },
    ],
    es: [
      { q: '¿Cuánto combustible queda?', args: { type: 'fuel' } },
      { q: '¿Cómo de lleno está el tanque de agua dulce?', args: { type: 'freshWater' } },
      { q: '¿Cuáles son los niveles de los tanques?' },
      { q: '¿Tenemos suficiente gasoil?', args: { type: 'fuel' } },
    ],
    nl: [
      { q: 'Hoeveel brandstof is er nog?', args: { type: 'fuel' } },
      { q: 'Hoe vol is de drinkwatertank?', args: { type: 'freshWater' } },
      { q: 'Wat zijn de tankniveaus?' },
      { q: 'Hebben we genoeg diesel?', args: { type: 'fuel' } },
    ],
  },
  describedBy: [
    { q: 'How much fuel is left?', stems: ['fuel'] },
    { q: 'How much fresh water do we have?', stems: ['fresh water'] },
    { q: 'Is the black water tank full?', stems: ['black water', 'tank'] },
    { q: 'What are the tank levels?', stems: ['tank'] },
  ],
});
