/** The navigation answers' words in every language (see answer.ts NavigationWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { NavigationWords } from './answer.js';

export const WORDS: ByLanguage<NavigationWords> = {
  en: {
    sog: '{speed}',
    cog: 'course {direction}',
    heading: 'heading {direction}',
    headingMagnetic: 'magnetic heading {direction}',
  },
  'pt-BR': {
    sog: '{speed}',
    cog: 'rumo {direction}',
    heading: 'proa {direction}',
    headingMagnetic: 'proa magnética {direction}',
  },
  pt: {
    sog: '{speed}',
    cog: 'rumo {direction}',
    heading: 'proa {direction}',
    headingMagnetic: 'proa magnética {direction}',
  },
  de: {
    sog: '{speed}',
    cog: 'Kurs {direction}',
    heading: 'Steuerkurs {direction}',
    headingMagnetic: 'missweisender Steuerkurs {direction}',
  },
  fr: {
    sog: '{speed}',
    cog: 'route {direction}',
    heading: 'cap {direction}',
    headingMagnetic: 'cap magnétique {direction}',
  },
  es: {
    sog: '{speed}',
    cog: 'rumbo {direction}',
    heading: 'proa {direction}',
    headingMagnetic: 'rumbo magnético {direction}',
  },
  nl: {
    sog: '{speed}',
    cog: 'koers {direction}',
    heading: 'stuurkoers {direction}',
    headingMagnetic: 'magnetische koers {direction}',
  },
};

/** The position sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'position and speed',
  'pt-BR': 'posição e velocidade',
  pt: 'posição e velocidade',
  de: 'Position und Fahrt',
  fr: 'position et vitesse',
  es: 'posición y velocidad',
  nl: 'positie en snelheid',
};
