/**
 * get_ais_targets's own words in every language: its Home Assistant sensor's name. Its answer is one other
 * outputs say too (the triage, the announcements), so its words are the language's shared ones
 * (src/speech/locales/).
 */
import type { ByLanguage } from '../../domain/language.js';

/** The AIS sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'vessels on AIS',
  'pt-BR': 'embarcações no AIS',
  pt: 'embarcações no AIS',
  de: 'Schiffe im AIS',
  fr: "navires sur l'AIS",
  es: 'barcos en el AIS',
  nl: 'schepen op AIS',
};
