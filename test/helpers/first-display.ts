/**
 * The first answer of an add-on a benchmark has just started: its MCP endpoint (Streamable HTTP,
 * `POST /mcp`, a JSON-RPC `tools/call`) asked again and again until a tool answers with a display.
 */
import type { ChildProcess } from 'node:child_process';

/** How {@link firstDisplay} waits: since when (performance.now()), for how long, how often, and the name errors give the child. */
export interface FirstDisplayOptions {
  since: number;
  limitMs: number;
  pollMs: number;
  label: string;
}

/**
 * Asks `tool` (no arguments) at `http://127.0.0.1:<port>/mcp` until its answer has a display; the
 * answer's text (the tool's JSON) and that display. Throws, with what the child wrote on stderr, when
 * the child exits first or nothing is answered within `limitMs`. The child's stderr must be a pipe.
 */
export async function firstDisplay(child: ChildProcess, port: number, tool: string, opts: FirstDisplayOptions): Promise<{ text: string; display: string }> {
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.label} exited (${child.exitCode}):\n${err}`);
    if (performance.now() - opts.since > opts.limitMs) throw new Error(`${opts.label}: no answer within ${opts.limitMs / 1000} s:\n${err}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body,
      });
      const j = (await r.json()) as { result?: { content?: { text?: string }[] } };
      const text = j.result?.content?.[0]?.text;
      const display = text ? (JSON.parse(text) as { display?: string }).display : undefined;
      if (text && display) return { text, display };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, opts.pollMs));
  }
}
