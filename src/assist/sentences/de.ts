/**
 * German Assist sentences, in the words German-speaking sailors use on deck: "Echolot" and "Wasser
 * unterm Kiel", "Fahrt über Grund" and "was liegt an", "Maschine" and "Touren" for the engine,
 * "Öldruck", "Motorstunden", "Fäkalientank", "Ankerwache", "slipt/driftet der Anker".
 *
 * How German asks, and what the words below are for:
 * - Yes/no questions put the verb first ("läuft der Motor noch", "lädt die Batterie gerade", "hält
 *   der Anker", "gibt es Alarme"), so the families such a question fits have a verb-first frame
 *   beside their "wie/was" frames.
 * - Particles (`<pts>`: one or two of `<pt>`, "denn eigentlich", "jetzt gerade") follow the subject
 *   ("läuft der Motor noch", "wo sind wir denn"); between a "wie/was" question's verb and its subject
 *   only the few of `<pv>` ("wie ist denn die Spannung").
 * - Boat parts are compounds, so a slot may sit inside a word: "{bank}batterie" hears
 *   "Starterbatterie" (slot "starter"), "{engine}motor" hears "Backbordmotor", "{tank}tank" hears
 *   "Fäkalientank"; the slot words below make them the query's ids. A slot never opens a frame (it
 *   would swallow any words before "batterie").
 * - A noun alone, or "<Größe> <Ding>" without a verb ("Spannung Verbraucherbatterie", "Drehzahl
 *   Steuerbordmotor", "Füllstand Frischwasser"), is a question to a speaker.
 *
 * Cost: Home Assistant tries every template on every question, its own included, and a template
 * costs about one comparison per word it may start with. So compounds share their stem
 * ("Wind(stärke|richtung)", "[Wasser]tiefe"), a frame's alternatives are grouped by their first word,
 * and nouns stand apart from their articles ("(der|die) <windwert>"), which lets Home Assistant 2025+
 * skip a template whose nouns the question lacks.
 *
 * Home Assistant's own German grammar is left alone: no "wie ist das Wetter", "wie warm ist es
 * [draußen]", "wie ist die Temperatur" without a boat word, "wie spät ist es" / "wie viel Uhr ist
 * es" / "Uhrzeit" alone, "wie lange [noch]" (its timer), "alles ok", "ist alles in Ordnung" without
 * a boat word, no "schalte ... ein". Its "wie ist [der] {name}", "wie warm ist {name}", "Temperatur
 * des {name}", "ist {name} an" and "wo ist {name}" answer for the user's own entities, so the engine
 * is never asked about that way here ("wie ist der Motor", "ist der Motor an", "wie ist die
 * Temperatur vom Motor"), nor "wo ist der Anker"; an engine's values have their own words
 * ("Motortemperatur", "wie heiß"). test/ha/assist-sentences.test.ts checks HA's whole German grammar
 * against these.
 */
import type { LanguageVocabulary } from './index.js';

