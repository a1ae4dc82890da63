/**
 * The add-on's two pages in Home Assistant: README.md is the store's Info page,
 * DOCS.md its Documentation tab. Checked: the Info page opens with the
 * demo and the tests in its first code block and keeps developer detail in docs/development.md;
 * DOCS.md names every answer language, gives the MCP URL per Home Assistant release and both ways to
 * connect, and today's menu names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/speech/types.js';
import { en } from '../../src/speech/locales/en.js';
import { ANSWER_STYLES } from '../../src/mcp/answer.js';
import { REPO_ROOT as ROOT } from '../helpers/repo.js';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const readme = read('README.md');
const docs = read('DOCS.md');

/** Language names as DOCS.md and README.md write them. */
const NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  'pt-BR': 'Brazilian Portuguese',
  pt: 'Portuguese',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  nl: 'Dutch',
};

describe('README.md, the Info page', () => {
  it('its first code block starts with the demo and the tests', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const lines = block.split('\n').map((l) => l.replace(/\s+#.*$/, ''));
    assert.deepEqual(lines.slice(0, 2), ['npm ci && npx signalk-assist serve --demo', 'npm ci && npm test']);
  });

  it('speaks to a sailor and leaves developer detail to docs/development.md', () => {
    assert.match(readme, /^## Install$/m);
    assert.match(readme, /\(docs\/development\.md\)/);
    for (const dev of ['## Development', 'tools/list', 'structuredContent', 'Llama-3']) assert.ok(!readme.includes(dev), dev);
    const dev = read('docs/development.md');
    for (const part of ['## Development', '## Tools', 'npm run bench']) assert.ok(dev.includes(part), part);
    for (const l of LANGUAGES) assert.ok(readme.includes(NAMES[l]), NAMES[l]);
  });
});

describe('DOCS.md, the Documentation tab', () => {
  it('names all seven answer languages where it introduces Assist', () => {
    const intro = docs.slice(0, docs.indexOf('## Install'));
    for (const l of LANGUAGES) assert.ok(intro.includes(NAMES[l]), NAMES[l]);
  });

  it('gives the MCP URL per Home Assistant release and both ways to connect', () => {
    assert.match(docs, /\| 2025\.4 and older [^|]*\| `http:\/\/<hostname>:8765\/sse`/);
    assert.match(docs, /\| newer releases, e\.g\. 2026\.x \(streamable HTTP; an `\/sse` URL works too, more slowly\) \| `http:\/\/<hostname>:8765\/mcp`/);
    assert.match(docs, /\*\*Discovered automatically/);
    assert.match(docs, /\*\*Typed URL/);
  });

  it("uses today's menu names (Settings > Apps), the old ones only as such", () => {
    assert.match(docs, /\*\*Settings > Apps > App store\*\*/);
    for (const m of docs.matchAll(/Settings > Add-ons/g)) {
      const before = docs.slice(Math.max(0, m.index! - 60), m.index);
      assert.match(before, /older releases|before Home Assistant 2026\.2/, `old menu name without "older": ...${before}`);
    }
  });

  it('says the MCP port is not opened on the boat network by default', () => {
    assert.match(docs, /It is \*\*not opened on your boat's\nnetwork\*\* by default/);
  });
});

describe("the docs quote today's answers and options", () => {
  it('troubleshooting quotes what the add-on says while SignalK cannot be reached or waits for approval', () => {
    const section = /\*\*"SignalK at http:\/\/\.\.\. is not reachable"\.\*\*([\s\S]*?)\n\n/.exec(docs)?.[1] ?? '';
    const flat = section.replace(/\s+/g, ' ');
    assert.ok(flat.includes(`"${en.feed.never}"`), flat);
    assert.ok(flat.includes(`"${en.feed.approval}"`), flat);
    assert.equal(en.feed.approval, 'SignalK is waiting for you to approve signalk-assist.');
    assert.doesNotMatch(flat, /isn't reporting that right now/);
  });

  it('the options table names every value of answers', () => {
    const row = docs.split('\n').find((l) => l.startsWith('| `answers`')) ?? '';
    for (const style of ANSWER_STYLES) assert.ok(row.includes(`\`${style}\`:`), `${style} in ${row}`);
  });

  it('the sensors section says plain states (no renaming) are the case without a broker only', () => {
    const flat = docs.replace(/\s+/g, ' ');
    assert.ok(
      flat.includes(
        '(Without a broker they are plain states, which Home Assistant cannot rename in its UI: name them in the card instead. Through MQTT they are entities you rename as any other.)',
      ),
    );
    assert.doesNotMatch(flat, /\(They are plain states, so Home Assistant cannot rename/);
  });

  it('README says how to ask the demo a question and what the tests need and take', () => {
    assert.match(
      readme,
      /^curl -s http:\/\/127\.0\.0\.1:8765\/mcp .*\\\n {2}-d '\{"jsonrpc":"2\.0","id":1,"method":"tools\/call","params":\{"name":"battery_state","arguments":\{\}\}\}'$/m,
    );
    const flat = readme.replace(/\s+/g, ' ');
    assert.ok(
      flat.includes(
        "`npm test` takes about 50 minutes on two cores. It needs Debian's `espeak-ng`, `mosquitto` and `apparmor` packages (as root it installs them with apt-get; otherwise it stops at once naming what to install and the command), root (it builds the Home Assistant 2026 test chroot) and Python 3.13 from pyenv",
      ),
      flat,
    );
  });
});
