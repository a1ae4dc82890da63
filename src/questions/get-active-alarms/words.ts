/** get_active_alarms's words in every language: its Home Assistant sensor's name (the answer's words are shared, speech/locales). */
import type { ByLanguage } from '../../domain/language.js';

/** The alarms sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'alarms',
  'pt-BR': 'alarmes',
  pt: 'alarmes',
  de: 'Alarme',
  fr: 'alarmes',
  es: 'alarmas',
  nl: 'alarmen',
};
