/**
 * The add-on image's entry command, run on this machine (there is no Docker engine here).
 *
 * The image runs CMD ["/run.sh"] (addon/rootfs/run.sh); these tests run that same file with
 * `sh`, after building src/ the way the image's build stage does (tsc -p tsconfig.build.json, then
 * scripts/bundle.mjs) into a private folder outside the repository that stands in for /app. The environment overrides the script documents
 * (SIGNALK_ASSIST_APP_DIR, SIGNALK_ASSIST_OPTIONS, SIGNALK_ASSIST_DATA_DIR, MCP_HOST, MCP_PORT)
 * replace the container's paths, and MCP stays on 127.0.0.1.
 *
 * - With nothing overridden, the script runs exactly `node --max-semi-space-size=1 --optimize-for-size
 *   --liftoff-only --v8-pool-size=1 /app/bundle/signalk-assist.mjs serve --options-file /data/options.json` with
 *   SUPERVISOR_TOKEN passed through and glibc's malloc settings MALLOC_ARENA_MAX=2, MALLOC_TRIM_THRESHOLD_=131072 (a stand-in
 *   `node` records it).
 * - With the add-on's default options plus `demo: true`, it serves a working MCP endpoint, checked
 *   through the MCP SDK's own client.
 * - Broken option files stop it with exit code 2 and every problem listed, never a stack trace.
 *
 * Every wait is bounded; nothing asserts timing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import YAML from 'yaml';
import { freePort } from '../helpers/net.js';
import { REPO_ROOT as ROOT } from '../helpers/repo.js';

const RUN_SH = join(ROOT, 'addon', 'rootfs', 'run.sh');
/** The add-on's default options, as the Supervisor writes them into /data/options.json. */
const ADDON_DEFAULTS = (YAML.parse(readFileSync(join(ROOT, 'config.yaml'), 'utf8')) as { options: Record<string, unknown> }).options;

interface Run {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code; rejects after `ms`. */
  exited(ms: number): Promise<number | null>;
}

/** A clean environment: nothing from the developer's shell that the app reads. */
function baseEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), LANG: 'C.UTF-8' };
  return { ...env, ...extra };
}

/** Every run started, so that none outlives the tests. */
const RUNS = new Set<Run>();
process.once('exit', () => {
  for (const run of RUNS) if (run.child.exitCode === null) run.child.kill('SIGKILL');
});

function startRun(env: Record<string, string>, cwd: string): Run {
  const child = spawn('sh', [RUN_SH], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const run: Run = {
    child,
    stdout: () => out,
    stderr: () => err,
    exited: (ms) => Promise.race([done, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`run.sh did not exit within ${ms} ms; stderr:\n${err}`)), ms).unref())]),
  };
  RUNS.add(run);
  return run;
}

async function stopRun(run: Run | undefined): Promise<void> {
  if (!run || run.child.exitCode !== null || run.child.signalCode !== null) return;
  run.child.kill('SIGTERM');
  try {
    await run.exited(10_000);
  } catch {
    run.child.kill('SIGKILL');
  }
}

