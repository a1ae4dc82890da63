/** The barometer answer's words in every language (see answer.ts BarometerWords); its trend's are the language's shared ones. */
import type { ByLanguage } from '../../speech/types.js';
import type { BarometerWords } from './answer.js';

export const WORDS: ByLanguage<BarometerWords> = {
  en: {
    window: { one: 'over the last hour', other: 'over the last {count} hours' },
    windowMinutes: { one: 'over the last minute', other: 'over the last {count} minutes' },
    outside: 'outside {temperature}',
  },
  'pt-BR': {
    window: { one: 'na última hora', other: 'nas últimas {count} horas' },
    windowMinutes: { one: 'no último minuto', other: 'nos últimos {count} minutos' },
    outside: 'temperatura externa {temperature}',
  },
  pt: {
    window: { one: 'na última hora', other: 'nas últimas {count} horas' },
    windowMinutes: { one: 'no último minuto', other: 'nos últimos {count} minutos' },
    outside: 'temperatura exterior {temperature}',
  },
  de: {
    window: { one: 'in der letzten Stunde', other: 'in den letzten {count} Stunden' },
    windowMinutes: { one: 'in der letzten Minute', other: 'in den letzten {count} Minuten' },
    outside: 'Außentemperatur {temperature}',
  },
  fr: {
    window: { one: 'sur la dernière heure', other: 'sur les {count} dernières heures' },
    windowMinutes: { one: 'sur la dernière minute', other: 'sur les {count} dernières minutes' },
    outside: 'température extérieure {temperature}',
  },
  es: {
    window: { one: 'en la última hora', other: 'en las últimas {count} horas' },
    windowMinutes: { one: 'en el último minuto', other: 'en los últimos {count} minutos' },
    outside: 'temperatura exterior {temperature}',
  },
  nl: {
    window: { one: 'in het afgelopen uur', other: 'in de afgelopen {count} uur' },
    windowMinutes: { one: 'in de afgelopen minuut', other: 'in de afgelopen {count} minuten' },
    outside: 'buitentemperatuur {temperature}',
  },
};

/** The barometer sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'barometer',
  'pt-BR': 'barômetro',
  pt: 'barómetro',
  de: 'Barometer',
  fr: 'baromètre',
  es: 'barómetro',
  nl: 'barometer',
};
