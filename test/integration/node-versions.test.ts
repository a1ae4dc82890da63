/**
 * The Node.js releases we support, with real processes: the suites run on the pinned LTS
 * (scripts/toolchain.json "node"), and so does what they start by name (`node` on PATH: the
 * inspector CLI's launcher, setup-llm's runtime); the bundle the add-on runs starts on the oldest LTS
 * package.json allows ("nodeOldest", 22) and gives the demo's first answer as it does on the pinned one.
 * Both come from the npm registry into .cache/ (scripts/install-node.sh; npm test's pretest).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO_ROOT } from '../helpers/repo.js';

const TOOLCHAIN = JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'toolchain.json'), 'utf8')) as { node: string; nodeOldest: string };
const nodeIn = (version: string) => join(REPO_ROOT, '.cache', `node-${version}-linux-${process.arch}`, 'bin', 'node');
const BUNDLE = join(REPO_ROOT, 'bundle', 'signalk-assist.mjs');

/** The demo's battery_state text from the bundle run by `node` over stdio. */
async function demoFirstAnswer(node: string): Promise<string> {
  const { NODE_OPTIONS: _o, NODE_TEST_CONTEXT: _t, ...env } = process.env;
  const transport = new StdioClientTransport({
    command: node,
    args: [BUNDLE, 'serve', '--stdio', '--demo'],
    env: { ...(env as Record<string, string>), SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'node-versions-test', version: '0' });
  await client.connect(transport);
  try {
    const r = (await client.callTool({ name: 'battery_state', arguments: {} })) as { content: { text: string }[]; isError?: boolean };
    assert.notEqual(r.isError, true);
    return (JSON.parse(r.content[0]!.text) as { display: string }).display;
  } finally {
    await client.close();
  }
}

describe('Node.js releases', { timeout: 120_000 }, () => {
  it('the suites run on the pinned LTS (under CI and npm test), and `node` on PATH is the one running them', () => {
    if (process.env.CI || process.env.npm_lifecycle_event === 'test') assert.equal(process.version, `v${TOOLCHAIN.node}`);
    else assert.ok(Number(process.versions.node.split('.')[0]) >= 22, `${process.version} is older than package.json's engines`);
    assert.equal(execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim(), process.version);
  });

  it('the bundle starts on the oldest LTS and gives the same first demo answer as on the pinned one', async () => {
    const oldest = nodeIn(TOOLCHAIN.nodeOldest);
    assert.ok(existsSync(oldest), `Node.js ${TOOLCHAIN.nodeOldest} is not installed: run \`bash scripts/install-node.sh --oldest\``);
    assert.equal(execFileSync(oldest, ['--version'], { encoding: 'utf8' }).trim(), `v${TOOLCHAIN.nodeOldest}`);
    const [onOldest, onCurrent] = await Promise.all([demoFirstAnswer(oldest), demoFirstAnswer(process.execPath)]);
    assert.match(onOldest, /^\d+ percent, \d+(\.\d)? volts, \d+(\.\d)? amps (charging|discharging)$/);
    assert.equal(onOldest, onCurrent);
  });
});