async function waitForHealth(url: string, run: Run, ms: number): Promise<Record<string, unknown>> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (run.child.exitCode !== null) throw new Error(`run.sh exited with ${run.child.exitCode}:\n${run.stderr()}`);
    try {
      const r = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return (await r.json()) as Record<string, unknown>;
      await r.body?.cancel();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no /health answer within ${ms} ms; stderr:\n${run.stderr()}`);
}

describe('add-on entry command (addon/rootfs/run.sh)', { timeout: 240_000 }, () => {
  let work: string;
  let appDir: string;

  before(() => {
    work = mkdtempSync(join(tmpdir(), 'signalk-assist-addon-'));
    // Stands in for the image's /app, built the way the Dockerfile's build stage does: compiled
    // (tsc), then bundled (scripts/bundle.mjs). Only bundle/ is kept, outside the repository, where
    // no node_modules can be found: as in the image, the bundle must carry every dependency.
    appDir = join(work, 'app');
    const compiled = join(work, 'compiled');
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', compiled], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 180_000,
    });
    assert.equal(tsc.status, 0, `the build stage's compile (tsc -p tsconfig.build.json) failed:\n${tsc.stdout}${tsc.stderr}${tsc.error ?? ''}`);
    const bundle = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), '--dist', compiled, '--outdir', join(appDir, 'bundle')], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.equal(bundle.status, 0, `the build stage's bundle (scripts/bundle.mjs) failed:\n${bundle.stdout}${bundle.stderr}${bundle.error ?? ''}`);
    rmSync(compiled, { recursive: true, force: true });
    assert.ok(existsSync(join(appDir, 'bundle', 'signalk-assist.mjs')), 'bundle/signalk-assist.mjs was built');
  });

  after(async () => {
    for (const run of RUNS) await stopRun(run);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Environment for a real run: the image's paths replaced by temporary ones. */
  function runEnv(optionsFile: string, extra: Record<string, string> = {}): Record<string, string> {
    const dataDir = join(work, 'data');
    mkdirSync(dataDir, { recursive: true });
    return baseEnv({
      SIGNALK_ASSIST_APP_DIR: appDir,
      SIGNALK_ASSIST_OPTIONS: optionsFile,
      SIGNALK_ASSIST_DATA_DIR: dataDir,
      MCP_HOST: '127.0.0.1',
      ...extra,
    });
  }

  function optionsFile(name: string, content: unknown): string {
    const path = join(work, `${name}.json`);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    return path;
  }

  it('runs exactly `node --max-semi-space-size=1 --optimize-for-size --liftoff-only --v8-pool-size=1 /app/bundle/signalk-assist.mjs serve --options-file /data/options.json` with SUPERVISOR_TOKEN passed through', async () => {
    // A stand-in `node` first on PATH records its arguments and the environment it got.
    const bin = join(work, 'fake-bin');
    mkdirSync(bin, { recursive: true });
    const record = join(work, 'node-call.txt');
    writeFileSync(
      join(bin, 'node'),
      `#!/bin/sh\n{ printf '%s\\n' "$@"; echo "SUPERVISOR_TOKEN=$SUPERVISOR_TOKEN"; echo "MCP_HOST=$MCP_HOST"; echo "MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX"; echo "MALLOC_TRIM_THRESHOLD_=$MALLOC_TRIM_THRESHOLD_"; } > '${record}'\n`,
    );
    chmodSync(join(bin, 'node'), 0o755);
    const env = baseEnv({ PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, SUPERVISOR_TOKEN: 'token-from-the-supervisor' });
    const run = startRun(env, work);
    assert.equal(await run.exited(15_000), 0, run.stderr());
    const lines = readFileSync(record, 'utf8').trim().split('\n');
    // node's memory flags come first, then the script and its arguments.
    assert.deepEqual(lines.slice(0, 8), [
      '--max-semi-space-size=1',
      '--optimize-for-size',
      '--liftoff-only',
      '--v8-pool-size=1',
      '/app/bundle/signalk-assist.mjs',
      'serve',
      '--options-file',
      '/data/options.json',
    ]);
    assert.ok(lines.includes('SUPERVISOR_TOKEN=token-from-the-supervisor'), 'SUPERVISOR_TOKEN reaches node');
    assert.ok(lines.includes('MCP_HOST=0.0.0.0'), 'listens on every interface inside the container');
    // glibc's malloc settings (musl in the Alpine image ignores them).
    assert.ok(lines.includes('MALLOC_ARENA_MAX=2') && lines.includes('MALLOC_TRIM_THRESHOLD_=131072'), 'malloc settings reach node');
    assert.match(
      run.stderr(),
      /the MCP URL is http:\/\/(\S+):8765\/mcp \(Home Assistant 2025\.4 and older: http:\/\/\1:8765\/sse\)/,
      'tells the user the URL for Home Assistant, per release',
    );
  });

  describe('with the add-on defaults and the demo boat', () => {
    let run: Run;
    let url: string;
    let client: Client;

    before(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const file = optionsFile('options-demo', { ...ADDON_DEFAULTS, demo: true });
      run = startRun(runEnv(file, { MCP_PORT: String(port) }), work);
      const health = await waitForHealth(url, run, 30_000);
      assert.equal(health.status, 'ok');
      client = new Client({ name: 'addon-entry-test', version: '0.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
    });

    after(async () => {
      await client?.close().catch(() => {});
      await stopRun(run);
    });

    it('serves MCP: initialize and tools/list through the SDK client', async () => {
      assert.equal(client.getServerVersion()?.name, 'signalk-assist (Andorinha)', 'the demo boat by name');
      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      // The default menu: list_paths and the rest are reached through more_tools.
      for (const name of ['battery_state', 'depth_state', 'get_active_alarms', 'read_sensor', 'more_tools']) assert.ok(names.includes(name), `tool ${name}`);
    });

    it('battery_state answers from the demo boat with a spoken display', async () => {
      // The demo vessel publishes its first values at start; allow a few seconds for them.
      let display: unknown = null;
      let last: unknown;
      const end = Date.now() + 15_000;
      while (Date.now() < end) {
        const r = await client.callTool({ name: 'battery_state', arguments: {} });
        last = r;
        assert.notEqual(r.isError, true, JSON.stringify(r));
        // The default answer style is compact: one text block, no structuredContent.
        assert.equal(r.structuredContent, undefined);
        const answer = JSON.parse((r.content as { type: string; text: string }[])[0]!.text) as Record<string, unknown>;
        assert.deepEqual(Object.keys(answer), ['display', 'age_s', 'available_banks']);
        display = answer.display;
        if (typeof display === 'string' && display.length > 0) break;
        await new Promise((res) => setTimeout(res, 250));
      }
      assert.ok(typeof display === 'string' && display.length > 0, `a non-empty display: ${JSON.stringify(last)}`);
    });

    it('logs that the answers are from the demo boat', () => {
      assert.match(run.stderr(), /[Dd]emo/);
    });

    it('stops cleanly on SIGTERM (exit code 0, as the Supervisor expects)', async () => {
      await client.close().catch(() => {});
      run.child.kill('SIGTERM');
      assert.equal(await run.exited(15_000), 0, run.stderr());
    });
  });

  describe('with mcp_token set in the options', () => {
    const token = 'a-long-random-token-for-the-boat-0123456789';
    let run: Run;
    let url: string;

    before(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      run = startRun(runEnv(optionsFile('options-token', { ...ADDON_DEFAULTS, demo: true, mcp_token: token }), { MCP_PORT: String(port) }), work);
      await waitForHealth(url, run, 30_000);
    });

    after(() => stopRun(run));

    it('/health answers without the token (the watchdog and HEALTHCHECK send none)', async () => {
      const r = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) });
      assert.equal(r.status, 200);
      await r.body?.cancel();
    });

    it('/mcp refuses a request without the token (401)', async () => {
      const r = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        signal: AbortSignal.timeout(5000),
      });
      assert.equal(r.status, 401);
      assert.ok(!(await r.text()).includes(token), 'the refusal does not echo the token');
    });

    it('an agent sending "Authorization: Bearer <token>" gets the tools', async () => {
      const client = new Client({ name: 'addon-entry-test', version: '0.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      try {
        const { tools } = await client.listTools();
        assert.ok(tools.some((t) => t.name === 'battery_state'));
      } finally {
        await client.close().catch(() => {});
      }
    });

    it('the token never reaches the log', () => {
      assert.ok(!run.stderr().includes(token), run.stderr());
    });
  });

  it('with mcp: false the health endpoint still answers, so the watchdog does not restart the add-on', async () => {
    const port = await freePort();
    const run = startRun(runEnv(optionsFile('options-no-mcp', { ...ADDON_DEFAULTS, demo: true, mcp: false }), { MCP_PORT: String(port) }), work);
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, run, 10_000);
    } finally {
      await stopRun(run);
    }
  });

  describe('a bad options file stops the add-on with every problem named (exit code 2, no stack trace)', () => {
    // env: extra environment. MCP_PORT is set to a free port so that a case which wrongly starts
    // cannot collide; the port case leaves it out because the environment outranks the file.
    const cases: { name: string; content: unknown; expect: RegExp[]; env?: Record<string, string> }[] = [
      { name: 'an unknown option', content: { ...ADDON_DEFAULTS, speed_units: 'knots' }, expect: [/option speed_units: unknown option \(known: .*signalk_url/] },
      { name: 'a wrong type', content: { ...ADDON_DEFAULTS, mcp: 'yes please' }, expect: [/option mcp: must be true or false/] },
      { name: 'a bad URL', content: { ...ADDON_DEFAULTS, signalk_url: 'ftp://boat.local' }, expect: [/option signalk_url: must be an http:\/\/ or https:\/\/ URL/] },
      { name: 'a port out of range', content: { ...ADDON_DEFAULTS, mcp_port: 70000 }, expect: [/option mcp_port: must be a whole number from 1 to 65535/], env: {} },
      { name: 'a staleness limit out of range', content: { ...ADDON_DEFAULTS, stale_ais_s: 0 }, expect: [/option stale_ais_s: must be a whole number from 1 to 86400/] },
      { name: 'a value not in the list', content: { ...ADDON_DEFAULTS, language: 'tlh' }, expect: [/option language: must be one of: auto, en, pt-BR/] },
      { name: 'invalid JSON', content: '{"demo": true,', expect: [/options file .*invalid\.json: not valid JSON/] },
      { name: 'JSON that is not an object', content: '["demo"]', expect: [/options file .*must hold a JSON object of options/] },
      {
        name: 'several problems at once, all listed',
        content: { ...ADDON_DEFAULTS, signalk_url: 'boat:3000', units: 'furlongs', stale_navigation_s: 'soon', bogus: 1, log_level: 'loud' },
        expect: [
          /option bogus: unknown option/,
          /option signalk_url: must be an http:\/\/ or https:\/\/ URL/,
          /option units: must be one of: nautical-metric, nautical-imperial/,
          /option stale_navigation_s: must be a whole number from 1 to 86400/,
          /option log_level: must be one of: debug, info, warning, error/,
        ],
      },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const slug = c.name === 'invalid JSON' ? 'invalid' : c.name.replace(/\W+/g, '-');
        const run = startRun(runEnv(optionsFile(slug, c.content), c.env ?? { MCP_PORT: String(await freePort()) }), work);
        let code: number | null;
        try {
          code = await run.exited(20_000);
        } finally {
          await stopRun(run);
        }
        const err = run.stderr();
        assert.equal(code, 2, `exit code 2; stderr:\n${err}`);
        for (const re of c.expect) assert.match(err, re);
        const problemLines = err.split('\n').filter((l) => /^signalk-assist: (option|options file)/.test(l));
        assert.equal(problemLines.length, c.expect.length, `one line per problem:\n${err}`);
        assert.doesNotMatch(err, /^\s+at /m, 'no stack trace');
        assert.doesNotMatch(err, /MCP streamable HTTP on/, 'nothing started');
      });
    }
  });
});
