/**
 * The add-on's own state files under its data folder (the SignalK token, the voice actions' memory,
 * our own anchor watch): written readable by their owner only, atomically, and read back without
 * throwing.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `<dir>/<name>` readable by its owner only (mode 0600, the folder 0700), atomically: a
 * temporary file, then a rename, so a crash never leaves half a file.
 * @throws the file system's error (no space, no permission): the caller says what is lost.
 */
export function writePrivateFile(dir: string, name: string, text: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(tmp, text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600); // an old temp file keeps its mode through writeFileSync
  renameSync(tmp, join(dir, name));
}

/** A JSON file's value, or null when it is missing, unreadable or not JSON. */
export function readJsonFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
