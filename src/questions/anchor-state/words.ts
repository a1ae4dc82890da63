/**
 * anchor_state's own words in every language: its Home Assistant sensor's name. Its answer is one other
 * outputs say too (the triage, the announcements), so its words are the language's shared ones
 * (src/speech/locales/).
 */
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
