/** The engines answer's words in every language (see answer.ts EnginesWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { EnginesWords } from './answer.js';

export const WORDS: ByLanguage<EnginesWords> = {
  en: {
    coolant: 'coolant {temperature}',
    oilPressure: 'oil pressure {pressure}',
    hours: { one: '{count} engine hour', other: '{count} engine hours' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'stopped',
    running: 'running',
    subject: 'engine data',
  },
  'pt-BR': {
    coolant: 'arrefecimento {temperature}',
    oilPressure: 'pressão do óleo {pressure}',
    hours: { one: '{count} hora de motor', other: '{count} horas de motor' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'parado',
    running: 'ligado',
    subject: 'os dados do motor',
  },
  pt: {
    coolant: 'arrefecimento {temperature}',
    oilPressure: 'pressão do óleo {pressure}',
    hours: { one: '{count} hora de motor', other: '{count} horas de motor' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'parado',
    running: 'a trabalhar',
    subject: 'os dados do motor',
  },
  de: {
    coolant: 'Kühlwasser {temperature}',
    oilPressure: 'Öldruck {pressure}',
    hours: { one: '{count} Betriebsstunde', other: '{count} Betriebsstunden' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'aus',
    running: 'läuft',
    subject: 'keine Motordaten',
  },
  fr: {
    coolant: 'refroidissement {temperature}',
    oilPressure: "pression d'huile {pressure}",
    hours: { one: '{count} heure moteur', other: '{count} heures moteur' },
    item: '{engine}, {reading}',
    itemSeparator: ' ; ',
    stopped: 'arrêté',
    running: 'en marche',
    subject: 'les données moteur',
  },
  es: {
    coolant: 'refrigerante {temperature}',
    oilPressure: 'presión de aceite {pressure}',
    hours: { one: '{count} hora de motor', other: '{count} horas de motor' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'parado',
    running: 'en marcha',
    subject: 'los datos del motor',
  },
  nl: {
    coolant: 'koelwater {temperature}',
    oilPressure: 'oliedruk {pressure}',
    hours: { one: '{count} draaiuur', other: '{count} draaiuren' },
    item: '{engine}, {reading}',
    itemSeparator: '; ',
    stopped: 'uit',
    running: 'draait',
    subject: 'geen motorgegevens',
  },
};

/** The only engine's sensor name (of several, each is named as the engines answer names it) (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'engine',
  'pt-BR': 'motor',
  pt: 'motor',
  de: 'Motor',
  fr: 'moteur',
  es: 'motor',
  nl: 'motor',
};
