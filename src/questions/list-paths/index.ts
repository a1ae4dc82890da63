/**
 * list_paths: the SignalK paths the boat publishes ("which paths does the boat publish"), grouped under
 * a prefix. It has no Assist family. This folder holds what is this question's own: the query (query.ts,
 * with the listing's bounds that tests import). Its answer ("12 paths") stays in
 * speech/answers/path-count.ts with the locale's `paths` words for now.
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';

export const listPaths = defineQuestion({
  query,
  docs: 'groups of SignalK paths with their counts; the paths under a prefix (`prefix`, `offset`)',
  example: { self: { 'navigation.log': 185200 } },
  aliases: ['paths', 'sensors', 'available_paths'],
  agentCheck: {
    en: [{ q: 'Which sensors does the boat publish?' }, { q: 'Which electrical data paths are there?', args: { prefix: 'electrical' } }],
    'pt-BR': [{ q: 'Quais sensores o barco publica?' }, { q: 'Quais caminhos de dados elétricos existem?', args: { prefix: 'electrical' } }],
    pt: [{ q: 'Que sensores publica o barco?' }, { q: 'Que caminhos de dados elétricos existem?', args: { prefix: 'electrical' } }],
    de: [{ q: 'Welche Sensoren meldet das Boot?' }, { q: 'Welche elektrischen Datenpfade gibt es?', args: { prefix: 'electrical' } }],
    fr: [{ q: 'Quels capteurs le bateau publie-t-il ?' }, { q: 'Quels chemins de données électriques existe-t-il ?', args: { prefix: 'electrical' } }],
    es: [{ q: '¿Qué sensores publica el barco?' }, { q: '¿Qué rutas de datos eléctricos hay?', args: { prefix: 'electrical' } }],
    nl: [{ q: 'Welke sensoren publiceert de boot?' }, { q: 'Welke elektrische datapaden zijn er?', args: { prefix: 'electrical' } }],
  },
  calls: [{}, { prefix: 'electrical' }, { prefix: 'navigation' }],
  describedBy: [{ q: 'Which SignalK paths does the boat publish?', stems: ['publish'] }],
  onDemoBoat: false,
});
