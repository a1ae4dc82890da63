/** get_ais_targets's words in every language: its Home Assistant sensor's name (the answer's words are shared, speech/locales). */
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
