/**
 * The languages we answer in, and how a language tag from outside (Home Assistant's configured
 * language, the add-on option, an MCP URL's `language`) picks one. Shared by the spoken answers
 * (speech/locales/) and the Assist sentences (assist/sentences/), so both follow the same tag alike.
 */

/** Languages we speak. A new language is one file in speech/locales/ and one in assist/sentences/ plus one entry here. */
export type Language = 'en' | 'pt-BR' | 'pt' | 'de' | 'fr' | 'es' | 'nl';
export const LANGUAGES: readonly Language[] = ['en', 'pt-BR', 'pt', 'de', 'fr', 'es', 'nl'];

/** A value in each language we speak: a full record, so a language left out is a type error. */
export type ByLanguage<T> = Readonly<Record<Language, T>>;

/** Each language's value of `values` mapped through `f`: `mapLanguages(WORDS, (w) => w.subject)`. */
export function mapLanguages<T, U>(values: ByLanguage<T>, f: (value: T, language: Language) => U): ByLanguage<U> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, f(values[l], l)])) as Record<Language, U>;
}

/** A language as a per-language module exports it: the tag without its hyphen ('pt-BR' -> ptBR). */
type ExportName<L extends string> = L extends `${infer Base}-${infer Region}` ? `${Base}${Region}` : L;

/**
 * A full per-language record from one value per language, keyed by their export names
 * (`{en, ptBR, pt, de, fr, es, nl}`): the locales (speech/locales/) and the Assist sentences
 * (assist/sentences/) are one file per language, each exporting its table under that name. Typed from
 * `Language`, so a language without its value does not compile.
 */
export function byLanguage<T>(values: { readonly [L in Language as ExportName<L>]: T }): Readonly<Record<Language, T>> {
  const named = values as Readonly<Record<string, T>>;
  return Object.fromEntries(LANGUAGES.map((l) => [l, named[l.replace('-', '')]!])) as Record<Language, T>;
}

/**
 * The language we speak for a BCP 47 tag such as Home Assistant's configured language: the exact tag
 * in any letter case, `_` read as `-` ('pt-br', 'pt_BR' -> pt-BR), else the same base language, a bare
 * base first ('de-AT' -> de, 'pt-PT' -> pt, 'es-419' -> es, 'en-GB' -> en), else null (the caller falls
 * back to English and says so).
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const t = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (t === '') return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  const base = t.split('-')[0]!;
  return LANGUAGES.find((l) => l.toLowerCase() === base) ?? LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? null;
}

/** Whether `tag` names `language` itself (any letter case, `_` or `-`), not only its base language ('en-GB' is not en). */
export function isExactly(tag: string | null | undefined, language: Language): boolean {
  return (tag ?? '').trim().replace(/_/g, '-').toLowerCase() === language.toLowerCase();
}
