/**
 * The locale registry: one entry per `Language` (types.ts). Typed as a full record, so adding a tag to
 * `Language` without a locale here (or the reverse) does not compile.
 */
import type { Locale } from '../locale.js';
import type { Language } from '../types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

export const LOCALES: Readonly<Record<Language, Locale>> = {
  en,
  'pt-BR': ptBR,
  pt,
  de,
  fr,
  es,
  nl,
};

/** The locale for a language. Throws for a tag that is not a `Language` (a configuration error upstream). */
export function getLocale(language: Language): Locale {
  const locale = (LOCALES as Partial<Record<string, Locale>>)[language];
  if (!locale) throw new RangeError(`No speech locale for language "${String(language)}"; known: ${Object.keys(LOCALES).join(', ')}`);
  return locale;
}

/**
 * The language we speak for a BCP 47 tag such as Home Assistant's configured language: the exact tag
 * in any letter case ('pt-br' -> pt-BR), else the same base language, a bare base first ('de-CH' -> de,
 * 'pt-PT' -> pt, 'es-419' -> es, 'en-GB' -> en), else null (the caller falls back to English and says so).
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const t = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (t === '') return null;
  const known = Object.keys(LOCALES) as Language[];
  const exact = known.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  const base = t.split('-')[0]!;
  return known.find((l) => l.toLowerCase() === base) ?? known.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? null;
}
