/**
 * TTS safety check: does a `display` obey docs/design.md#languages-and-wording ("Never in a display: ...")?
 *
 * `ttsViolations(text, language)` returns human-readable violations, empty when the text is safe.
 * It is a test oracle run over every display the suite produces; it is pure and cheap, so outputs may
 * also call it in development builds. The forbidden substrings and patterns of
 * test/cases/speech-cases.json (`forbidden_everywhere`, `forbidden_patterns`) are embedded below as
 * constants (copied, not read at run time), plus the wider rules of docs/design.md#languages-and-wording.
 *
 * Text that comes from the boat (alarm messages, vessel names) is exempt from the rules, but this
 * function cannot tell it apart: check displays built from boat text with care.
 */
import type { Language } from './types.js';

/** speech-cases.json `forbidden_everywhere`: substrings never allowed in a display we write. */
export const FORBIDDEN_EVERYWHERE: readonly string[] = ['°', '%', '/', 'kts', 'hPa', 'NaN', 'undefined', 'null', 'Infinity'];

/** speech-cases.json `forbidden_patterns`, verbatim: ISO timestamp, "kn", compass abbreviations. */
export const FORBIDDEN_PATTERN_SOURCES: readonly string[] = ['\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}', '\\bkn\\b', '\\b(N|NE|E|SE|S|SW|W|NW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|NNW)\\b'];

/**
 * A word boundary that knows letters beyond ASCII. JavaScript's `\b` treats "õ" or "ã" as a non-word
 * character, so `\bgal\b` would find "gal" in "galões" and `\bS\b` an "S" in "São".
 */
const UNICODE_BOUNDARY = '(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))';

/** Compiles a pattern with `\b` read as a Unicode-aware word boundary (flag u). */
function unicodeWords(source: string): RegExp {
  return new RegExp(source.replace(/\\b/g, UNICODE_BOUNDARY), 'u');
}

/** The `forbidden_patterns`, compiled with Unicode-aware word boundaries (so Portuguese words don't trip them). */
export const FORBIDDEN_PATTERNS: readonly RegExp[] = FORBIDDEN_PATTERN_SOURCES.map(unicodeWords);

interface Rule {
  readonly pattern: RegExp;
  readonly why: string;
}

/** A rule from a `u`-flagged literal (so the compiler checks it in Unicode mode), with `\b` made Unicode-aware. */
const rule = (pattern: RegExp, why: string): Rule => ({ pattern: unicodeWords(pattern.source), why });

