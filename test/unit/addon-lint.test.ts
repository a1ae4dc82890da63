/**
 * The community add-on linter's rules on config.yaml, so a release never fails
 * frenck/action-addon-linter again. Rule source: that repository at commit 2bd8faa (April 2026):
 * src/config.schema.json (a JSON Schema, draft 7: required keys, no keys besides its properties,
 * each key's type, enumerations, and `default`s, which src/lint.py turns into an error when a key is
 * written with its default value) and src/lint.py's extra checks (obsolete `watchdog`, deprecated
 * architectures, `codenotary`, `auto_uart`, old `devices`/`tmpfs` formats, cold backups with hooks,
 * ingress with `webui`, conflicting `map` folders). The rules are written out below as our own table
 * (the linter needs Docker and Python; its schema is not ours to copy), each check with the
 * linter's wording so a failure reads like the linter's own output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { REPO_ROOT as ROOT } from '../helpers/repo.js';

const configYaml = YAML.parse(readFileSync(join(ROOT, 'config.yaml'), 'utf8')) as Record<string, unknown>;

type JsonType = 'string' | 'boolean' | 'integer' | 'array' | 'object';
interface KeyRule {
  types: JsonType[];
  /** The Supervisor's default: writing it is an error ("should be removed"). */
  default?: unknown;
  oneOf?: readonly string[];
}

const bool = (d?: boolean): KeyRule => (d === undefined ? { types: ['boolean'] } : { types: ['boolean'], default: d });
const str: KeyRule = { types: ['string'] };
const arr: KeyRule = { types: ['array'] };
const obj: KeyRule = { types: ['object'] };

/** Every key the linter's schema knows (anything else is refused: additionalProperties false). */
const KEYS: Record<string, KeyRule> = {
  // Booleans the Supervisor defaults to false.
  ...Object.fromEntries(
    [
      'advanced',
      'audio',
      'auth_api',
      'auto_uart',
      'devicetree',
      'docker_api',
      'full_access',
      'gpio',
      'hassio_api',
      'homeassistant_api',
      'host_dbus',
      'host_ipc',
      'host_network',
      'host_pid',
      'host_uts',
      'ingress',
      'ingress_stream',
      'journald',
      'kernel_modules',
      'legacy',
      'realtime',
      'stdin',
      'uart',
      'udev',
      'usb',
      'video',
    ].map((k) => [k, bool(false)]),
  ),
  init: bool(true),
  panel_admin: bool(true),
  apparmor: { types: ['string', 'boolean'], default: true },
  tmpfs: { types: ['string', 'boolean'], default: false },
  // Strings and choices.
  name: str,
  slug: str,
  version: str,
  description: str,
  url: str,
  image: str,
  ingress_entry: str,
  panel_title: str,
  backup_pre: str,
  backup_post: str,
  codenotary: str,
  watchdog: str,
  webui: str,
  homeassistant: { types: ['string'], default: false },
  panel_icon: { types: ['string'], default: 'mdi:puzzle' },
  backup: { types: ['string'], default: 'hot', oneOf: ['hot', 'cold'] },
  boot: { types: ['string'], default: 'auto', oneOf: ['auto', 'manual', 'manual_only'] },
  hassio_role: { types: ['string'], default: 'default', oneOf: ['admin', 'backup', 'default', 'homeassistant', 'manager'] },
  stage: { types: ['string'], default: 'stable', oneOf: ['deprecated', 'experimental', 'stable'] },
  startup: { types: ['string'], default: 'application', oneOf: ['application', 'initialize', 'once', 'services', 'system'] },
  // Numbers.
  ingress_port: { types: ['integer'], default: 8099 },
  timeout: { types: ['integer'], default: 10 },
  // Lists and maps.
  arch: arr,
  backup_exclude: arr,
  breaking_versions: arr,
  devices: arr,
  discovery: arr,
  machine: arr,
  map: arr,
  privileged: arr,
  services: arr,
  environment: obj,
  ports: obj,
  ports_description: obj,
  options: { types: ['object'], default: {} },
  schema: { types: ['object'], default: {} },
  ulimits: { types: ['object'], default: {} },
};
const REQUIRED = ['arch', 'description', 'name', 'slug', 'version'];
const ARCHES = ['aarch64', 'amd64', 'armhf', 'armv7', 'i386'];
/** Still valid for the schema, but a warning since Home Assistant 2025.12: we treat it as a problem. */
const DEPRECATED_ARCHES = ['armhf', 'armv7', 'i386'];
const SERVICE = /^(mqtt|mysql):(provide|want|need)$/;
const MAP_FOLDER = /^(addon_config|all_addon_configs|config|homeassistant_config|ssl|addons|backup|share|media)(:(rw|ro))?$/;

function typeOf(v: unknown): JsonType | 'null' | 'number' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as JsonType;
}

