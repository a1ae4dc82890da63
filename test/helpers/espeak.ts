/**
 * Says a text with the real espeak-ng (the Debian package; the phonemizer Piper voices use) and returns
 * how long it speaks and the phonemes it read (docs/design.md#the-speaking-budget). One process per
 * text gives both: `espeak-ng -v <voice> -x -w <file.wav> <text>` writes the audio to the file and the
 * phoneme mnemonics (`-x`) to stdout. Default rate (175 words per minute), the rate the speaking budget is measured at.
 *
 * The audio length is the WAV data size over its byte rate, both read from the RIFF header (no sox).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '../../src/speech/types.js';

/** The espeak-ng voice for each speech language. */
export const ESPEAK_VOICE: Readonly<Record<Language, string>> = {
  en: 'en-us',
  'pt-BR': 'pt-br',
  pt: 'pt',
  de: 'de',
  fr: 'fr',
  es: 'es',
  nl: 'nl',
};

/** What espeak-ng made of one text. */
export interface Spoken {
  text: string;
  /** Audio length, seconds. */
  seconds: number;
  /** Phoneme mnemonics (`-x`), one clause per line as espeak-ng prints them, joined with spaces. */
  phonemes: string;
}

/** True when espeak-ng can be run here. */
export function espeakInstalled(): boolean {
  return spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Seconds of audio in a RIFF/WAVE file: the `data` chunk's size over the `fmt ` chunk's byte rate.
 * espeak-ng fixes both sizes when it closes the file. Throws on a file that is not PCM WAVE.
 */
export function wavSeconds(wav: Buffer): number {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(at + 16);
    if (id === 'data') {
      if (byteRate <= 0) throw new Error('WAVE data before its fmt chunk');
      // A size left at its placeholder (stream not closed) would exceed the file: count what is there.
      return Math.min(size, wav.length - at - 8) / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAVE file without a data chunk');
}

function sayOne(text: string, voice: string, dir: string, n: number): Promise<Spoken> {
  const file = join(dir, `${n}.wav`);
  return new Promise((resolve, reject) => {
    // `--` keeps a text that starts with a hyphen from being read as an option.
    execFile('espeak-ng', ['-v', voice, '-x', '-w', file, '--', text], { timeout: 30_000, encoding: 'utf8' }, (err, stdout) => {
      if (err) return reject(new Error(`espeak-ng -v ${voice} failed on ${JSON.stringify(text)}: ${err.message}`));
      try {
        const seconds = wavSeconds(readFileSync(file));
        resolve({
          text,
          seconds,
          phonemes: stdout
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '')
            .join(' '),
        });
      } catch (e) {
        reject(e as Error);
      } finally {
        rmSync(file, { force: true });
      }
    });
  });
}

/**
 * Says every text with `voice` (an espeak-ng voice name, e.g. ESPEAK_VOICE.fr), `parallel` processes
 * at a time, and returns what was heard, in the order given. Rejects when espeak-ng fails.
 */
export async function say(texts: readonly string[], voice: string, parallel = 2): Promise<Spoken[]> {
  const dir = mkdtempSync(join(tmpdir(), 'espeak-'));
  try {
    const out: Spoken[] = new Array(texts.length);
    let next = 0;
    const worker = async () => {
      while (next < texts.length) {
        const i = next++;
        out[i] = await sayOne(texts[i]!, voice, dir, i);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, texts.length) }, worker));
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** French words holding "est" (east) alone or in a compound: "est", "d'est", "est-nord-est"; not the verb in "c'est", "n'est". */
function eastWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,;:.!?()]+/)
    .filter((w) => /(^|['’-])est($|-)/.test(w) && !/^(c|n|qu)['’]est$/.test(w));
}

/** How many times "est" (east) stands in `text`'s east words: "est-nord-est" twice. */
function eastCount(text: string): number {
  return eastWords(text).reduce((n, w) => n + w.split(/['’-]/).filter((p) => p === 'est').length, 0);
}

/** `text` with every "est" (east) of its east words made "nord" ("à l'est de" -> "à l'nord de"): the same neighbours, no east. */
function withoutEast(text: string): string {
  return text.replace(/[^\s,;:.!?()]+/gu, (word) =>
    eastWords(word).length === 0
      ? word
      : word
          .split(/(['’-])/)
          .map((p) => (p.toLowerCase() === 'est' ? 'nord' : p))
          .join(''),
  );
}

const EAST_HEARD = /Est/g;

/**
 * The French `texts` where espeak-ng reads "est" (east) as the verb [E] ("is"), whatever the phrase
 * around it. Two checks, on espeak-ng's phonemes with the fr voice:
 * - each word holding "est" alone: every "est" in it must come out as [Est] ("d'est" d'Est, "nord-est"
 *   nor'Est; "est" 'E and "est-nord-est" Enor'Est are misread);
 * - each whole text as it is said: its phonemes must hold one [Est] more per east than the same text
 *   with each east made "nord" (so "ouest", "reste" or "Brest" around it count the same both ways);
 *   this catches a word read right alone and wrong in its sentence ("à l'est de Brest" a lE d@-).
 * The verb in "c'est", "n'est", "qu'est" is not east. Returns `word -> phonemes` or `text -> phonemes`
 * for each misreading; empty when all are read right. For tests: give it every French answer of every tool.
 */
export async function frenchEastMisread(texts: readonly string[]): Promise<string[]> {
  const words = [...new Set(texts.flatMap(eastWords))];
  if (words.length === 0) return [];
  const heardWords = await say(words, ESPEAK_VOICE.fr);
  const misread = heardWords
    .filter((h) => (h.phonemes.match(EAST_HEARD) ?? []).length < h.text.split(/['’-]/).filter((p) => p === 'est').length)
    .map((h) => `${h.text} -> ${h.phonemes}`);
  const sentences = [...new Set(texts)].filter((t) => eastCount(t) > 0);
  const heard = await say([...sentences, ...sentences.map(withoutEast)], ESPEAK_VOICE.fr);
  sentences.forEach((text, i) => {
    const said = (heard[i]!.phonemes.match(EAST_HEARD) ?? []).length;
    const around = (heard[i + sentences.length]!.phonemes.match(EAST_HEARD) ?? []).length;
    if (said < around + eastCount(text)) misread.push(`${text} -> ${heard[i]!.phonemes}`);
  });
  return misread;
}
