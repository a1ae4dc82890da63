/**
 * get_active_alarms: "are there any alarms", "is anything wrong on board". This folder holds what is
 * this question's own: the query (query.ts), the Assist sentences (sentences.ts), the phrasing corpus
 * (corpus.json). Its answer and words stay shared (speech/answers/alarms.ts, the locale's `alarms` and
 * `alarmStates`): the triage, announcements, read_sensor and the voice actions say alarms with them.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';
import { SENSOR } from './sensor.js';

export const getActiveAlarms = defineQuestion({
  query,
  docs: 'active alarms and warnings, man overboard and distress beacons, most urgent first',
  example: { self: { 'notifications.electrical.batteries.house.voltage': { state: 'alarm', method: ['visual', 'sound'], message: 'House battery voltage low' } } },
  sensor: SENSOR,
  families: [{ id: 'alarms' }],
  sentences: SENTENCES,
  aliases: ['alarms', 'alarm', 'active_alarms', 'warnings', 'notifications'],
  agentCheck: {
    en: [{ q: 'Are there any alarms?' }, { q: 'Is anything wrong on board?' }, { q: 'Are there any warnings?' }],
    'pt-BR': [{ q: 'Tem algum alarme?' }, { q: 'Tem algo errado a bordo?' }, { q: 'Tem algum aviso?' }],
    pt: [{ q: 'Há algum alarme?' }, { q: 'Há algum problema a bordo?' }, { q: 'Há algum aviso?' }],
    de: [{ q: 'Gibt es Alarme?' }, { q: 'Ist an Bord etwas nicht in Ordnung?' }, { q: 'Gibt es Warnungen?' }],
    fr: [{ q: 'Y a-t-il des alarmes ?' }, { q: 'Y a-t-il un problème à bord ?' }, { q: 'Y a-t-il des avertissements ?' }],
    es: [{ q: '¿Hay alguna alarma?' }, { q: '¿Hay algún problema a bordo?' }, { q: '¿Hay algún aviso?' }],
    nl: [{ q: 'Zijn er alarmen?' }, { q: 'Is er iets mis aan boord?' }, { q: 'Zijn er waarschuwingen?' }],
  },
  describedBy: [
    { q: 'Are there any alarms?', stems: ['alarm'] },
    { q: 'Any warnings on board?', stems: ['warning'] },
  ],
});
