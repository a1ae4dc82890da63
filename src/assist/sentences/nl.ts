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
    accu_maat: ['spanning', 'lading', 'laadtoestand', 'laadstatus', 'voltage', 'niveau', 'percentage', 'stand', 'status', 'toestand'],
    // The compound's tail: accuspanning, batterijstatus ...
    accu_staart: ['spanning', 'stand', 'status', 'lading', 'niveau', 'voltage', 'toestand', 'percentage'],
    accu_staat: ['vol', 'leeg', 'bijna leeg', 'bijna vol', 'geladen', 'opgeladen', 'aan het laden', 'aan het ontladen', 'in orde', 'goed'],
    laden: ['laadt', 'laden', 'wordt', 'worden'],
    // What charges them
    laders: ['de zonnepanelen', 'het zonnepaneel', 'de lader', 'de acculader', 'de dynamo', 'de windgenerator', 'de windmolen'],
    lader: ['door <laders>', 'door de motor', 'met de motor', 'aan de walstroom', 'door de walstroom'],
    accu_hoeveel: ['volt', 'procent', 'lading', 'spanning', 'ampère', 'stroom'],

    // Depth
    onder: ['onder de kiel', 'onder de boot', 'onder ons'],
    dieptemeter: ['de dieptemeter', 'het echolood', 'de dieptesensor', 'de dieptemeting'],
    diepte: ['diepte', 'waterdiepte', 'diepte onder de kiel', 'dieptemeter', 'echolood', 'dieptemeting'],

    // Wind
    wind_woord: ['wind[kracht|richting|snelheid|hoek]'],
    wind_soort: ['ware', 'echte', 'schijnbare', 'apparente'],

    // Speed and heading
    varen: ['varen', 'gaan', 'zeilen', 'lopen', 'motoren', 'doen', 'halen', 'maken'],
    koers_woord: [
      'koers [over [de] grond|en snelheid]',
      'snelheid [over [de] grond|door het water|en koers]',
      'vaart [door het water]',
      '(stuur|kompas)koers',
      'grondsnelheid',
      'heading',
    ],

    // Position
    positie_coord: [
      'coördinaten',
      'coordinaten',
      'exacte positie',
      'precieze positie',
      'gps positie',
      'positie voor een mayday',
      'positie voor de marifoon',
      'positie voor de radio',
      'positie in (coördinaten|coordinaten|graden en minuten|lengte en breedte|breedte en lengte)',
      '(exacte|precieze) locatie',
      'gps[ ](coördinaten|coordinaten)',
      '(breedte[graad]|breedte-) en lengte[graad]',
      '(lengte[graad]|lengte-) en breedte[graad]',
      '(noorderbreedte|zuiderbreedte) en (oosterlengte|westerlengte)',
    ],

    // Route
    waypoint: ['het volgende waypoint', 'de volgende waypoint', 'ons volgende waypoint', 'het volgende routepunt', 'het volgende punt', 'de bestemming', 'de haven'],

    // Tanks: what is in them (families.ts tankWordIn reads the type back from the sentence)
    tank_stof: [
      'diesel',
      'brandstof',
      'benzine',
      'water',
      'drinkwater',
      'zoet water',
      'zoetwater',
      'grijswater',
      'grijs water',
      'vuilwater',
      'vuil water',
      'zwartwater',
      'zwart water',
      'afvalwater',
    ],
    tank_staat: ['vol', 'leeg', 'bijna vol', 'bijna leeg', 'halfvol', 'half vol'],

    // Engine
    motor: ['motor', 'motoren', 'hoofdmotor', 'buitenboordmotor', 'buitenboorder', 'binnenboordmotor', 'inboard', 'motor van de boot'],
    // A reading of the engine said as a noun: "oliedruk", "toerental", "motoruren"
    // (grouped by first part, which hassil 1.6 then tries once; speech-to-text may split a compound)
    motor_woord: [
      'toeren[tal]',
      'motor[ ](toerental|oliedruk|temperatuur|temp|uren|status|gegevens)',
      'olie[ ]druk',
      'koelwater[ ](temperatuur|temp)',
      'temperatuur van het koelwater',
      'draai[ ]uren',
      'uren(stand|teller)',
    ],
    motor_warm: ['warm', 'heet', 'te warm', 'te heet', 'oververhit'],

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
    vlaag: ['vlaag', 'vlagen', 'windvlaag', 'windstoot', 'windstoten', 'wind', 'windsnelheid'],
  },
  families: {
    battery: {
      title: 'accu',
      frames: [
        // Bare compounds and "wat is de accuspanning [aan boord]"
        '[[<wat_is>] de] (accu|batterij)[ ]<accu_staart> [<aan_boord>]',
        '[<wat_is> de] <accu_maat> van de <accu> [<aan_boord>]',
        // Alone, only the volts: "wat is de status" is no boat question
        '[<wat_is> de] (spanning|voltage) [<aan_boord>]',
        // Yes/no: "laadt de accu", "worden de accu's geladen", "is de accu bijna leeg"
        '<laden> de <accu> [nog|al|wel] [op|bij|geladen|opgeladen] [<lader>]',
        '(wordt er [nog|wel] [op]geladen|laden we [nog|wel] [op]|zijn we aan het laden) [<lader>]',
        // What charges them: "laden de zonnepanelen", "laadt de dynamo de accu"
        '(laadt|laden) <laders> [nog|wel|al] [de <accu>]',
        '(is|zijn|staat|staan|zit|zitten) de <accu> [nog|al|wel] <accu_staat> [genoeg]',
        'hoe (staat|staan) de <accu> [ervoor|erbij] [<aan_boord>]',
        'hoe (vol|leeg) (is|zijn|zit|zitten) de <accu> [<nu>] [<aan_boord>]',
        '(hoe (is|zijn)|hoe (is|staat|gaat|zit) het [ervoor|erbij] met|wat doet|wat doen) de <accu> [<aan_boord>]',
        // Quantities: "hoeveel volt heeft de accu", "hoeveel stroom komt er binnen", "hoeveel laden de zonnepanelen"
        'hoeveel <accu_hoeveel> ((heeft|hebben|geeft|geven)|(zit|staat|gaat) er [nog] (in|op)) de <accu> [nog]',
        'hoeveel [ampère|amp|stroom|watt] ((laden|verbruiken|trekken) we|(komt|gaat) er (in|binnen)|(laadt|laden|levert|leveren) <laders>) [<nu>]',
        'wat (levert|leveren|doet|doen) <laders> [<nu>]',
        'hoeveel (volt|procent|lading|stroom) (hebben we|is er|staat er) [nog] [<aan_boord>]',
        // Not "is er [nog] stroom": a house without power
        '(hebben we [nog] [genoeg] (stroom|lading|spanning)|(staat|zit) er [nog] [genoeg] (spanning|stroom|lading) (op|in) de <accu>)',
        '[de] <accu> [<aan_boord>]',
        // A bank by name: "startaccu", "huishoudaccu"
        '((hoe vol is|hoe staat|is|laadt|wordt|hoeveel <accu_hoeveel> heeft) de|[[<wat_is>] de] ((accu|batterij)[ ]<accu_staart>|<accu_maat>) [van de]) {bank}(accu|batterij|bank) [nog|al] [ervoor|erbij|<accu_staat>]',
      ],
      examples: [
        'hoe staat de accu ervoor',
        'wat is de accuspanning',
        'laadt de accu',
        "hoe vol zijn de accu's",
        'hoeveel volt heeft de accu',
        'is de accu bijna leeg',
        'hoe vol is de startaccu',
        'hoe staat de huishoudaccu ervoor',
      ],
    },
    depth: {
      title: 'diepte',
      frames: [
        'hoe diep [is het [water]] [hier] [<nu>] [<onder>]',
        '[<wat_is> de] <diepte> [hier] [<nu>]',
        // "hoeveel water staat er"; "hoeveel water hebben we" only under the keel (else it is the tanks)
        'hoeveel (meter|voet|water|meter water|diepte) staat er [hier] [<nu>] [<onder>]',
        'hoeveel (meter|voet|meter water|water|ruimte) (hebben we|is er|is het|staat er|zit er) [nog] (hier|<onder>)',
        'hoeveel ([meter] diepte (hebben we|is er|is het) [nog] [hier]|staat er <onder>|meter is het [hier] diep)',
        '(hebben we|is er) [nog] genoeg (water|diepte|ruimte) <onder>',
        '(is het|wordt het) [hier] (diep genoeg|te ondiep|ondiep|ondieper|dieper) [hier] [om te ankeren]',
        // The worry: "lopen we vast", "raken we de grond"
        '(lopen|raken|zitten) we [bijna|zo] (vast|aan de grond|de grond|de bodem)',
        '(wat|hoeveel) (zegt|geeft) <dieptemeter> [aan] [<nu>]',
        '[hoeveel] [meter] water <onder>',
      ],
      examples: [
        'hoe diep is het',
        'hoeveel water staat er',
        'hoeveel water hebben we onder de kiel',
        'wat zegt de dieptemeter',
        'diepte onder de kiel',
        'is het hier diep genoeg',
      ],
    },
    wind: {
      title: 'wind',
      frames: [
        'hoe (hard|sterk) (waait het|is de wind|waait de wind) [<nu>] [buiten]',
        'hoeveel ((wind|knopen wind|beaufort) (staat er|hebben we|is er|waait er|is het|waait het)|knopen waait het) [<nu>] [buiten]',
        'waait het [<nu>] [hard|erg|veel|flink] [buiten]',
        '(is|staat) er [<nu>] [veel|weinig|genoeg|te veel] wind [<nu>] [buiten]',
        '(waar (komt|waait) de wind vandaan|(uit|van) welke (richting|hoek|kant) (komt|waait) (de wind|het)|wat doet de wind|(wat voor|welke) wind (hebben we|is er|staat er))',
        '[<wat_is> de|welke] [<wind_soort>] <wind_woord> [en <wind_woord>] [in (knopen|beaufort)] [<nu>]',
      ],
      examples: ['hoeveel wind staat er', 'hoe hard waait het', 'waar komt de wind vandaan', 'wat is de schijnbare wind', 'windkracht', 'ware windrichting'],
    },
    position: {
      title: 'positie',
      frames: [
        'waar (zijn|liggen|varen|zitten|bevinden|hangen) we [ons|uit] [<nu>] [precies|ergens|ongeveer] [op de kaart]',
        '[wat is|geef me] (onze|de) (positie|locatie) [van de boot|van het schip] [<nu>]',
        '(positie|locatie)',
      ],
      examples: ['waar zijn we', 'waar zitten we nu', 'wat is onze positie', 'onze positie'],
    },
    coordinates: {
      title: 'coördinaten',
      frames: ['(wat (is|zijn)|geef [me|ons]|noem|lees voor) [onze|de] <positie_coord>', '(onze|de) <positie_coord>', '<positie_coord>'],
      examples: [
        'wat zijn onze coördinaten',
        'geef me de coördinaten',
        'wat is onze exacte positie',
        'onze positie voor een mayday',
        'breedte en lengte',
        'wat zijn de gps coördinaten',
      ],
    },
    speed_heading: {
      title: 'snelheid en koers',
      frames: [
        'hoe (snel|hard) (varen|gaan|zeilen|lopen|motoren|zijn) we [<nu>]',
        'hoeveel (knopen <varen>|graden (sturen|varen|liggen)) we [aan] [<nu>]',
        // "wat sturen we", "welke koers liggen we aan", "wat lopen we"
        '(wat|[op] welke koers|wat voor koers) (sturen|varen|liggen|houden|zeilen|lopen) we [aan] [<nu>]',
        '(in welke richting|welke richting|welke kant) (varen|gaan|zeilen|sturen) we [op|heen|uit]',
        // "hoe hard loopt ze", "wat loopt de boot"
        '(hoeveel|hoe hard|hoe snel|wat) (loopt|vaart|gaat|doet) (de boot|het schip|ze)',
        '[<wat_is>] [onze|de] <koers_woord> [<nu>]',
      ],
      examples: ['hoe snel gaan we', 'wat sturen we', 'hoeveel knopen lopen we', 'welke koers liggen we aan', 'wat is onze snelheid', 'snelheid over de grond'],
    },
    route: {
      title: 'volgend waypoint',
      frames: [
        'hoe (ver|lang) (is het|duurt (het|de (tocht|overtocht|reis))|varen we|moeten we) [nog] [(naar|tot) <waypoint>|varen|(voor|voordat|tot) we er zijn]',
        '[<wat_is> de] ((afstand|tijd|koers|peiling) (tot|naar) <waypoint>|resterende (afstand|tijd))',
        'hoe (lang|ver) (nog [(naar|tot) <waypoint>]|[nog] (naar|tot) <waypoint>)',
        'hoeveel (mijl|zeemijl|uur|tijd) ([is het] nog|moeten we nog [varen]) [(naar|tot) (<waypoint>|aankomst)]',
        '(wanneer|hoe laat) (zijn we er|komen we aan|zijn we binnen|komen we binnen|zijn we (bij|in|op) <waypoint>|komen we [(bij|in|op) <waypoint>] aan [(bij|in|op) <waypoint>]) [<nu>]',
        '(waar (gaan|varen) we (naartoe|heen)|wat is onze bestemming)',
        '[<wat_is>] [de|het|onze|ons] (eta|verwachte aankomsttijd|aankomsttijd|volgende waypoint|volgend waypoint|actieve route)',
      ],
      examples: [
        'wat is het volgende waypoint',
        'hoe ver is het nog naar het volgende waypoint',
        'wanneer zijn we er',
        'hoe lang varen we nog',
        'wat is onze eta',
        'waar gaan we naartoe',
      ],
    },
    local_time: {
      title: 'lokale tijd aan boord',
      frames: [
        '(hoe laat|welke tijd) is het [nu] (aan boord|hier|op de boot|waar we zijn|ter plaatse|bij ons|hier lokaal) [<nu>]',
        '[<wat_is>] de (lokale|plaatselijke) tijd [hier|aan boord]',
        '[<wat_is>] de (boordtijd|scheepstijd|tijd aan boord|tijd hier)',
        '[in] welke tijdzone (zijn|zitten|liggen|hebben) we [<nu>]',
        '[<wat_is>|welke] [de|onze] [lokale] tijdzone',
      ],
      examples: ['hoe laat is het aan boord', 'hoe laat is het hier', 'wat is de lokale tijd', 'in welke tijdzone zitten we', 'wat is de tijdzone'],
    },
    tanks: {
      title: 'tanks',
      frames: [
        'hoe (vol zijn|staan|zijn) de [water|diesel|brandstof]tanks [ervoor|erbij] [<aan_boord>]',
        'hoe vol (is|zit) de tank [<nu>]',
        '[de] tanks',
        'moeten we [nog|al] [diesel|water] (tanken|bunkeren)',
        // Not "waterstand": the height of the tide
        '[<wat_is> (de|het)] (tank|brandstof|diesel|drinkwater)[ ](inhoud|stand|standen|niveau|niveaus) [<aan_boord>]',
        // "hoeveel diesel hebben we nog"; "hoeveel water staat er" stays the depth
        'hoeveel [liter|procent] <tank_stof> (hebben we|is er|zit er) [nog] [over] [(in de tank|in de tanks|<aan_boord>)]',
        // "staat er" only for what is not bare "water" ("hoeveel water staat er" is the depth)
        'hoeveel [liter|procent] (diesel|brandstof|benzine|drinkwater|zoet water) staat er [nog] [in de tank]',
        '(hebben we|is er) [nog] [genoeg] <tank_stof> [<aan_boord>]',
        'hoe (staat het met|zit het met) de <tank_stof>',
        '(is|zijn) de (tank|tanks) [al|nog] <tank_staat>',
        '(hoe vol (is|zit)|is|zit) de {tank}tank [al|nog] [<tank_staat>]',
        'hoeveel [liter|procent|ruimte] (zit|is) er [nog] in de {tank}tank',
        'moet de {tank}tank [al|nog] (geleegd|leeggepompt|gepompt) [worden]',
      ],
      examples: ['hoe vol zijn de tanks', 'hoeveel diesel hebben we nog', 'hoeveel water is er nog', 'hebben we nog genoeg diesel', 'tankinhoud', 'hoe vol is de vuilwatertank'],
    },
    engine: {
      title: 'motor',
      frames: [
        // Yes/no: "draait de motor nog", "loopt de motor warm"
        '(draait|loopt|draaien|lopen) (de <motor>|beide motoren|allebei de motoren|alle motoren) [<nu>] [nog|al|wel|goed|<motor_warm>]',
        // Not "staat de motor aan/uit" alone: Home Assistant's "is de {name} aan"
        '(is|staat|wordt|raakt) de <motor> [nog|al|niet] (<motor_warm>|gestart|aan het draaien|stil)',
        '(is|staat) de <motor> nog aan',
        'hoe (warm|heet) (is|wordt) de <motor> [<nu>]',
        // "hoeveel toeren draait de motor", "hoeveel uur staat er op de motor"
        'hoeveel (toeren|uur|uren|draaiuren|motoruren|oliedruk) (heeft|hebben|maakt|draait|doet|loopt|staat er op|staan er op|zit er op) de <motor> [al|nu|gedraaid|erop]',
        'hoeveel ((motoruren|draaiuren) [hebben we|staan er|zijn er]|[bar] oliedruk [hebben we]|toeren [draait hij|draait ze|draaien we|maken we|lopen we])',
        'wat (staat er op|zegt|geeft) de (urenteller|toerenteller) [aan]',
        'hoe lang (heeft|hebben|draait|loopt) de <motor> [al] [gedraaid|gelopen]',
        '[de] (motor|motoren)',
        '(hoe [lang|hard|snel] (draait|loopt|draaien|lopen)|hoe (gaat|is|zit) het met|wat doet|wat doen) de <motor> [al|nu]',
        // Readings as nouns: "oliedruk", "wat is het toerental van de motor"
        '[<wat_is> (de|het)] <motor_woord> [van de <motor>]',
        '(is|zit) de oliedruk [nog] (goed|in orde|ok|oké|te laag|laag)',
        // One engine by name: "draait de bakboordmotor nog", "toerental van de stuurboordmotor"
        '((draait|loopt) de|hoe (draait|loopt) de|hoe gaat het met de|wat doet de|hoeveel (toeren|uur|uren|draaiuren) (heeft|maakt|draait) de|[<wat_is> (de|het)] <motor_woord> [van de]|hoe (warm|heet) is de) {engine}motor [<nu>] [wel|goed|<motor_warm>]',
      ],
      examples: [
        'draait de motor nog',
        'hoeveel toeren draait de motor',
        'oliedruk',
        'koelwatertemperatuur',
        'motoruren',
        'hoe draait de bakboordmotor',
        'wat doet de stuurboordmotor',
      ],
    },
    barometer: {
      title: 'barometer',
      frames: [
        '(wat (zegt|geeft|doet)|hoe [hoog] staat) de barometer [aan] [<nu>]',
        'gaat de <luchtdruk> [nog] (omlaag|omhoog|naar beneden|naar boven|achteruit|vooruit)',
        '(stijgt|daalt|zakt|valt|keldert|stijgt of daalt|daalt of stijgt) de <luchtdruk> [nog|snel|hard]',
        'hoeveel (millibar|hectopascal) [is het|is de luchtdruk|geeft de barometer [aan]]',
        '[<wat_is> de] (luchtdruk|barometerstand|barometer|stand van de barometer) [<aan_boord>|<nu>]',
      ],
      examples: ['wat zegt de barometer', 'hoe staat de barometer', 'daalt de barometer', 'wat is de luchtdruk', 'barometerstand'],
    },

    // The last hours: "was", "geweest", "gehad" and the superlatives keep them apart from the families of now.
    wind_history: {
      title: 'sterkste vlaag',
      frames: [
        '[wat (was|is) de] <hoogste> <vlaag> [<periode>]',
        '(hoe hard (heeft het [<periode>] gewaaid|waaide het|woei het|was de (wind|<hoogste> <vlaag>)|waren de vlagen)|heeft het [<periode>] hard gewaaid) [<periode>]',
        'hoeveel wind (hebben we [<periode>] gehad|was er [<periode>]|is er [<periode>] geweest)',
        '[wat was de] gemiddelde (wind|windsnelheid|windkracht) [<periode>]',
      ],
      examples: ['wat was de sterkste vlaag', 'hoe hard heeft het gewaaid vannacht', 'wat was de gemiddelde wind het afgelopen uur', 'hardste windstoot vandaag'],
    },
    battery_history: {
      title: 'accu vannacht',
      frames: [
        'hoe (laag|ver|diep|leeg) (is|zijn) de (<accu>|(accu|batterij)[ ]<accu_staart>|spanning) [<periode>] (geweest|geworden|gezakt|gedaald|gekomen|gegaan|leeggelopen|ontladen) [<periode>]',
        '[wat was de] <laagste> (accu|batterij)<accu_staart> [<periode>]',
        'wat was de <laagste> (spanning|lading|laadtoestand) [van de <accu>] [<periode>]',
        'hoeveel (stroom|energie|amperuur|ampère uur|procent) hebben we [<periode>] (verbruikt|gebruikt) [<periode>]',
      ],
      examples: ['hoe ver is de accu vannacht gezakt', 'wat was de laagste accuspanning', 'hoeveel stroom hebben we vannacht verbruikt'],
    },
    depth_history: {
      title: 'minste diepte',
      frames: [
        '[wat was de] <laagste> diepte [<periode>|bij laagwater]',
        '(hoe ondiep (is|was|werd) het|hoe diep was het) [<periode>|bij laagwater] [geweest] [<periode>]',
        'wat was de diepte bij laagwater',
      ],
      examples: ['wat was de minste diepte', 'hoe ondiep was het bij laagwater', 'minimale diepte vannacht'],
    },
    // How pressure and temperature changed; "daalt de barometer" (now) stays the barometer's.
    air_history: {
      title: 'luchtdruk en temperatuur',
      frames: [
        '(is|hoeveel is|hoe ver is) de (<luchtdruk>|temperatuur) [<periode>] (gedaald|gezakt|gestegen|gevallen|veranderd) [<periode>]',
        '(hoe is de (<luchtdruk>|temperatuur) [<periode>] veranderd|wat (deed|heeft) de <luchtdruk> [<periode>] [gedaan]) [<periode>]',
        '(wordt|is) het [<periode>] [buiten] (kouder|warmer) [geworden] [<periode>]',
        '(hoe (koud|warm) was het [buiten]|wat was de (<laagste>|<hoogste>) (temperatuur|buitentemperatuur|luchtdruk)) [<periode>]',
      ],
      examples: ['hoe is de luchtdruk vandaag veranderd', 'hoeveel is de barometer de afgelopen drie uur gezakt', 'wordt het kouder'],
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
