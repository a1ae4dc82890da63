/** anchor_state's words in every language: its Home Assistant sensor's name (the answer's words are shared, speech/locales). */
import type { ByLanguage } from '../../domain/language.js';

/** The anchor sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'anchor watch',
  'pt-BR': 'vigia da âncora',
  pt: 'vigia da âncora',
  de: 'Ankerwache',
  fr: 'veille au mouillage',
  es: 'guardia de fondeo',
  nl: 'ankerwacht',
};
