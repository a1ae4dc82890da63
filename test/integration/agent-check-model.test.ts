/**
 * `signalk-assist agent-check` against a real OpenAI-compatible server with a real small model:
 * scripts/llm-server.mjs (llama.cpp through node-llama-cpp) serving Qwen2.5-Coder 0.5B,
 * both set up by `bash scripts/setup-llm.sh --node --model 0.5b` (.ci/run does it). What is checked
 * is our side of the protocol, not the model's skill: the request with `tools` is taken, the model's
 * calls are read and run through our real MCP server, its display goes back and the spoken reply
 * comes out, for each question asked, with the progress lines and the JSON a script reads.
 * Without the model installed it is skipped with the setup command; under CI that is a failure.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from '../helpers/assist.js';
import { freePort } from '../helpers/net.js';
import { QUESTIONS } from '../../src/agent-check/questions.js';
import { pickQuestions } from '../../src/agent-check/run.js';
import { REPO_ROOT as ROOT } from '../helpers/repo.js';

const MODEL = join(ROOT, '.cache/llm-models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf');
const RUNTIME = join(ROOT, '.cache/llm-node/node_modules/node-llama-cpp');
const SETUP = 'bash scripts/setup-llm.sh --node --model 0.5b';
const installed = existsSync(`${MODEL}.ok`) && existsSync(RUNTIME);
if (!installed && process.env.CI) throw new Error(`the 0.5B model or its runtime is not installed: run \`${SETUP}\``);

/** Starts the model server on a free loopback port; resolves once it listens (bounded). */
async function startModelServer(): Promise<{ url: string; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/llm-server.mjs'), '--model', MODEL, '--port', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the model server did not listen within 180 s:\n${log}`)), 180_000);
    const check = () => {
      if (log.includes(`http://127.0.0.1:${port}/v1`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the model server exited (${code}):\n${log}`));
    });
  });
  return { url: `http://127.0.0.1:${port}/v1`, child, log: () => log };
}

/** Runs the command to its end (bounded), collecting both streams. */
function runCli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [...CLI, ...args], { env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' } });
    let stdout = '';
    let stderr = '';
    c.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    c.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => c.kill('SIGKILL'), 600_000);
    c.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

describe('agent-check with a real model server (Qwen2.5-Coder 0.5B)', { skip: installed ? false : `not installed: run \`${SETUP}\``, timeout: 900_000 }, () => {
  it('asks each question, runs the model calls through our MCP server and scores them', async () => {
    const server = await startModelServer();
    try {
      const models = (await (await fetch(`${server.url}/models`)).json()) as { data: { id: string }[] };
      assert.deepEqual(
        models.data.map((m) => m.id),
        ['qwen2.5-coder-0.5b-instruct-q4_k_m'],
      );

      const N = 4;
      const r = await runCli(['agent-check', '--endpoint', server.url, '--model', 'qwen', '--questions', String(N), '--timeout', '300', '--json']);
      assert.equal(r.status, 0, `${r.stderr}\n${server.log()}`);
      const asked = pickQuestions(QUESTIONS.en, N);
      // One progress line per question, in order, then nothing else on stderr.
      const progress = r.stderr.trim().split('\n');
      assert.equal(progress.length, N, r.stderr);
      progress.forEach((line, i) => assert.match(line, new RegExp(`^\\[en default compact\\] ${i + 1}/${N} ${asked[i]!.tool ?? '\\(no tool\\)'}: .+, \\d+\\.\\d s$`)));

      const out = JSON.parse(r.stdout) as {
        endpoint: string;
        model: string;
        runs: {
          language: string;
          menu: string;
          style: string;
          summary: { questions: number; errors: number };
          answers: { question: { q: string }; called: string | null; toolOk: boolean; display: string | null; reply: string; ms: number; error?: string }[];
        }[];
      };
      assert.equal(out.endpoint, server.url);
      assert.equal(out.runs.length, 1);
      const run = out.runs[0]!;
      assert.deepEqual([run.language, run.menu, run.style], ['en', 'default', 'compact']);
      assert.equal(run.summary.questions, N);
      assert.equal(run.summary.errors, 0);
      assert.deepEqual(
        run.answers.map((a) => a.question.q),
        asked.map((q) => q.q),
      );
      for (const a of run.answers) {
        assert.equal(a.error, undefined);
        assert.ok(a.ms > 0);
        assert.ok(a.reply.length > 0, `an empty reply to "${a.question.q}"`);
        // A call to one of our tools that our server answered brought its display back to the model.
        if (a.called !== null && a.toolOk) assert.equal(typeof a.display, 'string', `no display for ${a.called}`);
      }
      // The model did call our tools (the point of the protocol), and our server answered them.
      const answered = run.answers.filter((a) => a.called !== null && a.toolOk);
      assert.ok(answered.length >= 1, JSON.stringify(run.answers.map((a) => [a.question.q, a.called, a.toolOk])));
    } finally {
      server.child.kill('SIGTERM');
    }
  });
});
