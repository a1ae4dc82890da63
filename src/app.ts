/**
 * Composition root: builds the vessel model, its feed (a SignalK server or the demo vessel), the
 * speaker and the outputs from a validated Config. Outputs are isolated: one failing never stops
 * the others (DESIGN.md "Isolate failures").
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Config } from './config.js';
import { createDemoVessel, type DemoVessel } from './demo/index.js';
import { addSecret, log, setLogLevel } from './log.js';
import { startHttp, type RunningHttp } from './mcp/http.js';
import { createMcpServer } from './mcp/server.js';
import { DEFAULT_STALENESS, type QueryContext } from './queries/types.js';
import { SignalKClient } from './signalk/client.js';
import { createSpeaker } from './speech/speaker.js';
import type { Language, Speaker } from './speech/types.js';
import { VesselModel } from './vessel/model.js';

export interface App {
  model: VesselModel;
  config: Config;
  /** The query context of the moment (language may follow Home Assistant). */
  context(): QueryContext;
  /** Switches the answer language (e.g. when Home Assistant's language is learnt). */
  setLanguage(language: Language): void;
  http: RunningHttp | null;
  client: SignalKClient | null;
  demo: DemoVessel | null;
  /** Where persistent state lives. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface AppIo {
  stdin?: Readable;
  stdout?: Writable;
  now?: () => number;
}

/** Default data dir: /data inside the add-on, else ./.signalk-assist. */
export function defaultDataDir(): string {
  return existsSync('/data') ? '/data' : resolve('.signalk-assist');
}

/** Starts everything the configuration asks for. Rejects only on unusable settings (a taken port). */
export async function startApp(config: Config, io: AppIo = {}): Promise<App> {
  setLogLevel(config.log_level);
  addSecret(config.signalk_token);
  addSecret(config.mcp_token);
  addSecret(config.ha_token);
  const now = io.now ?? Date.now;
  const model = new VesselModel(now);
  let language: Language = config.language === 'auto' ? 'en' : config.language;
  const speakers = new Map<Language, Speaker>();
  const speaker = () => {
    let s = speakers.get(language);
    if (!s) {
      s = createSpeaker({ language, units: config.units });
      speakers.set(language, s);
    }
    return s;
  };
  const staleness = {
    navigation: config.stale_navigation_s * 1000 || DEFAULT_STALENESS.navigation,
    ais: config.stale_ais_s * 1000 || DEFAULT_STALENESS.ais,
    electrical: config.stale_electrical_s * 1000 || DEFAULT_STALENESS.electrical,
    environment: config.stale_environment_s * 1000 || DEFAULT_STALENESS.environment,
  };
  const invertCurrent = new Set(config.invert_current);
  const context = (): QueryContext => ({ model, speaker: speaker(), now, staleness, invertCurrent });

  let client: SignalKClient | null = null;
  let demo: DemoVessel | null = null;
  if (config.demo) {
    demo = createDemoVessel({ now });
    model.selfContext = demo.selfContext;
    for (const d of demo.initialDeltas()) model.applyDelta(d);
    demo.start((d) => model.applyDelta(d));
    log.info('Demo vessel running: answers come from our built-in simulation, not a real boat.');
  } else {
    client = new SignalKClient(model, { url: config.signalk_url, token: config.signalk_token });
    client.start();
  }

  let http: RunningHttp | null = null;
  const closers: (() => Promise<void>)[] = [];
  if (config.mcp) {
    http = await startHttp({
      host: config.mcp_host,
      port: config.mcp_port,
      context,
      health: () => ({ signalk: demo ? 'demo' : client?.state, paths: [...model.paths()].length }),
    });
    closers.push(() => http!.close());
  }
  if (config.stdio) {
    const server = createMcpServer({ context });
    const transport = new StdioServerTransport(io.stdin, io.stdout);
    await server.connect(transport);
    closers.push(() => server.close());
  }

  return {
    model,
    config,
    context,
    setLanguage: (l) => {
      language = l;
    },
    http,
    client,
    demo,
    dataDir: config.data_dir || defaultDataDir(),
    async stop() {
      demo?.stop();
      client?.stop();
      for (const c of closers) await c().catch(() => {});
    },
  };
}
