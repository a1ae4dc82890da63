/**
 * Says a text with the real espeak-ng (the Debian package; the phonemizer Piper voices use) and returns
 * how long it speaks and the phonemes it read (issue 16 part B: the speaking budget). One process per
 * text gives both: `espeak-ng -v <voice> -x -w <file.wav> <text>` writes the audio to the file and the
 * phoneme mnemonics (`-x`) to stdout. Default rate (175 words per minute), as the field reports measured.
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
  en: 'en-us', 'pt-BR': 'pt-br', pt: 'pt', de: 'de', fr: 'fr', es: 'es', nl: 'nl',
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
  for (let at = 12; at + 8 <= wav.length;) {
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
        resolve({ text, seconds, phonemes: stdout.split('\n').map((l) => l.trim()).filter((l) => l !== '').join(' ') });
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
  return text.toLowerCase().split(/[\s,;:.!?()]+/)
    .filter((w) => /(^|['’-])est($|-)/.test(w) && !/^(c|n|qu)['’]est$/.test(w));
}

/**
 * The words of French `texts` where espeak-ng reads "est" (east) as the verb [E] (field report 14):
 * each word holding "est" is said with the fr voice, and every "est" in it must come out as [Est]
 * ("d'est" d'Est, "nord-est" nor'Est; "est" 'E and "est-nord-est" Enor'Est are misread). espeak-ng's
 * French dictionary reads "est" by the word (its fr_list entry), so the word alone is read as in the
 * sentence. Returns `word -> phonemes` for each misread word; empty when all are read right.
 */
export async function frenchEastMisread(texts: readonly string[]): Promise<string[]> {
  const words = [...new Set(texts.flatMap(eastWords))];
  if (words.length === 0) return [];
  const heard = await say(words, ESPEAK_VOICE.fr);
  return heard.filter((h) => (h.phonemes.match(/Est/g) ?? []).length < h.text.split(/['’-]/).filter((p) => p === 'est').length)
    .map((h) => `${h.text} -> ${h.phonemes}`);
}
