/**
 * Reading a tool call out of a chat model's reply, leniently. Pure.
 *
 * An OpenAI-compatible server returns `message.tool_calls` when its chat template parses the call;
 * small models behind a plain template often write the call as text instead
 * (Qwen2.5-Coder 1.5B on llama-cpp-python never wrote the
 * `<tool_call>` tags its template asks for). The shapes accepted, in this order:
 *   1. native `tool_calls` (`function.arguments` a JSON string or an object);
 *   2. `<tool_call>{"name": ..., "arguments": {...}}</tool_call>` (Qwen's and Hermes's tags);
 *   3. a fenced block (```json ... ```) holding such an object;
 *   4. a bare object in the text, also with the doubled braces `{{ ... }}` a GGUF template's
 *      example shows (Jinja escaping copied verbatim).
 * An object is a call when it has a string `name` (or `function.name`, or `tool`) and optional
 * `arguments` (or `parameters`, `args`, `function.arguments`) that are an object or a JSON string of one.
 */

/** One tool call as the model wrote it. */
export interface ParsedCall {
  name: string;
  /** The arguments object; null when the model's arguments were not valid JSON or not an object. */
  arguments: Record<string, unknown> | null;
  /** How the call was written: native tool_calls, tags, a fenced block, or a bare object. */
  shape: 'native' | 'tags' | 'fenced' | 'bare';
  /** The native call's id, when the server gave one. */
  id?: string;
}

/** The part of an OpenAI chat completion message read here. */
export interface ChatMessage {
  role?: string;
  content?: string | null;
  tool_calls?: { id?: string; type?: string; function?: { name?: unknown; arguments?: unknown } }[] | null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Arguments as an object: an object as is, a JSON string of an object parsed, absent as {}; else null. */
function argumentsOf(v: unknown): Record<string, unknown> | null {
  if (v === undefined || v === null) return {};
  if (isObject(v)) return v;
  if (typeof v === 'string') {
    if (v.trim() === '') return {};
    const parsed = parseJsonLoose(v);
    return isObject(parsed) ? parsed : null;
  }
  return null;
}

/** JSON.parse, then the same text with doubled braces made single; undefined when neither parses. */
export function parseJsonLoose(text: string): unknown {
  const t = text.trim();
  try {
    return JSON.parse(t);
  } catch {
    // {{"name": "x", "arguments": {{}}}} as copied from a Jinja template's example.
    if (t.includes('{{') || t.includes('}}')) {
      try {
        return JSON.parse(t.replace(/\{\{/g, '{').replace(/\}\}/g, '}'));
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
}

/** A call from a parsed object, or null when the object names no tool. */
function callOf(o: unknown, shape: ParsedCall['shape']): ParsedCall | null {
  if (!isObject(o)) return null;
  const fn = isObject(o.function) ? o.function : undefined;
  const name = typeof o.name === 'string' ? o.name : typeof fn?.name === 'string' ? fn.name : typeof o.tool === 'string' ? o.tool : undefined;
  if (!name || !/^[A-Za-z_][\w.-]{0,63}$/.test(name.trim())) return null;
  const raw = 'arguments' in o ? o.arguments : 'parameters' in o ? o.parameters : 'args' in o ? o.args : (fn?.arguments ?? fn?.parameters);
  return { name: name.trim(), arguments: argumentsOf(raw), shape };
}

/**
 * The balanced {...} spans of a text, outermost only, in order (strings respected). Used to find
 * bare objects in prose.
 */
export function objectSpans(text: string): string[] {
  const spans: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"' && depth > 0) inString = true;
    else if (c === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' && depth > 0) {
      depth--;
      if (depth === 0) spans.push(text.slice(start, i + 1));
    }
  }
  return spans;
}

/** Calls in a text (shapes 2 to 4), in order; an object that names a tool but whose JSON is broken is a call with null arguments. */
function callsInText(text: string): ParsedCall[] {
  const tagged = [...text.matchAll(/<tool_call>\s*([\s\S]*?)\s*(?:<\/tool_call>|$)/g)].map((m) => m[1]!);
  if (tagged.length) return tagged.flatMap((t) => fromText(t, 'tags'));
  const fenced = [...text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)].map((m) => m[1]!);
  const fromFences = fenced.flatMap((t) => fromText(t, 'fenced'));
  if (fromFences.length) return fromFences;
  return fromText(text, 'bare');
}

function fromText(text: string, shape: ParsedCall['shape']): ParsedCall[] {
  const whole = parseJsonLoose(text);
  if (Array.isArray(whole)) return whole.map((o) => callOf(o, shape)).filter((c): c is ParsedCall => c !== null);
  const one = callOf(whole, shape);
  if (one) return [one];
  const out: ParsedCall[] = [];
  for (const span of objectSpans(text)) {
    const parsed = parseJsonLoose(span);
    const c = callOf(parsed, shape);
    if (c) out.push(c);
    else if (parsed === undefined) {
      // Broken JSON that still names a tool: a call with invalid arguments (scored as such).
      const m = /"name"\s*:\s*"([A-Za-z_][\w.-]{0,63})"/.exec(span);
      if (m) out.push({ name: m[1]!, arguments: null, shape });
    }
  }
  return out;
}

/** Every tool call in a chat completion message: native first, else those written in its text. */
export function parseToolCalls(message: ChatMessage): ParsedCall[] {
  const native = (message.tool_calls ?? [])
    .map((tc) => {
      const c = callOf({ name: tc.function?.name, arguments: tc.function?.arguments ?? {} }, 'native');
      return c && tc.id ? { ...c, id: tc.id } : c;
    })
    .filter((c): c is ParsedCall => c !== null);
  if (native.length) return native;
  return typeof message.content === 'string' ? callsInText(message.content) : [];
}
