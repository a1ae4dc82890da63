/**
 * Assist sentences from vocabulary (docs/design.md, Assist vocabulary). A language writes its words
 * once — nouns and their synonyms, state words, question openers, small colloquial words — as named
 * lists, and each family's frames refer to them by `<name>`. The templates Home Assistant gets are
 * the frames with every `<name>` replaced by `(word|word|...)`: a new synonym is one entry in one
 * list and reaches every frame that names it.
 *
 * Words may themselves name other words (`<whats>` inside `<ask>`), up to EXPAND_DEPTH levels. The
 * expanded text is hassil template syntax (HA 2024.3: hassil 1.6.1; docs/ha-assist-mechanism.md):
 * nothing of ours is left in it (`<` would be hassil's own rule syntax, which sentence triggers do
 * not define). Pure: no I/O.
 */

/** Named word lists of one language: name -> its alternatives (each may hold hassil syntax and `<name>`s). */
export type Words = Readonly<Record<string, readonly string[]>>;

/** How deep words may name words: deeper is a mistake in the data (a cycle). */
export const EXPAND_DEPTH = 6;

const REF = /<([A-Za-z][A-Za-z0-9_]*)>/g;

/**
 * A frame with every `<name>` replaced by its words as one hassil alternative, `(a|b|c)`.
 * Throws (a mistake in the sentence data, found by the unit tests) on a name that `words` lacks, an
 * empty list, or names nested deeper than EXPAND_DEPTH.
 */
export function expandFrame(frame: string, words: Words, depth = 0): string {
  if (depth > EXPAND_DEPTH) throw new Error(`Assist words nest deeper than ${EXPAND_DEPTH} levels (a cycle?) in "${frame}"`);
  return frame.replace(REF, (_, name: string) => {
    const list = Object.hasOwn(words, name) ? words[name] : undefined;
    if (!list || list.length === 0) throw new Error(`Assist frame "${frame}" names <${name}>, which has no words`);
    const inner = list.map((w) => expandFrame(w, words, depth + 1));
    return `(${inner.join('|')})`;
  });
}

/** Every frame of a family expanded (see expandFrame, then glueApostrophes), duplicates removed, in the frames' order. */
export function expandFrames(frames: readonly string[], words: Words): string[] {
  return [...new Set(frames.map((f) => glueApostrophes(expandFrame(f, words))))];
}

const SIMPLE_GROUP = /\(([^()[\]]*)\)/g;
const LETTERS_AFTER = /^[\p{L}\p{N}]+/u;
const LETTERS_BEFORE = /[\p{L}\p{N}]+$/u;

/**
 * Writes elisions whole where an alternative would begin or end with "’" ("qu(’| )on" -> "(qu’on|qu
 * on)", "(d'|d’)(eau|énergie)" -> "(d'eau|d’eau|d'énergie|d’énergie)"): Home Assistant 2026 refuses a
 * template where "’" is not between two letters (hassil 3's punctuation rule), while 2024.3 matches
 * a spoken "’" only where the template has it. A group of plain alternatives (no nested group) is
 * glued to the letters, or the plain group, right after it when an alternative ends with "’", and
 * to the letters right before it when one begins with "’"; where those letters stand outside an
 * enclosing group, an alternative beginning or ending with "’" that has a twin with "'" is dropped
 * (2024.3 then hears that one elision only with a straight apostrophe; 2026 reads "’" as "'").
 * Anything else is left as is (the unit tests name the template).
 */
export function glueApostrophes(template: string): string {
  let t = template;
  for (let guard = 0; guard < 200; guard++) {
    let changed = false;
    for (const m of t.matchAll(SIMPLE_GROUP)) {
      const alts = m[1]!.split('|');
      const start = m.index!;
      const end = start + m[0].length;
      const replace = (from: number, to: number, out: string[]) => {
        t = `${t.slice(0, from)}(${out.join('|')})${t.slice(to)}`;
        changed = true;
      };
      if (alts.some((a) => a.endsWith('’')) && t[start - 1] === '[' && t[end] === ']') {
        // "[(d'|d’|d )]huile": optional, so the word alone too
        const letters = LETTERS_AFTER.exec(t.slice(end + 1))?.[0];
        if (letters) {
          replace(start - 1, end + 1 + letters.length, [...alts.map((a) => a + letters), letters]);
          break;
        }
      }
      if (alts.some((a) => a.endsWith('’'))) {
        const rest = t.slice(end);
        const letters = LETTERS_AFTER.exec(rest)?.[0];
        const group = letters ? undefined : /^\(([^()[\]]*)\)/.exec(rest);
        const tails = letters !== undefined ? [letters] : group ? group[1]!.split('|') : null;
        if (tails) {
          replace(
            start,
            end + (letters ?? group![0]).length,
            alts.flatMap((a) => tails.map((x) => a + x)),
          );
          break;
        }
      }
      if (alts.some((a) => a.startsWith('’'))) {
        const before = LETTERS_BEFORE.exec(t.slice(0, start))?.[0];
        if (before && !alts.some((a) => a.endsWith('’'))) {
          replace(
            start - before.length,
            end,
            alts.map((a) => before + a),
          );
          break;
        }
      }
      // Its letters stand outside an enclosing group ("l(e chargeur|(’|')eau)", "l(’|' )<noun>"):
      // keep the straight-apostrophe twin only.
      const twin = (a: string) => a.replace(/^’|’$/g, "'");
      const kept = alts.filter((a) => !/^’|’$/.test(a) || !alts.includes(twin(a)));
      if (kept.length < alts.length) {
        replace(start, end, kept);
        break;
      }
    }
    if (!changed) break;
  }
  return t;
}

/** The `<name>`s a frame (or a word) refers to directly. */
export function namesIn(text: string): string[] {
  return [...text.matchAll(REF)].map((m) => m[1]!);
}

/**
 * Whole words or phrases of `phrases` found in a spoken sentence, lower case, as a sentence is
 * compared by Home Assistant (case-insensitive; punctuation is not part of a word). Used to read a
 * question's focus ("is the engine running" -> running) from the sentence the trigger heard.
 * A phrase written with a leading `^` must open the sentence: German "^läuft" hears the yes/no
 * question "läuft der Motor" and not "wie läuft der Motor".
 */
export function phraseIn(sentence: string, phrase: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[’']/g, "'")
      .split(/[^\p{L}\p{N}']+/u)
      .filter(Boolean);
  const said = ` ${words(sentence).join(' ')} `;
  const p = words(phrase.replace(/^\^/, '')).join(' ');
  if (p === '') return false;
  return phrase.startsWith('^') ? said.startsWith(` ${p} `) : said.includes(` ${p} `);
}
