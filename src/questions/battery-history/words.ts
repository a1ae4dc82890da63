/** The battery history answer's words in every language (see answer.ts BatteryHistoryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { BatteryHistoryWords } from './answer.js';

export const WORDS: ByLanguage<BatteryHistoryWords> = {
  en: {
    readings: 'battery',
    lowestCharge: 'lowest {soc}',
    lowestVoltage: 'lowest {voltage}',
    used: '{out} used',
    charged: '{in} charged',
    wattHour: { one: 'watt hour', other: 'watt hours' },
  },
  'pt-BR': {
    readings: 'bateria',
    lowestCharge: 'mínimo {soc}',
    lowestVoltage: 'mínimo {voltage}',
    used: '{out} gastos',
    charged: '{in} carregados',
    wattHour: { one: 'watt-hora', other: 'watts-hora' },
  },
  pt: {
    readings: 'bateria',
    lowestCharge: 'mínimo {soc}',
    lowestVoltage: 'mínimo {voltage}',
    used: '{out} gastos',
    charged: '{in} carregados',
    wattHour: { one: 'watt-hora', other: 'watts-hora' },
  },
  de: {
    readings: 'Batterie',
    lowestCharge: 'tiefstens {soc}',
    lowestVoltage: 'niedrigste Spannung {voltage}',
    used: '{out} entnommen',
    charged: '{in} geladen',
    wattHour: { one: 'Wattstunde', other: 'Wattstunden' },
  },
  fr: {
    readings: 'batterie',
    lowestCharge: 'au plus bas {soc}',
    lowestVoltage: 'minimum {voltage}',
    used: '{out} consommés',
    charged: '{in} chargés',
    wattHour: { one: 'wattheure', other: 'wattheures' },
  },
  es: {
    readings: 'batería',
    lowestCharge: 'mínimo {soc}',
    lowestVoltage: 'mínimo {voltage}',
    used: '{out} gastados',
    charged: '{in} cargados',
    wattHour: { one: 'vatio hora', other: 'vatios hora' },
  },
  nl: {
    readings: 'accu',
    lowestCharge: 'laagst {soc}',
    lowestVoltage: 'laagste spanning {voltage}',
    used: '{out} verbruikt',
    charged: '{in} geladen',
    wattHour: { one: 'wattuur', other: 'wattuur' },
  },
};