export const de: LanguageVocabulary = {
  language: 'de',
  description:
    'Verwaltet von signalk-assist: beantwortet eine Frage zum Boot mit Daten aus SignalK. Änderungen hier werden überschrieben; zum Entfernen die Assist-Option ausschalten.',
  apology: 'Entschuldigung, das Boot hat nicht rechtzeitig geantwortet.',
  words: {
    // Small words of spoken German, one or two in a row ("denn eigentlich", "jetzt gerade").
    pt: ['noch', 'gerade', 'grad', 'denn', 'eigentlich', 'jetzt', 'mal', 'schon', 'da', 'wieder', 'überhaupt', 'im Moment', 'momentan', 'aktuell', 'bitte'],
    pts: ['<pt> [<pt>]'],
    // "wie viel", "wie viele", "wieviel", "wieviele"
    wieviel: ['wie[ ]viel[e]'],
    // After a "wie/was" question's verb, before its subject ("wie ist denn die Spannung"): the few that go there.
    pv: ['denn', 'eigentlich', 'gerade', 'jetzt', 'aktuell', 'noch', 'mal'],
    // "Tell me": "sag mir die Wassertiefe", "gib mir mal den Ladezustand", before a noun alone.
    sag: ['(sag|gib) [mir|uns] [<pv>] (den|die|das|unsere|unseren|unser)'],
    // Places that make a question the boat's.
    bord: ['an Bord', 'auf dem (Boot|Schiff)', 'bei uns an Bord'],
    kiel: ['unter[m| dem] (Kiel|Boot|Schiff)', 'unter uns'],
    // "wie steht's um", "wie sieht es aus mit", "wie geht's": with and without the apostrophe
    // whole words: Home Assistant 2026 refuses a template where "’" opens an alternative
    stehts: ["steht's", 'steht’s', 'stehts', 'steht es', "sieht's", 'sieht’s', 'siehts', 'sieht es'],
    gehts: ["geht's", 'geht’s', 'gehts', 'geht es'],

    // Battery: the bank ("{bank}batterie" is one by name: "Starterbatterie"), its values.
    batterie: ['Batterie[n|bank|bänke]', 'Akkus', 'Bordakku[s]'],

    inordnung: ['in Ordnung', 'okay', 'ok', 'klar', 'gut', 'im grünen Bereich', 'rund', 'normal'],

    // Traffic.
    // Local time.

    // Man overboard.

    // History: the window a question names ("heute Nacht", "in den letzten drei Stunden").
    zahl: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'acht', 'zwölf', 'vierundzwanzig', '2', '3', '4', '5', '6', '8', '12', '24'],
    seit: [
      'heute [Nacht|Morgen|früh]',
      '(letzte|gestern|in der|über|die) Nacht [über]',
      'nachts',
      'seit (heute (Morgen|früh)|Mitternacht|gestern Abend|einer Stunde|<zahl> Stunden)',
      'gestern Abend',
      '[in der|der] letzten Stunde',
      '[in den|der|die] letzten <zahl> Stunden',
    ],
  },
  slotWords: {
    // "Bordbatterie", "Verbraucherbatterie", "Versorgungsbatterie": the house bank; "Starterbatterie": the start bank
    bank: {
      bord: 'house',
      verbraucher: 'house',
      versorgungs: 'house',
      versorger: 'house',
      versorgung: 'house',
      service: 'house',
      haus: 'house',
      wohn: 'house',
      starter: 'start',
      start: 'start',
      motor: 'start',
      maschinen: 'start',
      boots: null,
      haupt: null,
    },
    // "Dieselmotor", "Bootsmotor", "Außenbordmotor": the boat's engine, whatever its id
    engine: {
      backbord: 'port',
      steuerbord: 'starboard',
      mittel: 'center',
      haupt: null,
      boots: null,
      diesel: null,
      schiffs: null,
      außenbord: null,
      aussenbord: null,
      innenbord: null,
    },
    tank: {
      diesel: 'fuel',
      kraftstoff: 'fuel',
      sprit: 'fuel',
      benzin: 'fuel',
      treibstoff: 'fuel',
      wasser: 'freshWater',
      frischwasser: 'freshWater',
      trinkwasser: 'freshWater',
      süßwasser: 'freshWater',
      grauwasser: 'wasteWater',
      abwasser: 'wasteWater',
      schmutzwasser: 'wasteWater',
      grau: 'wasteWater',
      schwarzwasser: 'blackWater',
      fäkalien: 'blackWater',
      faekalien: 'blackWater',
      fäkal: 'blackWater',
      toiletten: 'blackWater',
      gas: 'gas',
      öl: 'lubrication',
      oel: 'lubrication',
    },
  },
  focus: {
    // The first fact whose words the sentence holds: "wie viele Stunden läuft der Motor schon" is the hours
    engine: {
      runTime: ['Betriebsstunden', 'Motorstunden', 'Maschinenstunden', 'Stunden', 'Laufzeit', 'Stundenzähler', 'wie lange'],
      oilPressure: ['Öldruck', 'Oeldruck', 'Motoröldruck', 'Druck'],
      coolantTemperature: ['Motortemperatur', 'Kühlwassertemperatur', 'Kühlmitteltemperatur', 'Kühlwasser', 'Temperatur', 'heiß', 'heiss', 'warm', 'überhitzt', 'Grad'],
      revolutions: ['Drehzahl', 'Motordrehzahl', 'Umdrehungen', 'Touren', 'dreht', 'drehen'],
      // "läuft der Motor (noch)": "läuft" opening the question ("wie läuft der Motor" asks every value)
      state: ['^läuft', '^laeuft', '^lauft', 'noch', 'gestartet', 'abgestellt', 'aus'],
    },
    // Hours first ("in den letzten drei Stunden"), then the night, the morning, and "heute" last
    window: {
      'letzten Stunde': 1,
      'einer Stunde': 1,
      'zwei Stunden': 2,
      '2 Stunden': 2,
      'drei Stunden': 3,
      '3 Stunden': 3,
      'vier Stunden': 4,
      '4 Stunden': 4,
      'fünf Stunden': 5,
      '5 Stunden': 5,
      'sechs Stunden': 6,
      '6 Stunden': 6,
      'acht Stunden': 8,
      '8 Stunden': 8,
      'zwölf Stunden': 12,
      '12 Stunden': 12,
      'vierundzwanzig Stunden': 24,
      '24 Stunden': 24,
      'heute Nacht': 12,
      'letzte Nacht': 12,
      'in der Nacht': 12,
      'über Nacht': 12,
      'die Nacht': 12,
      nachts: 12,
      'gestern Nacht': 12,
      'gestern Abend': 12,
      'heute Morgen': 'morning',
      'heute früh': 'morning',
      heute: 'today',
      'seit Mitternacht': 'today',
    },
  },
};
