/**
 * Boat text made sayable: every string that comes from the boat (alarm messages, AIS vessel names,
 * route and waypoint names) passes through {@link sayable} before a TTS engine reads it. Pure.
 *
 * A SignalK server relays whatever its sources and plugins write, and a TTS engine obeys markup:
 * `<break time="10s"/>` is ten seconds of silence, `<audio src=…>` plays a file, a URL is spelled out
 * character by character, an emoji is read by its name, a 5,000-character message is 104 s of speech
 * (docs/design.md#languages-and-wording). What is left is the words a person would read aloud.
 */

import anyAscii from 'any-ascii';

/** Default cap, in characters, of one piece of boat text (about 7 s of espeak-ng speech). */
export const BOAT_TEXT_MAX = 100;

/** Cap, in characters, of a name (AIS vessel, route, waypoint): AIS names are 20 characters; about 3 s of speech. */
export const BOAT_NAME_MAX = 40;

/**
 * Cap, in characters, of a vessel's name said in an answer: AIS carries 20; a longer one (a plugin's,
 * a hostile feed's) is cut at a word. A 40-character name put the AIS answer at 8.2 s of espeak-ng in German.
 */
export const VESSEL_NAME_MAX = 20;

/** Markup comments and CDATA/doctype declarations: dropped whole. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>/g;
/** A tag (SSML, HTML, XML): `<name ...>`, `</name>`, `<name/>`, `<?xml ...?>`; a `<` before a space or digit is text ("depth < 2"). */
const TAG = /<\/?[A-Za-z?][^<>]*(?:>|$)/g;
/** The few named entities markup writers use, as their characters; any other name is no word (a space). */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#\d{1,6}|#x[0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});/g;
/**
 * A tag still written with entities once they are decoded (markup encoded twice or more:
 * `&amp;lt;break time="5s"/&amp;gt;` decodes to `&lt;break time="5s"/&gt;`): dropped whole like a tag.
 */
