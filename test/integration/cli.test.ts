/**
 * The `signalk-assist` command: bad flags and values stop with one line each saying what is
 * allowed and exit code 2; --help lists every option; --demo answers over stdio with no boat.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { CLI, startAssist } from '../helpers/assist.js';
import { freePort } from '../helpers/net.js';

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.trim() };
}

describe('signalk-assist command line', { timeout: 120_000 }, () => {
  it('an unknown flag: one line, exit 2', () => {
    const r = run(['serve', '--speed', 'fast']);
    assert.equal(r.status, 2);
    assert.equal(r.stderr.split('\n').length, 1);
    assert.match(r.stderr, /--speed/);
  });

  it('a bad value names the flag and what is allowed', () => {
    const r = run(['serve', '--units', 'metric']);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, 'signalk-assist: --units: must be one of: nautical-metric, nautical-imperial');
    const l = run(['serve', '--language', 'xx']);
    assert.equal(l.stderr, 'signalk-assist: --language: must be one of: auto, en, pt-BR, pt, de, fr, es, nl');
  });

  it('every bad value is reported at once, env variables named as such', () => {
    const r = run(['serve', '--port', '70000', '--signalk-url', 'ftp://boat'], { SIGNALK_ASSIST_UNITS: 'furlongs' });
    assert.equal(r.status, 2);
    const lines = r.stderr.split('\n');
    assert.equal(lines.length, 3);
    assert.ok(lines.includes('signalk-assist: --port: must be a whole number from 1 to 65535'));
    assert.ok(lines.includes('signalk-assist: --signalk-url: must be an http:// or https:// URL, e.g. http://192.168.1.20:3000'));
    assert.ok(lines.includes('signalk-assist: environment variable SIGNALK_ASSIST_UNITS: must be one of: nautical-metric, nautical-imperial'));
  });

  it('an unknown command says which exist', () => {
    const r = run(['start']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown command 'start'/);
  });

  it('agent-check: bad flags one line each, exit 2; --help lists its options', () => {
    const r = run(['agent-check', '--endpoint', 'ollama', '--language', 'xx']);
    assert.equal(r.status, 2);
    assert.deepEqual(r.stderr.split('\n'), [
      'signalk-assist: --endpoint: must be an http:// or https:// URL, e.g. http://127.0.0.1:11434/v1',
      "signalk-assist: --model: required, the model's name at the endpoint, e.g. hermes3:8b",
      "signalk-assist: --language: must be one of: en, pt-BR, pt, de, fr, es, nl (got 'xx')",
    ]);
    const h = run(['agent-check', '--help']);
    assert.equal(h.status, 0);
    for (const s of ['--endpoint', '--model', '--api-key', 'OPENAI_API_KEY', '--menu', '--style', '--questions', '--timeout', '--json']) assert.ok(h.stdout.includes(s), s);
  });

  it('agent-check without --endpoint and --model: two lines, exit 2 like every bad argument', () => {
    const r = run(['agent-check']);
    assert.equal(r.status, 2);
    assert.deepEqual(r.stderr.trim().split('\n'), [
      'signalk-assist: --endpoint: required, the OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1',
      "signalk-assist: --model: required, the model's name at the endpoint, e.g. hermes3:8b",
    ]);
  });

  it('--help: a flag longer than its column keeps a space before its help', () => {
    const h = run(['--help']);
    assert.match(h.stdout, /^ {2}--announce-min-interval VALUE least seconds between two announcements/m);
    for (const line of h.stdout.split('\n')) assert.doesNotMatch(line, /^ {2}--\S+ VALUE\S/, line);
  });

  it('agent-check: an endpoint that is down or never answers is one line, exit 1, the key never shown', async () => {
    const port = await freePort();
    const down = run(['agent-check', '--endpoint', `http://127.0.0.1:${port}/v1`, '--model', 'm', '--questions', '1'], { OPENAI_API_KEY: 'sk-do-not-show' });
    assert.equal(down.status, 1, down.stderr);
    assert.equal(down.stderr, `signalk-assist: http://127.0.0.1:${port}/v1/chat/completions: cannot connect (ECONNREFUSED); is the model server running?`);
    // A server that takes the request and never answers (a model still loading on a slow machine).
    const stalled = createServer(() => {});
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    const sp = (stalled.address() as { port: number }).port;
    try {
      const r = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const c = spawn(process.execPath, [...CLI, 'agent-check', '--endpoint', `http://127.0.0.1:${sp}/v1`, '--model', 'm', '--timeout', '2', '--api-key', 'sk-do-not-show'], {
          env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' },
        });
        let err = '';
        c.stderr.on('data', (d: Buffer) => (err += d.toString()));
        c.on('exit', (status) => resolve({ status, stderr: err.trim() }));
      });
      assert.equal(r.status, 1);
      assert.equal(r.stderr, `signalk-assist: http://127.0.0.1:${sp}/v1/chat/completions: no answer within 2 s (raise --timeout for a slow machine)`);
      assert.ok(!r.stderr.includes('sk-do-not-show') && !down.stderr.includes('sk-do-not-show'));
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it('--help lists the options with their environment variables', () => {
    const r = run(['--help']);
    assert.equal(r.status, 0);
    for (const s of ['--signalk-url', 'SIGNALK_URL', '--signalk-token', 'SIGNALK_TOKEN', '--language', '--units', '--port', '--host', '--demo', '--stdio'])
      assert.ok(r.stdout.includes(s), s);
  });

  it('serve --demo answers battery_state over stdio with a non-empty display, compact by default', async () => {
    const assist = await startAssist({ transport: 'stdio', args: ['--demo'], answers: 'default' });
    try {
      const r = await assist.call('battery_state');
      assert.equal(r.isError, false);
      assert.match(r.text, /^\{"display":"\d+ percent, \d+(\.\d)? volts, \d+(\.\d)? amps( charging| discharging)?","age_s":[0-2],"available_banks":\["house","start"\]\}$/);
      const full = await assist.client.callTool({ name: 'battery_state', arguments: {} });
      assert.equal(full.structuredContent, undefined, 'no structuredContent in a compact answer');
    } finally {
      await assist.stop();
    }
  });
});
