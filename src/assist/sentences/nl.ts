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

    // Alarms
    alarm: ['alarm[en]', 'waarschuwing[en]', '[fout]melding[en]', 'storing[en]', 'foutcode[s]', 'probleem', 'problemen'],
    alarm_plaats: ['aan boord', 'op de boot', 'met de boot', 'op het paneel', 'op het dashboard', 'op de instrumenten'],

    // AIS
    schepen: ['schepen', 'boten', 'scheepvaart', 'verkeer', 'ais doelen', 'een schip', 'een boot'],
    buurt: ['in de buurt', 'om ons heen', 'rondom ons', 'in zicht', 'dichtbij', 'op de ais'],

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
  families: {
    alarms: {
      title: 'alarmen',
      frames: [
        '(zijn er|is er|hebben we|heeft de boot|staan er|staat er) [nog] [een|actieve|openstaande] <alarm> [actief] [<alarm_plaats>]',
        '(gaat|gaan) er [ergens] [een] (alarm|alarmen) [af] [<alarm_plaats>]',
        '(knippert|brandt|piept) er (iets|een lampje|een waarschuwingslampje|een alarm) [<alarm_plaats>]',
        'welk[e] <alarm> (zijn er|staan er|is er|staat er|zijn actief|is actief|gaan er af|gaat er af) [<alarm_plaats>]',
        '(wat|waarom) piept er [iets] [<alarm_plaats>]',
        'waarom gaat [er] (het|een) alarm af [<alarm_plaats>]',
        // The worry: "is alles in orde aan boord" (never alone: Home Assistant's small talk)
        'is (alles|het) [wel] (in orde|goed|oké|oke|ok|veilig) (aan boord|op de boot|met de boot)',
        '(is er (iets|wat) (mis|aan de hand|kapot|fout)|klopt er (iets|wat) niet) [<alarm_plaats>]',
        'is er (iets|wat) (met de boot|aan boord)',
        'moet ik me ergens zorgen (om|over) maken',
        '[wat zijn de] [actieve|openstaande] (alarmen|waarschuwingen|storingen|alarmmeldingen)',
        '[wat zijn de] (actieve|openstaande) meldingen',
      ],
      examples: ['zijn er alarmen', 'is alles in orde aan boord', 'zijn er problemen', 'gaat er een alarm af', 'welke waarschuwingen staan er', 'actieve alarmen'],
    },
    ais: {
      title: 'AIS-verkeer',
      frames: [
        '(is er|zijn er|liggen er|varen er|zie je) [nog] [andere] <schepen> <buurt>',
        '(zijn er|zie je|is er) [nog] [andere] (schepen|boten|scheepvaart)',
        '[de] ais [doelen|contacten]',
        '(welke|hoeveel|wat voor) (schepen|boten|ais doelen) (zijn er|varen er|liggen er|zie je) [<buurt>]',
        'wat voor (scheepvaart (is er|zie je) [<buurt>]|verkeer (is er|zie je) <buurt>)',
        'wie (zit|vaart|ligt) er <buurt>',
        '(wat|welk|hoe ver|waar) is het dichtstbijzijnde (schip|vaartuig|ais doel)',
        '(wat staat er|wat is er|wat zie je) op [de] ais',
        '(is er|zit er|ligt er|komt er|vaart er) (iemand|iets|een schip|een boot) (op ramkoers|op ons af|op aanvaringskoers|dichterbij|<buurt>)',
      ],
      examples: ['is er verkeer in de buurt', 'zijn er schepen om ons heen', 'wat staat er op de AIS', 'komt er iemand op ons af', 'is er iets op ramkoers'],
    },
    anchor: {
      title: 'ankerwacht',
      frames: [
        '(krabben|drijven|verlijeren|slieren|verschuiven) we [niet] [af|weg] [van (ons|het) anker]',
        'zijn we [aan het] [van onze (plek|plaats)] (krabben|afdrijven|drijven|verlijeren|verschoven|verplaatst|weggedreven|afgedreven|verdreven|gegaan)',
        '(krabt|houdt|grijpt|ligt) (het|ons) anker [nog] [niet] [het|goed] [vast]',
        '(liggen|staan) we [nog] (op dezelfde (plek|plaats)|goed|vast|op ons anker)',
        'hoe (staat|ligt) (het|ons) anker [erbij|ervoor]',
        'hoe ver (zijn|liggen) we (van|vanaf) (het|ons) anker [af|vandaan]',
        'hoe ver (zijn we|is de boot) (afgedreven|verschoven|weggedreven|verplaatst)',
        'waar (ligt|is) (het|ons) anker',
        '[is de] (ankerwacht|ankeralarm|ankerstatus) [actief|status]',
      ],
      examples: ['krabben we', 'houdt het anker', 'liggen we nog op dezelfde plek', 'ankerwacht', 'hoe ver zijn we van het anker', 'krabt ons anker'],
    },

    man_overboard: {
      title: 'man over boord',
      frames: [
        '(is er|hebben we|zijn er) [een] (man over boord|man overboord|mob|mob alarm|man over boord alarm|drenkeling) [actief]',
        'is er iemand (overboord|over boord|te water) [gevallen|geslagen|gegaan|geraakt]',
        'is de (mob|man over boord) knop ingedrukt',
        '(is er|zijn er|hebben we) [een] (noodbaken|noodbakens|noodsignaal|noodsignalen|epirb|ais sart) [actief|afgegaan|aan]',
      ],
      examples: ['is er een man over boord', 'is er iemand overboord gevallen', 'is er een noodbaken actief', 'zijn er noodsignalen'],
    },
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
