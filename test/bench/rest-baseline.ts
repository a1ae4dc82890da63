/**
 * The request-per-call baseline as its own process (moved out of the product):
 * an MCP server that answers every tools/call from SignalK REST requests made at call time
 * (rest-answer.ts), with the product's queries, speaker, argument check and answer shape, so that
 * it differs from signalk-assist only in where the data comes from. run.ts starts it with the same
 * options file as ours:
 *
 *   node [flags] --import tsx test/bench/rest-baseline.ts --options-file FILE    (MCP_PORT, MCP_HOST from the environment)
 *
 * stdio when the options say `stdio`, stateless streamable HTTP at /mcp when they say `mcp` (a
 * fresh server per request, as the request-per-call servers do). Each call is recorded in the usage
 * log of the data dir, so lib.ts serverMs reads its time inside the process as it reads ours.
 */
import { createServer as createHttpServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { buildConfig, readOptionsFile } from '../../src/config.js';
import { toolResult } from '../../src/mcp/answer.js';
import { listResult } from '../../src/mcp/surface.js';
import { UsageLog } from '../../src/mcp/usage-log.js';
import { findQuery, QUERIES } from '../../src/questions/index.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { SignalKClient } from '../../src/signalk/client.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { VesselModel } from '../../src/vessel/model.js';
import { restContextFor } from './rest-answer.js';

const { values } = parseArgs({ options: { 'options-file': { type: 'string' } } });
const config = buildConfig({ file: readOptionsFile(values['options-file'] ?? '/nonexistent'), env: process.env });
const model = new VesselModel(Date.now);
const speaker = createSpeaker({ language: config.language === 'auto' ? 'en' : config.language, units: config.units });
const base = (): QueryContext => ({ model, speaker, now: Date.now, staleness: DEFAULT_STALENESS, invertCurrent: new Set(config.invert_current) });
// Never started: only its authenticated REST GET is used.
const client = new SignalKClient(model, { url: config.signalk_url, token: config.signalk_token });
const contextFor = restContextFor(base, (path) => client.getJson(path));
const usage = new UsageLog({ dir: config.data_dir });
const listing = listResult(QUERIES.map((q) => q.name));

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

async function call(name: string, args: unknown): Promise<CallToolResult> {
  const t0 = performance.now();
  const query = findQuery(name);
  let r: CallToolResult;
  let display: string | null = null;
  if (!query) r = errorResult(`Unknown tool '${name}'`);
  else {
    const parsed = z.object(query.input).safeParse(args ?? {});
    if (!parsed.success) r = errorResult(`Invalid arguments for ${name}`);
    else {
      const ctx = await contextFor(query, parsed.data as Record<string, unknown>);
      const result = query.run(parsed.data as never, ctx);
      display = result.display;
      r = toolResult(query, result, config.answers, ctx.now());
    }
  }
  const text = (r.content[0] as { text?: string }).text ?? '';
  usage.call({ tool: name, args: {}, outcome: r.isError ? 'error' : display === null ? 'absent' : 'ok', ms: performance.now() - t0, bytes: Buffer.byteLength(text) });
  return r;
}

function mcpServer(): Server {
  const server = new Server({ name: 'rest-baseline', version: '0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => listing);
  server.setRequestHandler(CallToolRequestSchema, (req) => call(req.params.name, req.params.arguments));
  return server;
}

if (config.stdio) await mcpServer().connect(new StdioServerTransport());
if (config.mcp) {
  const http = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const server = mcpServer();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.once('close', () => void transport.close().then(() => server.close()));
      void server
        .connect(transport)
        .then(() => transport.handleRequest(req, res, chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined))
        .catch((e: Error) => {
          process.stderr.write(`rest-baseline: ${e.message}\n`);
          if (!res.headersSent) res.writeHead(500).end();
        });
    });
  });
  http.listen(config.mcp_port, config.mcp_host);
}
process.on('SIGTERM', () => {
  void usage.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