/** Rules for every language (docs/design.md#languages-and-wording). */
const COMMON_RULES: readonly Rule[] = [
  // Unit abbreviations that are never words, anywhere (kn, kts, hPa, ...).
  rule(/\b(kts?|knt|nmi|NM|hPa|kPa|mbar|inHg|psi|PSI|rpm|RPM|kWh|Ah|mAh|mph|kmh|kph|Hz|kHz|degC|degF|gal|gph|lph)\b/u, 'unit abbreviation'),
  // Short symbols right after a number: "12 V", "5m", "291.15 K", "20 A", "25C" (V, A, K, m).
  rule(/\d ?(m|cm|mm|km|ft|V|mV|A|mA|W|kW|K|C|F|L|l|h|hr|s|sec|min|deg)\b/u, 'unit symbol after a number'),
  // ISO dates and times with seconds are read digit by digit.
  rule(/\d{4}-\d{2}-\d{2}/u, 'ISO date'),
  rule(/\d{1,2}:\d{2}:\d{2}/u, 'time with seconds'),
  rule(/\[object \w+\]/u, 'stringified object'),
  rule(/^(true|false)$/u, 'boolean literal as the whole display'),
  // Symbols TTS reads aloud or stumbles on; braces also catch unfilled "{placeholder}" templates.
  rule(/[{}[\]<>|\\*#_`~^=+±−\u2032\u2033]/u, 'symbol'),
  // Minus sign before a number: we say "minus" (TTS reads "-5" as a dash, "five" or "minus five").
  rule(/(^|[^\p{L}\p{N}])-\s?\d/u, 'minus sign before a number (speak the word)'),
  rule(/[\u00a0\u2007\u2009\u202f]/u, 'non-breaking or narrow space (TTS mishandles it)'),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the rule
  rule(/[\u0000-\u001f\u007f]/u, 'control character or line break'),
  rule(/ {2}/u, 'double space'),
  rule(/^\s|\s$/u, 'leading or trailing space'),
  // Digit grouping ("1,013" / "1.013") and unrounded numbers ("23.8999961853027").
  rule(/\d{1,3}([.,]\d{3}){2,}\b/u, 'digit grouping'),
  rule(/\d[.,]\d{4,}/u, 'unrounded number (more than 3 decimals)'),
  // Trailing zero decimals ("12.0") and negative zero ("-0", "minus 0").
  rule(/\d[.,]0+(?![\d])/u, 'trailing zero decimals'),
  rule(/(^|[^\p{L}\p{N}])-0(?![.,]?\d*[1-9])/u, 'negative zero'),
  rule(/\b(minus|menos|moins|min) 0(?![.,]\d*[1-9])\b/u, 'negative zero'),
];

/** English-only rules. */
const EN_RULES: readonly Rule[] = [
  // A comma between digits is a grouping or a wrong decimal separator in English ("1,013", "12,5").
  rule(/\d,\d/u, 'comma between digits (English uses "." and no grouping)'),
  // Singular number with a plural unit ("1 knots"); a decimal before the 1 is allowed ("0.1 knots").
  rule(
    /(?<![\d.,])1 (knots|miles|meters|feet|degrees|volts|amps|watts|liters|hectopascals|hours|minutes|seconds|days|paths|active alarms)\b/u,
    'singular number with a plural unit',
  ),
];

/** Brazilian Portuguese rules. */
const PT_BR_RULES: readonly Rule[] = [
  // pt-BR decimal separator is ",": a "." between digits is an English decimal or a grouping.
  rule(/\d\.\d/u, '"." between digits (pt-BR uses "," as decimal separator and no grouping)'),
  rule(/(?<![\d.,])1 (nós|milhas|metros|pés|graus|volts|amperes|watts|litros|hectopascais|horas|minutos|segundos|dias|caminhos|alarmes)\b/u, 'singular number with a plural unit'),
  // English left in a Portuguese answer: a missing translation.
  rule(
    /\b(knots?|miles?|meters?|feet|degrees?|percent|amps|hectopascals|charging|discharging|to port|to starboard|dead ahead|dead astern|ago|as of|North|South|East|West|under the keel|below the surface)\b/u,
    'English word in a pt-BR display',
  ),
];

// ---------------------------------------------------------------------------------------------
// The languages of Europe's sailors: rules built from small per-language word lists.
// ---------------------------------------------------------------------------------------------

/** A "." between digits where the language writes "," (de, fr, es, nl, pt): an English decimal or a grouping. */
const decimalComma = (lang: string): Rule => rule(/\d\.\d/u, `"." between digits (${lang} uses "," as decimal separator and no grouping)`);

/**
 * "1" (or, in French, anything below 2) followed by a plural unit or noun: the plural category slipped.
 * `words` are the plural forms that differ from the singular in that language.
 */
function singularSlip(words: readonly string[], belowTwo = false): Rule {
  const number = belowTwo ? '(0|1)([.,]\\d+)?' : '1';
  return { pattern: unicodeWords(`(?<![\\d.,])${number} (${words.join('|')})\\b`), why: 'singular number with a plural unit' };
}

/** English left in a translated answer: a missing translation. `except` lists words the language shares with English. */
function englishLeft(lang: string, except: readonly string[] = []): Rule {
  const words = [
    'knots?',
    'miles?',
    'meters',
    'feet',
    'degrees?',
    'percent',
    'amps',
    'hectopascals',
    'charging',
    'discharging',
    'to port',
    'to starboard',
    'dead ahead',
    'dead astern',
    'ago',
    'as of',
    'under the keel',
    'below the surface',
    'North',
    'South',
    'East',
    'West',
  ].filter((w) => !except.includes(w));
  return { pattern: unicodeWords(`\\b(${words.join('|')})\\b`), why: `English word in a ${lang} display` };
}

/** Compass abbreviations of a language (the English ones are `forbidden_patterns` already). */
const compassAbbreviations = (points: readonly string[]): Rule => ({ pattern: unicodeWords(`\\b(${points.join('|')})\\b`), why: 'compass abbreviation' });

/** German. Its word for zero, "null", is allowed (see `ALLOWED_SUBSTRINGS`); a bare "null" display is not. */
const DE_RULES: readonly Rule[] = [
  decimalComma('de'),
  singularSlip([
    'Seemeilen',
    'Stunden',
    'Minuten',
    'Sekunden',
    'Tage',
    'Pfade',
    'Umdrehungen',
    'Kilowattstunden',
    'Amperestunden',
    'Betriebsstunden',
    'aktive Alarme',
    'US-Gallonen',
  ]),
  englishLeft('de', ['West']),
  compassAbbreviations(['NNO', 'NO', 'ONO', 'O', 'OSO', 'SO', 'SSO']),
  rule(/\d ?(sm|Sm|Kn|Std|Sek)\b/u, 'unit abbreviation'),
  rule(/^null$/u, 'null as the whole display'),
];

/** French: singular below 2 ("1,5 nœud"), so a plural after 0 or 1,x is a slip too. */
const FR_RULES: readonly Rule[] = [
  decimalComma('fr'),
  singularSlip(
    ['nœuds', 'milles', 'mètres', 'pieds', 'degrés', 'volts', 'ampères', 'watts', 'litres', 'heures', 'minutes', 'secondes', 'jours', 'chemins', 'alarmes', 'bars', 'tours'],
    true,
  ),
  englishLeft('fr', ['hectopascals']),
  compassAbbreviations(['SSO', 'SO', 'OSO', 'O', 'ONO', 'NO', 'NNO']),
  rule(/\d ?(nd|Nd|mn|M|tr)\b/u, 'unit abbreviation'),
];

/** Spanish. */
const ES_RULES: readonly Rule[] = [
  decimalComma('es'),
  singularSlip(['nudos', 'millas', 'metros', 'pies', 'grados', 'voltios', 'amperios', 'vatios', 'litros', 'horas', 'minutos', 'segundos', 'días', 'bares', 'alarmas', 'rutas']),
  englishLeft('es'),
  // Not a lone "O": Spanish "o" ("or") may open a sentence.
  compassAbbreviations(['SSO', 'SO', 'OSO', 'ONO', 'NO', 'NNO']),
  rule(/\d ?(nd|mn)\b/u, 'unit abbreviation'),
];

/** Dutch. Units that Dutch keeps singular after a number ("16 mijl", "3 uur") are not slips. */
const NL_RULES: readonly Rule[] = [
  decimalComma('nl'),
  singularSlip(['knopen', 'graden', 'minuten', 'seconden', 'dagen', 'paden', 'toeren', 'draaiuren', 'actieve alarmen']),
  // "West" also opens Dutch zone names: "West-Europese zomertijd".
  englishLeft('nl', ['West']),
  compassAbbreviations(['NNO', 'NO', 'ONO', 'O', 'OZO', 'ZO', 'ZZO', 'Z', 'ZZW', 'ZW', 'WZW']),
  rule(/\d ?(zm|Zm|kn)\b/u, 'unit abbreviation'),
];

/** Portuguese of Portugal: Brazilian forms are a slip of the locale ("descarregando", "boreste", "Horário de Verão"). */
const PT_RULES: readonly Rule[] = [
  decimalComma('pt'),
  singularSlip(['nós', 'milhas', 'metros', 'pés', 'graus', 'volts', 'amperes', 'watts', 'litros', 'hectopascais', 'horas', 'minutos', 'segundos', 'dias', 'caminhos', 'alarmes']),
  englishLeft('pt'),
  // Not a lone "O": it is the article that opens "O barco ...".
  compassAbbreviations(['SSO', 'SO', 'OSO', 'ONO', 'NO', 'NNO']),
  rule(/\b(carregando|descarregando|aproximando-se|afastando-se|subindo|caindo|informando|rebocando|boreste|Horário de Verão)\b/u, 'Brazilian form in a pt (Portugal) display'),
];

const RULES_BY_LANGUAGE: Readonly<Record<Language, readonly Rule[]>> = {
  en: EN_RULES,
  'pt-BR': PT_BR_RULES,
  pt: PT_RULES,
  de: DE_RULES,
  fr: FR_RULES,
  es: ES_RULES,
  nl: NL_RULES,
};

/**
 * `FORBIDDEN_EVERYWHERE` substrings a language may use as words: German says "null" for zero
 * as a word, so a German display may contain it; English "null" is still caught everywhere else.
 */
export const ALLOWED_SUBSTRINGS: Readonly<Partial<Record<Language, readonly string[]>>> = {
  de: ['null'],
};

/**
 * Every way `text` breaks the speech rules for `language`, as readable messages
 * (e.g. `forbidden substring "%"`, `unit abbreviation: "kts"`); [] when safe.
 * Sources: speech-cases.json forbidden lists; docs/design.md#languages-and-wording.
 */
export function ttsViolations(text: string, language: Language): string[] {
  if (typeof text !== 'string') return [`not a string: ${typeof text}`];
  if (text.trim() === '') return ['empty display'];
  const found: string[] = [];
  const allowed = ALLOWED_SUBSTRINGS[language] ?? [];
  for (const s of FORBIDDEN_EVERYWHERE) {
    if (!allowed.includes(s) && text.includes(s)) found.push(`forbidden substring ${JSON.stringify(s)}`);
  }
  for (const re of FORBIDDEN_PATTERNS) {
    const m = re.exec(text);
    if (m) found.push(`forbidden pattern ${re.source}: ${JSON.stringify(m[0])}`);
  }
  for (const rule of [...COMMON_RULES, ...(RULES_BY_LANGUAGE[language] ?? [])]) {
    const m = rule.pattern.exec(text);
    if (m) found.push(`${rule.why}: ${JSON.stringify(m[0].trim() || m[0])}`);
  }
  return found;
}
