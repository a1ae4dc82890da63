/**
 * MCP server factory: registers every query of the catalogue as a tool (title, description,
 * described zod input, readOnlyHint) and answers from the vessel model. Each result is returned as
 * `structuredContent` and, as text, exactly its compact JSON (notes/mcp-clients.md: Hermes dedupes
 * the two when they match). Absence is a successful result; only wrong argument shapes are isError.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { QUERIES } from '../queries/index.js';
import type { Query, QueryContext } from '../queries/types.js';
import { log } from '../log.js';

export const SERVER_INFO = { name: 'signalk-assist', version: '0.1.0' } as const;

export interface McpServerOptions {
  /** Gives the query context at call time (language and units may change while running). */
  context: () => QueryContext;
  /** Tool names to expose; default all. */
  tools?: readonly string[];
  /**
   * Internal, for the benchmark's request-per-call baseline only (src/signalk/rest-answer.ts):
   * builds each call's context asynchronously instead of `context`.
   */
  contextFor?: (query: Query, args: Record<string, unknown>) => Promise<QueryContext>;
}

/** Runs one query and wraps its result for MCP. Exported for tests and benchmarks. */
export function callQuery(query: Query, args: Record<string, unknown>, ctx: QueryContext): CallToolResult {
  const result = query.run(args as never, ctx);
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
}

/** Creates an MCP server with our tools. Cheap: safe to create one per stateless HTTP request. */
export function createMcpServer(opts: McpServerOptions): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      "Answers questions about this boat from its live SignalK data. Each result has a 'display' sentence to read aloud verbatim; a null display means the boat is not reporting it.",
  });
  const wanted = opts.tools ? new Set(opts.tools) : null;
  for (const q of QUERIES) {
    if (wanted && !wanted.has(q.name)) continue;
    const query = q as Query;
    server.registerTool(
      query.name,
      { title: query.title, description: query.description, inputSchema: query.input, annotations: { readOnlyHint: true, openWorldHint: false } },
      (args: Record<string, unknown>) => {
        const answer = (ctx: QueryContext): CallToolResult => {
          try {
            return callQuery(query, args ?? {}, ctx);
          } catch (e) {
            return failed(query, e);
          }
        };
        if (opts.contextFor) return opts.contextFor(query, args ?? {}).then(answer, (e: unknown) => failed(query, e));
        return answer(opts.context());
      },
    );
  }
  return server;
}

/** A bug must not become a protocol failure loop for the agent: log it, answer isError once. */
function failed(query: Query, e: unknown): CallToolResult {
  log.error(`tool ${query.name} failed: ${(e as Error).stack ?? String(e)}`);
  return { content: [{ type: 'text', text: `${query.name} failed internally; the boat data is unaffected.` }], isError: true };
}
