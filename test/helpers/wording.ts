/**
 * One way of saying a thing per language, checked on answers as said (for tests over every answer of
 * every tool): distance in the one word each language uses, and compass points in one case.
 *
 * The distance words: a sailor says "miles" on a boat, where every mile is a nautical mile, and the
 * shorter word keeps answers within the speaking budget. German alone keeps "Seemeilen": a German
 * "Meile" is a land mile. en "miles", pt-BR and pt "milhas", de "Seemeilen", fr "milles" (French
 * "mille" is the nautical mile; the land mile is "mile"), es "millas", nl "mijl".
 */
import type { Language } from '../../src/speech/types.js';

/** The distance words a language does not use (the other of its two words). */
const OTHER_DISTANCE_WORD: Readonly<Record<Language, RegExp>> = {
  en: /\bnautical miles?\b/iu,
  'pt-BR': /\bmilhas? náuticas?\b/iu,
  pt: /\bmilhas? náuticas?\b/iu,
  de: /(?<!See)(?<!Zehntelsee)\b[Mm]eilen?\b/u,
  fr: /\bmilles? nautiques?\b/iu,
  es: /\bmillas? náuticas?\b/iu,
  nl: /\bzeemijl\b/iu,
};

/** Compass points written the other way: capitalised in en, pt-BR, pt, es, fr, nl (lower case there); lower case in German nouns. */
// Proper names stay as written: Intl's zone names ("heure d’Europe de l’Ouest", "West-Europese zomertijd").
const OTHER_COMPASS_CASE: Readonly<Record<Language, RegExp>> = {
  en: /\b(North|South|East|West)(-(north|south|east|west|North|South|East|West))*\b(?! Pole)/u,
  'pt-BR': /(?<![.!?] |^)\b(Norte|Sul|Leste|Oeste|Nordeste|Sudeste|Sudoeste|Noroeste)\b/u,
  pt: /(?<![.!?] |^)\b(Norte|Sul|Este|Oeste|Nordeste|Sueste|Sudoeste|Noroeste)\b/u,
  de: /\b(nord|süd|ost|west)(nord|süd|ost|west)*\b/u,
  fr: /(?<![.!?] |^|[’'])\b(Nord|Sud|Ouest)(-(nord|sud|est|ouest))*\b/u,
  es: /(?<![.!?] |^)\b(Norte|Sur|Este|Oeste|Noreste|Sureste|Suroeste|Noroeste)\b/u,
  nl: /(?<![.!?] |^)\b(Noord|Zuid|Oost|West)(noord|zuid|oost|west)*\b(?!-Europese)/u,
};

/**
 * The texts (answers in `language`) that say distance in the language's other word or write a compass
 * point in the other case, each as `why: text`; empty when all are said one way. Boat and place names
 * can hold a capitalised compass word ("North Shields"): give this answers from boats and places
 * without such names.
 */
export function wordingSlips(texts: readonly (string | null)[], language: Language): string[] {
  const slips: string[] = [];
  for (const text of texts) {
    if (text === null) continue;
    if (OTHER_DISTANCE_WORD[language].test(text)) slips.push(`distance word: ${text}`);
    if (OTHER_COMPASS_CASE[language].test(text)) slips.push(`compass case: ${text}`);
  }
  return slips;
}
