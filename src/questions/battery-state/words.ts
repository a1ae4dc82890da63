/** The battery answer's words in every language (see answer.ts BatteryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { BatteryWords, EnergyWords } from './answer.js';

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

/** The battery sensors' name, `{bank}` the bank id (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'battery {bank}',
  'pt-BR': 'bateria {bank}',
  pt: 'bateria {bank}',
  de: 'Batterie {bank}',
  fr: 'batterie {bank}',
  es: 'batería {bank}',
  nl: 'accu {bank}',
};

/** The bank's energy sensors' names and displays (see answer.ts EnergyWords). */
export const ENERGY_WORDS: ByLanguage<EnergyWords> = {
  en: { nameIn: 'battery {bank} energy in', nameOut: 'battery {bank} energy out', charged: '{energy} charged since {time}', discharged: '{energy} discharged since {time}' },
  'pt-BR': {
    nameIn: 'bateria {bank} energia que entra',
    nameOut: 'bateria {bank} energia que sai',
    charged: '{energy} de carga desde as {time}',
    discharged: '{energy} de descarga desde as {time}',
  },
  pt: {
    nameIn: 'bateria {bank} energia que entra',
    nameOut: 'bateria {bank} energia que sai',
    charged: '{energy} de carga desde as {time}',
    discharged: '{energy} de descarga desde as {time}',
  },
  de: {
    nameIn: 'Batterie {bank} geladene Energie',
    nameOut: 'Batterie {bank} entnommene Energie',
    charged: '{energy} geladen seit {time}',
    discharged: '{energy} entladen seit {time}',
  },
  fr: {
    nameIn: 'batterie {bank} énergie entrante',
    nameOut: 'batterie {bank} énergie sortante',
    charged: '{energy} de charge depuis {time}',
    discharged: '{energy} de décharge depuis {time}',
  },
  es: {
    nameIn: 'batería {bank} energía entrante',
    nameOut: 'batería {bank} energía saliente',
    charged: '{energy} de carga desde las {time}',
    discharged: '{energy} de descarga desde las {time}',
  },
  nl: { nameIn: 'accu {bank} energie in', nameOut: 'accu {bank} energie uit', charged: '{energy} geladen sinds {time}', discharged: '{energy} ontladen sinds {time}' },
};
