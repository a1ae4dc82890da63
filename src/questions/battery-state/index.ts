/**
 * battery_state: "how are the batteries", "what's the start battery status", "are we charging".
 * Everything that is this question's is in this folder: the query (query.ts), the answer and its words
 * (answer.ts, words.ts), the Assist sentences (sentences.ts), the phrasing corpus (corpus.json). The
 * bank ids (`batteryBanks`) are the boat's own names for the `bank` slot, and the Home Assistant
 * battery sensors' too (entities/plan.ts).
 */
import { ownWordIn } from '../slots.js';
import { defineQuestion } from '../types.js';
import { batteryBanks, query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const batteryState = defineQuestion({
  query,
  docs: 'battery charge, voltage and current of one bank (`bank`: house, start, ...)',
  example: { self: { 'electrical.batteries.house.voltage': 12.8, 'electrical.batteries.house.current': -8.2, 'electrical.batteries.house.capacity.stateOfCharge': 0.68 } },
  sensor: SENSOR,
  families: [{ id: 'battery', slot: { name: 'bank', arg: 'bank', known: batteryBanks, fromSentence: ownWordIn(batteryBanks) } }],
  sentences: SENTENCES,
  aliases: ['battery', 'batteries', 'battery_bank'],
  agentCheck: {
    en: [
      { q: 'How are the batteries?' },
      { q: "What's the battery voltage?" },
      { q: 'How charged is the start battery?', args: { bank: 'start' } },
      { q: 'Is the house bank charging?', args: { bank: 'house' } },
    ],
    'pt-BR': [
      { q: 'Como estão as baterias?' },
      { q: 'Qual é a tensão da bateria?' },
      { q: 'Quanta carga tem a bateria de partida?', args: { bank: 'start' } },
      { q: 'O banco de serviço está carregando?', args: { bank: 'house' } },
    ],
    pt: [
      { q: 'Como estão as baterias?' },
      { q: 'Qual é a tensão da bateria?' },
      { q: 'Quanta carga tem a bateria de arranque?', args: { bank: 'start' } },
      { q: 'O banco de serviço está a carregar?', args: { bank: 'house' } },
    ],
    de: [
      { q: 'Wie steht es um die Batterien?' },
      { q: 'Wie hoch ist die Batteriespannung?' },
      { q: 'Wie voll ist die Starterbatterie?', args: { bank: 'start' } },
      { q: 'Wird die Verbraucherbatterie geladen?', args: { bank: 'house' } },
    ],
    fr: [
      { q: 'Comment vont les batteries ?' },
      { q: 'Quelle est la tension de la batterie ?' },
      { q: 'Quelle est la charge de la batterie de démarrage ?', args: { bank: 'start' } },
      { q: 'La batterie de service est-elle en charge ?', args: { bank: 'house' } },
    ],
    es: [
      { q: '¿Cómo están las baterías?' },
      { q: '¿Qué voltaje tiene la batería?' },
      { q: '¿Cuánta carga tiene la batería de arranque?', args: { bank: 'start' } },
      { q: '¿Se está cargando la batería de servicio?', args: { bank: 'house' } },
    ],
    nl: [
      { q: "Hoe staan de accu's ervoor?" },
      { q: 'Wat is de accuspanning?' },
      { q: 'Hoe vol is de startaccu?', args: { bank: 'start' } },
      { q: 'Wordt de huishoudaccu geladen?', args: { bank: 'house' } },
    ],
  },
  describedBy: [
    { q: 'How is the battery?', stems: ['battery'] },
    { q: 'What is the house battery voltage?', stems: ['battery', 'voltage'] },
    { q: 'Are we charging?', stems: ['charg'] },
    { q: "What's the state of charge?", stems: ['charge'] },
    { q: 'How much current are the batteries drawing?', stems: ['current', 'batter'] },
  ],
});
