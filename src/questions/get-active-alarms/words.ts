/**
 * get_active_alarms's own words in every language: its Home Assistant sensor's name. Its answer is one other
 * outputs say too (the triage, the announcements), so its words are the language's shared ones
 * (src/speech/locales/).
 */
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
