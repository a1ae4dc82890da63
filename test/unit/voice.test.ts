/**
 * Speech you can trust on deck: the exact wording that keeps answers short and read right
 * (docs/design.md#the-speaking-budget), in
 * English and at least one other language. Espeak-ng's reading of these forms is checked in
 * test/integration/speaking-budget.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { AisTargetReading, Language, UnitPreset } from '../../src/speech/types.js';
import { WIND } from '../../src/questions/wind-state/answer.js';
import { NAVIGATION } from '../../src/questions/navigation-state/answer.js';
import { ENGINES } from '../../src/questions/engine-state/answer.js';

const DEG = Math.PI / 180;
const NM = 1852;
const speaker = (language: Language, units: UnitPreset = 'nautical-metric', timeZone = 'UTC') => createSpeaker({ language, units, timeZone });

function said(text: string | null, language: Language): string {
  assert.equal(typeof text, 'string');
  assert.deepEqual(ttsViolations(text as string, language), [], text as string);
  return text as string;
}

describe('AIS near zero', () => {
  const passing: AisTargetReading = { name: 'NORDIC STAR', category: 'cargo', range: 3.2 * NM, bearing: 90 * DEG, cpa: 18, tcpa: 17 * 60, closing: true };
  it('a closest approach of 18 m is under a tenth of a mile, never "0 miles"', () => {
    assert.equal(said(speaker('en').aisTargets([passing]), 'en'), 'Cargo vessel Nordic Star, 3.2 miles east, closing to under a tenth of a mile in 17 minutes.');
    assert.equal(said(speaker('de').aisTargets([passing]), 'de'), 'Frachter Nordic Star, 3,2 Seemeilen Ost, nähert sich auf unter eine Zehntelseemeile in 17 Minuten.');
    assert.equal(said(speaker('pt-BR').aisTargets([passing]), 'pt-BR'), 'Navio de carga Nordic Star, 3,2 milhas a leste, passa a menos de um décimo de milha em 17 minutos.');
  });
  it('a tenth of a mile and more is said in tenths', () => {
    assert.equal(speaker('en').aisTargets([{ ...passing, cpa: 0.1 * NM - 0.5 }]), 'Cargo vessel Nordic Star, 3.2 miles east, closing to 0.1 miles in 17 minutes.');
    assert.equal(speaker('en').aisTargets([{ ...passing, cpa: 0.09 * NM }]), 'Cargo vessel Nordic Star, 3.2 miles east, closing to under a tenth of a mile in 17 minutes.');
  });
  it('a target abeam at its closest now is not "closing ... in 2 seconds"', () => {
    const abeam: AisTargetReading = { name: null, category: 'vessel', range: 6.2 * NM, bearing: 0, cpa: 6.2 * NM, tcpa: 2, closing: true };
    assert.equal(said(speaker('en').aisTargets([abeam]), 'en'), 'Vessel, 6.2 miles north, at its closest now.');
    assert.equal(said(speaker('fr').aisTargets([abeam]), 'fr'), 'Navire, 6,2 milles, nord, au plus près maintenant.');
    assert.equal(said(speaker('es').aisTargets([{ ...abeam, tcpa: 29 }]), 'es'), 'Embarcación, 6,2 millas al norte, en su punto más cercano ahora.');
    // Half a minute out it is still closing.
    assert.equal(speaker('en').aisTargets([{ ...abeam, tcpa: 30 }]), 'Vessel, 6.2 miles north, closing to 6.2 miles in 30 seconds.');
  });
  it('a closest approach an hour or more away is said in whole hours', () => {
    assert.equal(speaker('en').aisTargets([{ ...passing, cpa: 7.7 * NM, tcpa: 2 * 3600 + 47 * 60 }]), 'Cargo vessel Nordic Star, 3.2 miles east, closing to 7.7 miles in 3 hours.');
    assert.equal(speaker('nl').aisTargets([{ ...passing, cpa: 7.7 * NM, tcpa: 3600 + 20 * 60 }]), 'Vrachtschip Nordic Star, 3,2 mijl oost, nadert tot 7,7 mijl over 1 uur.');
  });
  it('the riskiest target alone is spoken (three to ten of them took 17 to 39 s to say)', () => {
    const other: AisTargetReading = { name: 'TOKIO II', category: 'pleasure', range: NM, bearing: 180 * DEG, cpa: NM, tcpa: -60, closing: false };
    assert.equal(speaker('en').aisTargets([passing, other]), speaker('en').aisTargets([passing]));
  });
});

describe('clock times as people say them', () => {
  const at = (iso: string) => new Date(iso);
  it('en: "6 oh 6 AM", "6 AM", "6:45 PM"', () => {
    const en = speaker('en');
    assert.deepEqual(
      ['06:06', '06:00', '18:45', '00:00', '12:09'].map((t) => en.clockTime(at(`2026-06-21T${t}:00Z`))),
      ['6 oh 6 AM', '6 AM', '6:45 PM', '12 AM', '12 oh 9 PM'],
    );
  });
  it('pt, pt-BR, es, nl, de, fr: minutes 1 to 9 and full hours in words, others as written', () => {
    const times = ['06:07', '18:00', '01:00', '00:00', '18:17'].map((t) => at(`2026-06-21T${t}:00Z`));
    const expected: [Language, string[]][] = [
      ['pt', ['6 e 7', '18 horas', '1 hora', '0 horas', '18:17']],
      ['pt-BR', ['6 e 7', '18 horas', '1 hora', '0 horas', '18:17']],
      ['es', ['6 y 7', '18 horas', '1 hora', '0 horas', '18:17']],
      ['nl', ['6 uur 7', '18 uur', '1 uur', '0 uur', '18:17']],
      ['de', ['6 Uhr 7', '18 Uhr', '1 Uhr', '0 Uhr', '18:17']],
      ['fr', ['6 heures 7', '18 heures', '1 heure', '0 heure', '18:17']],
    ];
    for (const [language, want] of expected) {
      const s = speaker(language);
      assert.deepEqual(
        times.map((t) => said(s.clockTime(t), language)),
        want,
        language,
      );
    }
  });
  it('the local time and the arrival use the same forms', () => {
    assert.equal(speaker('en').localTime(at('2026-06-21T05:06:00Z'), 'Europe/Lisbon', true), '6 oh 6 AM, Western European Summer Time');
    assert.equal(speaker('nl').localTime(at('2026-06-21T05:08:00Z'), 'Europe/Lisbon', true), '6 uur 8, West-Europese zomertijd');
  });
});

describe('pt-BR: plural after zero', () => {
  it('"0 metros", "0 pés", "0 milhas", "0 graus"; one stays singular; pt and en unchanged', () => {
    const br = speaker('pt-BR');
    assert.equal(br.quantity('depth', 0).text, '0 metros');
    assert.equal(speaker('pt-BR', 'nautical-imperial').quantity('depth', 0).text, '0 pés');
    assert.equal(br.quantity('distance', 0).text, '0 milhas');
    assert.equal(br.quantity('angle', 0).text, '0 graus');
    assert.equal(br.quantity('depth', 1).text, '1 metro');
    assert.equal(speaker('pt').quantity('depth', 0).text, '0 metros');
    assert.equal(speaker('en').quantity('depth', 0).text, '0 meters');
    // French keeps its singular for zero (CLDR, French grammar).
    assert.equal(speaker('fr').quantity('depth', 0).text, '0 mètre');
  });
});

describe('French words espeak-ng would misread', () => {
  it('"Aucun navire AIS en vue." (not "sur l\'AIS", read "lé")', () => {
    assert.equal(said(speaker('fr').aisTargets([]), 'fr'), 'Aucun navire AIS en vue.');
  });
  it('wind from a point that starts with a vowel elides: "d\'est", "d\'ouest" (never "de est", read as the verb)', () => {
    const wind = (deg: number) => speaker('fr').answer(WIND, { speedTrue: 5, directionTrue: deg * DEG, angleTrue: null, speedApparent: null, angleApparent: null });
    assert.equal(wind(90), "vent réel 9,7 nœuds d'est");
    assert.equal(wind(270), "vent réel 9,7 nœuds d'ouest");
    assert.equal(wind(67.5), "vent réel 9,7 nœuds d'est-nord-est");
    assert.equal(wind(180), 'vent réel 9,7 nœuds de sud');
    assert.equal(
      speaker('en').answer(WIND, { speedTrue: 5, directionTrue: 90 * DEG, angleTrue: null, speedApparent: null, angleApparent: null }),
      'true wind 9.7 knots from the east',
    );
  });
});

describe('short answers', () => {
  it('navigation: the motion by default, the exact position when asked, minutes named as on the radio; a heading beside the course in degrees', () => {
    const r = { latitude: 38.6867, longitude: -9.4117, sog: 3.3, cog: 273 * DEG, headingTrue: 280 * DEG, headingMagnetic: null };
    assert.equal(speaker('en').answer(NAVIGATION, { ...r, latitude: null, longitude: null }), '6.4 knots, course 273 degrees, west, heading 280 degrees');
    assert.equal(speaker('de').answer(NAVIGATION, { ...r, latitude: null, longitude: null }), '6,4 Knoten, Kurs 273 Grad, West, Steuerkurs 280 Grad');
    assert.equal(speaker('en').answer(NAVIGATION, r), '38 degrees 41.2 minutes north, 9 degrees 24.7 minutes west');
    assert.equal(speaker('pt-BR').answer(NAVIGATION, r), '38 graus 41,2 minutos norte, 9 graus 24,7 minutos oeste');
  });
  it('engines: "stopped" at 0 revolutions per minute, with the hours', () => {
    const e = { id: 'main', label: null, named: false, revolutions: 0, coolantTemperature: 299.15, oilPressure: null, runTime: 1844 * 3600 };
    assert.equal(speaker('en').answer(ENGINES, [e]), 'stopped, coolant 26 degrees Celsius, 1844 engine hours');
    assert.equal(speaker('nl').answer(ENGINES, [e]), 'uit, koelwater 26 graden Celsius, 1844 draaiuren');
  });
});
