/**
 * The depth answer's words in every language (see answer.ts DepthWords): its own, and the locale's
 * `depth` phrases, which depth_history's answer says too.
 */
import { mapLanguages } from '../../domain/language.js';
import { getLocale } from '../../speech/locales/index.js';
import type { ByLanguage } from '../../speech/types.js';
import type { DepthWords } from './answer.js';

const KEEL_TOUCHING: ByLanguage<string> = {
  en: 'The keel is touching the bottom: {depth} under the keel',
  'pt-BR': 'A quilha está tocando o fundo: {depth} sob a quilha',
  pt: 'A quilha está a tocar no fundo: {depth} debaixo da quilha',
  de: 'Der Kiel berührt den Grund: {depth} unter dem Kiel',
  fr: 'La quille touche le fond : {depth} sous la quille',
  es: 'La quilla toca el fondo: {depth} bajo la quilla',
  nl: 'De kiel raakt de bodem: {depth} onder de kiel',
};

export const WORDS: ByLanguage<DepthWords> = mapLanguages(KEEL_TOUCHING, (keelTouching, language) => ({ keelTouching, below: getLocale(language).depth }));
