/**
 * get_local_time: "what time is it on board", "which time zone are we in". Everything that is this
 * question's is in this folder: the query (query.ts), the answer and its words (answer.ts, words.ts),
 * the Assist sentences (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';

export const getLocalTime = defineQuestion({
  query,
  docs: 'local time and time zone where the boat is',
  example: { self: { 'navigation.position': { latitude: 38.68, longitude: -9.42 } } },
  families: [{ id: 'local_time' }],
  sentences: SENTENCES,
  aliases: ['time', 'local_time', 'current_time', 'timezone'],
  agentCheck: {
    en: [{ q: 'What time is it here?' }, { q: 'Which time zone are we in?' }],
    'pt-BR': [{ q: 'Que horas são aqui?' }, { q: 'Em que fuso horário estamos?' }],
    pt: [{ q: 'Que horas são aqui?' }, { q: 'Em que fuso horário estamos?' }],
    de: [{ q: 'Wie spät ist es hier?' }, { q: 'In welcher Zeitzone sind wir?' }],
    fr: [{ q: 'Quelle heure est-il ici ?' }, { q: 'Dans quel fuseau horaire sommes-nous ?' }],
    es: [{ q: '¿Qué hora es aquí?' }, { q: '¿En qué zona horaria estamos?' }],
    nl: [{ q: 'Hoe laat is het hier?' }, { q: 'In welke tijdzone zitten we?' }],
  },
  describedBy: [
    { q: 'What is the local time?', stems: ['local time'] },
    { q: 'Which time zone are we in?', stems: ['time zone'] },
  ],
  topic: 'local time',
});
