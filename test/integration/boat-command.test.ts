/**
 * The MCP tool `boat_command` end to end (what voice actions must do over MCP, docs/design.md#voice-actions), with
 * real processes: one signalk-server 2.23 with token security on, the NMEA 2000 sample (a fix) and the
 * anchor alarm plugin's stand-in (test/fixtures/signalk-plugins/anchoralarm-standin); signalk-assist
 * started four times as a process, each with its own data dir, its token from the real access-request
 * flow (the add-on asks, the admin approves), and the MCP SDK's client (HTTP, and stdio for one):
 *
 * - `--voice-actions mob,alarms,anchor --mcp-actions`, approved read-write: the tool is listed with its
 *   four annotations; "man overboard" raises one MOB that SignalK's v2 listing has as an emergency and
 *   get_active_alarms says, a repeat raises none; "cancel man overboard" leaves it raised and says how to
 *   cancel it; "set the anchor watch to 40 meters" asks back with a confirm_id and arms nothing, a wrong
 *   confirm_id finds nothing waiting, the right one with "yes" arms 40 m through the stand-in's PUT
 *   handlers (SignalK's `navigation.anchor.maxRadius` reads 40) and anchor_state says it; 500 meters is
 *   refused with nothing sent; "undo anchor watch" raises it again. Words that are no command, and wrong
 *   arguments, get answers, never isError.
 * - `--voice-actions` without `--mcp-actions`: the tool is not listed, and a call gets the unknown-tool note.
 * - `--mcp-actions` without `--voice-actions` (stdio): the request asks read-only, every command says
 *   voice actions are off, and nothing is written.
 * - the same switches as the first, but the admin grants read-only: every action is refused with the
 *   spoken reason and nothing is written.
 * "Nothing is written": SignalK's notification listing and `navigation.anchor` are unchanged, and its
 * request log shows no POST, PUT or DELETE between two marker requests (the same log shows the writes
 * of the read-write add-on, so the check can fail).
 * Secrets: no token (the add-ons' device tokens, the admin's) appears in any stderr, tool result or
 * data-dir file but the token file.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_FILE, TOKEN_FILE } from '../../src/signalk/access.js';
import { DEFAULT_MENU, unknownToolNote } from '../../src/mcp/surface.js';
import { startAssist, until, type AssistProcess, type ToolCall } from '../helpers/assist.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { haversine, type LatLon } from '../helpers/sphere.js';

const STANDIN = {
  plugins: ['anchoralarm-standin'],
  pluginOptions: { anchoralarm: { enabled: true, configuration: { state: 'emergency' } } },
};
const ACTIONS = ['--voice-actions', 'mob,alarms,anchor'];
const READ_ONLY = 'I can read but not write: approve write access for signalk-assist in SignalK.';
const NOT_A_COMMAND = 'That is not a boat command. I can mark a man overboard, silence alarms and set the anchor watch.';
const NO_HEARD = 'heard is missing. Send {"heard": "<the skipper\'s exact words>"}, and "confirm_id" only to confirm.';
const NO_ANCHOR = 'No anchor is set.';

/** One add-on process under test. */
interface Addon {
  name: string;
  dir: string;
  assist: AssistProcess;
  /** The permissions its access request asked for. */
  asked: string;
}

/** One entry of `GET /signalk/v2/api/notifications`. */
interface Listed {
  context: string;
  path: string;
  value: { state: string; method: string[]; message: string; position?: unknown; createdAt?: string; status: Record<string, boolean> };
}

/** Every tool result text, searched for tokens at the end. */
const texts: { what: string; text: string }[] = [];

async function call(addon: Addon, tool: string, args: Record<string, unknown>): Promise<ToolCall> {
  const r = await addon.assist.call(tool, args);
  texts.push({ what: `${addon.name} ${tool} ${JSON.stringify(args)}`, text: r.text });
  return r;
}

