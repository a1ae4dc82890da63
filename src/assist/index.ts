/**
 * The Assist output (docs/design.md#home-assistant-glue): on every connection to Home Assistant it subscribes the
 * answerer and, once HA is RUNNING, brings the managed sentence automations in step (or removes them
 * all when the output is off). HA being slow or down never affects the rest of the app.
 */
import type { Connection } from 'home-assistant-js-websocket';
import type { HaConnection } from '../ha/connection.js';
import { log } from '../log.js';
import type { QueryContext } from '../queries/types.js';
import { AssistAnswerer } from './answerer.js';
import { AssistRegistrar, describeReport, logSyncFailure } from './registrar.js';
import { sentencesFor, type AssistSentences } from './sentences/index.js';
import type { ActionEngine } from '../actions/engine.js';
import { matchLanguage, type Language } from '../domain/language.js';
import { actionAutomations, type CommandTemplates } from './actions.js';

export interface AssistOutputOptions {
  ha: HaConnection;
  /** The `assist` option: false removes every managed automation and answers nothing. */
  enabled: boolean;
  /** The app's query context of the moment (the one MCP uses). */
  context: () => QueryContext;
  /**
   * The voice actions: their automations are registered (every family, on or off: assist/actions.ts)
   * and their commands answered by `engine`. Absent: no action automations.
   */
  actions?: { engine: ActionEngine; templates: (language: Language) => CommandTemplates };
  /** Bound on waiting for HA to be RUNNING after a connect, ms (default 5 minutes). */
  runningTimeoutMs?: number;
}

export interface AssistOutput {
  /** Resolves when the sync started by the latest connect has finished (tests, shutdown). */
  settled(): Promise<void>;
  stop(): void;
}

/** Starts the Assist output on a shared HA connection. */
export function startAssistOutput(opts: AssistOutputOptions): AssistOutput {
  const { ha } = opts;
  const registrar = new AssistRegistrar(ha);
  let warnedLanguage: string | null = null;
  const sentences = (): AssistSentences => {
    const { sentences: s, exact } = sentencesFor(ha.language);
    if (!exact && ha.language && warnedLanguage !== ha.language) {
      warnedLanguage = ha.language;
      log.info(`Assist: no sentences in ${ha.language} yet; Home Assistant gets the ${s.language} ones.`);
    }
    return s;
  };
  const answerer = new AssistAnswerer(opts.context, sentences, opts.actions?.engine);
  let generation = 0;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const sync = async (gen: number): Promise<void> => {
    if (!(await waitUntilRunning(ha, () => stopped || gen !== generation, opts.runningTimeoutMs ?? 300_000))) return;
    try {
      if (opts.enabled) {
        const s = sentences();
        const language = matchLanguage(s.language) ?? 'en';
        const report = await registrar.sync(s, opts.actions ? actionAutomations(language, opts.actions.templates(language)) : []);
        log.info(`Assist: sentence automations in Home Assistant (${s.language}): ${describeReport(report)}.`);
      } else {
        const report = await registrar.removeAll();
        if (report.removed.length) log.info(`Assist is off: removed ${report.removed.length} automations from Home Assistant.`);
      }
    } catch (e) {
      logSyncFailure(opts.enabled ? 'set up the sentence automations' : 'remove the sentence automations', e);
    }
  };

  const unlisten = ha.onReady(async (conn: Connection) => {
    if (stopped) return;
    if (opts.enabled) await answerer.attach(conn);
    const gen = ++generation;
    // Not awaited: waiting for HA to finish starting must not hold up other outputs' ready work.
    current = sync(gen);
  });

  return {
    settled: () => current,
    stop() {
      stopped = true;
      unlisten();
      void answerer.detach();
    },
  };
}

/**
 * Polls `GET /api/config` until HA says RUNNING (automations loaded, config API ready). Returns false
 * when `cancelled()` turns true or the bound passes (then the next connect tries again).
 */
async function waitUntilRunning(ha: HaConnection, cancelled: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!cancelled()) {
    try {
      const config = await ha.rest<{ state?: string }>('GET', '/api/config');
      if (config.state === undefined || config.state === 'RUNNING') return true;
    } catch {
      // not reachable right now; the connection's own logging says so
    }
    if (Date.now() > deadline) {
      log.warn('Assist: Home Assistant did not finish starting in time; the sentence automations are checked on the next connection.');
      return false;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}
