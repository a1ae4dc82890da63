/**
 * Composition root: builds the vessel model, its feed (a SignalK server or the demo vessel), the
 * speaker and the outputs from a validated Config. Outputs are isolated: one failing never stops
 * the others.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SUPERVISOR_CORE_URL, type Config } from './config.js';
import type { DemoVessel } from './demo/index.js';
import { addSecret, log, setLogLevel } from './log.js';
import { createGuard } from './mcp/guard.js';
import { HaConnection } from './ha/connection.js';
import { mirrorAccessToHa } from './ha/access-notification.js';
import { announceMcp, withdrawMcp, type Announcement } from './ha/discovery.js';
import { startAssistOutput, type AssistOutput } from './assist/index.js';
import { startEntityOutput, type EntityOutput } from './entities/index.js';
import { startAnnounceOutput, type AnnounceOutput } from './announce/index.js';
import { resolveBroker } from './entities/broker.js';
import { startHttp, type RunningHttp } from './mcp/http.js';
import { createMcpServer } from './mcp/server.js';
import { resolveMenu } from './mcp/surface.js';
import { UsageLog } from './mcp/usage-log.js';
import { LazyGazetteer } from './places/load.js';
import { FEED_UP, type FeedState } from './domain/feed.js';
import { DEFAULT_STALENESS, type QueryContext } from './queries/types.js';
import { DeviceAccess } from './signalk/access.js';
import { SignalKClient } from './signalk/client.js';
import { createSpeaker } from './speech/speaker.js';
import { matchLanguage } from './domain/language.js';
import type { Language, Speaker } from './speech/types.js';
import { refusalAdvice, VesselModel } from './vessel/model.js';
import { attachHistory, History } from './vessel/history.js';
import { attachEnergyMeter, EnergyMeter } from './vessel/energy.js';
import { PressureHistory } from './vessel/pressure-history.js';
import { AnchorWatch, attachAnchorWatch } from './vessel/anchor-watch.js';
import { ActionEngine } from './actions/engine.js';
import { createAnchorControl } from './actions/anchor-control.js';
import { OwnAnchorWatch } from './actions/own-anchor.js';
import { matchCommand, isConfirmation } from './actions/grammar.js';
import { COMMAND_SENTENCES } from './actions/sentences/index.js';
import { commandExample } from './actions/examples.js';
import { ACTION_WORDS } from './actions/wording/index.js';
import { createSignalKWrites } from './signalk/writes.js';
import { questionTool } from './assist/question-tool.js';
import type { BoatCommands } from './mcp/boat-command.js';
import { readJsonFile, writePrivateFile } from './private-file.js';

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
  /**
   * SignalK's device access request flow (null with a configured SignalK token or the demo).
   * `onEvent` delivers the latest state at once, then every change: the Home Assistant side raises
   * a persistent notification on 'requested' and dismisses it on 'approved'.
   */
  signalkAccess: DeviceAccess | null;
  /** The Home Assistant connection, when a URL and token are configured (outputs that are off clean up through it). */
  ha: HaConnection | null;
  stop(): Promise<void>;
}

export interface AppIo {
  stdin?: Readable;
  stdout?: Writable;
  now?: () => number;
  /** Environment (default process.env): SUPERVISOR_TOKEN, HOSTNAME, SIGNALK_ASSIST_SUPERVISOR_URL. */
  env?: NodeJS.ProcessEnv;
}

/** The voice actions' memory (the men overboard we raised) under the data dir. */
export const ACTIONS_FILE = 'voice-actions.json';

