/** The water temperature answer's words in every language (see answer.ts WaterTemperatureWords). */
import type { ByLanguage } from '../../speech/types.js';
import type { WaterTemperatureWords } from './answer.js';

export const WORDS: ByLanguage<WaterTemperatureWords> = {
  en: { water: 'Water {water}.', withAir: 'Water {water}, air {air}.', subject: 'water temperature' },
  'pt-BR': { water: 'Água a {water}.', withAir: 'Água a {water}, ar a {air}.', subject: 'a temperatura da água' },
  pt: { water: 'Água a {water}.', withAir: 'Água a {water}, ar a {air}.', subject: 'a temperatura da água' },
  de: { water: 'Wasser {water}.', withAir: 'Wasser {water}, Luft {air}.', subject: 'keine Wassertemperatur' },
  fr: { water: 'Eau à {water}.', withAir: 'Eau à {water}, air à {air}.', subject: "la température de l'eau" },
  es: { water: 'Agua a {water}.', withAir: 'Agua a {water}, aire a {air}.', subject: 'la temperatura del agua' },
  nl: { water: 'Water {water}.', withAir: 'Water {water}, lucht {air}.', subject: 'geen watertemperatuur' },
};
