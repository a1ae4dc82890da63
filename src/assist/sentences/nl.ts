/**
 * Dutch Assist sentences, in the words Dutch and Flemish sailors use on board: "de accu" and "de
 * batterij", "de dieptemeter" and "het echolood", "water onder de kiel", "krabben" at anchor, "wat
 * sturen we", "hoeveel knopen lopen we", "motoruren", "oliedruk", "koelwatertemperatuur", "vuilwatertank",
 * "grijswatertank", "drinkwater", "diesel".
 *
 * How Dutch asks: yes/no questions verb first ("draait de motor nog", "laadt de accu", "krabt het
 * anker", "is de vuilwatertank vol"); "staat er" and "hebben we nog" ("hoeveel wind staat er", "hebben
 * we nog genoeg diesel"); small words anywhere ("nu", "nog", "eigenlijk", "even": the `nu` list); and a
 * reading named by one compound, often alone ("accuspanning", "oliedruk", "toerental"). A compound is
 * written as joined groups with an optional space, `(accu|batterij)[ ]<accu_staart>`, since
 * speech-to-text sometimes splits it; a slot may sit inside a word: "{bank}accu" hears "startaccu"
 * (slot "start"), "{engine}motor" hears "bakboordmotor", "{tank}tank" hears "vuilwatertank".
 *
 * What keeps families apart: "hoeveel water staat er" and "... onder de kiel" are the depth, "hoeveel
 * water hebben we [nog]" the tanks; "hoeveel knopen lopen we" the speed, "hoeveel knopen wind" the wind;
 * "daalt de barometer" (now) the barometer, "is de luchtdruk gedaald" (since) the pressure's history;
 * "was", "geweest", "gehad", "geworden" and the superlatives (hardste, laagste, minste) the families of
 * the last hours.
 *
 * Home Assistant's own Dutch shapes are left to it: "hoe laat is het [nu]", "wat is de [huidige] tijd",
 * "wat voor weer is het", "hoe warm is het [hier]", "wat is de temperatuur [in de keuken]", the timers
 * ("hoe lang duurt de timer nog"), "zet ... aan/uit", "is alles in orde" alone, "is er stroom" (a house
 * without power). The engine family leaves out HA's "hoe is de {name}", "hoe staat het met de {name}",
 * "wat is de status van de {name}", "staat de {name} aan" and "wat is de temperatuur van de {name}": a
 * user's entity named "Motor" answers those (test/ha/assist-fixtures.ts lists them as built-in commands).
 */
import type { LanguageVocabulary } from './index.js';

