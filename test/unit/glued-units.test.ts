/**
 * Numbers with a unit symbol in boat text ("1.2m", "85m", "12V") said as the unit in the answer's
 * language (src/speech/glued-units.ts), heard with espeak-ng.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSpeaker } from '../../src/speech/speaker.js';
import { sayGluedUnits } from '../../src/speech/glued-units.js';
import type { Language } from '../../src/speech/types.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';

const speaker = (language: Language) => createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
const alarms = [
  { state: 'alarm' as const, message: 'Shallow water: 1.2m under keel', path: 'notifications.environment.depth.belowKeel' },
  { state: 'warn' as const, message: 'Boat is 85m from anchor', path: 'notifications.navigation.anchor' },
];

describe('numbers glued to units in boat text are said as units', () => {
  before(() => assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng)'));

  it('the alarms answer in English, German and French, exactly', () => {
    // With the units said, the warning passes the triage's estimate of 8 s in English and German: counted.
    assert.equal(speaker('en').alarms(alarms), '1 alarm and 1 warning: Shallow water: 1.2 meters under keel; and 1 more.');
    assert.equal(speaker('en').alarms([alarms[1]!]), '1 warning: Boat is 85 meters from anchor.');
    assert.equal(speaker('de').alarms(alarms), '1 Alarm und 1 Warnung: Shallow water: 1,2 Meter under keel; und 1 weiterer.');
    assert.equal(speaker('de').alarms([alarms[1]!]), '1 Warnung: Boat is 85 Meter from anchor.');
    assert.equal(speaker('fr').alarms(alarms), '1 alarme et 1 avertissement : Shallow water: 1,2 mètre under keel ; Boat is 85 mètres from anchor.');
    assert.equal(speaker('en').alarm('warn', 'House battery 11.8V', 'notifications.electrical'), 'warning, House battery 11.8 volts');
    assert.equal(speaker('pt-BR').alarm('warn', 'Bateria 12V, 1,5A, 45%', 'notifications.electrical'), 'aviso, Bateria 12 volts, 1,5 ampere, 45 por cento');
  });

  it('leaves alone what is not a number with a unit symbol', () => {
    const en = (t: string) => sayGluedUnits(t, (v, w, d) => `${v.toFixed(d)} <${w}>`);
    assert.equal(en('1,200m and v2m and 12 A and m3 and 5mm'), '1,200m and v2m and 12 A and m3 and 5mm');
    assert.equal(en('20kts, 3nm, 1013mb, 25°C, 80 %, 2000rpm'), '20 <knot>, 3 <nauticalMile>, 1013 <hectopascal>, 25 <degreeCelsius>, 80 <percent>, 2000 <revolutionPerMinute>');
    assert.equal(en('-3.5m'), '-3.5 <meter>');
  });

  it('espeak-ng hears meters, not the letter m ("one point two em")', async () => {
    const [before_, after_] = await say(['Shallow water: 1.2m under keel', speaker('en').alarm('alarm', 'Shallow water: 1.2m under keel', 'x')], ESPEAK_VOICE.en);
    assert.match(before_!.phonemes, /t'u: 'Em/);
    assert.equal(after_!.phonemes, "a#l'A@m S'aloU w'O:t#3 w'Vn pOInt t'u: m'i:t#3z ,Vnd3 k'i:l");
    const [de] = await say([speaker('de').alarm('alarm', 'Flach: 1.2m', 'x')], ESPEAK_VOICE.de);
    assert.match(de!.phonemes, /m'e:t3$/, de!.phonemes);
  });
});
