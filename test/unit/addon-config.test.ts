/**
 * The Home Assistant add-on's manifest and face, checked against the Supervisor's rules for
 * add-on configs (required keys, arch values, ports, discovery and option schema grammar), against
 * our own option table (src/config.ts OPTIONS, in both directions), and for completeness:
 * every option translated in en and pt-BR, every option explained in DOCS.md, the icon's size.
 * No Docker engine is needed: the image's entry command is exercised in
 * test/integration/addon-entry.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { buildConfig, ConfigError, OPTIONS, SUPERVISOR_CORE_URL, type OptionName, type OptionSpec } from '../../src/config.js';
import { REPO_ROOT as ROOT } from '../helpers/repo.js';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const yamlFile = (p: string) => YAML.parse(read(p)) as Record<string, unknown>;

const config = yamlFile('config.yaml');
const options = config.options as Record<string, unknown>;
const schema = config.schema as Record<string, unknown>;
const pkg = JSON.parse(read('package.json')) as { version: string };

/**
 * Options of src/config.ts that are deliberately not add-on options (CLI and environment only).
 * Every other key of OPTIONS must be in config.yaml, and nothing else may be.
 */
const CLI_ONLY: Record<string, string> = {
  // MCP over stdin/stdout is for an agent that starts signalk-assist itself; an add-on has no caller on stdin.
  stdio: 'no stdin caller in an add-on',
  // Inside the container the add-on listens on every interface (run.sh sets MCP_HOST=0.0.0.0);
  // exposure to the LAN is the add-on's Network setting, not a bind address.
  mcp_host: 'always 0.0.0.0 inside the container',
  // The container port is fixed at 8765 because config.yaml `ports` and the Dockerfile's HEALTHCHECK name it; the
  // user picks the LAN port in the add-on's Network section instead.
  mcp_port: 'fixed container port; the host port is set under Network',
  // The Supervisor provides Home Assistant: http://supervisor/core with SUPERVISOR_TOKEN.
  ha_url: 'provided by the Supervisor',
  ha_token: 'provided by the Supervisor (SUPERVISOR_TOKEN)',
  // The Supervisor provides the MQTT broker, when one is installed (config.yaml `services: - mqtt:want`).
  mqtt_url: "provided by the Supervisor's MQTT service",
  mqtt_username: "provided by the Supervisor's MQTT service",
  mqtt_password: "provided by the Supervisor's MQTT service",
  // Persistent state lives in /data, which the Supervisor mounts; the app finds it by itself.
  data_dir: 'always /data',
};

// The Supervisor's grammar for one schema element (bool, email, url, port, device, str, password,
// int and float with optional ranges, match(regex), list(a|b)), optionally ending in "?".
const SCHEMA_ELEMENT =
  /^(?:bool|email|url|port|device(?:\(subsystem=[a-z]+\))?|str(?:\(\d*,\d*\))?|password(?:\(\d*,\d*\))?|int(?:\(-?\d*,-?\d*\))?|float(?:\(-?\d*\.?\d*,-?\d*\.?\d*\))?|match\(.+\)|list\(.+\))\??$/;
const ARCHES = ['aarch64', 'amd64']; // the Supervisor's supported set (armhf, armv7, i386 are deprecated)
const PORT_KEY = /^\d+(?:\/(?:tcp|udp))?$/;

/** The element type of a schema entry (lists are written as a one-element YAML list). */
function element(type: unknown): { type: string; list: boolean } {
  if (Array.isArray(type)) {
    assert.equal(type.length, 1, 'a list schema has exactly one element type');
    assert.equal(typeof type[0], 'string', 'a list of plain values');
    return { type: type[0] as string, list: true };
  }
  assert.equal(typeof type, 'string');
  return { type: type as string, list: false };
}

/** Validates one value the way the Supervisor does for a schema element. Returns a problem or null. */
function supervisorCheck(type: string, value: unknown): string | null {
  const base = type.replace(/\?$/, '');
  const range = /^\w+\((-?[\d.]*),(-?[\d.]*)\)$/.exec(base);
  const min = range?.[1] ? Number(range[1]) : -Infinity;
  const max = range?.[2] ? Number(range[2]) : Infinity;
  if (base === 'bool') return typeof value === 'boolean' ? null : 'not a boolean';
  if (base.startsWith('int')) return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? null : `not an integer in [${min}, ${max}]`;
  if (base.startsWith('str') || base.startsWith('password')) return typeof value === 'string' ? null : 'not a string';
  if (base === 'url') {
    try {
      const u = new URL(String(value));
      return u.host ? null : 'no host';
    } catch {
      return 'not a URL';
    }
  }
  if (base.startsWith('list(')) return base.slice(5, -1).split('|').includes(String(value)) ? null : 'not in the list';
  return `type ${type} not used by this add-on`;
}