const ENCODED_TAG = /&(?:amp;)*lt;\/?[A-Za-z?!][\s\S]*?(?:&(?:amp;)*gt;|$)/gi;
/** Links: a scheme and what follows up to whitespace, or a bare www. address. */
const LINK = /\b[A-Za-z][A-Za-z0-9+.-]{1,15}:\/\/\S*|\bwww\.\S+|\bmailto:\S+/g;
/** Emoji and pictographs with their joiners, variation selectors, skin tones, flags and keycaps. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each joiner, selector and keycap mark is removed on its own
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200D\uFE0E\uFE0F\u20E3]/gu;
/** Control characters (line breaks, tabs, bell) become spaces; invisible format characters (bidi, zero width) go. */
const CONTROL = /\p{Cc}/gu;
const FORMAT = /\p{Cf}/gu;
/** Symbols a TTS engine reads aloud by name or trips on (docs/design.md#languages-and-wording): become spaces. */
const SYMBOLS = /[<>{}[\]|\\^`~_*#=]/g;
/**
 * A run of letters (with their marks) and digits of a script other than Latin: Arabic, Hebrew, Cyrillic,
 * Greek, CJK, Thai, Devanagari, ... None of the answers' voices (en, pt, de, fr, es, nl) reads them:
 * espeak-ng spells Arabic letter by letter by its letter names ("Arabic seen, Arabic feh", 12 to 15 s
 * for a name). Latin letters with their accents, and the digits and punctuation every script shares,
 * are not in it.
 */
const NON_LATIN = /(?:[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]\p{M}*)+/gu;
/** A lower-case letter followed by a capital: where a transliterated run of syllables is split ("HaiYang"). */
const SYLLABLE_JOIN = /(\p{Ll})(\p{Lu})/gu;
/** Punctuation left dangling at either end once links or emoji are gone ("check ," -> "check"). */
const EDGE_PUNCTUATION = /^[\s,;:.!?)\-–—]+|[\s,;:(\-–—]+$/gu;

/**
 * `text` as words a TTS engine may read: compatibility characters as their plain forms (NFKC), entities
 * decoded once (`&amp;` to `&`, `&lt;` to `<`), markup dropped (the words between tags kept, tag names and
 * attributes never; a tag encoded twice too, and no entity text is left), links, emoji and control characters removed, symbols a TTS reads by name turned
 * into spaces, letters of other scripts than Latin written in Latin letters ({@link latinLetters}),
 * whitespace collapsed, then, past `maxChars` characters (a sanity bound on hostile text), cut at the
 * end of its last whole sentence or clause within them, else at a word boundary (a single word longer
 * than that is cut inside it). Returns "" when nothing sayable is left, and for
 * anything that is not a string. Capital letters, digits and ordinary punctuation are kept as sent.
 *
 * sayable('<break time="10s"/><audio src="http://evil.example/x.mp3"/>Low <emphasis>fuel</emphasis>') === 'Low fuel'
 * sayable('<speak><prosody rate="x-slow">HELLO</prosody></speak>') === 'HELLO'
 * sayable('check https://boat.local:3000/admin/#/dashboard 🚨🚨') === 'check'
 * sayable('Line1\nLine2\tTabbed\x07bell') === 'Line1 Line2 Tabbed bell'
 * sayable('Морская звезда') === 'Morskaya zvezda'
 */
export function sayable(text: unknown, maxChars: number = BOAT_TEXT_MAX): string {
  if (typeof text !== 'string' || text === '') return '';
  // A hostile message may be megabytes: look at a bounded prefix only (tags and links included).
  let t = text.length > maxChars * 20 + 4096 ? text.slice(0, maxChars * 20 + 4096) : text;
  t = t
    // Compatibility forms as their plain letters: full-width "Ｆｕｌｌ", ligatures, Roman numeral signs "Ⅻ".
    .normalize('NFKC')
    // Entities decoded once, before the markup is dropped: `&lt;break/&gt;` is a tag like `<break/>`.
    .replace(ENTITY, (_whole, name: string) => entity(name))
    .replace(COMMENT, ' ')
    .replace(TAG, ' ')
    // What is still written as an entity was encoded twice: a tag dropped whole, any other entity text too.
    .replace(ENCODED_TAG, ' ')
    .replace(ENTITY, ' ')
    .replace(LINK, ' ')
    .replace(EMOJI, ' ')
    .replace(CONTROL, ' ')
    .replace(FORMAT, '')
    .replace(SYMBOLS, ' ')
    .replace(NON_LATIN, latinLetters)
    .replace(/\s+/g, ' ')
    .replace(EDGE_PUNCTUATION, '');
  return cap(t, maxChars);
}

/**
 * A run of another script's letters written in Latin letters, with the any-ascii library's tables
 * (Unicode's scripts, kept up to date with each Unicode version, offline, no dependencies): Cyrillic and
 * Greek by their standard romanizations ("Морская звезда" -> "Morskaya zvezda"), Chinese as pinyin
 * syllables without tones, Japanese kana as romaji, Hangul as Revised Romanization, Arabic and Hebrew
 * as the consonants they write (the vowels are not written: "سفينة" -> "sfynh"), Thai and the Indic
 * scripts by their romanizations. Syllables run together ("HaiYangZhiXing") are split at the capital
 * letters so that every TTS voice reads them as words. A character with no Latin form is dropped.
 */
export function latinLetters(run: string, at = 0, text = run): string {
  // An apostrophe opening a word stands for a silent letter (Hebrew alef, Arabic hamza): dropped.
  let latin = anyAscii(run)
    .replace(SYLLABLE_JOIN, '$1 $2')
    .replace(/(^|\s)'+/g, '$1');
  // A run in capitals stays in capitals ("МОРСКАЯ" -> "MORSKAYA", not "MORSKAYa").
  if (/\p{Lu}/u.test(run) && !/\p{Ll}/u.test(run)) latin = latin.toUpperCase();
  // A word of its own beside Latin letters or digits ("MV海洋" -> "MV Hai Yang"), not beside punctuation.
  const before = at > 0 && WORD_CHAR.test(text[at - 1]!) ? ' ' : '';
  const after = WORD_CHAR.test(text[at + run.length] ?? '') ? ' ' : '';
  return before + latin + after;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * An entity's character (`name` without its `&` and `;`), markup, control and invisible characters
 * included: what follows in {@link sayable} drops them as if they had been sent as such. A space for a
 * name not in {@link ENTITIES} or a code point that is no character.
 */
function entity(name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? ' ';
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ' ';
  return String.fromCodePoint(code);
}

/**
 * Cuts at the end of the last whole sentence or clause (". ", "; ", ", ") at or before `max` characters
 * when one ends past its first third, so that what is said is a whole phrase; else at the last space;
 * punctuation left at the end dropped.
 */
function cap(t: string, max: number): string {
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  for (const end of [/[.!?;]\s/gu, /,\s/gu]) {
    const at = [...cut.matchAll(end)]
      .map((m) => m.index)
      .filter((i) => i > max / 3)
      .pop();
    // The sentence keeps its own mark; EDGE_PUNCTUATION drops what the list must not repeat.
    if (at !== undefined) return cut.slice(0, at + 1).replace(EDGE_PUNCTUATION, '');
  }
  const space = cut.lastIndexOf(' ');
  const head = space > 0 ? cut.slice(0, space) : t.slice(0, max);
  return head.replace(EDGE_PUNCTUATION, '');
}

/** A run of more digits than this in a name keeps only its first {@link NAME_DIGITS_KEPT}: 20 digits were 13 s of espeak-ng. */
export const NAME_DIGITS_MAX = 6;
export const NAME_DIGITS_KEPT = 4;
const LONG_DIGITS = new RegExp(`\\d{${NAME_DIGITS_MAX + 1},}`, 'g');
/**
 * A run of at least this many digits is said digit by digit: "1 2 3 4 5" is 1.7 s of espeak-ng where
 * "12345" ("twelve thousand three hundred forty-five") is 2.7 s, and it is how a number is read off a
 * hull or over the radio.
 */
export const NAME_DIGITS_SPELLED = 4;
const SPELLED_DIGITS = new RegExp(`\\d{${NAME_DIGITS_SPELLED},}`, 'g');

/**
 * A name (AIS vessel, route, waypoint, tank, engine) as words a TTS engine may read: {@link sayable}
 * (markup, symbols and other scripts dealt with, cut at a word to `maxChars`), then a run of more than
 * {@link NAME_DIGITS_MAX} digits shortened to its first {@link NAME_DIGITS_KEPT}, and a run of
 * {@link NAME_DIGITS_SPELLED} digits or more written digit by digit. A number given as the name
 * (`12345`) is the name. Returns "" when nothing sayable is left.
 *
 * sayableName('12345678901234567890') === '1 2 3 4'
 * sayableName(12345) === '1 2 3 4 5'
 * sayableName('ΑΓΙΑ ΕΙΡΗΝΗ') === 'AGIA EIRINI'
 */
export function sayableName(name: unknown, maxChars: number = BOAT_NAME_MAX): string {
  const text = typeof name === 'number' && Number.isFinite(name) ? String(name) : name;
  const short = sayable(text, maxChars * 4).replace(LONG_DIGITS, (run) => run.slice(0, NAME_DIGITS_KEPT));
  return sayable(
    short.replace(SPELLED_DIGITS, (run) => [...run].join(' ')),
    maxChars,
  );
}