export const nl: LanguageVocabulary = {
  language: 'nl',
  description:
    'Beheerd door signalk-assist: beantwoordt een vraag over de boot met gegevens uit SignalK. Wijzigingen hier worden overschreven; zet de Assist-optie uit om dit te verwijderen.',
  apology: 'Sorry, de boot antwoordde niet op tijd.',
  words: {
    // Openers that ask for a reading by its name.
    // Written by first word ("wat (is|zijn)", not "wat is|wat zijn"): hassil 1.6 (HA 2024.3) tries each
    // alternative in turn, on every question Home Assistant hears.
    wat_is: ['wat (is|zijn)', 'hoe (is|zijn|hoog is)', 'geef (me|mij)', 'vertel me', 'noem'],
    nu: ['nu', 'nou', 'momenteel', 'op dit moment', 'eigenlijk', 'even', 'nog [steeds]', 'dan', 'ongeveer'],
    aan_boord: ['aan boord', 'op de boot', 'op het schip'],

    // Battery
    // "accu’s" whole: Home Assistant 2026 refuses a template where "’" opens an alternative
    accu: ["accu[s|'s|bank|pakket]", 'accu’s', 'batterij[en]', 'boord(accu|batterij)'],
    // The compound's tail: accuspanning, batterijstatus ...
    accu_staart: ['spanning', 'stand', 'status', 'lading', 'niveau', 'voltage', 'toestand', 'percentage'],

    // Barometer
    luchtdruk: ['luchtdruk', 'barometer', 'barometerstand', 'druk'],

    // History: the window said ("vannacht", "het afgelopen uur"); focus.window reads it back
    periode: [
      '[van] (vannacht|vandaag)',
      'afgelopen nacht',
      '[van|sinds] (vanochtend|vanmorgen)',
      'sinds gisteren',
      '[in] het (afgelopen|laatste) uur',
      '[in|van] de (afgelopen|laatste) (uren|<aantal> uur|etmaal|dag)',
    ],
    aantal: ['twee', 'drie', 'vier', 'zes', 'twaalf', 'vierentwintig', '2', '3', '4', '6', '12', '24'],
    hoogste: ['hardste', 'sterkste', 'zwaarste', 'hoogste', 'maximale', 'grootste', 'max'],
    laagste: ['minste', 'kleinste', 'laagste', 'minimale', 'ondiepste'],
  },
  slotWords: {
    // "huishoudaccu", "boordaccu", "verbruikersaccu", "service accu": the house bank; "startaccu", "motoraccu": the start bank
    bank: {
      huishoud: 'house',
      boord: 'house',
      verbruikers: 'house',
      verbruik: 'house',
      service: 'house',
      huis: 'house',
      start: 'start',
      motor: 'start',
      hoofd: null,
      boot: null,
    },
    engine: { bakboord: 'port', stuurboord: 'starboard', midden: 'center', hoofd: null, boot: null },
    tank: {
      diesel: 'fuel',
      brandstof: 'fuel',
      benzine: 'fuel',
      water: 'freshWater',
      drinkwater: 'freshWater',
      zoetwater: 'freshWater',
      'zoet water': 'freshWater',
      grijswater: 'wasteWater',
      'grijs water': 'wasteWater',
      afvalwater: 'wasteWater',
      vuilwater: 'blackWater',
      'vuil water': 'blackWater',
      'zwart water': 'blackWater',
      zwartwater: 'blackWater',
      fecaliën: 'blackWater',
      fecalien: 'blackWater',
      olie: 'lubrication',
      gas: 'gas',
    },
  },
  focus: {
    // The first fact whose words the sentence holds, in this order: "hoeveel uur draait de motor" is its hours.
    // "hoe draait de motor" asks how it turns (its revolutions); "draait de motor" whether it runs.
    engine: {
      runTime: ['uur', 'uren', 'motoruren', 'draaiuren', 'urenstand', 'urenteller', 'hoe lang'],
      oilPressure: ['oliedruk', 'motoroliedruk', 'olie druk'],
      coolantTemperature: ['koelwatertemperatuur', 'koelwatertemp', 'motortemperatuur', 'motortemp', 'temperatuur', 'warm', 'heet', 'oververhit', 'koelwater'],
      revolutions: ['toeren', 'toerental', 'toerenteller', 'motortoerental', 'rpm', 'hoe draait', 'hoe loopt', 'hoe draaien', 'hoe lopen', 'hoe hard', 'hoe snel'],
      state: ['draait', 'loopt', 'draaien', 'lopen', 'gestart', 'stil', 'aan'],
    },
    window: {
      'het afgelopen uur': 1,
      'het laatste uur': 1,
      'afgelopen twee uur': 2,
      'laatste twee uur': 2,
      'afgelopen 2 uur': 2,
      'laatste 2 uur': 2,
      'afgelopen drie uur': 3,
      'laatste drie uur': 3,
      'afgelopen 3 uur': 3,
      'laatste 3 uur': 3,
      'afgelopen uren': 3,
      'laatste uren': 3,
      'afgelopen vier uur': 4,
      'laatste vier uur': 4,
      'afgelopen 4 uur': 4,
      'laatste 4 uur': 4,
      'afgelopen zes uur': 6,
      'laatste zes uur': 6,
      'afgelopen 6 uur': 6,
      'laatste 6 uur': 6,
      'afgelopen twaalf uur': 12,
      'laatste twaalf uur': 12,
      'afgelopen 12 uur': 12,
      'laatste 12 uur': 12,
      vannacht: 12,
      'afgelopen nacht': 12,
      'afgelopen vierentwintig uur': 24,
      'laatste vierentwintig uur': 24,
      'afgelopen 24 uur': 24,
      'laatste 24 uur': 24,
      'afgelopen etmaal': 24,
      'laatste etmaal': 24,
      'afgelopen dag': 24,
      'laatste dag': 24,
      'sinds gisteren': 24,
      vandaag: 'today',
      vanochtend: 'morning',
      vanmorgen: 'morning',
    },
  },
};
