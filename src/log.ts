/**
 * A small leveled logger on stderr (stdout belongs to MCP over stdio). Secrets registered with
 * `addSecret` are replaced by "***" in every line (tokens never reach a log).
 */
export type LogLevel = 'debug' | 'info' | 'warning' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warning: 30, error: 40 };

const secrets = new Set<string>();
let threshold: LogLevel = 'info';
let sink: (line: string) => void = (line) => process.stderr.write(line + '\n');

/** Sets the lowest level printed. */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/** Registers a secret (a token) to be masked in every log line. Ignores short strings. */
export function addSecret(secret: string | undefined | null): void {
  if (secret && secret.length >= 6) secrets.add(secret);
}

/** Replaces every registered secret in `text` by "***". */
export function redact(text: string): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join('***');
  return out;
}

/** Redirects log lines (tests). Returns the previous sink. */
export function setLogSink(fn: (line: string) => void): (line: string) => void {
  const prev = sink;
  sink = fn;
  return prev;
}

function write(level: LogLevel, msg: string): void {
  if (ORDER[level] < ORDER[threshold]) return;
  sink(redact(`${new Date().toISOString()} ${level.toUpperCase()} ${msg}`));
}

/** The logger. */
export const log = {
  debug: (msg: string) => write('debug', msg),
  info: (msg: string) => write('info', msg),
  warn: (msg: string) => write('warning', msg),
  error: (msg: string) => write('error', msg),
};
