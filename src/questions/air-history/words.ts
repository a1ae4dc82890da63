/** The pressure and temperature history answer's words in every language (see answer.ts AirHistoryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { AirHistoryWords } from './answer.js';

export const WORDS: ByLanguage<AirHistoryWords> = {
  en: { readings: 'pressure or temperature', pressure: 'pressure {trend}', temperature: 'outside {trend}', up: 'up {change}', down: 'down {change}', steady: 'steady' },
  'pt-BR': {
    readings: 'pressão ou temperatura',
    pressure: 'pressão {trend}',
    temperature: 'temperatura {trend}',
    up: 'subiu {change}',
    down: 'desceu {change}',
    steady: 'estável',
  },
  pt: { readings: 'pressão ou temperatura', pressure: 'pressão {trend}', temperature: 'temperatura {trend}', up: 'subiu {change}', down: 'desceu {change}', steady: 'estável' },
  de: {
    readings: 'Luftdruck oder Temperatur',
    pressure: 'Luftdruck {trend}',
    temperature: 'Temperatur {trend}',
    up: 'um {change} gestiegen',
    down: 'um {change} gefallen',
    steady: 'gleichbleibend',
  },
  fr: {
    readings: 'pression ou température',
    pressure: 'pression {trend}',
    temperature: 'température {trend}',
    up: 'en hausse de {change}',
    down: 'en baisse de {change}',
    steady: 'stable',
  },
  es: { readings: 'presión o temperatura', pressure: 'presión {trend}', temperature: 'temperatura {trend}', up: 'subió {change}', down: 'bajó {change}', steady: 'estable' },
  nl: {
    readings: 'luchtdruk of temperatuur',
    pressure: 'luchtdruk {trend}',
    temperature: 'temperatuur {trend}',
    up: '{change} gestegen',
    down: '{change} gedaald',
    steady: 'stabiel',
  },
};
