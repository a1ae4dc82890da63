/**
 * agent-check's pure parts: reading tool calls in the shapes small models write,
 * scoring, the verbatim check, the question sets, the options.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseToolCalls, parseJsonLoose } from '../../src/agent-check/parse.js';
import { formatTable, judge, keepsNumbers, keepsVerbatim, summarise, type Outcome, type Question } from '../../src/agent-check/score.js';
import { QUESTIONS } from '../../src/agent-check/questions.js';
import { readAgentCheckOptions, specLabel } from '../../src/agent-check/command.js';
import { displayOf, haSystemPrompt, pickQuestions } from '../../src/agent-check/run.js';
import { QUERIES } from '../../src/questions/index.js';
import { LANGUAGES } from '../../src/speech/types.js';

describe('agent-check: reading tool calls', () => {
  it('native tool_calls, arguments as a JSON string or an object', () => {
    assert.deepEqual(parseToolCalls({ tool_calls: [{ id: 'c1', type: 'function', function: { name: 'battery_state', arguments: '{"bank":"start"}' } }] }), [
      { name: 'battery_state', arguments: { bank: 'start' }, shape: 'native', id: 'c1' },
    ]);
    assert.deepEqual(parseToolCalls({ tool_calls: [{ function: { name: 'depth_state', arguments: {} } }] }), [{ name: 'depth_state', arguments: {}, shape: 'native' }]);
  });

  it('<tool_call> tags, also unclosed', () => {
    assert.deepEqual(parseToolCalls({ content: '<tool_call>\n{"name": "wind_state", "arguments": {}}\n</tool_call>' }), [{ name: 'wind_state', arguments: {}, shape: 'tags' }]);
    assert.deepEqual(parseToolCalls({ content: '<tool_call>{"name": "tank_levels", "arguments": {"type": "fuel"}}' }), [
      { name: 'tank_levels', arguments: { type: 'fuel' }, shape: 'tags' },
    ]);
  });

  it('a fenced JSON block, with prose around it', () => {
    const content = 'Let me check.\n```json\n{"name": "engine_state", "arguments": {"engine": "port"}}\n```\nOne moment.';
    assert.deepEqual(parseToolCalls({ content }), [{ name: 'engine_state', arguments: { engine: 'port' }, shape: 'fenced' }]);
  });

  it('a bare object with the doubled braces of a Jinja example', () => {
    assert.deepEqual(parseToolCalls({ content: '{{"name": "navigation_state", "arguments": {{"position": true}}}}' }), [
      { name: 'navigation_state', arguments: { position: true }, shape: 'bare' },
    ]);
    assert.deepEqual(parseJsonLoose('{{"a": {{}}}}'), { a: {} });
  });

  it('other spellings of the arguments, and arguments that are no object', () => {
    assert.deepEqual(parseToolCalls({ content: '{"name": "get_ais_targets", "parameters": {"limit": 3}}' }), [{ name: 'get_ais_targets', arguments: { limit: 3 }, shape: 'bare' }]);
    assert.deepEqual(parseToolCalls({ content: '{"function": {"name": "battery_state", "arguments": "{\\"bank\\": \\"house\\"}"}}' }), [
      { name: 'battery_state', arguments: { bank: 'house' }, shape: 'bare' },
    ]);
    assert.deepEqual(parseToolCalls({ content: '{"name": "battery_state", "arguments": "bank=house"}' }), [{ name: 'battery_state', arguments: null, shape: 'bare' }]);
  });

  it('broken JSON that names a tool is a call with invalid arguments', () => {
    assert.deepEqual(parseToolCalls({ content: '{"name": "depth_state", "arguments": {depth: keel}}' }), [{ name: 'depth_state', arguments: null, shape: 'bare' }]);
  });

  it('plain speech, and JSON that names no tool, are no call', () => {
    assert.deepEqual(parseToolCalls({ content: 'The depth is 12.4 meters.' }), []);
    assert.deepEqual(parseToolCalls({ content: '{"display": "12 meters"}' }), []);
    assert.deepEqual(parseToolCalls({ content: null, tool_calls: [] }), []);
  });
});

const q = (tool: string | null, args?: Record<string, unknown>): Question => ({ q: 'x', tool, ...(args ? { args } : {}) });
const outcome = (o: Partial<Outcome> & { question: Question }): Outcome => ({
  called: null,
  viaDiscovery: false,
  listed: true,
  args: {},
  toolOk: true,
  display: null,
  reply: '',
  ms: 1000,
  ...o,
});

describe('agent-check: scoring', () => {
  it('the verbatim check ignores case, spacing, quotes and the final full stop, nothing else', () => {
    assert.equal(keepsVerbatim('12.4 meters under the keel', 'The depth: "12.4 Meters  under the keel."'), true);
    assert.equal(keepsVerbatim('12.4 meters under the keel', 'About 12 meters under the keel.'), false);
    assert.equal(keepsVerbatim('', 'anything'), false);
  });

  it('numbers: every number of the display, as often, decimal comma as a point', () => {
    assert.equal(keepsNumbers('87 percent, 12.8 volts, 4.2 amps charging', 'The house bank is at 87 percent and 12.8 volts, charging with 4.2 amps.'), true);
    assert.equal(keepsNumbers('87 percent, 12.8 volts', 'It is at 87 percent.'), false);
    assert.equal(keepsNumbers('12,8 Volt', 'Die Spannung beträgt 12.8 Volt'), true);
  });

  it('right tool, valid arguments (the expected ones, case aside, and the server said no error), no call', () => {
    assert.deepEqual(
      judge(outcome({ question: q('battery_state', { bank: 'start' }), called: 'battery_state', args: { bank: 'Start' }, display: '90 percent', reply: '90 percent.' })),
      {
        rightTool: true,
        validArgs: true,
        noCall: false,
        verbatim: true,
        numbers: true,
      },
    );
    assert.equal(judge(outcome({ question: q('battery_state', { bank: 'start' }), called: 'battery_state', args: { bank: 'main' } })).validArgs, false);
    assert.equal(judge(outcome({ question: q('battery_state'), called: 'battery_state', args: null })).validArgs, false);
    assert.equal(judge(outcome({ question: q('battery_state'), called: 'battery_state', toolOk: false })).validArgs, false);
    assert.deepEqual(judge(outcome({ question: q('depth_state') })), { rightTool: false, validArgs: false, noCall: true, verbatim: false, numbers: false });
    assert.deepEqual(judge(outcome({ question: q(null), reply: 'Hello!' })), { rightTool: true, validArgs: true, noCall: false, verbatim: false, numbers: false });
  });

  it('a summary: rates, wrong-tool pairs most frequent first, unlisted and discovery calls, verbatim over answers with a display', () => {
    const s = summarise([
      outcome({ question: q('tank_levels'), called: 'read_sensor', ms: 2000 }),
      outcome({ question: q('tank_levels'), called: 'read_sensor', ms: 4000 }),
      outcome({ question: q('engine_state'), called: 'engine_state', listed: false, display: '1800 rpm', reply: 'The engine runs at 1800 rpm.', ms: 3000 }),
      outcome({ question: q('barometer_state'), called: 'barometer_state', viaDiscovery: true, display: '1013 hectopascals, steady', reply: 'Pressure is steady.', ms: 10000 }),
      outcome({ question: q(null), ms: 1000 }),
    ]);
    assert.equal(s.questions, 5);
    assert.equal(s.rightTool, 3 / 5);
    assert.equal(s.validArgs, 3 / 5);
    assert.equal(s.noCall, 0);
    assert.equal(s.withDisplay, 2);
    assert.equal(s.verbatim, 1 / 2);
    assert.equal(s.numbers, 1 / 2);
    assert.equal(s.unlisted, 1);
    assert.equal(s.viaDiscovery, 1);
    assert.deepEqual(s.wrongTool, [{ expected: 'tank_levels', called: 'read_sensor', count: 2 }]);
    assert.equal(s.medianS, 3);
    assert.equal(s.maxS, 10);
    const table = formatTable([{ label: 'en default compact', summary: s }]);
    assert.match(table, /^right tool +60 %$/m);
    assert.match(table, /^reply keeps the display verbatim +50 % of 2$/m);
    assert.match(table, /^wrong tool \(en default compact\): tank_levels → read_sensor ×2$/m);
  });

  it("a tool answer's display: compact JSON's display, else a plain text's first line", () => {
    assert.equal(displayOf('{"display":"12 meters","age_s":0}'), '12 meters');
    assert.equal(displayOf('{"display":null,"age_s":null}'), null);
    assert.equal(displayOf('12 meters under the keel\n{"age_s":0}'), '12 meters under the keel');
  });
});

describe('agent-check: question sets', () => {
  const tools = new Set(QUERIES.map((x) => x.name));
  it('at least 40 per language, the same tools and arguments in every language, every tool asked, some needing none', () => {
    const en = QUESTIONS.en;
    assert.ok(en.length >= 40);
    for (const l of LANGUAGES) {
      const set = QUESTIONS[l];
      assert.equal(set.length, en.length, l);
      set.forEach((x, i) => {
        assert.equal(x.tool, en[i]!.tool, `${l} #${i}`);
        assert.deepEqual(x.args, en[i]!.args, `${l} #${i}`);
        assert.ok(x.q.trim().length > 2, `${l} #${i}`);
        assert.ok(x.tool === null || tools.has(x.tool), `${l} #${i}: ${x.tool}`);
      });
      assert.equal(new Set(set.map((x) => x.q)).size, set.length, `${l}: no question twice`);
    }
    assert.deepEqual(new Set(en.map((x) => x.tool).filter((t) => t !== null)), tools);
    assert.ok(en.filter((x) => x.tool === null).length >= 3);
    for (const key of ['bank', 'type', 'engine', 'position', 'limit', 'path', 'prefix'])
      assert.ok(
        en.some((x) => x.args && key in x.args),
        key,
      );
  });

  it('--questions N spreads N questions over the set', () => {
    const picked = pickQuestions(QUESTIONS.en, 11);
    assert.equal(picked.length, 11);
    assert.equal(picked[0], QUESTIONS.en[0]);
    assert.equal(new Set(picked.map((x) => x.tool)).size, 11);
    assert.equal(pickQuestions(QUESTIONS.en, 500).length, QUESTIONS.en.length);
  });
});

describe('agent-check: options', () => {
  it('every problem in one line each; the key from the environment', () => {
    const r = readAgentCheckOptions(['--language', 'xx', '--style', 'loud', '--client', 'claude', '--timeout', '0', '--questions', 'two'], {});
    assert.ok('problems' in r);
    assert.deepEqual(r.problems, [
      '--endpoint: required, the OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1',
      "--model: required, the model's name at the endpoint, e.g. hermes3:8b",
      "--language: must be one of: en, pt-BR, pt, de, fr, es, nl (got 'xx')",
      "--style: must be one of: compact, full, sentence (got 'loud')",
      "--client: must be one of: generic, home-assistant, hermes (got 'claude')",
      '--questions: must be a whole number from 1',
      '--timeout: must be a number of seconds from 1 to 3600',
    ]);
    const ok = readAgentCheckOptions(
      ['--endpoint', 'http://127.0.0.1:11434/v1', '--model', 'hermes3:8b', '--menu', 'default', '--menu', 'all', '--language', 'en', '--language', 'de'],
      { OPENAI_API_KEY: 'sk-secret' },
    );
    assert.ok('options' in ok);
    assert.equal(ok.options.endpoint.apiKey, 'sk-secret');
    assert.equal(ok.options.endpoint.timeoutMs, 180_000);
    assert.deepEqual(
      ok.options.specs.map((s) => `${s.language} ${s.menu} ${s.style}`),
      ['en default compact', 'en all compact', 'de default compact', 'de all compact'],
    );
    assert.deepEqual(new Set(ok.options.specs.map((s) => s.client)), new Set(['generic']));
    const all = readAgentCheckOptions(['--endpoint', 'http://127.0.0.1:11434/v1', '--model', 'm', '--client', 'generic', '--client', 'home-assistant', '--client', 'hermes'], {});
    assert.ok('options' in all);
    assert.deepEqual(all.options.specs.map(specLabel), ['en default compact', 'en default compact ha', 'en default compact hermes']);
  });

  it("Home Assistant's ways: its default prompt and its MCP client's line naming our server, no instructions", () => {
    assert.equal(
      haSystemPrompt('signalk-assist (Andorinha)'),
      'You are a voice assistant for Home Assistant.\nAnswer questions about the world truthfully.\nAnswer in plain text. Keep it simple and to the point.\n\nThe following tools are available from a remote server named signalk-assist (Andorinha).',
    );
  });
});