/** `boat_command` with `heard`, checked to be a normal answer (never isError). */
async function command(addon: Addon, heard: unknown, confirmId?: unknown): Promise<Record<string, unknown>> {
  const args: Record<string, unknown> = confirmId === undefined ? { heard } : { heard, confirm_id: confirmId };
  const r = await call(addon, 'boat_command', args);
  assert.equal(r.isError, false, r.text);
  assert.ok(r.structured, r.text);
  return r.structured;
}

/** The command answer without its timestamp (checked to be null or an ISO time). */
function answerOf(s: Record<string, unknown>): Record<string, unknown> {
  const { timestamp, ...rest } = s;
  assert.ok(timestamp === null || (typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp))), String(timestamp));
  return rest;
}

const listing = (sk: SignalKServer) => sk.requestJson<Record<string, Listed>>('/signalk/v2/api/notifications');
const mobsIn = (list: Record<string, Listed>) => Object.entries(list).filter(([, n]) => n.path.startsWith('notifications.mob.'));
const anchorBranch = (sk: SignalKServer) => sk.requestJson<unknown>('/signalk/v1/api/vessels/self/navigation/anchor').catch(() => null);

let markers = 0;
/**
 * The writes (POST, PUT, DELETE under /signalk/) SignalK logged while `run` ran: the server logs each
 * request once answered, so a marker request before and one after, both seen in the log, bound them.
 */
