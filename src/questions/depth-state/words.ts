/** The depth answer's words in every language (see answer.ts DepthWords); the depths are said with the language's shared `depth` phrases. */
import type { ByLanguage } from '../../speech/types.js';
import type { DepthWords } from './answer.js';

export const WORDS: ByLanguage<DepthWords> = {
  en: { keelTouching: 'The keel is touching the bottom: {depth} under the keel' },
  'pt-BR': { keelTouching: 'A quilha está tocando o fundo: {depth} sob a quilha' },
  pt: { keelTouching: 'A quilha está a tocar no fundo: {depth} debaixo da quilha' },
  de: { keelTouching: 'Der Kiel berührt den Grund: {depth} unter dem Kiel' },
  fr: { keelTouching: 'La quille touche le fond : {depth} sous la quille' },
  es: { keelTouching: 'La quilla toca el fondo: {depth} bajo la quilla' },
  nl: { keelTouching: 'De kiel raakt de bodem: {depth} onder de kiel' },
};

/** The depth sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'depth',
  'pt-BR': 'profundidade',
  pt: 'profundidade',
  de: 'Wassertiefe',
  fr: 'profondeur',
  es: 'profundidad',
  nl: 'diepte',
};
