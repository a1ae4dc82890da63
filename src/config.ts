/**
 * Configuration: one table of options, read from (lowest to highest precedence) defaults, the
 * add-on's options file (/data/options.json), environment variables, and command-line flags.
 * Validated once with zod; every problem is reported at once, each naming the option and what is
 * allowed.
 */
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, UNIT_PRESETS } from './speech/types.js';
import { matchLanguage } from './domain/language.js';
import { checkToolNames } from './mcp/surface.js';
import { ANSWER_STYLES, type AnswerStyle } from './mcp/answer.js';
import { TARGET_RE, TTS_RE } from './announce/calls.js';
import { ACTION_FAMILIES, type ActionFamily } from './actions/types.js';

const bool = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(s)) return true;
      if (['false', '0', 'no', 'off'].includes(s)) return false;
    }
    return v;
  },
  z.boolean({ error: 'must be true or false' }),
);

const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be a whole number from ${min} to ${max}`)
      .max(max, `must be a whole number from ${min} to ${max}`),
  );

const httpUrl = z
  .string()
  .trim()
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL, e.g. http://192.168.1.20:3000');

const optionalMqttUrl = z.union(
  [
    z.literal(''),
    z
      .string()
      .trim()
      .refine((s) => {
        try {
          const u = new URL(s);
          return ['mqtt:', 'mqtts:', 'tcp:', 'ssl:'].includes(u.protocol) && u.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be empty or an mqtt:// or mqtts:// URL, e.g. mqtt://192.168.1.20:1883'),
  ],
  { error: 'must be empty or an mqtt:// or mqtts:// URL, e.g. mqtt://192.168.1.20:1883' },
);

const optionalUrl = z.union([z.literal(''), httpUrl], { error: 'must be empty or an http:// or https:// URL' });

/** A comma-separated string as its trimmed, non-empty items ("house, start" -> ["house", "start"]); anything else as given. */
function commaList(v: unknown): unknown {
  return typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;
}

const list = z.preprocess(commaList, z.array(z.string().trim().min(1).max(64), { error: 'must be a list of names, e.g. house,start' }).max(32));

const hostList = z.preprocess(
  commaList,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^(\*|[A-Za-z0-9_.-]{1,253}|\[[0-9A-Fa-f:.]+\])$/, { error: 'must be host names without port or scheme, e.g. boat.example.org, or *' }),
      { error: 'must be a list of host names, e.g. boat.example.org' },
    )
    .max(32),
);

/** Tool names for the MCP menu; unknown ones are refused with the valid names (mcp/surface.ts). */
const toolList = list.superRefine((names, ctx) => {
  const problem = checkToolNames(names);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Announcement targets: assist satellites and media players by entity id (announce/calls.ts). */
const announceTargets = z.preprocess(
  commaList,
  z
    .array(z.string().trim().regex(TARGET_RE, { error: 'must be entity ids of assist satellites or media players, e.g. assist_satellite.cockpit, media_player.saloon' }), {
      error: 'must be a list of entity ids, e.g. assist_satellite.cockpit',
    })
    .max(32),
);

/** The TTS engine media players speak with: empty, or a tts entity id. */
const ttsEntity = z.union([z.literal(''), z.string().trim().regex(TTS_RE, { error: 'must be empty or a TTS entity id, e.g. tts.piper' })], {
  error: 'must be empty or a TTS entity id, e.g. tts.piper',
});

/** Voice action families (actions/types.ts): a comma list or a list of `mob`, `alarms`, `anchor`, each once. */
const actionFamilies = z.preprocess(
  (v) => {
    const items = commaList(v);
    return Array.isArray(items) ? [...new Set(items.map((i) => (typeof i === 'string' ? i.trim().toLowerCase() : i)))] : items;
  },
  z.array(z.enum(ACTION_FAMILIES as unknown as [ActionFamily, ...ActionFamily[]], { error: `must be a list of: ${ACTION_FAMILIES.join(', ')}` }), {
    error: `must be a list of: ${ACTION_FAMILIES.join(', ')}, e.g. mob,alarms`,
  }),
);

const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as unknown as [T, ...T[]], { error: `must be one of: ${values.join(', ')}` });

/**
 * A language as Home Assistant's is matched (domain/language.ts matchLanguage): any
 * letter case, `_` or `-` (`pt-br`, `PT_BR`), a region we don't have falls back to its base language
 * (`de-CH` -> de), pt-BR and pt kept apart; `auto` in any case. Anything else is refused with the list.
 */
export function parseLanguage(value: unknown): 'auto' | (typeof LANGUAGES)[number] | null {
  if (typeof value !== 'string') return null;
  if (value.trim().toLowerCase() === 'auto') return 'auto';
  return matchLanguage(value);
}

const language = z.preprocess((v) => parseLanguage(v) ?? v, oneOf(['auto', ...LANGUAGES]));

/** One option: its add-on name (snake_case), CLI flag, environment variable, schema and help. */
export interface OptionSpec {
  flag: string;
  env?: string;
  schema: z.ZodType;
  /** Default value (as the validated type). */
  default: unknown;
  /** Whether the flag takes no value (booleans may be given as --flag or --flag=false). */
  boolean?: boolean;
  /** The default as --help says it, when the value alone would mislead (an empty one that means something). */
  defaultText?: string;
  /** The allowed values, for --help (options with a fixed set). */
  values?: readonly string[];
  help: string;
}

/** The option table. Keys are the add-on option names (config.yaml `options`). */
export const OPTIONS = {
  signalk_url: { flag: 'signalk-url', env: 'SIGNALK_URL', schema: httpUrl, default: 'http://127.0.0.1:3000', help: 'SignalK server base URL' },
  signalk_token: {
    flag: 'signalk-token',
    env: 'SIGNALK_TOKEN',
    schema: z.string().max(4096),
    default: '',
    help: 'SignalK access token (empty: none, or the one obtained by access request)',
  },
  demo: { flag: 'demo', env: 'SIGNALK_ASSIST_DEMO', schema: bool, default: false, boolean: true, help: 'use the built-in demo vessel instead of a SignalK server' },
  language: {
    flag: 'language',
    env: 'SIGNALK_ASSIST_LANGUAGE',
    schema: language,
    default: 'auto',
    values: ['auto', ...LANGUAGES],
    help: "answer language; 'auto' follows Home Assistant, else English; any case, pt_BR or pt-br, de-CH speaks de",
  },
  units: { flag: 'units', env: 'SIGNALK_ASSIST_UNITS', schema: oneOf(UNIT_PRESETS), default: 'nautical-metric', values: UNIT_PRESETS, help: 'unit preset' },
  mcp: { flag: 'mcp', env: 'SIGNALK_ASSIST_MCP', schema: bool, default: true, boolean: true, help: 'serve MCP over HTTP' },
  mcp_port: { flag: 'port', env: 'MCP_PORT', schema: int(1, 65535), default: 8765, help: 'MCP HTTP port' },
  mcp_host: { flag: 'host', env: 'MCP_HOST', schema: z.string().trim().min(1).max(255), default: '127.0.0.1', help: 'MCP HTTP bind address' },
  mcp_token: { flag: 'mcp-token', env: 'MCP_TOKEN', schema: z.string().max(4096), default: '', help: 'bearer token required on MCP HTTP (empty: none)' },
  mcp_allowed_hosts: {
    flag: 'allowed-hosts',
    env: 'MCP_ALLOWED_HOSTS',
    schema: hostList,
    default: [],
    help: "extra host names MCP HTTP answers to (IP addresses, localhost and this machine's name always work; * for any), e.g. boat.example.org",
  },
  stdio: { flag: 'stdio', schema: bool, default: false, boolean: true, help: 'serve MCP over stdin/stdout' },
  assist: { flag: 'assist', env: 'SIGNALK_ASSIST_ASSIST', schema: bool, default: true, boolean: true, help: 'answer Home Assistant Assist questions (needs Home Assistant)' },
  entities: { flag: 'entities', env: 'SIGNALK_ASSIST_ENTITIES', schema: bool, default: true, boolean: true, help: 'publish Home Assistant sensor entities (needs Home Assistant)' },
  entities_interval_s: {
    flag: 'entities-interval',
    env: 'SIGNALK_ASSIST_ENTITIES_INTERVAL',
    schema: int(1, 3600),
    default: 5,
    help: 'least seconds between two updates of one sensor (significant changes go at once)',
  },
  ha_url: { flag: 'ha-url', env: 'HA_URL', schema: optionalUrl, default: '', help: 'Home Assistant base URL (in the add-on: http://supervisor/core)' },
  ha_token: { flag: 'ha-token', env: 'HA_TOKEN', schema: z.string().max(4096), default: '', help: 'Home Assistant long-lived access token (in the add-on: SUPERVISOR_TOKEN)' },
  mqtt_url: {
    flag: 'mqtt-url',
    env: 'MQTT_URL',
    schema: optionalMqttUrl,
    default: '',
    help: "MQTT broker for Home Assistant discovery entities, e.g. mqtt://192.168.1.20:1883 (in the add-on: the Supervisor's MQTT service; empty and none: plain states)",
  },
  mqtt_username: { flag: 'mqtt-username', env: 'MQTT_USERNAME', schema: z.string().max(256), default: '', help: 'MQTT broker user name' },
  mqtt_password: { flag: 'mqtt-password', env: 'MQTT_PASSWORD', schema: z.string().max(4096), default: '', help: 'MQTT broker password' },
  invert_current: {
    flag: 'invert-current',
    env: 'SIGNALK_ASSIST_INVERT_CURRENT',
    schema: list,
    default: [],
    help: 'battery banks whose current sign is reversed, e.g. house,start',
  },
  stale_navigation_s: {
    flag: 'stale-navigation',
    env: 'SIGNALK_ASSIST_STALE_NAVIGATION',
    schema: int(1, 86400),
    default: 30,
    help: 'seconds before navigation, wind and depth are old',
  },
  stale_ais_s: { flag: 'stale-ais', env: 'SIGNALK_ASSIST_STALE_AIS', schema: int(1, 86400), default: 180, help: 'seconds before an AIS target is old' },
  stale_electrical_s: {
    flag: 'stale-electrical',
    env: 'SIGNALK_ASSIST_STALE_ELECTRICAL',
    schema: int(1, 86400),
    default: 300,
    help: 'seconds before batteries, tanks and engines are old',
  },
  stale_environment_s: {
    flag: 'stale-environment',
    env: 'SIGNALK_ASSIST_STALE_ENVIRONMENT',
    schema: int(1, 86400),
    default: 900,
    help: 'seconds before temperatures and pressure are old',
  },
  log_level: {
    flag: 'log-level',
    env: 'SIGNALK_ASSIST_LOG_LEVEL',
    schema: oneOf(['debug', 'info', 'warning', 'error'] as const),
    default: 'info',
    values: ['debug', 'info', 'warning', 'error'],
    help: 'log level',
  },
  data_dir: {
    flag: 'data-dir',
    env: 'SIGNALK_ASSIST_DATA_DIR',
    schema: z.string().min(1).max(1024),
    default: '',
    defaultText: '/data when it exists, else ./.signalk-assist',
    help: 'persistent state folder',
  },
  tools: {
    flag: 'tools',
    env: 'SIGNALK_ASSIST_TOOLS',
    schema: toolList,
    default: [],
    defaultText: 'the default set',
    help: 'MCP tools listed to agents (names, default, all), e.g. default,tank_levels',
  },
  answers: {
    flag: 'answers',
    env: 'SIGNALK_ASSIST_ANSWERS',
    schema: oneOf(ANSWER_STYLES),
    default: 'compact',
    values: ANSWER_STYLES,
    help: 'MCP tool answers: compact (the sentence, its age and the valid choices: fewest tokens) full (every SI field and the ISO timestamp, also as structuredContent) or sentence (the sentence as plain text, then the other compact fields)',
  },
  // Announcements (src/announce/).
  announce: {
    flag: 'announce',
    env: 'SIGNALK_ASSIST_ANNOUNCE',
    schema: bool,
    default: false,
    boolean: true,
    help: 'say alarms that go off and search-and-rescue devices that appear on the announce targets (needs Home Assistant)',
  },
  announce_targets: {
    flag: 'announce-targets',
    env: 'SIGNALK_ASSIST_ANNOUNCE_TARGETS',
    schema: announceTargets,
    default: [],
    help: 'entity ids that announcements are said on: assist satellites (Home Assistant 2024.10 or later) and media players, e.g. assist_satellite.cockpit,media_player.saloon',
  },
  announce_tts: {
    flag: 'announce-tts',
    env: 'SIGNALK_ASSIST_ANNOUNCE_TTS',
    schema: ttsEntity,
    default: '',
    help: 'TTS engine that media players speak announcements with, e.g. tts.piper (needed for media player targets)',
  },
  announce_cleared: {
    flag: 'announce-cleared',
    env: 'SIGNALK_ASSIST_ANNOUNCE_CLEARED',
    schema: bool,
    default: false,
    boolean: true,
    help: 'also announce an alarm that went back to normal',
  },
  announce_min_interval_s: {
    flag: 'announce-min-interval',
    env: 'SIGNALK_ASSIST_ANNOUNCE_MIN_INTERVAL',
    schema: int(1, 3600),
    default: 30,
    help: 'least seconds between two announcements; what happens meanwhile is said together after it',
  },
  // Voice actions (src/actions/): off unless named.
  voice_actions: {
    flag: 'voice-actions',
    env: 'SIGNALK_ASSIST_VOICE_ACTIONS',
    schema: actionFamilies,
    default: [],
    defaultText: 'none',
    values: ACTION_FAMILIES,
    help: 'actions the skipper may order by voice in Assist: mob (man overboard), alarms (silence), anchor (anchor watch), e.g. mob,alarms,anchor; needs SignalK write access',
  },
  mcp_actions: {
    flag: 'mcp-actions',
    env: 'SIGNALK_ASSIST_MCP_ACTIONS',
    schema: bool,
    default: false,
    boolean: true,
    help: 'let MCP clients use the voice actions that are on, through the boat_command tool',
  },
} satisfies Record<string, OptionSpec>;

export type OptionName = keyof typeof OPTIONS;

/** The validated configuration. */
export interface Config {
  signalk_url: string;
  signalk_token: string;
  demo: boolean;
  language: 'auto' | (typeof LANGUAGES)[number];
  units: (typeof UNIT_PRESETS)[number];
  mcp: boolean;
  mcp_port: number;
  mcp_host: string;
  mcp_token: string;
  mcp_allowed_hosts: string[];
  stdio: boolean;
  assist: boolean;
  entities: boolean;
  entities_interval_s: number;
  ha_url: string;
  ha_token: string;
  /** MQTT broker URL for discovery entities; empty: the Supervisor's MQTT service, if any (entities/broker.ts). */
  mqtt_url: string;
  mqtt_username: string;
  mqtt_password: string;
  invert_current: string[];
  stale_navigation_s: number;
  stale_ais_s: number;
  stale_electrical_s: number;
  stale_environment_s: number;
  log_level: 'debug' | 'info' | 'warning' | 'error';
  data_dir: string;
  /** MCP tool menu as configured (names, `default`, `all`); empty: the default menu (mcp/surface.ts). */
  tools: string[];
  /** MCP answer style (mcp/answer.ts). */
  answers: AnswerStyle;
  /** Announcements (announce/). */
  announce: boolean;
  /** Entity ids: assist_satellite.* and media_player.*. */
  announce_targets: string[];
  /** TTS engine entity (tts.*) for media player targets, or ''. */
  announce_tts: string;
  announce_cleared: boolean;
  announce_min_interval_s: number;
  /** Voice action families that exist (actions/); empty: none. */
  voice_actions: ActionFamily[];
  /** Whether MCP clients get the `boat_command` tool for the families on. */
  mcp_actions: boolean;
}

/** Thrown with every configuration problem, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Where the options came from. */
export interface ConfigSources {
  /** Values from an options file (already parsed JSON). */
  file?: Record<string, unknown>;
  env?: NodeJS.ProcessEnv;
  /** Flag values by flag name (strings, or true for bare boolean flags). */
  flags?: Record<string, string | boolean>;
}

const FLAG_TO_OPTION = new Map<string, OptionName>((Object.keys(OPTIONS) as OptionName[]).map((k) => [OPTIONS[k].flag, k]));

/** The option name a CLI flag sets, or undefined. */
export function optionForFlag(flag: string): OptionName | undefined {
  return FLAG_TO_OPTION.get(flag);
}

/**
 * Builds the configuration from its sources. Unknown keys in the options file and every invalid
 * value are collected and thrown together as a ConfigError.
 */
export function buildConfig(sources: ConfigSources): Config {
  const problems: string[] = [];
  const raw: Record<string, unknown> = {};
  const origin: Record<string, string> = {};
  for (const [k, v] of Object.entries(sources.file ?? {})) {
    if (!(k in OPTIONS)) {
      problems.push(`option ${k}: unknown option (known: ${Object.keys(OPTIONS).join(', ')})`);
      continue;
    }
    if (v === null) continue; // HA writes null for an unset optional option
    raw[k] = v;
    origin[k] = `option ${k}`;
  }
  const env = sources.env ?? {};
  for (const k of Object.keys(OPTIONS) as OptionName[]) {
    const spec: OptionSpec = OPTIONS[k];
    if (spec.env && env[spec.env] !== undefined && env[spec.env] !== '') {
      raw[k] = env[spec.env];
      origin[k] = `environment variable ${spec.env}`;
    }
  }
  for (const [flag, v] of Object.entries(sources.flags ?? {})) {
    const k = FLAG_TO_OPTION.get(flag);
    if (!k) {
      problems.push(`--${flag}: unknown flag`);
      continue;
    }
    raw[k] = v;
    origin[k] = `--${flag}`;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(OPTIONS) as OptionName[]) {
    const spec: OptionSpec = OPTIONS[k];
    if (!(k in raw)) {
      out[k] = spec.default;
      continue;
    }
    const r = spec.schema.safeParse(raw[k]);
    if (r.success) out[k] = r.data;
    else problems.push(`${origin[k]}: ${r.error.issues[0]?.message ?? 'invalid value'}`);
  }
  if (!problems.length) problems.push(...announceProblems(out));
  if (problems.length) throw new ConfigError(problems);
  applySupervisorDefaults(out, env);
  return out as unknown as Config;
}

/**
 * Announcements to media players need a TTS engine (Home Assistant's tts.speak takes one): with
 * announce on, a media player target and no announce_tts is refused, naming both options.
 */
function announceProblems(out: Record<string, unknown>): string[] {
  if (out.announce !== true || out.announce_tts !== '') return [];
  const players = (out.announce_targets as string[]).filter((t) => t.startsWith('media_player.'));
  if (players.length === 0) return [];
  return [`option announce_tts: media players (${players.join(', ')}) speak announcements through a TTS engine: set announce_tts (--announce-tts), e.g. tts.piper`];
}

/** Where an add-on reaches Home Assistant Core through the Supervisor's proxy. */
export const SUPERVISOR_CORE_URL = 'http://supervisor/core';

/**
 * Inside the Home Assistant add-on the Supervisor gives us SUPERVISOR_TOKEN (config.yaml
 * `homeassistant_api: true`) and proxies Core at http://supervisor/core. When no Home Assistant
 * URL was configured, use those. The token is only ever paired with the Supervisor's own URL, so
 * an explicitly configured ha_url never receives it.
 */
function applySupervisorDefaults(out: Record<string, unknown>, env: NodeJS.ProcessEnv): void {
  const supervisorToken = env.SUPERVISOR_TOKEN?.trim();
  if (!supervisorToken || out.ha_url !== '') return;
  out.ha_url = SUPERVISOR_CORE_URL;
  if (out.ha_token === '') out.ha_token = supervisorToken;
}

/**
 * Reads an options file (JSON object). Errors name the file and say what is wrong.
 * @throws ConfigError when the file exists but is not a JSON object.
 */
export function readOptionsFile(path: string): Record<string, unknown> | undefined {
  if (!existsSync(path)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ConfigError([`options file ${path}: not valid JSON (${(e as Error).message})`]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError([`options file ${path}: must hold a JSON object of options`]);
  }
  return parsed as Record<string, unknown>;
}
