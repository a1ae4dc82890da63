#!/usr/bin/env node
/**
 * A minimal OpenAI-compatible chat server for a local GGUF model, for `signalk-assist agent-check`
 * where llama-cpp-python cannot be compiled in time (it builds llama.cpp from source:
 * more than an hour on two shared cores). It runs llama.cpp through node-llama-cpp, whose npm
 * package ships the prebuilt linux-x64 library, installed by `scripts/setup-llm.sh --node` into
 * .cache/llm-node (not a dependency of the project).
 *
 *   node scripts/llm-server.mjs --model .cache/llm-models/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf [--port 8088] [--ctx 4096]
 *
 * It does what llama.cpp's `llama-server --jinja` does with a request: renders the model's own chat
 * template (the GGUF's tokenizer.chat_template) with the request's `messages` and `tools`, generates
 * greedily (temperature 0) up to max_tokens, and returns the text as the assistant's `content`. It
 * does not parse tool calls out of the text (agent-check reads them leniently, as the note on small
 * models found necessary). Endpoints: POST /v1/chat/completions, GET /v1/models. Binds 127.0.0.1;
 * one request at a time (one context, whose shared prefix — system prompt and tool block — is kept).
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { model: { type: 'string' }, port: { type: 'string', default: '8088' }, ctx: { type: 'string', default: '4096' }, threads: { type: 'string', default: '2' } },
});
if (!values.model) {
  process.stderr.write('llm-server: --model PATH.gguf is required\n');
  process.exit(2);
}
const req = createRequire(join(root, '.cache/llm-node/package.json'));
let llamaCpp, jinja;
try {
  llamaCpp = await import(pathToFileURL(req.resolve('node-llama-cpp')).href);
  jinja = await import(pathToFileURL(req.resolve('@huggingface/jinja')).href);
} catch (e) {
  process.stderr.write(`llm-server: node-llama-cpp is not installed in .cache/llm-node (bash scripts/setup-llm.sh --node): ${e.message}\n`);
  process.exit(1);
}
const { getLlama, LlamaCompletion } = llamaCpp;

const t0 = Date.now();
const llama = await getLlama({ gpu: false, build: 'never' });
const model = await llama.loadModel({ modelPath: resolve(values.model) });
const context = await model.createContext({ contextSize: Number(values.ctx), threads: Number(values.threads) });
const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
const source = model.fileInfo.metadata?.tokenizer?.chat_template;
if (typeof source !== 'string') {
  process.stderr.write('llm-server: the model has no chat template\n');
  process.exit(1);
}
const template = new jinja.Template(source);
const modelName = values.model
  .split('/')
  .pop()
  .replace(/\.gguf$/, '');
process.stderr.write(`llm-server: ${modelName} loaded in ${Math.round((Date.now() - t0) / 1000)} s\n`);

/** OpenAI messages as chat templates expect them: tool-call arguments as objects, not JSON strings (llama.cpp does the same). */
function templateMessages(messages) {
  return messages.map((m) => {
    if (!Array.isArray(m.tool_calls)) return { ...m, content: m.content ?? '' };
    return {
      ...m,
      content: m.content ?? '',
      tool_calls: m.tool_calls.map((tc) => {
        let args = tc.function?.arguments;
        if (typeof args === 'string') {
          try {
            args = JSON.parse(args);
          } catch {
            // left as the model wrote it
          }
        }
        return { ...tc, function: { ...tc.function, arguments: args } };
      }),
    };
  });
}

let queue = Promise.resolve();
async function complete(body) {
  const prompt = template.render({
    messages: templateMessages(body.messages ?? []),
    tools: Array.isArray(body.tools) && body.tools.length ? body.tools : undefined,
    add_generation_prompt: true,
    bos_token: '',
    eos_token: '',
  });
  const started = Date.now();
  // Tokenized with special tokens: the template's <|im_start|>/<|im_end|> must reach the model as the
  // control tokens it was trained on. A string prompt would be tokenized as plain text (node-llama-cpp's
  // default), the model would see no chat at all and would not stop at the end of its turn.
  const tokens = model.tokenize(prompt, true);
  const text = await completion.generateCompletion(tokens, { maxTokens: Math.min(Number(body.max_tokens) || 256, 1024), temperature: 0 });
  process.stderr.write(`llm-server: ${tokens.length} prompt tokens, ${Math.round((Date.now() - started) / 100) / 10} s\n`);
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? modelName,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: tokens.length },
  };
}

const server = createServer((request, response) => {
  const send = (status, obj) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(obj));
  };
  const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
  if (request.method === 'GET' && path === '/v1/models') return send(200, { object: 'list', data: [{ id: modelName, object: 'model' }] });
  if (request.method !== 'POST' || path !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
  const chunks = [];
  request.on('data', (c) => chunks.push(c));
  request.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(400, { error: { message: 'the body is not JSON' } });
    }
    queue = queue.then(() =>
      complete(body).then(
        (r) => send(200, r),
        (e) => send(500, { error: { message: String(e?.message ?? e) } }),
      ),
    );
  });
});
server.listen(Number(values.port), '127.0.0.1', () => process.stderr.write(`llm-server: http://127.0.0.1:${values.port}/v1\n`));