/** The gazetteer loads this long after start when no answer asked for it before (test/bench/gazetteer.ts). */
export const PLACES_PRELOAD_MS = 10_000;

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
  addSecret(config.mqtt_password);
  const now = io.now ?? Date.now;
  const model = new VesselModel(now, (cause) => log.warn(refusalAdvice(cause)));
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
  // The last hours need a memory the model does not keep (vessel/history.ts); the barometer's
  // three-hour trend reads the same pressure series (vessel/pressure-history.ts).
  const history = new History(now(), invertCurrent);
  attachHistory(model, history);
  // One battery energy counter: the energy sensors show its totals, the history keeps what it counts
  // (battery_history's "used"), so the dashboard's kilowatt hours and the spoken answer agree.
  const energy = new EnergyMeter(model, invertCurrent, (bank, time, inJ, outJ) => history.recordEnergy(bank, time, inJ, outJ));
  attachEnergyMeter(model, energy);
  const pressureHistory = new PressureHistory(history.pressureSeries());
  // Our own drag alarm from our position and the anchor circle (vessel/anchor-watch.ts): no plugin needed.
  const anchorWatch = new AnchorWatch();
  attachAnchorWatch(model, anchorWatch);
  // The feed's state reaches every answer (queries/feed.ts); the demo vessel is always up.
  let feed = (): FeedState => FEED_UP;
  // Place names for "where are we": the gazetteer loads on the first answer that needs it,
  // or PLACES_PRELOAD_MS after start, so that starting stays as fast as without it.
  const places = new LazyGazetteer(undefined, (err) => log.warn(`No place names: the gazetteer did not load (${err.message}).`));
  const preloadPlaces = setTimeout(() => places.preload(), PLACES_PRELOAD_MS);
  preloadPlaces.unref();
  const context = (): QueryContext => ({ model, speaker: speaker(), now, staleness, invertCurrent, pressureHistory, history, feed: feed(), places, anchorWatch });

  const dataDir = config.data_dir || defaultDataDir();
  let client: SignalKClient | null = null;
  let signalkAccess: DeviceAccess | null = null;
  let demo: DemoVessel | null = null;
  if (config.demo) {
    // Loaded only for the demo: a boat's process does not carry the simulation.
    const [{ createDemoVessel }, { routeResourceDelta }] = await Promise.all([import('./demo/index.js'), import('./demo/resource.js')]);
    demo = createDemoVessel({ now });
    model.selfContext = demo.selfContext;
    for (const d of demo.initialDeltas()) model.applyDelta(d);
    // The route its course follows, as a server's resources provider would hold it (named waypoints for get_route).
    model.applyDelta(routeResourceDelta(demo.selfContext, demo.route(), new Date(now()).toISOString()));
    demo.start((d) => model.applyDelta(d));
    log.info('Demo vessel running: answers come from our built-in simulation, not a real boat.');
  } else {
    // Voice actions write to SignalK: the access request then asks read-write (the grant is checked before each action).
    const permissions = config.voice_actions.length > 0 ? 'readwrite' : 'readonly';
    if (!config.signalk_token) signalkAccess = new DeviceAccess({ url: config.signalk_url, dataDir, permissions });
    const c = new SignalKClient(model, { url: config.signalk_url, token: config.signalk_token, access: signalkAccess ?? undefined, now });
    feed = () => c.feed();
    client = c;
    client.start();
  }

  const closers: (() => Promise<void>)[] = [];
  // Announcements (below) also say a voice action's late confirmation.
  let announcer: AnnounceOutput | null = null;
  // Voice actions (src/actions/): the engine exists whatever `voice_actions` says, so a command of a
  // family that is off is answered as such; nothing is written to SignalK without a family on.
  const writes = client ? createSignalKWrites({ url: config.signalk_url, token: () => client!.currentToken(), model, now, timeoutMs: 2000 }) : null;
  // Our own anchor watch runs whenever there is a SignalK to raise its alarm in: one armed by voice
  // keeps being watched after the anchor actions are turned off (it holds nothing until one is armed).
  let ownAnchor: OwnAnchorWatch | null = null;
  if (writes) {
    ownAnchor = new OwnAnchorWatch({ dataDir, model, watch: anchorWatch, writes, message: () => ACTION_WORDS[language].anchor.dragging, now });
    closers.push(async () => ownAnchor?.stop());
  }
  const actions = new ActionEngine({
    enabled: new Set(config.voice_actions),
    writes,
    anchor: writes && ownAnchor ? createAnchorControl({ writes, model, own: ownAnchor }) : null,
    model,
    now,
    units: config.units,
    sentence: commandExample,
    dragging: () => anchorWatch.dragging,
    // A confirmation SignalK sent late is said where announcements are said (when they are on).
    announce: (text, lang) => {
      log.info(`Voice actions: ${text}`);
      announcer?.say(text, lang);
    },
    store: {
      load: () => readJsonFile(join(dataDir, ACTIONS_FILE)),
      save: (state) => writePrivateFile(dataDir, ACTIONS_FILE, JSON.stringify(state, null, 2)),
    },
  });
  const commands: BoatCommands | undefined = config.mcp_actions ? { engine: actions, matcher: { match: matchCommand, isConfirmation, questionTool } } : undefined;

  let http: RunningHttp | null = null;
  // The tool menu and the per-call usage log under the data dir, read by `signalk-assist usage`.
  const tools = resolveMenu(config.tools).menu;
  const usage = config.mcp || config.stdio ? new UsageLog({ dir: dataDir }) : undefined;
  // HTTP also runs with MCP off (only /health then) unless stdio was asked for alone:
  // the add-on's watchdog and HEALTHCHECK need an answer either way.
  if (config.mcp || !config.stdio) {
    http = await startHttp({
      mcp: config.mcp,
      host: config.mcp_host,
      port: config.mcp_port,
      context,
      tools,
      answers: config.answers,
      usage,
      commands,
      health: () => ({
        signalk: demo ? 'demo' : client?.state,
        paths: [...model.paths()].length,
        model: { readings: model.readings, contexts: model.contextCount, dropped: model.stats.dropped, refused: model.stats.refused, evicted: model.stats.evicted },
      }),
      guard: createGuard({ token: config.mcp_token, allowedHosts: config.mcp_allowed_hosts }),
    });
    closers.push(() => http!.close());
  }
  if (config.stdio) {
    const server = createMcpServer({ context, tools, answers: config.answers, usage, commands });
    const transport = new StdioServerTransport(io.stdin, io.stdout);
    await server.connect(transport);
    closers.push(() => server.close());
  }

  // Home Assistant: one connection shared by Assist and entities. Its language becomes ours when
  // `language: auto` and we speak it; otherwise English, said once in the log. With both outputs
  // off it still connects, so that what an earlier run created there is removed.
  let ha: HaConnection | null = null;
  if (config.ha_url && config.ha_token) {
    ha = new HaConnection({ url: config.ha_url, token: config.ha_token, supervisor: config.ha_url === SUPERVISOR_CORE_URL });
    let warnedLanguage: string | null = null;
    ha.onReady(() => {
      if (config.language !== 'auto' || !ha!.language) return;
      // 'de-CH' speaks German, 'pt-PT' Portugal's Portuguese (src/domain/language.ts).
      const matched = matchLanguage(ha!.language);
      if (matched) language = matched;
      else if (warnedLanguage !== ha!.language) {
        warnedLanguage = ha!.language;
        log.info(`Home Assistant speaks ${ha!.language}, which signalk-assist does not yet; answering in English.`);
      }
    });
    ha.start();
  } else if (config.assist || (config.entities && !config.mqtt_url)) {
    const off = config.entities && config.mqtt_url ? 'Assist is' : 'Home Assistant outputs are';
    log.info(`${off} off: no Home Assistant URL and token (in the add-on they come from the Supervisor; elsewhere --ha-url and --ha-token).`);
  }

  // Supervisor discovery (src/ha/discovery.ts): inside the add-on, Home Assistant offers its
  // MCP integration by itself. Withdrawn only when HA could not use it (MCP off, or a token HA's client
  // cannot send), never at stop: HA would delete the skipper's entry with it.
  // SIGNALK_ASSIST_SUPERVISOR_URL is for tests (a stand-in Supervisor on 127.0.0.1).
  const env = io.env ?? process.env;
  const supervisorToken = env.SUPERVISOR_TOKEN?.trim();
  let announcement: Announcement | null = null;
  let withdrawal: Promise<boolean> | null = null;
  if (supervisorToken && http) {
    addSecret(supervisorToken);
    const discovery = { token: supervisorToken, supervisorUrl: env.SIGNALK_ASSIST_SUPERVISOR_URL || undefined, port: http.port, dataDir, envHostname: env.HOSTNAME };
    if (config.mcp && !config.mcp_token) announcement = announceMcp(discovery);
    else withdrawal = withdrawMcp(discovery);
  }

  // SignalK's access request, shown to the owner in Home Assistant while it waits for approval.
  const stopAccessMirror = ha && signalkAccess ? mirrorAccessToHa(signalkAccess, ha) : null;

  // Entities output (src/entities/): boat sensors fed by the model, as MQTT discovery entities when
  // a broker is available, else as plain Home Assistant states. Turned off, it removes what an
  // earlier run left in Home Assistant.
  let entities: EntityOutput | null = null;
  const broker = config.entities ? resolveBroker(config) : Promise.resolve(null);
  if (ha || config.entities) entities = startEntityOutput({ ha, enabled: config.entities, broker, model, context, intervalMs: config.entities_interval_s * 1000, now, energy });

  // Assist output (src/assist/): sentence automations in HA answered from the same queries as MCP.
  // Turned off, it removes the automations an earlier run created.
  let assist: AssistOutput | null = null;
  if (ha) assist = startAssistOutput({ ha, enabled: config.assist, context, actions: { engine: actions, templates: (l) => COMMAND_SENTENCES[l].commands } });

  // Announcements (src/announce/): opt-in; alarms that go off and search-and-rescue devices
  // that appear, said by Home Assistant on the chosen speakers.
  if (ha && config.announce) {
    announcer = startAnnounceOutput({
      ha,
      model,
      context,
      now,
      anchorWatch,
      targets: config.announce_targets,
      tts: config.announce_tts,
      cleared: config.announce_cleared,
      minIntervalMs: config.announce_min_interval_s * 1000,
    });
  } else if (config.announce) log.warn('Announcements are on but there is no Home Assistant URL and token: nothing will be said.');

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
    dataDir,
    signalkAccess,
    ha,
    async stop() {
      clearTimeout(preloadPlaces);
      announcement?.stop();
      await withdrawal;
      demo?.stop();
      client?.stop();
      await entities?.stop().catch(() => {});
      assist?.stop();
      announcer?.stop();
      stopAccessMirror?.();
      ha?.stop();
      for (const c of closers) await c().catch(() => {});
      await usage?.close();
    },
  };
}
