/** The battery answer's words in every language (see answer.ts BatteryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { BatteryWords } from './answer.js';

export const WORDS: ByLanguage<BatteryWords> = {
  en: { charging: '{current} charging', discharging: '{current} discharging' },
  'pt-BR': { charging: '{current} carregando', discharging: '{current} descarregando' },
  // "68 por cento, 12,8 volts, 8,2 amperes a descarregar"
  pt: { charging: '{current} a carregar', discharging: '{current} a descarregar' },
  // "68 Prozent, 12,8 Volt, entlädt mit 8,2 Ampere": the bank is the subject.
  de: { charging: 'lädt mit {current}', discharging: 'entlädt mit {current}' },
  // "68 pour cent, 12,8 volts, en décharge à 8,2 ampères"
  fr: { charging: 'en charge à {current}', discharging: 'en décharge à {current}' },
  // "68 por ciento, 12,8 voltios, descargando a 8,2 amperios"
  es: { charging: 'cargando a {current}', discharging: 'descargando a {current}' },
  // "68 procent, 12,8 volt, ontlaadt met 8,2 ampère": the bank is the subject.
  nl: { charging: 'laadt met {current}', discharging: 'ontlaadt met {current}' },
};
