/** The tanks answer's words in every language (see answer.ts TanksWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { TanksWords } from './answer.js';

export const WORDS: ByLanguage<TanksWords> = {
  en: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'and {count} more tank', other: 'and {count} more tanks' },
    subject: 'tank levels',
  },
  'pt-BR': {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'e mais {count} tanque', other: 'e mais {count} tanques' },
    subject: 'o nível dos tanques',
  },
  pt: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'e mais {count} tanque', other: 'e mais {count} tanques' },
    subject: 'o nível dos tanques',
  },
  de: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'und {count} weiterer Tank', other: 'und {count} weitere Tanks' },
    subject: 'keine Tankstände',
  },
  fr: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: ' ; ',
    more: { one: 'et {count} autre réservoir', other: 'et {count} autres réservoirs' },
    subject: 'le niveau des réservoirs',
  },
  es: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'y {count} tanque más', other: 'y {count} tanques más' },
    subject: 'el nivel de los tanques',
  },
  nl: {
    item: '{tank} {reading}',
    namedItem: '{tank}, {reading}',
    itemSeparator: '; ',
    more: { one: 'en nog {count} tank', other: 'en nog {count} tanks' },
    subject: 'geen tankniveaus',
  },
};

/** A type's only tank's sensor name, `{type}` the type as the tanks answer says it (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: '{type} tank',
  'pt-BR': 'tanque de {type}',
  pt: 'tanque de {type}',
  de: '{type}tank',
  fr: 'réservoir {type}',
  es: 'tanque de {type}',
  nl: 'tank {type}',
};
