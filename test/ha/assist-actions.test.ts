/**
 * Voice actions through Home Assistant Assist, end to end and all real (docs/design.md#voice-actions):
 * a signalk-server with token security on replaying its NMEA 2000 sample (a fix), a Home Assistant
 * Core (HA_VERSION: 2024.3.3 and 2026.11.0), and signalk-assist started with `--voice-actions
 * mob,alarms,anchor`, which asks SignalK for read-write access by itself; the test approves that
 * request as an admin would (`readwrite`). Every command is said through `POST
 * /api/conversation/process` and reaches signalk-assist through its sentence-trigger automations
 * `signalk_assist_action_<family>`; what SignalK holds is read from its own v2 notifications API.
 *
 * In English, on every release:
 * - "man overboard" is answered with the time in the boat's zone and SignalK lists one MOB as an
 *   emergency; a repeat is "already marked" and SignalK still lists one;
 * - with an alarm raised through SignalK's v2 API and the MOB active, "silence the alarm" silences the
 *   alarm and says the MOB still sounds; SignalK shows the alarm silenced and the MOB sounding;
 * - "cancel man overboard" asks back; "confirm cancel man overboard" clears it, and SignalK shows it
 *   normal;
 * - "set the anchor watch to 40 meters" reads the radius back; "confirm anchor watch" sets it (no anchor
 *   alarm plugin on this server: our own watch), which anchor_state says over MCP; "undo anchor watch"
 *   switches it off again;
 * - started again with `--voice-actions mob` only, "set the anchor watch to 40 meters" answers that the
 *   action is off, and nothing is written.
 * On 2026.11.0 also, in each of the seven languages (Home Assistant's language switched with
 * `config/core/update`, signalk-assist started again): 15 boat questions of the corpus
 * (test/cases/assist/<lang>.json) and 5 of its house sentences reach no action (SignalK's notifications
 * unchanged, no "Assist: command" log line), and the language's "man overboard" (the first example of
 * `mob`) raises exactly one MOB, answered in that language.
 *
 * Needs `bash scripts/setup-ha.sh` (the 2026.11.0 chroot for that release) and
 * `bash scripts/install-signalk.sh`; skipped without them, except under CI where it fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { converse, HA_LABEL, haAtLeast, haUnavailableReason, sentenceSources, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { startTogether } from '../helpers/ha-boat.js';
import { loadCorpora } from '../helpers/assist-corpus.js';
import { actionAutomations } from '../../src/assist/actions.js';
import { comparableAutomation } from '../../src/assist/automations.js';
import { commandExample } from '../../src/actions/examples.js';
import { COMMAND_SENTENCES } from '../../src/actions/sentences/index.js';
import { ACTION_WORDS } from '../../src/actions/wording/index.js';
import { ACTION_FAMILIES, type ActionFamily } from '../../src/actions/types.js';
import { zoneAt } from '../../src/queries/timezone.js';
import { DEVICE_FILE } from '../../src/signalk/access.js';
import { fill } from '../../src/speech/locale.js';
import { createNumbers } from '../../src/speech/numbers.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const skip = unavailable && !process.env['CI'] ? unavailable : false;

/** The seven languages' corpus runs: on the release a new user installs (2024.3.3 runs the English commands only). */
const EVERY_LANGUAGE = haAtLeast('2026.1');
/** Boat questions and house sentences asked per language. */
const BOAT_SAMPLE = 15;
const HOUSE_SAMPLE = 5;
/** The alarm raised through SignalK's v2 API. */
const ALARM = { path: 'environment.inside.bilge', state: 'alarm', message: 'Bilge water high' };

/** One entry of `GET /signalk/v2/api/notifications` (signalk-server src/api/notifications), path without `notifications.`. */
interface Listed {
  id: string;
  path: string;
  state: string;
  message: string;
  method: string[];
  status: { silenced: boolean; acknowledged: boolean };
}