/** Reads width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const buf = readFileSync(join(ROOT, path));
  assert.deepEqual([...buf.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${path} has the PNG signature`);
  assert.equal(buf.toString('latin1', 12, 16), 'IHDR', `${path} starts with IHDR`);
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('add-on config.yaml follows the Supervisor rules', () => {
  it('has the required keys with the right types', () => {
    for (const key of ['name', 'version', 'slug', 'description']) {
      assert.equal(typeof config[key], 'string', `${key} is a string`);
      assert.ok((config[key] as string).trim().length > 0, `${key} is not empty`);
    }
    assert.ok(Array.isArray(config.arch) && config.arch.length > 0, 'arch is a non-empty list');
  });

  it('is the signalk_assist slug, for aarch64 and amd64', () => {
    assert.match(config.slug as string, /^[-_.A-Za-z0-9]+$/);
    assert.equal(config.slug, 'signalk_assist');
    for (const a of config.arch as string[]) assert.ok(ARCHES.includes(a), `arch ${a} is supported`);
    assert.deepEqual([...(config.arch as string[])].sort(), ['aarch64', 'amd64']);
  });

  it('has the version of package.json, quoted so YAML keeps it a string', () => {
    assert.equal(config.version, pkg.version);
    assert.match(read('config.yaml'), /^version: "[^"]+"$/m);
  });

  it('has a URL that repository.yaml repeats, and repository.yaml is complete', () => {
    const url = new URL(config.url as string);
    assert.equal(url.protocol, 'https:');
    const repo = yamlFile('repository.yaml');
    for (const key of ['name', 'url', 'maintainer']) assert.ok(typeof repo[key] === 'string' && (repo[key] as string).length > 0, `repository.yaml ${key}`);
    assert.equal(repo.url, config.url);
  });

  it('starts as an application on boot (the defaults, so unwritten), with s6 as init, Home Assistant API access and a minimum version', () => {
    assert.equal(config.init, false, 'init: false (the base image runs s6-overlay as PID 1)');
    // The Supervisor's defaults are startup: application and boot: auto; the linter refuses them written.
    assert.equal('startup' in config, false);
    assert.equal('boot' in config, false);
    assert.equal(config.homeassistant_api, true);
    // set_conversation_response, which Assist's answers need, came with Home Assistant 2024.2;
    // the minimum is the oldest release the suite runs on (test/ha on 2024.3.3 and 2025.4.4).
    assert.equal(config.homeassistant, '2024.3.3');
  });

  it('does not publish the MCP port by default, and describes it', () => {
    const ports = config.ports as Record<string, unknown>;
    const descriptions = config.ports_description as Record<string, unknown>;
    for (const [key, host] of Object.entries(ports)) {
      assert.match(key, PORT_KEY, `port key ${key}`);
      assert.ok(host === null || (Number.isInteger(host) && (host as number) >= 1 && (host as number) <= 65535), `port ${key} maps to a port or null`);
    }
    assert.deepEqual(Object.keys(descriptions).sort(), Object.keys(ports).sort(), 'every port is described');
    for (const [key, text] of Object.entries(descriptions)) {
      assert.match(key, PORT_KEY);
      assert.ok(typeof text === 'string' && text.length > 0, `description of ${key}`);
    }
    // Home Assistant reaches the add-on on the internal network; the LAN only when the skipper types a port.
    assert.deepEqual(ports, { '8765/tcp': null });
    assert.equal(OPTIONS.mcp_port.default, 8765, 'the container port is the code default (run.sh sets no MCP_PORT)');
  });

  it('announces its MCP endpoint through Supervisor discovery, and has no watchdog (a Docker HEALTHCHECK instead)', () => {
    assert.deepEqual(config.discovery, ['mcp']);
    assert.equal('watchdog' in config, false);
    const hc = /^HEALTHCHECK [\s\S]*?CMD (.+)$/m.exec(read('Dockerfile'));
    assert.ok(hc, 'a HEALTHCHECK');
    assert.match(hc[1]!, /http:\/\/127\.0\.0\.1:\$\{MCP_PORT:-8765\}\/health/);
  });

  it('types every option in the Supervisor schema grammar', () => {
    for (const [key, type] of Object.entries(schema)) {
      const el = element(type);
      assert.match(el.type, SCHEMA_ELEMENT, `schema of ${key}: ${el.type}`);
    }
  });

  it('has the same keys in options and schema, and defaults that pass the schema', () => {
    assert.deepEqual(Object.keys(options).sort(), Object.keys(schema).sort());
    for (const [key, value] of Object.entries(options)) {
      const el = element(schema[key]);
      if (el.list) {
        assert.ok(Array.isArray(value), `${key} default is a list`);
        for (const v of value as unknown[]) assert.equal(supervisorCheck(el.type, v), null, `${key} item ${String(v)}`);
      } else {
        assert.equal(supervisorCheck(el.type, value), null, `${key} default ${JSON.stringify(value)} fits ${el.type}`);
      }
    }
  });
});

describe('add-on options match the code option table both ways', () => {
  it('every add-on option exists in src/config.ts OPTIONS', () => {
    for (const key of Object.keys(options)) assert.ok(key in OPTIONS, `${key} is in OPTIONS`);
  });

  it('every OPTIONS key is an add-on option or listed as CLI-only', () => {
    for (const key of Object.keys(OPTIONS)) {
      const inAddon = key in options;
      const cliOnly = key in CLI_ONLY;
      assert.ok(inAddon !== cliOnly, `${key}: ${inAddon ? 'both in config.yaml and CLI_ONLY' : 'neither in config.yaml nor CLI_ONLY'}`);
    }
    for (const key of Object.keys(CLI_ONLY)) assert.ok(key in OPTIONS, `CLI_ONLY ${key} is a real option`);
  });

  it('each schema type agrees with the zod schema of the option', () => {
    for (const [key, type] of Object.entries(schema)) {
      const spec: OptionSpec = OPTIONS[key as OptionName];
      const el = element(type);
      const base = el.type.replace(/\?$/, '');
      const ok = (v: unknown) => spec.schema.safeParse(v).success;
      if (el.list) {
        assert.ok(Array.isArray(spec.default), `${key} is a list in the code too`);
        // tools takes tool names (checked against the catalogue), announce_targets entity ids; the other lists take free names.
        const names =
          key === 'tools'
            ? ['default', 'tank_levels']
            : key === 'announce_targets'
              ? ['assist_satellite.cockpit', 'media_player.saloon']
              : key === 'voice_actions'
                ? ['mob', 'alarms']
                : ['house', 'start'];
        assert.ok(ok(names) && ok([]), `${key} accepts lists of names`);
      } else if (base === 'bool') {
        assert.equal(typeof spec.default, 'boolean', `${key} is boolean in the code`);
        assert.ok(ok(true) && ok(false));
      } else if (base.startsWith('int(')) {
        const [min, max] = base.slice(4, -1).split(',').map(Number) as [number, number];
        assert.ok(ok(min) && ok(max), `${key} accepts ${min} and ${max}`);
        assert.ok(!ok(min - 1) && !ok(max + 1), `${key} refuses ${min - 1} and ${max + 1}`);
        assert.ok(!ok(min + 0.5), `${key} refuses fractions`);
      } else if (base === 'url') {
        assert.ok(ok('http://192.168.1.20:3000') && ok('https://boat.example:3443'), `${key} accepts http(s) URLs`);
        assert.ok(!ok('ftp://boat') && !ok('boat:3000'), `${key} refuses other URLs`);
      } else if (base.startsWith('list(')) {
        const listed = base.slice(5, -1).split('|');
        const zodValues = spec.values ?? (spec.schema as unknown as { options?: string[] }).options;
        assert.ok(Array.isArray(zodValues), `${key} is an enum in the code`);
        assert.deepEqual([...listed].sort(), [...zodValues].sort(), `${key} lists exactly the code's choices`);
      } else if (base === 'str' || base === 'password') {
        assert.equal(typeof spec.default, 'string', `${key} is a string in the code`);
        // announce_tts takes a TTS entity id; the other strings are free text.
        assert.ok(ok('') && ok(key === 'announce_tts' ? 'tts.piper' : 'abc'), `${key} accepts strings`);
      } else {
        assert.fail(`${key}: schema type ${el.type} has no check here`);
      }
      if (el.type.endsWith('?')) assert.ok(ok(spec.default), `${key} is optional: its code default is valid`);
    }
  });

  it('the add-on defaults are a valid configuration, taken as written', () => {
    const cfg = buildConfig({ file: options, env: {} }) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(options)) assert.deepEqual(cfg[key], value, key);
  });

  it('the add-on defaults agree with the code defaults, except where the add-on knows better', () => {
    // In the container 127.0.0.1 is the add-on itself; http://homeassistant is the host machine.
    const differ: Record<string, unknown> = { signalk_url: 'http://homeassistant:3000' };
    for (const [key, value] of Object.entries(options)) {
      const expected = key in differ ? differ[key] : (OPTIONS[key as OptionName] as OptionSpec).default;
      assert.deepEqual(value, expected, key);
    }
  });

  it('an options file as the Supervisor writes it, with null for unset optional options, is valid', () => {
    const cfg = buildConfig({ file: { ...options, signalk_token: null, mcp_token: null }, env: {} });
    assert.equal(cfg.signalk_token, '');
    assert.equal(cfg.mcp_token, '');
  });
});

describe('add-on environment: Home Assistant through the Supervisor', () => {
  it('with SUPERVISOR_TOKEN and no ha_url, Home Assistant is http://supervisor/core with that token', () => {
    const cfg = buildConfig({ file: {}, env: { SUPERVISOR_TOKEN: 'supervisor-token-123' } });
    assert.equal(cfg.ha_url, SUPERVISOR_CORE_URL);
    assert.equal(SUPERVISOR_CORE_URL, 'http://supervisor/core');
    assert.equal(cfg.ha_token, 'supervisor-token-123');
  });

  it('an explicit ha_url wins and never receives the Supervisor token', () => {
    const cfg = buildConfig({ file: {}, env: { SUPERVISOR_TOKEN: 'supervisor-token-123', HA_URL: 'http://192.168.1.5:8123' } });
    assert.equal(cfg.ha_url, 'http://192.168.1.5:8123');
    assert.equal(cfg.ha_token, '');
  });

  it('an explicit token is kept with the Supervisor URL', () => {
    const cfg = buildConfig({ file: {}, env: { SUPERVISOR_TOKEN: 'supervisor-token-123', HA_TOKEN: 'long-lived-token' } });
    assert.equal(cfg.ha_url, SUPERVISOR_CORE_URL);
    assert.equal(cfg.ha_token, 'long-lived-token');
  });

  it('outside the add-on (no SUPERVISOR_TOKEN) nothing changes', () => {
    const cfg = buildConfig({ file: {}, env: {} });
    assert.equal(cfg.ha_url, '');
    assert.equal(cfg.ha_token, '');
  });

  it('bad options still fail all at once, whatever the Supervisor provides', () => {
    assert.throws(
      () => buildConfig({ file: { units: 'furlongs', bogus: 1 }, env: { SUPERVISOR_TOKEN: 'supervisor-token-123' } }),
      (e: unknown) => e instanceof ConfigError && e.problems.length === 2,
    );
  });
});

describe('add-on translations', () => {
  for (const lang of ['en', 'pt-BR']) {
    it(`${lang}: labels and describes every option and the port`, () => {
      const t = yamlFile(`translations/${lang}.yaml`);
      for (const key of Object.keys(t)) assert.ok(['configuration', 'network'].includes(key), `top-level key ${key}`);
      const conf = t.configuration as Record<string, { name?: unknown; description?: unknown }>;
      assert.deepEqual(Object.keys(conf).sort(), Object.keys(schema).sort(), 'exactly the options of config.yaml');
      for (const [key, entry] of Object.entries(conf)) {
        assert.ok(typeof entry.name === 'string' && entry.name.trim().length > 0, `${key}.name`);
        assert.ok(typeof entry.description === 'string' && entry.description.trim().length > 0, `${key}.description`);
      }
      const network = t.network as Record<string, unknown>;
      assert.deepEqual(Object.keys(network).sort(), Object.keys(config.ports as object).sort(), 'every port');
      for (const [port, text] of Object.entries(network)) assert.ok(typeof text === 'string' && text.length > 0, `network ${port}`);
    });
  }

  it('pt-BR is a translation, not a copy of en', () => {
    const en = yamlFile('translations/en.yaml').configuration as Record<string, { name: string; description: string }>;
    const pt = yamlFile('translations/pt-BR.yaml').configuration as Record<string, { name: string; description: string }>;
    for (const key of Object.keys(en)) {
      assert.notEqual(pt[key]?.name, en[key]?.name, `${key}.name`);
      assert.notEqual(pt[key]?.description, en[key]?.description, `${key}.description`);
    }
  });
});

describe('add-on face: docs, images, AppArmor, image recipe', () => {
  it('DOCS.md explains every option and names the MCP URL forms', () => {
    const docs = read('DOCS.md');
    const labels = yamlFile('translations/en.yaml').configuration as Record<string, { name: string }>;
    for (const key of Object.keys(schema)) {
      assert.ok(docs.includes(`| \`${key}\` (${labels[key]?.name}) |`), `DOCS.md's option table has \`${key}\` with its label "${labels[key]?.name}"`);
    }
    assert.ok(docs.includes(config.url as string), 'DOCS.md gives the repository URL');
    assert.match(docs, /http:\/\/<hostname>:8765\/mcp/);
    assert.match(docs, /Prefer handling commands locally/);
    assert.match(docs, /tool_search/);
  });

  it('CHANGELOG.md has an entry for this version', () => {
    assert.match(read('CHANGELOG.md'), new RegExp(`^## ${pkg.version.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('icon.png is a 128x128 PNG and logo.png a landscape PNG about 250x100', () => {
    assert.deepEqual(pngSize('icon.png'), { width: 128, height: 128 });
    const logo = pngSize('logo.png');
    assert.ok(logo.width >= 200 && logo.width <= 300 && logo.height >= 80 && logo.height <= 120, `logo ${logo.width}x${logo.height}`);
  });

  it('the store files sit next to config.yaml, where the Supervisor reads them', () => {
    for (const f of ['DOCS.md', 'CHANGELOG.md', 'icon.png', 'logo.png', 'apparmor.txt', 'Dockerfile', 'translations/en.yaml']) {
      assert.ok(existsSync(join(ROOT, f)), `${f} at the repository root`);
    }
  });

  it('apparmor.txt is one named profile with network, /data read-write and /app read-only', () => {
    const profile = read('apparmor.txt');
    assert.match(profile, /^profile [^\s{]+ flags=\(attach_disconnected,mediate_deleted\) \{$/m, 'a profile line the Supervisor can rename');
    assert.equal((profile.match(/\{/g) ?? []).length, (profile.match(/\}/g) ?? []).length, 'braces balance');
    assert.match(profile, /^\s*network inet stream,$/m);
    assert.match(profile, /^\s*\/data\/\*\* rwk,$/m);
    assert.match(profile, /^\s*\/app\/\*\* r,$/m);
  });

  const parser = ['/usr/sbin/apparmor_parser', '/sbin/apparmor_parser'].find((p) => existsSync(p));
  // .ci/run installs Debian's apparmor, so under CI a missing parser is a failure; a developer without it is told how.
  it('apparmor.txt compiles with apparmor_parser', { skip: parser || process.env.CI ? false : 'apparmor_parser is not installed (apt-get install apparmor)' }, () => {
    assert.ok(parser, 'apparmor_parser is not installed: apt-get install apparmor (.ci/run does)');
    const r = spawnSync(parser!, ['--skip-kernel-load', '--skip-cache', '-Q', '-I', '/etc/apparmor.d', join(ROOT, 'apparmor.txt')], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
  });

  it('the Dockerfile pins the base image, builds in a stage, and runs /run.sh from addon/rootfs', () => {
    const df = read('Dockerfile');
    const from = /^ARG BUILD_FROM=(\S+)$/m.exec(df)?.[1];
    assert.ok(from, 'a default BUILD_FROM');
    assert.match(from, /^ghcr\.io\/home-assistant\/base:\d+\.\d+-\d{4}\.\d{2}\.\d+$/, `pinned base image ${from}`);
    assert.match(df, /^FROM \$\{BUILD_FROM\} AS build$/m, 'a build stage');
    assert.match(df, /npm ci --ignore-scripts/);
    assert.match(df, /npm run build/);
    // The image runs the bundle (scripts/bundle.mjs) and carries no node_modules.
    assert.match(df, /^COPY scripts\/bundle\.mjs /m);
    assert.match(df, /^COPY --from=build \/src\/bundle \.\/bundle$/m);
    assert.doesNotMatch(df, /node_modules \.\/node_modules/);
    assert.match(df, /^RUN apk add --no-cache nodejs/m);
    assert.match(df, /^COPY addon\/rootfs\/ \/$/m);
    assert.match(df, /^HEALTHCHECK[\s\S]*\/health/m);
    assert.match(df, /^CMD \["\/run\.sh"\]$/m);
    for (const label of ['io.hass.name', 'io.hass.version', 'io.hass.arch', 'io.hass.type', 'org.opencontainers.image.source', 'org.opencontainers.image.licenses']) {
      assert.ok(df.includes(`${label}=`), `label ${label}`);
    }
    const run = join(ROOT, 'addon/rootfs/run.sh');
    assert.ok(statSync(run).mode & 0o111, 'run.sh is executable');
    assert.match(readFileSync(run, 'utf8').split('\n')[0] ?? '', /^#!\/command\/with-contenv sh$/, 'run.sh gets the container environment (SUPERVISOR_TOKEN)');
  });
});
