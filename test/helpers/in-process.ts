/**
 * The add-on run inside a test's own process (src/app.ts startApp), as the integration tests that move
 * its clock use it: a quiet configuration that only reads SignalK, and asking a query of the catalogue
 * in a language.
 */
import type { App } from '../../src/app.js';
import { buildConfig, type Config } from '../../src/config.js';
import { findQuery } from '../../src/questions/index.js';
import type { Language } from '../../src/speech/types.js';
import { freePort } from './net.js';

/** The config (src/config.ts) of an add-on reading `signalkUrl`: MCP, Assist and entities off, its data in `dataDir`, errors only in the log. */
export async function quietConfig(signalkUrl: string, dataDir: string): Promise<Config> {
  return buildConfig({
    file: { signalk_url: signalkUrl, mcp: false, mcp_host: '127.0.0.1', mcp_port: await freePort(), assist: false, entities: false, data_dir: dataDir, log_level: 'error' },
    env: {},
  });
}

/** Runs the query `tool` with `args` on the app's model in `language`, then sets the app back to English; the query's result. */
export function askApp(app: App, tool: string, args: Record<string, unknown> = {}, language: Language = 'en'): Record<string, unknown> {
  app.setLanguage(language);
  try {
    return findQuery(tool)!.run(args as never, app.context()) as Record<string, unknown>;
  } finally {
    app.setLanguage('en');
  }
}
