/**
 * Boat text in the answers that read it out (src/speech/answers/alarms.ts `boatText`, src/speech/boat-text.ts):
 * read_sensor's text values (a destination, a vessel name, a state outside its set) and alarm messages,
 * cleaned and capped the same way, exactly; markup encoded twice leaves no entity or tag text.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as readSensor } from '../../src/questions/read-sensor/query.js';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { Language } from '../../src/speech/types.js';
import { boat } from '../helpers/compound.js';

/** A hostile destination: SSML that pauses and plays a file, a right-to-left override, a bell and a link. */
const DESTINATION = '<speak><break time="10s"/><audio src="http://evil.example/x.mp3"/>ALL CREW ABANDON SHIP\u202E\x07 https://evil.example</speak>';

function read(language: Language, values: Record<string, unknown>, path: string) {
  const b = boat(language);
  b.send('vessels.self', values);
  const r = readSensor.run({ path }, b.ctx);
  if (typeof r.display === 'string') assert.deepEqual(ttsViolations(r.display, language), [], r.display);
  return r;
}

describe('read_sensor says text from the boat as alarm messages are said', () => {
  it('a destination with SSML, a bidi override, a bell and a link: the words alone', () => {
    assert.equal(read('en', { 'navigation.destination.commonName': DESTINATION }, 'navigation.destination.commonName').display, 'ALL CREW ABANDON SHIP');
    assert.equal(read('de', { 'navigation.destination.commonName': DESTINATION }, 'navigation.destination.commonName').display, 'ALL CREW ABANDON SHIP');
  });

  it("a 4,096-character vessel name: cut at a word within the alarm message's 60 characters", () => {
    const name = `${'Sea Breeze '.repeat(372)}Sea `;
    assert.equal(name.length, 4096);
    const r = read('en', { name }, 'name');
    assert.equal(r.display, 'Sea Breeze Sea Breeze Sea Breeze Sea Breeze Sea Breeze Sea');
    // The value field keeps what SignalK sent (full answers, for programs); the display is what is said.
    assert.equal(r.value, name);
  });

  it('a single 4,096-letter word, still past the speaking budget once capped: not read', () => {
    assert.equal(read('en', { name: 'X'.repeat(4096) }, 'name').display, "The boat's value for this can't be read.");
  });

  it('a state in markup is looked up as said; one outside its set is boat text', () => {
    assert.equal(read('de', { 'navigation.state': '<b>motoring</b>' }, 'navigation.state').display, 'unter Motor');
    assert.equal(read('en', { 'navigation.state': '<b>drifting</b> &amp;lt;break time="9s"/&amp;gt;' }, 'navigation.state').display, 'drifting');
  });

  it('field names and units from the boat are listed only when they can be read back', () => {
    const r = read('en', { 'environment.odd': { depth_1: 1, '<b>x</b>': 2, ['k'.repeat(100)]: 3 } }, 'environment.odd');
    assert.deepEqual(r.fields, ['depth_1']);
    assert.equal(r.note, 'This path holds several values; read one with read_sensor, e.g. environment.odd.depth_1.');
  });
});

describe('markup encoded twice in an alarm message', () => {
  it('is dropped whole: no entity or tag text in the display', () => {
    const want: Record<Language, string> = {
      en: '1 alarm: Bilge high.',
      'pt-BR': '1 alarme: Bilge high.',
      pt: '1 alarme: Bilge high.',
      de: '1 Alarm: Bilge high.',
      fr: '1 alarme : Bilge high.',
      es: '1 alarma: Bilge high.',
      nl: '1 alarm: Bilge high.',
    };
    for (const [language, display] of Object.entries(want) as [Language, string][]) {
      const b = boat(language);
      b.notify('bilge', 'alarm', 'Bilge high &amp;lt;break time="5s"/&amp;gt;');
      assert.equal(getActiveAlarms.run({}, b.ctx).display, display, language);
      assert.equal(readSensor.run({ path: 'notifications.bilge' }, b.ctx).display?.includes('&'), false, language);
    }
    const b = boat('en');
    b.notify('bilge', 'alarm', 'Bilge high &amp;lt;break time="5s"/&amp;gt;');
    assert.equal(readSensor.run({ path: 'notifications.bilge' }, b.ctx).display, 'alarm, Bilge high');
  });
});
