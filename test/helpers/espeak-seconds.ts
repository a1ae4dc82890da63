/**
 * How long espeak-ng speaks each of many texts, fast: `espeak-ng -v <voice> --stdout -- <text>` per
 * text, `parallel` at a time, the audio counted as it streams (no file, no phonemes). For speaking
 * budgets over hundreds of answers; test/helpers/espeak.ts `say` gives the phonemes as well.
 *
 * On stdout espeak-ng cannot seek back to fill in the RIFF sizes: the length is the bytes after the
 * 44-byte header over the header's byte rate.
 */
import { spawn } from 'node:child_process';

/** Seconds of speech of `text` with `voice`. Rejects when espeak-ng fails or gives no WAVE audio. */
function seconds(text: string, voice: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', voice, '--stdout', '--', text], { stdio: ['ignore', 'pipe', 'ignore'] });
    let header = Buffer.alloc(0);
    let bytes = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (header.length < 44) header = Buffer.concat([header, chunk.subarray(0, 44 - header.length)]);
      bytes += chunk.length;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 || header.length < 44 || header.toString('ascii', 8, 12) !== 'WAVE') {
        reject(new Error(`espeak-ng -v ${voice} failed (exit ${code}) on ${JSON.stringify(text.slice(0, 80))}`));
        return;
      }
      resolve((bytes - 44) / header.readUInt32LE(28));
    });
  });
}

/** Seconds of speech of each text (in the order given), `parallel` espeak-ng processes at a time. */
export async function speakingSeconds(texts: readonly string[], voice: string, parallel = 2): Promise<number[]> {
  const out: number[] = new Array(texts.length);
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const i = next++;
      out[i] = await seconds(texts[i]!, voice);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, texts.length) }, worker));
  return out;
}
