/**
 * The official MCP Inspector CLI, 0.15.0 (the newest that runs on Node 20), calls every tool,
 * listed or not, with its arguments typed the way it types them: converted by the listed schema
 * when the tool is listed, left as strings when it is not (`limit=1` arrives as
 * "1"). None may fail.
 *
 * `npx @modelcontextprotocol/inspector --cli ...` runs the launcher of its package
 * @modelcontextprotocol/inspector-cli, which is what we pin as a devDependency (5 packages, 12 MB,
 * instead of 140 packages and about 100 MB with the web inspector that --cli never starts). Called
 * as `mcp-inspector-cli --cli <url> --transport http --method tools/call --tool-name X --tool-arg k=v`
 * (its bin from node_modules/.bin), against signalk-assist serving the demo vessel over streamable HTTP.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { toolNames } from '../../src/mcp/surface.js';
import { QUESTIONS } from '../../src/questions/index.js';
import { startAssist, type AssistProcess } from '../helpers/assist.js';

const run = promisify(execFile);
const INSPECTOR = join('node_modules', '.bin', 'mcp-inspector-cli');

/** Each tool with the `--tool-arg` pairs a user would type: its last own call (src/questions/), more_tools running another tool. */
const CALLS: Record<string, string[]> = {
  ...Object.fromEntries(QUESTIONS.map((q) => [q.query.name, Object.entries(q.calls?.at(-1) ?? {}).map(([k, v]) => `${k}=${String(v)}`)])),
  read_sensor: ['path=navigation.speedOverGround'],
  more_tools: ['name=get_ais_targets', 'arguments={"limit":"2"}'],
};

describe('the MCP Inspector CLI calls every tool', { timeout: 300_000 }, () => {
  let assist: AssistProcess;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sa-inspector-'));
    assist = await startAssist({ transport: 'http', args: ['--demo', '--data-dir', dir], answers: 'default' });
  });
  after(async () => {
    await assist?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('covers every tool', () => {
    assert.deepEqual(Object.keys(CALLS).sort(), toolNames().sort());
  });

  it('each call answers without an error', async () => {
    const outcomes: string[] = [];
    const queue = Object.entries(CALLS);
    // Three Inspector processes at a time: each is a node process of its own.
    await Promise.all(
      [0, 1, 2].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [tool, pairs] = next;
          const args = ['--cli', `${assist.url}/mcp`, '--transport', 'http', '--method', 'tools/call', '--tool-name', tool, ...pairs.flatMap((p) => ['--tool-arg', p])];
          const { stdout } = await run(INSPECTOR, args, { timeout: 90_000, env: { ...process.env, NODE_NO_WARNINGS: '1' } }).catch(
            (e: { stdout?: string; stderr?: string; message: string }) => {
              throw new Error(`${tool}: the Inspector failed: ${e.stderr || e.stdout || e.message}`);
            },
          );
          const result = JSON.parse(stdout) as { content: { type: string; text: string }[]; isError?: boolean };
          assert.notEqual(result.isError, true, `${tool}: ${result.content[0]?.text}`);
          const answer = JSON.parse(result.content[0]!.text) as Record<string, unknown>;
          assert.ok('display' in answer, `${tool}: ${result.content[0]!.text}`);
          outcomes.push(tool);
        }
      }),
    );
    assert.equal(outcomes.length, Object.keys(CALLS).length);
  });

  it('the unlisted get_ais_targets got its limit as a number: one target, then two through more_tools', async () => {
    // A full answer (?answers=full) lists the targets that limit lets through; the sentence speaks the riskiest.
    const call = async (tool: string, pairs: string[]) => {
      const { stdout } = await run(
        INSPECTOR,
        ['--cli', `${assist.url}/mcp?answers=full`, '--transport', 'http', '--method', 'tools/call', '--tool-name', tool, ...pairs.flatMap((p) => ['--tool-arg', p])],
        { timeout: 90_000 },
      );
      return (JSON.parse((JSON.parse(stdout) as { content: { text: string }[] }).content[0]!.text) as { targets: unknown[] }).targets;
    };
    assert.equal((await call('get_ais_targets', ['limit=1'])).length, 1);
    assert.equal((await call('more_tools', ['name=get_ais_targets', 'arguments={"limit":"2"}'])).length, 2);
  });
});
