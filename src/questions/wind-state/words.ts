/** The wind answer's words in every language (see answer.ts WindWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { WindWords } from './answer.js';

export const WORDS: ByLanguage<WindWords> = {
  en: { true: 'true wind {wind}', apparent: 'apparent {wind}', apparentOnly: 'apparent wind {wind}', from: 'from the {point}' },
  // "vento real 18 nós de Sudoeste, aparente 22 nós, 35 graus a boreste"
  'pt-BR': { true: 'vento real {wind}', apparent: 'aparente {wind}', apparentOnly: 'vento aparente {wind}', from: 'de {point}' },
  // "vento real 18 nós de sudoeste, aparente 22 nós, 35 graus a estibordo"
  pt: { true: 'vento real {wind}', apparent: 'aparente {wind}', apparentOnly: 'vento aparente {wind}', from: 'de {point}' },
  // "wahrer Wind 18 Knoten aus Südwest, scheinbar 22 Knoten, 35 Grad an Steuerbord"
  de: { true: 'wahrer Wind {wind}', apparent: 'scheinbar {wind}', apparentOnly: 'scheinbarer Wind {wind}', from: 'aus {point}' },
  // "vent réel 18 nœuds de sud-ouest, apparent 22 nœuds, 35 degrés à tribord"
  fr: { true: 'vent réel {wind}', apparent: 'apparent {wind}', apparentOnly: 'vent apparent {wind}', from: 'de {point}', fromVowel: "d'{point}" },
  // "viento real 18 nudos del suroeste, aparente 22 nudos, 35 grados a estribor"
  es: { true: 'viento real {wind}', apparent: 'aparente {wind}', apparentOnly: 'viento aparente {wind}', from: 'del {point}' },
  // "ware wind 18 knopen uit zuidwest, schijnbaar 22 knopen, 35 graden aan stuurboord"
  nl: { true: 'ware wind {wind}', apparent: 'schijnbaar {wind}', apparentOnly: 'schijnbare wind {wind}', from: 'uit {point}' },
};

/** The wind sensor's name (the entity plan capitalises it). */
export const SENSOR_NAME: ByLanguage<string> = {
  en: 'wind',
  'pt-BR': 'vento',
  pt: 'vento',
  de: 'Wind',
  fr: 'vent',
  es: 'viento',
  nl: 'wind',
};