/** What the linter would say about `config`, one line per problem (empty: it passes). */
function lintAddonConfig(config: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const k of REQUIRED) if (!(k in config)) problems.push(`'${k}' is a required property`);
  for (const [k, v] of Object.entries(config)) {
    const rule = KEYS[k];
    if (!rule) {
      problems.push(`Additional properties are not allowed ('${k}' was unexpected)`);
      continue;
    }
    if ('default' in rule && JSON.stringify(v) === JSON.stringify(rule.default)) problems.push(`'${k}' should be removed, it uses a default value`);
    const t = typeOf(v);
    if (!rule.types.includes(t as JsonType)) problems.push(`${JSON.stringify(v)} is not of type ${rule.types.map((x) => `'${x}'`).join(', ')} (${k})`);
    if (rule.oneOf && !rule.oneOf.includes(v as string)) problems.push(`${JSON.stringify(v)} is not one of ${JSON.stringify(rule.oneOf)} (${k})`);
  }
  const arch = Array.isArray(config.arch) ? (config.arch as unknown[]) : [];
  for (const a of arch) {
    if (!ARCHES.includes(a as string)) problems.push(`${JSON.stringify(a)} is not one of ${JSON.stringify(ARCHES)} (arch)`);
    else if (DEPRECATED_ARCHES.includes(a as string)) problems.push(`Architecture '${String(a)}' is deprecated and no longer supported`);
  }
  for (const d of (config.discovery as unknown[]) ?? []) if (typeof d !== 'string') problems.push(`${JSON.stringify(d)} is not of type 'string' (discovery)`);
  for (const s of (config.services as unknown[]) ?? []) if (typeof s !== 'string' || !SERVICE.test(s)) problems.push(`${JSON.stringify(s)} does not match the services pattern`);
  for (const [p, host] of Object.entries((config.ports as Record<string, unknown>) ?? {})) {
    if (!(host === null || (Number.isInteger(host) && (host as number) >= 1 && (host as number) <= 65535)))
      problems.push(`ports ${p}: ${JSON.stringify(host)} is not a port from 1 to 65535 or null`);
  }
  for (const [p, text] of Object.entries((config.ports_description as Record<string, unknown>) ?? {}))
    if (typeof text !== 'string') problems.push(`ports_description ${p} is not of type 'string'`);
  const map = (config.map as unknown[]) ?? [];
  for (const m of map) if (typeof m === 'string' && !MAP_FOLDER.test(m)) problems.push(`${JSON.stringify(m)} is not a valid map folder`);
  // src/lint.py's extra checks.
  if (config.watchdog) problems.push("'watchdog', is obsolete. Use the native Docker HEALTHCHECK directive instead.");
  if ('codenotary' in config) problems.push("'codenotary' is deprecated and no longer used. Please remove this field.");
  if ('auto_uart' in config) problems.push("'auto_uart' is deprecated, use 'uart' instead.");
  if (((config.devices as unknown[]) ?? []).some((d) => typeof d === 'string' && d.includes(':')))
    problems.push("'devices' uses a deprecated format, the new format uses a list of paths only.");
  if ('tmpfs' in config && typeof config.tmpfs !== 'boolean') problems.push("'tmpfs' use a deprecated format, it is a boolean now.");
  if (config.backup === 'cold') for (const k of ['backup_pre', 'backup_post']) if (k in config) problems.push(`'${k}' is not valid when using cold backups.`);
  if (config.ingress && config.webui) problems.push("'webui' should be removed, Ingress is enabled.");
  if (config.full_access && ['devices', 'gpio', 'uart', 'usb'].some((k) => k in config))
    problems.push("'full_access', don't add 'devices', 'uart', 'usb' or 'gpio' this is not needed");
  const folders = map.filter((m): m is string => typeof m === 'string').map((m) => m.split(':')[0]);
  if (folders.includes('config') && (folders.includes('homeassistant_config') || folders.includes('addon_config')))
    problems.push("'map' contains both the 'config' and 'homeassistant_config' or 'addon_config' folder, which are conflicting.");
  return problems;
}

describe('community add-on linter rules (frenck/action-addon-linter)', () => {
  it('config.yaml passes', () => {
    assert.deepEqual(lintAddonConfig(configYaml), []);
  });

  it('refuses what the linter flags: boot and startup at their defaults, and a watchdog', () => {
    const old = { ...configYaml, startup: 'application', boot: 'auto', watchdog: 'http://[HOST]:[PORT:8765]/health' };
    assert.deepEqual(lintAddonConfig(old).sort(), [
      "'boot' should be removed, it uses a default value",
      "'startup' should be removed, it uses a default value",
      "'watchdog', is obsolete. Use the native Docker HEALTHCHECK directive instead.",
    ]);
  });

  it('refuses unknown keys, missing required keys, wrong types, deprecated architectures and bad services', () => {
    const { slug: _slug, ...noSlug } = configYaml;
    assert.deepEqual(lintAddonConfig({ ...noSlug, discover: ['mcp'], homeassistant_api: 'yes', arch: ['aarch64', 'armv7'], services: ['mqtt:maybe'] }).sort(), [
      '"mqtt:maybe" does not match the services pattern',
      '"yes" is not of type \'boolean\' (homeassistant_api)',
      "'slug' is a required property",
      "Additional properties are not allowed ('discover' was unexpected)",
      "Architecture 'armv7' is deprecated and no longer supported",
    ]);
  });

  it('accepts the MQTT service the broker option needs', () => {
    assert.deepEqual(lintAddonConfig({ ...configYaml, services: ['mqtt:want'] }), []);
  });
});
