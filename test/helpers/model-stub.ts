/**
 * A scripted OpenAI-compatible model server for agent tests where the model is not what is tested
 * (Hermes Agent's MCP client is): `POST /v1/chat/completions`, answered as server-sent events when the
 * request says `stream: true` (Hermes always streams) and as one JSON body otherwise, and
 * `GET /v1/models`. Every request body is recorded.
 *
 * The reply to a request is chosen by its conversation, not by arrival order, so that an agent's
 * side requests (a title, a summary) never shift the script: `script(question, step)` gets the text
 * of the last user message and how many assistant messages came after it, and returns tool calls
 * to make or the final text. A request with no `tools` gets `sideReply`.
 *
 * Listens on 127.0.0.1 only, on a free port.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One tool call the model makes: the function name and its `arguments` (sent as a JSON string, or as is when a string). */
export interface StubCall {
  name: string;
  arguments: unknown;
}

/** What the model answers: tool calls, or text that ends the turn. */
export type StubReply = { calls: StubCall[] } | { text: string };

/** A chat message as the agent sends it. */
export interface StubMessage {
  role: string;
  content?: unknown;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
  name?: string;
}

/** A recorded chat-completions request body (the fields the tests read; the rest kept as sent). */
export interface StubRequest {
  model?: string;
  stream?: boolean;
  messages: StubMessage[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  [key: string]: unknown;
}

export interface ModelStub {
  /** `http://127.0.0.1:PORT/v1` */
  readonly baseUrl: string;
  /** Every chat-completions request body, in arrival order. */
  readonly requests: StubRequest[];
  stop(): Promise<void>;
}

/** Text of a message's content (a string, or OpenAI content parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === 'object' && p && 'text' in p ? String((p as { text: unknown }).text) : '')).join('');
  return '';
}

/** The question and the step of a request (see the module comment). */
export function turnOf(messages: StubMessage[]): { question: string; step: number } {
  let last = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') last = i;
  });
  const question = last >= 0 ? contentText(messages[last]!.content) : '';
  const step = messages.slice(last + 1).filter((m) => m.role === 'assistant').length;
  return { question, step };
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the stub.
 * @param script the reply for a question and step; throwing answers 500 with the message.
 * @param sideReply the text for requests without tools (default "ok").
 */
export async function startModelStub(script: (question: string, step: number) => StubReply, sideReply = 'ok'): Promise<ModelStub> {
  const requests: StubRequest[] = [];
  let ids = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'stub-model', object: 'model', owned_by: 'test' }] }));
        return;
      }
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
        return;
      }
      const request = JSON.parse(await body(req)) as StubRequest;
      requests.push(request);
      let reply: StubReply;
      try {
        reply = request.tools?.length ? script(...(Object.values(turnOf(request.messages)) as [string, number])) : { text: sideReply };
      } catch (e) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: (e as Error).message } }));
        return;
      }
      const id = `chatcmpl-${++ids}`;
      const model = request.model ?? 'stub-model';
      const calls =
        'calls' in reply
          ? reply.calls.map((c, i) => ({
              index: i,
              id: `call_${ids}_${i}`,
              type: 'function',
              function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
            }))
          : undefined;
      const text = 'text' in reply ? reply.text : null;
      const finish = calls ? 'tool_calls' : 'stop';
      const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: text, ...(calls ? { tool_calls: calls } : {}) }, finish_reason: finish }],
            usage,
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const chunk = (delta: object, finish_reason: string | null, extra: object = {}) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason }], ...extra })}\n\n`,
        );
      chunk({ role: 'assistant', content: '' }, null);
      if (text !== null) chunk({ content: text }, null);
      if (calls) chunk({ tool_calls: calls }, null);
      chunk({}, finish, { usage });
      res.end('data: [DONE]\n\n');
    })().catch((e: Error) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(e.message));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
