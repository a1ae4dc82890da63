/** The depth history answer's words in every language (see answer.ts DepthHistoryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { DepthHistoryWords } from './answer.js';

export const WORDS: ByLanguage<DepthHistoryWords> = {
  en: { readings: 'depth', shallowest: 'shallowest {depth}', now: 'now {depth}', last: 'last {depth}' },
  'pt-BR': { readings: 'profundidade', shallowest: 'mínimo {depth}', now: 'agora {depth}', last: 'último {depth}' },
  pt: { readings: 'profundidade', shallowest: 'mínimo {depth}', now: 'agora {depth}', last: 'último {depth}' },
  de: { readings: 'Tiefe', shallowest: 'mindestens {depth}', now: 'jetzt {depth}', last: 'zuletzt {depth}' },
  fr: { readings: 'profondeur', shallowest: 'minimum {depth}', now: 'maintenant {depth}', last: 'dernière mesure {depth}' },
  es: { readings: 'profundidad', shallowest: 'mínimo {depth}', now: 'ahora {depth}', last: 'último {depth}' },
  nl: { readings: 'diepte', shallowest: 'minste diepte {depth}', now: 'nu {depth}', last: 'laatst {depth}' },
};
