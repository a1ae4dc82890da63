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
    bordmit: ['<bord>', 'mit dem (Boot|Schiff)'],
    kiel: ['unter[m| dem] (Kiel|Boot|Schiff)', 'unter uns'],
    naehe: ['in der (Nähe|Naehe|Umgebung)', 'in unserer Nähe', 'um uns [herum]', 'in Sicht'],
    // "wie steht's um", "wie sieht es aus mit", "wie geht's": with and without the apostrophe
    // whole words: Home Assistant 2026 refuses a template where "’" opens an alternative
    stehts: ["steht's", 'steht’s', 'stehts', 'steht es', "sieht's", 'sieht’s', 'siehts', 'sieht es'],
    gehts: ["geht's", 'geht’s', 'gehts', 'geht es'],

    // Battery: the bank ("{bank}batterie" is one by name: "Starterbatterie"), its values.
    batterie: ['Batterie[n|bank|bänke]', 'Akkus', 'Bordakku[s]'],

    // Alarms.
    alarm: ['Alarm[e|meldungen]', 'Warn(ung|ungen|meldungen)', 'Problem[e]', 'Störung[en]', 'Fehler[meldungen]', 'Meldungen'],
    irgendein: ['irgend(welche|ein[e|en])', 'aktive', 'neue', 'aktuelle', 'ein[e|en]'],
    inordnung: ['in Ordnung', 'okay', 'ok', 'klar', 'gut', 'im grünen Bereich', 'rund', 'normal'],

    // Traffic.
    imais: ['(im|auf dem) AIS'],
    schiffe: ['Schiffsverkehr', 'Schiffe', 'Boote', 'andere (Schiffe|Boote)', 'Frachter', 'Berufsschifffahrt', 'AIS Ziele'],

    // Man overboard.
    mob: ['(Mann|Person) über Bord [Alarm|Signal]', 'MOB [Alarm|Signal]', '[See]not(funkbake[n]|sender|signal[e])', 'EPIRB', 'AIS SART'],

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
  families: {
    alarms: {
      title: 'Alarme',
      frames: [
        // "gibt es Alarme", "haben wir irgendwelche Warnungen", "gibt es irgendwas Neues"
        '((gibt es|haben wir) [<pts>] ([<irgendein>] <alarm> [<pts>] [an|vor|aktiv]|irgend[et]was (los|Neues|Auffälliges|kaputt|defekt) [<pts>])|(sind|liegen|liegt) [<pts>] [<irgendein>] <alarm> [<pts>] [an|vor|aktiv]) [<bordmit>]',
        // "ist alles in Ordnung" alone stays Home Assistant's: only with a boat word
        '((ist|läuft) ([<pts>] alles <inordnung> <bordmit>|[<pts>] <irgendein> <alarm> [<pts>] [an|aktiv]|<bord> [<pts>] alles <inordnung>|[<pts>] [irgend](was|etwas) (nicht [in Ordnung]|los|Neues|Auffälliges|kaputt|defekt) [<pts>] [<bordmit>])|alles <inordnung> <bordmit>|stimmt [<pts>] [irgend](was|etwas) nicht [<pts>] [<bordmit>]|hat [<pts>] [irgend](was|etwas) Alarm (geschlagen|ausgelöst))',
        // "welche Warnungen sind aktiv", "was ist los an Bord", "was piept da"
        '((welche|was für) <alarm> (gibt es|sind aktiv|haben wir|stehen an|liegen an|liegen vor) [<pts>] [<bordmit>]|was (ist [<pts>] los <bordmit>|stimmt [<pts>] nicht <bordmit>|(blinkt|piept|klingelt|pfeift) [<pts>] [es|das|da]))',
        '((blinkt|piept|leuchtet|klingelt|pfeift) [<pts>] ([irgend](was|etwas)|eine Warn(leuchte|lampe)|ein Alarm)|(warum|wieso) (blinkt|piept|klingelt|pfeift) [<pts>] [es|das|da]) [<pts>] [(am|auf dem|im) (Panel|Display|Plotter|Bedienfeld|Instrument|Armaturenbrett)|<bord>]',
        '[<sag>] [aktive|aktuelle|irgendwelche] (Alarm(e|liste|status|meldungen)|Warnungen|Probleme|Fehlermeldungen) [<bordmit>] [<pts>]',
      ],
      examples: [
        'gibt es Alarme',
        'ist alles in Ordnung an Bord',
        'gibt es irgendwelche Probleme',
        'stimmt irgendwas nicht',
        'welche Warnungen sind aktiv',
        'was piept da',
        'Alarme',
      ],
    },
    ais: {
      title: 'AIS-Verkehr',
      frames: [
        // Ships around us; "Verkehr" alone only near us (not the road's)
        '((gibt es|haben wir) [<pts>] (<schiffe> [<pts>] [<naehe>|hier|auf Kollisionskurs]|(Verkehr|ein (Schiff|Boot)|jemand|irgendwer) <naehe>|Kollisionsgefahr)|(sind|fahren) [<pts>] <schiffe> [<pts>] [<naehe>|hier|auf Kollisionskurs]|ist ([<pts>] (Verkehr|ein (Schiff|Boot|Frachter|Tanker)|jemand|irgendwer) <naehe>|(jemand|ein Schiff|etwas|was|irgendwer) [<pts>] (auf Kollisionskurs|auf uns zu))|(fährt|wer (ist|fährt)) [<pts>] <naehe>)',
        '((welche|wie viele) (Schiffe|Boote) (sind|fahren|gibt es) [<pts>] [hier] (<naehe>|<imais>)|was (für (Schiffe|Boote) (sind|fahren|gibt es) [<pts>] [hier] (<naehe>|<imais>)|(ist|gibt es|zeigt|sagt) [<pv>] (<imais>|das AIS) [an])|(sieht|zeigt) das AIS [<pts>] (was|etwas|jemand|Schiffe))',
        '(kommt ((jemand|ein Schiff|etwas|was|irgendwer) [<pts>] (auf Kollisionskurs|auf uns zu)|uns [<pts>] (jemand|ein Schiff|etwas|was) (zu nahe|zu nah))|nähert sich [<pts>] (jemand|ein (Schiff|Boot)|etwas)|besteht [<pts>] Kollisionsgefahr)',
        '[<sag>] (AIS [Ziele|Verkehr|Kontakte] [<naehe>]|Schiffsverkehr [<naehe>]|Kollisionsgefahr|(Schiffe|Boote|Verkehr) <naehe>) [<pts>]',
      ],
      examples: ['gibt es Verkehr in der Nähe', 'sind Schiffe in der Nähe', 'welche Schiffe sind in der Nähe', 'was zeigt das AIS', 'ist jemand auf Kollisionskurs'],
    },
    anchor: {
      title: 'Ankerwache',
      frames: [
        // Verb first: "hält der Anker", "slipt der Anker", "driften wir", "liegen wir noch sicher"
        '((hält|slipt|slippt|rutscht|driftet|greift) (der|unser) Anker [<pts>] [gut|fest]|hat ((der|unser) Anker [<pts>] (gegriffen|gehalten|gefasst|geslipt|geslippt|nachgegeben)|sich [<pv>] (der Anker|das Boot) [<pts>] bewegt)|ist (die Ankerwache|der Ankeralarm) [<pts>] (aktiv|scharf|gesetzt)) [<pts>]',
        '((slippen|driften|treiben|vertreiben) wir [<pts>] [vor Anker|ab]|bewegen wir uns|halten wir|(bewegt sich|driftet|treibt) [<pv>] (das|unser) (Boot|Schiff)|(liegen|sind|stehen) wir [<pts>] (sicher [vor Anker]|gut|vor Anker|(an der (gleichen|selben)|an derselben|am (gleichen|selben)) (Stelle|Position|Platz|Ort|Fleck)|an Ort und Stelle|[noch] (da|dort) wo wir (geankert|den Anker geworfen) haben)) [<pts>]',
        // Not "wo ist der Anker": Home Assistant's "wo ist {name}"
        '(wie (<stehts> (mit dem|um den) [<pts>] [unserem] Anker [aus]|weit ((sind wir|ist das Boot|liegen wir|ist es) [<pts>] (vom|zum) (Anker|Ankerplatz|Ankerpunkt)|haben wir uns [<pts>] vom (Anker|Ankerplatz) [weg]) [entfernt|weg|wegbewegt]|ist [<pv>] (die Ankerwache|der Ankerstatus|der Abstand zum Anker))|was macht [<pts>] (der|unser) Anker|wo liegt [<pv>] (der|unser) Anker)',
        '[<sag>] (Anker[wache|alarm|status|position] [Status]|Schwojkreis|Abstand zum Anker) [<pts>]',
      ],
      examples: ['hält der Anker', 'slipt der Anker', 'driften wir', 'Ankerwache', 'wie weit sind wir vom Anker entfernt', 'liegen wir noch sicher vor Anker'],
    },

    man_overboard: {
      title: 'Mann über Bord',
      frames: [
        // "Mann über Bord" alone is the skipper's command (voice actions, actions/sentences/de.ts), never this question
        '(gibt es|haben wir|wurde) [<pts>] [einen|ein|eine|irgendwelche|irgendein] <mob> [<pts>] [aktiv|an|ausgelöst|gemeldet|in der Nähe]',
        '(ist ([<pts>] [einen|ein|eine|irgendein] <mob> [<pts>] [aktiv|an|ausgelöst|gemeldet|in der Nähe]|[<pts>] (jemand|einer|wer|irgendwer|eine Person) (über Bord|ins Wasser) [gegangen|gefallen])|sind [<pts>] ((jemand|einer|wer|irgendwer|eine Person) (über Bord|ins Wasser) [gegangen|gefallen]|alle [<pts>] an Bord))',
        '[<sag>] ([See]not(funkbake[n]|sender|signal[e])|EPIRB|AIS SART) [aktiv]',
      ],
      examples: ['gibt es einen Mann über Bord', 'ist jemand über Bord gegangen', 'gibt es eine Seenotfunkbake', 'haben wir Notsignale'],
    },
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
