/**
 * Boat text made sayable: every string that comes from the boat (alarm messages, AIS vessel names,
 * route and waypoint names) passes through {@link sayable} before a TTS engine reads it. Pure.
 *
 * A SignalK server relays whatever its sources and plugins write, and a TTS engine obeys markup:
 * `<break time="10s"/>` is ten seconds of silence, `<audio src=…>` plays a file, a URL is spelled out
 * character by character, an emoji is read by its name, a 5,000-character message is 104 s of speech
 * (field reports 8, 9, 11, round 2). What is left is the words a person would read aloud.
 */

/** Default cap, in characters, of one piece of boat text (about 7 s of espeak-ng speech). */
export const BOAT_TEXT_MAX = 100;

/** Cap, in characters, of a name (AIS vessel, route, waypoint): AIS names are 20 characters; about 3 s of speech. */
export const BOAT_NAME_MAX = 40;

/** Markup comments and CDATA/doctype declarations: dropped whole. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>/g;
/** A tag (SSML, HTML, XML): `<name ...>`, `</name>`, `<name/>`, `<?xml ...?>`; a `<` before a space or digit is text ("depth < 2"). */
const TAG = /<\/?[A-Za-z?][^<>]*(?:>|$)/g;
/** The few entities markup writers use; anything else named stays as written, then loses its symbols. */
const ENTITIES: Record<string, string> = { amp: '&', lt: ' ', gt: ' ', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#\d{1,6}|#x[0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});/g;
/** Links: a scheme and what follows up to whitespace, or a bare www. address. */
const LINK = /\b[A-Za-z][A-Za-z0-9+.-]{1,15}:\/\/\S*|\bwww\.\S+|\bmailto:\S+/g;
/** Emoji and pictographs with their joiners, variation selectors, skin tones, flags and keycaps. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200D\uFE0E\uFE0F\u20E3]/gu;
/** Control characters (line breaks, tabs, bell) become spaces; invisible format characters (bidi, zero width) go. */
const CONTROL = /\p{Cc}/gu;
const FORMAT = /\p{Cf}/gu;
/** Symbols a TTS engine reads aloud by name or trips on (DESIGN.md "Speech rules"): become spaces. */
const SYMBOLS = /[<>{}[\]|\\^`~_*#=]/g;
/** Punctuation left dangling at either end once links or emoji are gone ("check ," -> "check"). */
const EDGE_PUNCTUATION = /^[\s,;:.!?)\-–—]+|[\s,;:(\-–—]+$/gu;

/**
 * `text` as words a TTS engine may read: markup dropped (the words between tags kept, tag names and
 * attributes never), links, emoji and control characters removed, symbols a TTS reads by name turned
 * into spaces, whitespace collapsed, then, past `maxChars` characters (a sanity bound on hostile text),
 * cut at the end of its last whole sentence or clause within them, else at a word boundary (a single
 * word longer than that is cut inside it). Returns "" when nothing sayable is left, and for
 * anything that is not a string. Capital letters, digits and ordinary punctuation are kept as sent.
 *
 * sayable('<break time="10s"/><audio src="http://evil.example/x.mp3"/>Low <emphasis>fuel</emphasis>') === 'Low fuel'
 * sayable('<speak><prosody rate="x-slow">HELLO</prosody></speak>') === 'HELLO'
 * sayable('check https://boat.local:3000/admin/#/dashboard 🚨🚨') === 'check'
 * sayable('Line1\nLine2\tTabbed\x07bell') === 'Line1 Line2 Tabbed bell'
 */
export function sayable(text: unknown, maxChars: number = BOAT_TEXT_MAX): string {
  if (typeof text !== 'string' || text === '') return '';
  // A hostile message may be megabytes: look at a bounded prefix only (tags and links included).
  let t = text.length > maxChars * 20 + 4096 ? text.slice(0, maxChars * 20 + 4096) : text;
  t = t
    .replace(COMMENT, ' ')
    .replace(TAG, ' ')
    .replace(ENTITY, (whole, name: string) => entity(whole, name))
    .replace(LINK, ' ')
    .replace(EMOJI, ' ')
    .replace(CONTROL, ' ')
    .replace(FORMAT, '')
    .replace(SYMBOLS, ' ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_PUNCTUATION, '');
  return cap(t, maxChars);
}

/** An entity's character, or a space where it would bring back markup or an invisible character. */
function entity(whole: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ' ';
  const c = String.fromCodePoint(code);
  return /[\p{L}\p{N}\p{Zs}'".,;:!?()&-]/u.test(c) ? c : ' ';
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
    const at = [...cut.matchAll(end)].map((m) => m.index).filter((i) => i > max / 3).pop();
    // The sentence keeps its own mark; EDGE_PUNCTUATION drops what the list must not repeat.
    if (at !== undefined) return cut.slice(0, at + 1).replace(EDGE_PUNCTUATION, '');
  }
  const space = cut.lastIndexOf(' ');
  const head = space > 0 ? cut.slice(0, space) : t.slice(0, max);
  return head.replace(EDGE_PUNCTUATION, '');
}