async function writesDuring(sk: SignalKServer, run: () => Promise<void>): Promise<string[]> {
  const mark = async () => {
    const m = `GET /signalk?boat-command-marker-${++markers}`;
    await (await sk.request(m.slice(4))).arrayBuffer();
    await until(async () => sk.logTail(2_000_000).includes(m), 10_000, `${m} in the server log`);
    return m;
  };
  const start = await mark();
  await run();
  const end = await mark();
  const log = sk.logTail(2_000_000);
  // One line per request, coloured: "\u001b[0mPUT /signalk/v1/api/... \u001b[32m202\u001b[0m 3.1 ms".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape is what is removed
  const between = log.slice(log.lastIndexOf(start), log.lastIndexOf(end)).replace(/\u001b\[[0-9;]*m/g, '');
  return [...between.matchAll(/^(POST|PUT|DELETE) (\/signalk\/[^\s?]+)/gm)].map((m) => `${m[1]} ${m[2]}`);
}

/** The clock time get_local_time says ("4 oh 9 PM"): the time an answer names is said the same way. */
async function clockNow(addon: Addon): Promise<string> {
  const display = (await call(addon, 'get_local_time', {})).structured?.display;
  assert.equal(typeof display, 'string');
  return (display as string).split(',')[0]!;
}

describe('boat_command over MCP against a secured signalk-server', { timeout: 170_000 }, () => {
  let sk: SignalKServer;
  const root = mkdtempSync(join(tmpdir(), 'boat-command-'));
  const addons: Addon[] = [];
  let rw: Addon;
  let noMcp: Addon;
  let noVoice: Addon;
  let readOnly: Addon;

  before(async () => {
    sk = await startSignalK({ security: true, sampleN2k: true, ...STANDIN });
    const specs: { name: string; args: string[]; transport: 'http' | 'stdio'; grant: 'readonly' | 'readwrite' }[] = [
      { name: 'read-write', args: [...ACTIONS, '--mcp-actions'], transport: 'http', grant: 'readwrite' },
      { name: 'no mcp_actions', args: ACTIONS, transport: 'http', grant: 'readwrite' },
      { name: 'no voice_actions', args: ['--mcp-actions'], transport: 'stdio', grant: 'readonly' },
      { name: 'read-only grant', args: [...ACTIONS, '--mcp-actions'], transport: 'http', grant: 'readonly' },
    ];
    const started = await Promise.all(
      specs.map(async (s, i) => {
        const dir = join(root, String(i));
        const assist = await startAssist({ transport: s.transport, args: ['--signalk-url', sk.url, '--data-dir', dir, ...s.args] });
        return { name: s.name, dir, assist, asked: '' };
      }),
    );
    addons.push(...started);
    [rw, noMcp, noVoice, readOnly] = started as [Addon, Addon, Addon, Addon];
    await until(async () => (await sk.listAccessRequests()).length === specs.length, 30_000, 'an access request from each add-on');
    const pending = await sk.listAccessRequests();
    for (const [i, addon] of started.entries()) {
      const { clientId } = JSON.parse(readFileSync(join(addon.dir, DEVICE_FILE), 'utf8')) as { clientId: string };
      addon.asked = pending.find((r) => r.accessIdentifier === clientId)?.permissions ?? 'none';
      // The admin grants what the spec says, whatever was asked: read-only for the read-only case.
      await sk.approveAccessRequest(clientId, { permissions: specs[i]!.grant });
    }
    // Each reads with its token once approved: the fix from the sample data is there.
    for (const addon of started) {
      await until(async () => (await call(addon, 'read_sensor', { path: 'navigation.position' })).structured?.value != null, 30_000, `${addon.name}: the fix after approval`);
    }
  });
  after(async () => {
    await Promise.all(addons.map((a) => a.assist.stop()));
    await sk?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('the access request asks read-write only when an action is on', () => {
    assert.deepEqual(
      addons.map((a) => [a.name, a.asked]),
      [
        ['read-write', 'readwrite'],
        ['no mcp_actions', 'readwrite'],
        ['no voice_actions', 'readonly'],
        ['read-only grant', 'readwrite'],
      ],
    );
  });

  it('tools/list has boat_command with its annotations; without --mcp-actions it is neither listed nor callable', async () => {
    const tool = (await rw.assist.client.listTools()).tools.find((t) => t.name === 'boat_command');
    assert.ok(tool);
    assert.deepEqual(tool.annotations, { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false });
    assert.deepEqual(tool.inputSchema.required, ['heard']);
    assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}), ['heard', 'confirm_id']);

    const names = (await noMcp.assist.client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(names, [...DEFAULT_MENU]);
    const r = await call(noMcp, 'boat_command', { heard: 'man overboard' });
    assert.equal(r.isError, false);
    assert.deepEqual(r.structured, { display: null, timestamp: null, note: unknownToolNote('boat_command', DEFAULT_MENU) });
    assert.deepEqual(mobsIn(await listing(sk)), []);
  });

  it('"man overboard" raises one MOB, listed by SignalK as an emergency and said by get_active_alarms; a repeat raises none', async () => {
    assert.deepEqual(mobsIn(await listing(sk)), []);
    let answer: Record<string, unknown> = {};
    let times: string[] = [];
    const writes = await writesDuring(sk, async () => {
      const before = await clockNow(rw);
      answer = await command(rw, 'man overboard');
      times = [before, await clockNow(rw)];
    });
    assert.deepEqual(writes, ['POST /signalk/v2/api/notifications/mob']);
    const said = times.map((t) => `Man overboard marked at ${t}, with our position. To undo, say undo man overboard.`);
    assert.ok(said.includes(answer.display as string), `${String(answer.display)} is not one of ${said.join(' | ')}`);
    assert.deepEqual(answerOf(answer), { display: answer.display, command: 'mob', done: true });

    const mobs = mobsIn(await listing(sk));
    assert.equal(mobs.length, 1);
    const [id, mob] = mobs[0]!;
    assert.equal(mob.path, `notifications.mob.${id}`);
    assert.equal(mob.context, '');
    assert.deepEqual(
      { state: mob.value.state, method: mob.value.method, message: mob.value.message, status: mob.value.status },
      {
        state: 'emergency',
        method: ['visual', 'sound'],
        message: 'Man overboard',
        status: { silenced: false, acknowledged: false, canSilence: false, canAcknowledge: true, canClear: true },
      },
    );
    // SignalK recorded its fix: the sample boat moves (about 2 km in its 10-minute loop), so the fix read
    // now is a few meters on, well within 30 m.
    const fix = (await sk.getPath('navigation.position'))?.value as LatLon;
    const at = mob.value.position as LatLon;
    assert.deepEqual(Object.keys(at).sort(), ['latitude', 'longitude']);
    assert.ok(haversine(at, fix) < 30, `MOB at ${JSON.stringify(at)}, fix ${JSON.stringify(fix)}`);

    const alarms = await call(rw, 'get_active_alarms', {});
    assert.equal(alarms.isError, false);
    assert.deepEqual(alarms.structured, {
      alarms: [{ path: `mob.${id}`, state: 'emergency', message: 'Man overboard', timestamp: mob.value.createdAt }],
      sar_devices: [],
      display: 'Man overboard.',
      timestamp: mob.value.createdAt,
    });

    let repeat: Record<string, unknown> = {};
    assert.deepEqual(
      await writesDuring(sk, async () => {
        repeat = await command(rw, 'man overboard');
      }),
      [],
    );
    assert.match(repeat.display as string, /^Man overboard already marked (1 second|[1-9]\d* seconds) ago\. For a second person, say another man overboard\.$/);
    assert.deepEqual(answerOf(repeat), { display: repeat.display, command: 'mob', done: false });
    assert.deepEqual(
      mobsIn(await listing(sk)).map(([k]) => k),
      [id],
    );
  });

  it('"cancel man overboard" leaves it raised and says how to cancel it', async () => {
    const before = await listing(sk);
    let answer: Record<string, unknown> = {};
    assert.deepEqual(
      await writesDuring(sk, async () => {
        answer = await command(rw, 'cancel man overboard');
      }),
      [],
    );
    assert.deepEqual(answerOf(answer), {
      display: 'Cancelling a man overboard is done by voice through Home Assistant, or on the plotter.',
      command: 'mob_cancel',
      done: false,
      note: 'Cancelling a man overboard is not available over MCP.',
    });
    const after = await listing(sk);
    assert.deepEqual(after, before);
    assert.deepEqual(
      mobsIn(after).map(([, n]) => n.value.state),
      ['emergency'],
    );
  });

  it('anchor watch: asked back with a confirm_id, armed at 40 m through the plugin on "yes", 500 m refused, undone', async () => {
    assert.equal((await call(rw, 'anchor_state', {})).structured?.display, NO_ANCHOR);
    let ask: Record<string, unknown> = {};
    assert.deepEqual(
      await writesDuring(sk, async () => {
        ask = await command(rw, 'set the anchor watch to 40 meters');
      }),
      [],
    );
    const id = ask.confirm_id;
    assert.equal(typeof id, 'string');
    assert.match(id as string, /^[0-9a-f-]{36}$/);
    assert.deepEqual(answerOf(ask), {
      display: 'Anchor watch 40 meters, here? Say confirm anchor watch.',
      command: 'anchor_set',
      done: false,
      confirm_id: id,
      note: `Say the display to the skipper. Only if they confirm, call boat_command with heard set to their reply and confirm_id "${id}".`,
    });
    // Nothing armed yet.
    assert.equal(await sk.getPath('navigation.anchor.maxRadius'), undefined);
    assert.equal(await sk.getPath('navigation.anchor.position'), undefined);
    assert.equal((await call(rw, 'anchor_state', {})).structured?.display, NO_ANCHOR);

    // A confirm_id that is not the one waiting confirms nothing, and leaves the right one waiting.
    assert.deepEqual(answerOf(await command(rw, 'yes', 'b1d2c3e4-0000-4000-8000-000000000000')), {
      display: 'Nothing is waiting for confirmation.',
      command: null,
      done: false,
      note: 'Nothing waits for this confirm_id: send the command again.',
    });

    let set: Record<string, unknown> = {};
    const writes = await writesDuring(sk, async () => {
      set = await command(rw, 'yes', id);
    });
    assert.deepEqual(writes, ['PUT /signalk/v1/api/vessels/self/navigation/anchor/position', 'PUT /signalk/v1/api/vessels/self/navigation/anchor/maxRadius']);
    assert.deepEqual(answerOf(set), { display: 'Anchor watch set: 40 meters. To undo, say undo anchor watch.', command: 'confirm_anchor_set', done: true });
    const radius = await sk.getPath('navigation.anchor.maxRadius');
    assert.equal(radius?.value, 40);
    assert.equal(radius?.$source, 'anchoralarm');
    const anchorAt = (await sk.getPath('navigation.anchor.position'))?.value;
    const state = (await call(rw, 'anchor_state', {})).structured!;
    assert.deepEqual(
      { set: state.set, anchor_position: state.anchor_position, max_radius_m: state.max_radius_m, inside: state.inside, dragging: state.dragging },
      { set: true, anchor_position: anchorAt, max_radius_m: 40, inside: true, dragging: false },
    );
    // The sample boat moves on from the anchor dropped at its fix: the distance and bearing are what the answer's fields say.
    assert.match(state.display as string, new RegExp(`^Anchored; ${String(state.distance_m)} meters? from the anchor, bearing [a-z-]+; inside the 40 meter circle\\.$`));
    // The used id is spent.
    assert.equal((await command(rw, 'yes', id)).display, 'Nothing is waiting for confirmation.');

    let big: Record<string, unknown> = {};
    assert.deepEqual(
      await writesDuring(sk, async () => {
        big = await command(rw, 'set the anchor watch to 500 meters');
      }),
      [],
    );
    assert.deepEqual(answerOf(big), {
      display: 'Not set: the radius must be a number from 10 to 300 meters.',
      command: 'anchor_set',
      done: false,
      note: 'radius must be a number of meters from 10 to 300',
    });
    assert.equal((await sk.getPath('navigation.anchor.maxRadius'))?.value, 40);
    assert.deepEqual((await sk.getPath('navigation.anchor.position'))?.value, anchorAt);

    let undo: Record<string, unknown> = {};
    assert.deepEqual(
      await writesDuring(sk, async () => {
        undo = await command(rw, 'undo anchor watch');
      }),
      ['PUT /signalk/v1/api/vessels/self/navigation/anchor/position'],
    );
    assert.deepEqual(answerOf(undo), { display: 'Anchor watch off again.', command: 'anchor_undo', done: true });
    assert.equal((await sk.getPath('navigation.anchor.maxRadius'))?.value, null);
    assert.equal((await sk.getPath('navigation.anchor.position'))?.value, null);
    assert.equal((await call(rw, 'anchor_state', {})).structured?.display, NO_ANCHOR);
    assert.equal((await command(rw, 'undo anchor watch')).display, 'Nothing to undo for the anchor watch.');
  });

  it('words that are no command get a normal answer saying so; wrong arguments get a note, never isError', async () => {
    assert.deepEqual(answerOf(await command(rw, 'what should I do if someone falls overboard')), {
      display: NOT_A_COMMAND,
      command: null,
      done: false,
      note: 'No command in these words: pass the skipper\'s exact command, e.g. "man overboard".',
    });
    assert.deepEqual(answerOf(await command(rw, "what's the depth")), {
      display: NOT_A_COMMAND,
      command: null,
      done: false,
      note: 'That is a question, not a command: call depth_state.',
    });
    for (const [args, note] of [
      [{}, NO_HEARD],
      [{ heard: '   ' }, NO_HEARD],
      [{ heard: 5 }, NO_HEARD.replace('heard is missing.', 'heard must be the words as text.')],
    ] as const) {
      const r = await call(rw, 'boat_command', args);
      assert.equal(r.isError, false, JSON.stringify(args));
      assert.deepEqual(r.structured, { display: null, timestamp: null, note }, JSON.stringify(args));
    }
    // Still one MOB, no anchor: none of these acted.
    assert.equal(mobsIn(await listing(sk)).length, 1);
    assert.equal((await sk.getPath('navigation.anchor.maxRadius'))?.value, null);
  });

  it('without --voice-actions every command says voice actions are off, and nothing is written', async () => {
    const said: [string, unknown][] = [];
    const list = await listing(sk);
    const anchor = await anchorBranch(sk);
    const writes = await writesDuring(sk, async () => {
      for (const heard of OFF_COMMANDS.map(([h]) => h)) said.push([heard, answerOf(await command(noVoice, heard)).display]);
    });
    assert.deepEqual(said, OFF_COMMANDS);
    assert.deepEqual(writes, []);
    assert.deepEqual(await listing(sk), list);
    assert.deepEqual(await anchorBranch(sk), anchor);
  });

  it('with a read-only grant every action is refused with the spoken reason, and nothing is written', async () => {
    const said: [string, unknown][] = [];
    const list = await listing(sk);
    const anchor = await anchorBranch(sk);
    const writes = await writesDuring(sk, async () => {
      for (const heard of READ_ONLY_COMMANDS.map(([h]) => h)) said.push([heard, answerOf(await command(readOnly, heard)).display]);
    });
    assert.deepEqual(said, READ_ONLY_COMMANDS);
    assert.deepEqual(writes, []);
    assert.deepEqual(await listing(sk), list);
    assert.deepEqual(await anchorBranch(sk), anchor);
  });

  it('no token appears in any stderr, tool result or data-dir file but the token file', () => {
    const tokens = addons.map((a) => (JSON.parse(readFileSync(join(a.dir, TOKEN_FILE), 'utf8')) as { token: string }).token);
    tokens.push(sk.adminToken ?? '');
    for (const t of tokens) assert.ok(t.length > 20, 'a token to look for');
    const outputs = [...texts];
    for (const a of addons) {
      outputs.push({ what: `${a.name} stderr`, text: a.assist.logs() });
      for (const f of readdirSync(a.dir)) if (f !== TOKEN_FILE) outputs.push({ what: `${a.name} ${f}`, text: readFileSync(join(a.dir, f), 'utf8') });
    }
    assert.ok(texts.length > 40 && addons.every((a) => a.assist.logs().includes('approved')), 'outputs to search');
    for (const { what, text } of outputs) for (const t of tokens) assert.ok(!text.includes(t), `a token appears in ${what}`);
  });
});

/** Each command, and what the add-on with voice actions off answers. */
const OFF_COMMANDS: [string, string][] = [
  ['man overboard', 'Not marked: voice actions are off. Press the MOB button.'],
  ['another man overboard', 'Not marked: voice actions are off. Press the MOB button.'],
  // Acknowledging is silencing: the alarms family.
  ['acknowledge man overboard', 'Not silenced: voice actions are off. Use the plotter.'],
  ['cancel man overboard', 'Not marked: voice actions are off. Press the MOB button.'],
  ['silence the alarm', 'Not silenced: voice actions are off. Use the plotter.'],
  ['silence all alarms', 'Not silenced: voice actions are off. Use the plotter.'],
  ['set the anchor watch to 40 meters', 'Anchor watch not changed: voice actions are off. Use the plotter.'],
  ['raise the anchor watch', 'Anchor watch not changed: voice actions are off. Use the plotter.'],
  ['undo anchor watch', 'Anchor watch not changed: voice actions are off. Use the plotter.'],
];

/**
 * Each command, and what the add-on granted read-only answers: the actions are refused with the
 * reason; cancelling a MOB and raising the watch are not offered over MCP at all; there is nothing to undo.
 */
const READ_ONLY_COMMANDS: [string, string][] = [
  ['man overboard', `${READ_ONLY} Press the MOB button.`],
  ['another man overboard', `${READ_ONLY} Press the MOB button.`],
  ['acknowledge man overboard', READ_ONLY],
  ['silence the alarm', READ_ONLY],
  ['silence the man overboard alarm', READ_ONLY],
  ['silence all alarms', READ_ONLY],
  ['set the anchor watch to 40 meters', READ_ONLY],
  ['cancel man overboard', 'Cancelling a man overboard is done by voice through Home Assistant, or on the plotter.'],
  ['raise the anchor watch', 'Switching the anchor watch off is done by voice through Home Assistant, or on the plotter.'],
  ['undo anchor watch', 'Nothing to undo for the anchor watch.'],
];