/** SignalK's notifications as its v2 API lists them, read with the admin token, ordered by id. */
async function listing(sk: SignalKServer): Promise<Listed[]> {
  const body =
    await sk.requestJson<Record<string, { path: string; value: { state: string; message: string; method: string[]; status: { silenced: boolean; acknowledged: boolean } } }>>(
      '/signalk/v2/api/notifications',
    );
  return Object.entries(body)
    .map(([id, e]) => ({
      id,
      path: e.path.replace(/^notifications\./, ''),
      state: e.value.state,
      message: e.value.message,
      method: e.value.method,
      status: { silenced: e.value.status.silenced, acknowledged: e.value.status.acknowledged },
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The men overboard SignalK lists as active emergencies. */
const activeMobs = (l: readonly Listed[]) => l.filter((n) => n.path.startsWith('mob.') && n.state === 'emergency');

/** The sample of a list: `n` entries spread evenly over it (the first, then every len/n-th). */
function spread<T>(list: readonly T[], n: number): T[] {
  const step = list.length / n;
  return Array.from({ length: Math.min(n, list.length) }, (_, i) => list[Math.floor(i * step)]!);
}

describe(`voice actions through Assist on ${HA_LABEL}`, { skip, timeout: 600_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let assist: AssistProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-actions-'));

  /** Starts signalk-assist against both servers with these action families, answering in `language`. */
  const start = async (families: readonly ActionFamily[], language: Language): Promise<AssistProcess> => {
    await assist?.stop();
    assist = null;
    assist = await startAssist({
      transport: 'http',
      env: { HA_TOKEN: ha.token },
      args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--data-dir', dataDir, '--no-entities', '--language', language, '--voice-actions', families.join(',')],
      healthTimeoutMs: 90_000,
    });
    const a = assist;
    await until(async () => new RegExp(`Assist: sentence automations in Home Assistant \\(${language}\\)`).test(a.logs()), 90_000, `the ${language} automations`);
    const mob = commandExample(language, 'mob');
    await until(async () => (await sentenceSources(ha, [mob], language))[0] === 'trigger', 60_000, `the ${language} "${mob}" trigger`);
    return a;
  };

  /** The boat's clock time at `at` as the add-on says it in `language` (the zone of SignalK's fix). */
  const clockAt = async (language: Language, at: number): Promise<string> => {
    const fix = (await sk.getPath('navigation.position'))?.value as { latitude: number; longitude: number };
    return createNumbers({ language, units: 'nautical-metric' }).clockTimeIn(new Date(at), zoneAt(fix.latitude, fix.longitude)!);
  };

  /** Says `text` in `language` through Assist and returns the answer (HTTP 200 asserted). */
  const say = async (text: string, language: Language = 'en'): Promise<string> => {
    const r = await converse(ha, text, language);
    assert.equal(r.status, 200, `"${text}": HTTP ${r.status} ${r.error ?? ''}`);
    return r.speech;
  };

  /** The answer must be `template` filled with the boat's time at a minute the call spanned. */
  const sayTimed = async (text: string, template: (time: string) => string, language: Language = 'en'): Promise<{ speech: string; time: string }> => {
    const t0 = Date.now();
    const speech = await say(text, language);
    const times = [await clockAt(language, t0), await clockAt(language, Date.now())];
    const time = times.find((t) => speech === template(t));
    assert.ok(time !== undefined, `"${text}" (${language}) was answered\n  ${JSON.stringify(speech)}\nnot\n  ${JSON.stringify(template(times[0]!))}`);
    return { speech, time };
  };

  before(async () => {
    [sk, ha] = await startTogether(startSignalK({ security: true, sampleN2k: true }), startHomeAssistant({ language: 'en', timeZone: 'UTC' }));
    const a = await start(ACTION_FAMILIES, 'en');
    // The add-on asks read-write by itself (an action is on); approved as an admin does.
    await until(async () => existsSync(join(dataDir, DEVICE_FILE)), 30_000, 'the device file');
    const { clientId } = JSON.parse(readFileSync(join(dataDir, DEVICE_FILE), 'utf8')) as { clientId: string };
    let asked: string | undefined;
    await until(async () => (asked = (await sk.listAccessRequests()).find((r) => r.accessIdentifier === clientId)?.permissions) !== undefined, 30_000, 'the access request');
    assert.equal(asked, 'readwrite');
    await sk.approveAccessRequest(clientId, { permissions: 'readwrite' });
    await until(async () => (await a.call('read_sensor', { path: 'navigation.position' })).structured?.['value'] != null, 60_000, 'the fix to reach signalk-assist');
  });

  after(async () => {
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers one action automation per family, signalk_assist_action_<family>, with the body we build', async () => {
    for (const { id, body } of actionAutomations('en', COMMAND_SENTENCES.en.commands)) {
      const stored = await ha.rest<Record<string, unknown>>('GET', `/api/config/automation/config/${id}`);
      assert.equal(stored['id'], id);
      assert.deepEqual(comparableAutomation(stored), comparableAutomation(body));
    }
    assert.deepEqual(
      actionAutomations('en', COMMAND_SENTENCES.en.commands).map((x) => x.id),
      ['signalk_assist_action_mob', 'signalk_assist_action_alarms', 'signalk_assist_action_anchor'],
    );
  });

  let mobTime = '';
  it('"man overboard" marks one MOB that SignalK lists as an emergency; a repeat is the same MOB', async () => {
    assert.deepEqual(activeMobs(await listing(sk)), []);
    const { time } = await sayTimed('man overboard', (t) => `Man overboard marked at ${t}, with our position. To undo, say undo man overboard.`);
    mobTime = time;
    const mobs = activeMobs(await listing(sk));
    assert.equal(mobs.length, 1, JSON.stringify(mobs));
    assert.deepEqual(
      { ...mobs[0]!, id: '' },
      { id: '', path: `mob.${mobs[0]!.id}`, state: 'emergency', message: 'Man overboard', method: ['visual', 'sound'], status: { silenced: false, acknowledged: false } },
    );
    assert.match(await say('man overboard'), /^Man overboard already marked (\d+ seconds?|1 minute) ago\. For a second person, say another man overboard\.$/);
    assert.deepEqual(activeMobs(await listing(sk)), mobs);
  });

  it('"silence the alarm" silences the alarm, not the MOB, and says the MOB still sounds', async () => {
    const raised = await sk.requestJson<{ id?: string }>('/signalk/v2/api/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ALARM),
    });
    const id = raised.id ?? '';
    assert.notEqual(id, '', JSON.stringify(raised));
    await until(async () => (await listing(sk)).some((n) => n.id === id), 10_000, 'the alarm listed');
    assert.equal(await say('silence the alarm'), 'Silenced: Bilge water high. SignalK cannot unsilence. Still sounding: Man overboard.');
    const after = await listing(sk);
    const alarm = after.find((n) => n.id === id)!;
    assert.deepEqual([alarm.path, alarm.state, alarm.method, alarm.status], [ALARM.path, 'alarm', ['visual'], { silenced: true, acknowledged: false }]);
    const [mob] = activeMobs(after);
    assert.deepEqual([mob?.method, mob?.status], [['visual', 'sound'], { silenced: false, acknowledged: false }]);
  });

  it('"cancel man overboard" asks back; "confirm cancel man overboard" clears it in SignalK', async () => {
    const [mob] = activeMobs(await listing(sk));
    assert.ok(mob);
    assert.equal(await say('cancel man overboard'), `Cancel man overboard from ${mobTime}? Say confirm cancel man overboard.`);
    assert.equal(activeMobs(await listing(sk)).length, 1, 'nothing cleared before the confirmation');
    assert.equal(await say('confirm cancel man overboard'), `Man overboard from ${mobTime} cleared.`);
    const after = await listing(sk);
    assert.deepEqual(activeMobs(after), []);
    assert.equal(after.find((n) => n.id === mob.id)?.state, 'normal');
  });

  it('"set the anchor watch to 40 meters" reads back; "confirm anchor watch" sets our own watch; "undo anchor watch" takes it off', async () => {
    const a = assist!;
    assert.equal((await a.call('anchor_state')).structured?.['max_radius_m'], null);
    assert.equal(await say('set the anchor watch to 40 meters'), 'Anchor watch 40 meters, here? Say confirm anchor watch.');
    assert.equal((await a.call('anchor_state')).structured?.['max_radius_m'], null, 'nothing set before the confirmation');
    // No anchor alarm plugin on this server (its PUT answers 405): the add-on watches it itself.
    assert.equal(await say('confirm anchor watch'), 'Anchor watch set: 40 meters. I am watching it myself. To undo, say undo anchor watch.');
    const set = (await a.call('anchor_state')).structured;
    assert.deepEqual([set?.['set'], set?.['max_radius_m']], [true, 40]);
    assert.equal(await say('undo anchor watch'), 'Anchor watch off again.');
    const off = (await a.call('anchor_state')).structured;
    assert.deepEqual([off?.['set'], off?.['max_radius_m']], [false, null]);
  });

  it('with --voice-actions mob only, the anchor command answers that it is off and nothing is written', async () => {
    const a = await start(['mob'], 'en');
    await until(async () => (await a.call('read_sensor', { path: 'navigation.position' })).structured?.['value'] != null, 60_000, 'the fix');
    const before = await listing(sk);
    assert.equal(await say('set the anchor watch to 40 meters'), 'Anchor watch not changed: voice actions are off. Use the plotter.');
    assert.equal(await say('confirm anchor watch'), 'Anchor watch not changed: voice actions are off. Use the plotter.');
    assert.deepEqual(await listing(sk), before);
    assert.equal((await a.call('anchor_state')).structured?.['max_radius_m'], null);
    assert.equal(await sk.getPath('navigation.anchor.maxRadius'), undefined);
    assert.match(a.logs(), /Assist: command anchor_set: Anchor watch not changed: voice actions are off/);
  });

  if (EVERY_LANGUAGE) {
    const corpora = loadCorpora();
    for (const language of LANGUAGES) {
      const mob = commandExample(language, 'mob');
      it(`${language}: questions and house sentences reach no action; "${mob}" raises one MOB, answered in ${language}`, async (t) => {
        const socket = await ha.socket();
        try {
          await socket.command({ type: 'config/core/update', language });
        } finally {
          socket.close();
        }
        const a = await start(ACTION_FAMILIES, language);
        await until(async () => (await a.call('read_sensor', { path: 'navigation.position' })).structured?.['value'] != null, 60_000, 'the fix');
        // Each language starts with no MOB (one left by a language before is cleared as on the plotter).
        for (const m of activeMobs(await listing(sk))) await sk.requestJson(`/signalk/v2/api/notifications/${m.id}`, { method: 'DELETE' });
        const corpus = corpora[language]!;
        const texts = [...spread(corpus.boat, BOAT_SAMPLE).map((q) => q.text), ...spread(corpus.house, HOUSE_SAMPLE).map((q) => q.text)];
        const before = await listing(sk);
        for (const text of texts) {
          const r = await converse(ha, text, language);
          assert.equal(r.status, 200, `"${text}": HTTP ${r.status} ${r.error ?? ''}`);
        }
        assert.doesNotMatch(a.logs(), /Assist: command/);
        assert.deepEqual(await listing(sk), before, 'no notification written or changed');

        const w = ACTION_WORDS[language];
        await sayTimed(mob, (time) => `${fill(w.mob.marked, { time })} ${fill(w.mob.undoHint, { say: commandExample(language, 'mob_undo') })}`, language);
        const mobs = activeMobs(await listing(sk));
        assert.equal(mobs.length, 1, JSON.stringify(mobs));
        assert.equal(mobs[0]!.message, w.mob.message);
        assert.match(a.logs(), /Assist: command mob done/);
        t.diagnostic(`${language}: ${texts.length} sentences, no action; "${mob}" marked`);
      });
    }
  }
});
