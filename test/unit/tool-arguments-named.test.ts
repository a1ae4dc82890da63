/**
 * Home Assistant's MCP client drops parameter descriptions when it converts our schemas:
 * a model there sees only each tool's description and the bare
 * argument names. So every tool's description names each of its arguments, and the ones a model
 * must fill with a boat's own word give typical values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUERIES } from '../../src/questions/index.js';
import { DEFAULT_MENU, discoveryDefinition, listResult } from '../../src/mcp/surface.js';

/** Whether `word` occurs in `text` as a whole word. */
const names = (text: string, word: string) => new RegExp(`(^|[^A-Za-z0-9_])${word}([^A-Za-z0-9_]|$)`).test(text);

describe('tool descriptions carry what a model needs to fill the arguments', () => {
  it('every argument of every tool is named in its description', () => {
    for (const t of [...listResult(QUERIES.map((q) => q.name)).tools, discoveryDefinition(DEFAULT_MENU)]) {
      for (const arg of Object.keys(t.inputSchema.properties)) assert.ok(names(t.description, arg), `${t.name}: ${arg} in "${t.description}"`);
    }
  });

  it('battery_state gives typical banks; more_tools says what name and arguments are', () => {
    const battery = listResult(['battery_state']).tools[0]!;
    assert.match(battery.description, /unless bank is given; available_banks lists them/);
    assert.equal((battery.inputSchema.properties.bank as { description: string }).description, 'Bank id, like house or start');
    assert.match(
      discoveryDefinition(DEFAULT_MENU).description,
      /^Answers what listed tools don't: name runs one with its arguments \(no name: the list with arguments, anchor and past hours too\): /,
    );
  });
});
