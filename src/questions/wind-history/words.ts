/** The wind history answer's words in every language (see answer.ts WindHistoryWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { WindHistoryWords } from './answer.js';

export const WORDS: ByLanguage<WindHistoryWords> = {
  en: { readings: 'wind', gust: 'strongest gust {speed}', apparent: 'strongest apparent wind {speed}', mean: 'average {speed}' },
  'pt-BR': { readings: 'vento', gust: 'rajada máxima {speed}', apparent: 'vento aparente máximo {speed}', mean: 'média {speed}' },
  pt: { readings: 'vento', gust: 'rajada máxima {speed}', apparent: 'vento aparente máximo {speed}', mean: 'média {speed}' },
  de: { readings: 'Wind', gust: 'stärkste Böe {speed}', apparent: 'stärkster scheinbarer Wind {speed}', mean: 'im Mittel {speed}' },
  fr: { readings: 'vent', gust: 'rafale maximale {speed}', apparent: 'vent apparent maximal {speed}', mean: 'moyenne {speed}' },
  es: { readings: 'viento', gust: 'racha máxima {speed}', apparent: 'viento aparente máximo {speed}', mean: 'media {speed}' },
  nl: { readings: 'wind', gust: 'sterkste vlaag {speed}', apparent: 'sterkste schijnbare wind {speed}', mean: 'gemiddeld {speed}' },
};
