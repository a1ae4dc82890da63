/**
 * The locale registry: one entry per `Language` (types.ts). Typed as a full record, so adding a tag to
 * `Language` without a locale here (or the reverse) does not compile.
 */
import type { Locale } from '../locale.js';
import { byLanguage } from '../../domain/language.js';
import type { Language } from '../types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

export const LOCALES: Readonly<Record<Language, Locale>> = byLanguage({ en, ptBR, pt, de, fr, es, nl });

/** The locale for a language. Throws for a tag that is not a `Language` (a configuration error upstream). */
export function getLocale(language: Language): Locale {
  const locale = (LOCALES as Partial<Record<string, Locale>>)[language];
  if (!locale) throw new RangeError(`No speech locale for language "${String(language)}"; known: ${Object.keys(LOCALES).join(', ')}`);
  return locale;
}
