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
    bat: ['<batterie>', '{bank}batterie[n]'],
    batwert: ['Batterie(stand|zustand|spannung|strom|status)', 'Lade(stand|zustand|strom)', 'Ladung', '[Bord]spannung', 'Bordnetz[ ][s]pannung'],
    batwert_der: ['(der|die|unser|unsere) <batwert> [<pts>] [(der|von der|vom|von den) <bat>|<bord>]'],
    // "wie <batwie> die Batterie": voll ist, steht's um, geht's, lange reicht
    batwie: ['(voll|geladen|leer) (ist|sind)', '<stehts> [<pts>] (um|mit)', '<gehts> [<pts>]', '(steht|stehen)', 'lange (reicht|reichen|hält|halten)'],
    // What a verb-first question is about: the battery, or what charges it ("lädt die Lichtmaschine")
    batsubj: ['(die|das|der|unsere) (<bat>|<lader>) [<pts>] [bald|fast|halb] [geladen|entladen|voll|leer|aufgeladen|schwach]'],
    lader: ['Solar(panel[s]|paneele|anlage|zellen)', 'Lichtmaschine', 'Ladegerät', 'Windgenerator', 'Landstrom'],
    strom: ['(Strom|Saft|Ladung|Landstrom) [<pts>] [da|an|<bord>|(in der|in den) <bat>]'],
    batmin: ['(die|der) [niedrigste|tiefste|minimale|geringste] (<batterie>|[Batterie]spannung|Ladung|Ladestand|Ladezustand|Batteriestand) [<seit>]'],

    // Wind.
    wind: ['[wahre|scheinbare] Wind'],
    draussen: ['draußen', 'auf dem Wasser', 'hier'],
    windwert: ['Wind(stärke|richtung|geschwindigkeit|winkel)', '(wahre[r]|scheinbare[r]) Wind[richtung|geschwindigkeit|winkel]'],
    boe: ['(stärkste|höchste|maximale|größte|heftigste) ([Wind]böe|Windgeschwindigkeit|Windstärke)'],
    windmittel: ['[mittlere|stärkste|maximale] Wind', 'Durchschnittswind'],

    // Speed and heading.
    fahrt: [
      'Fahrt [über Grund|durchs Wasser|und Kurs]',
      '[Boots]geschwindigkeit [über Grund|durchs Wasser|und Kurs]',
      'Speed [over Ground]',
      '[Steuer|Kompass]kurs [über Grund|und (Geschwindigkeit|Fahrt)]',
    ],

    // Coordinates: the exact position, as read out on the radio.
    koord: [
      '[genauen|aktuellen] Koordinaten [<funk>]',
      'GPS (Koordinaten|Position)',
      'genaue Position',
      'Position (<funk>|in Grad und Minuten)',
      'Breite[n][grad] und (Länge[n][grad]|Laenge)',
      'Länge[n][grad] und Breite[n][grad]',
    ],

    funk: ['für (einen|den) (Mayday|Funk|Notruf|Seefunk)'],

    inordnung: ['in Ordnung', 'okay', 'ok', 'klar', 'gut', 'im grünen Bereich', 'rund', 'normal'],

    // Route: where the boat is going.
    ziel: ['[bis] (zum [nächsten] Wegpunkt|zum Ziel|zum [Ziel]hafen|zur Marina|zum Etappenziel)', 'bis zur Ansteuerung'],
    ankunft: ['voraussichtliche Ankunft[szeit]', 'Ankunft[szeit]', 'ETA'],

    // Local time.
    ortszeit: ['Ortszeit', 'Bordzeit', 'Zeitzone', '[Uhr]zeit (an Bord|hier)', 'lokale [Uhr]zeit'],

    // Tanks: the contents ("wie viel Diesel"); "{tank}tank" is a tank by its contents ("Fäkalientank").
    vorrat: ['Diesel', 'Kraftstoff', 'Treibstoff', 'Sprit', 'Benzin', '(Frisch|Trink|Grau|Ab|Schmutz|Schwarz)wasser', 'Fäkalien'],
    inhalt: ['<vorrat>', 'Wasser', 'Gas'],
    tank: ['Tank[s]', '{tank}tank[s]'],
    tankstand: ['(Tank(stand|stände|anzeige|füllstand|inhalt)|Füllst(and|ände)) [der Tanks|<bord>]', '(Füllstand|Wasserstand|Stand|Pegel|Inhalt) [des|vom|im|der] <tank>'],

    // Engine: "Maschine" as sailors say (not "Diesel": that is the fuel's); "{engine}motor" is one by name ("Backbordmotor").
    art: ['der', 'die', 'das', 'dem', 'den', 'unser[e|em|en]', 'beide[n]', 'die beiden'],
    motor: ['Motor[en]', 'Maschine[n]', '{engine}motor[en]'],
    vommotor: [
      '(des|unseres) Motors',
      '(der|von der|an der) Maschine',
      '(vom|von unserem|am) Motor',
      '(der|von den|an den) (Motoren|Maschinen)',
      'des {engine}motors',
      '(vom|am) {engine}motor',
    ],
    // An engine's values in its own words; not "Temperatur" alone (Home Assistant's room temperature).
    motorwert: [
      'Motor(drehzahl|temperatur|öldruck|stunden|daten|werte|status)',
      'Drehzahl',
      'Umdrehungen',
      'Touren',
      'Kühl(wasser|mittel)[temperatur| Temperatur]',
      'Öldruck',
      '(Betriebs|Maschinen)stunden',
    ],
    motorzahl: ['Umdrehungen', 'Touren', '[Betriebs|Motor]stunden', 'Grad', '[Öl]druck'],

    // Depth history, man overboard.
    tiefmin: ['(geringste|niedrigste|minimale|kleinste|flachste) [Wasser]tiefe'],

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
    battery: {
      title: 'Batterie',
      frames: [
        // "wie voll ist", "wie steht's um", "wie lange reicht" ... the battery; "wie hoch ist die
        // Spannung"; "wie ist unsere Batterie" (not "wie ist die Batterie": Home Assistant's "wie ist {name}")
        'wie (<batwie> [<pv>] (die|der|den|unsere) <bat> [<pts>] [<bord>|aus]|[hoch|niedrig] (ist|sind) [<pv>] (unsere <bat> [<pts>]|<batwert_der>))',
        // "wie viel Volt hat die Batterie", "wie viel Strom ziehen wir"
        '<wieviel> ((Volt|Prozent|Ladung|Saft|Ampere|Kapazität) (hat|haben) [<pv>] (die|der|den|unsere) <bat>|(Volt|Prozent|Saft|Strom|Ampere|Watt) (haben|ziehen|verbrauchen|laden) wir|(Strom|Ampere|Watt) (kommt|kommen|liefert|liefern) [<pts>] (von der|vom|die|das|der) <lader>) [<pts>] [<bord>]',
        'was ((macht|machen|sagt|sagen|zeigt|zeigen) [<pv>] (die|der|den|unsere) <bat> [<pts>]|(ist|sind) [<pv>] (mit (der|den) <bat> [<pts>]|<batwert_der>))',
        // Verb first: "lädt die Batterie gerade", "ist sie bald leer", "lädt die Lichtmaschine", "haben wir noch genug Strom"
        '((lädt|wird|werden|reicht|sind) <batsubj>|laden (<batsubj>|wir [<pts>] [oder entladen wir])|ist (<batsubj>|[<pts>] [genug] <strom>)|(haben wir|gibt es) [<pts>] [genug] <strom>|entladen wir [<pts>] [oder laden wir])',
        // A noun alone or "<value> <bank>": "Batteriespannung", "Spannung Verbraucherbatterie", "Zustand der Batterien"
        // (a slot never opens a frame: it would swallow any words before "batterie")
        '[<sag>] (<batwert> [[der|von der|vom|von den] <bat>]|Volt|(Stand|Zustand|Status) (der|vom|von der|von den) <bat>|<batterie> [Status|Zustand]) [<bord>] [in (Prozent|Volt)] [<pts>]',
      ],
      examples: [
        'wie voll ist die Batterie',
        'lädt die Batterie gerade',
        'Batteriespannung',
        'wie viel Volt hat die Batterie noch',
        'wie voll ist die Starterbatterie',
        'wie steht die Verbraucherbatterie',
        'wie ist der Ladestand der Bordbatterie',
      ],
    },
    depth: {
      title: 'Wassertiefe',
      frames: [
        // "wie tief ist es hier", "wie ist die Wassertiefe"
        'wie (((tief|flach) [ist [<pv>] (es|das Wasser|das)]|tief sind wir) [<pts>] [hier|<kiel>|an dieser Stelle] [<pts>]|ist [<pv>] die [Wasser]tiefe [<pts>] [hier|<kiel>])',
        // "wie viele Meter haben wir unterm Kiel"
        '<wieviel> ((Wasser|Meter [Wasser]|Fuß|Platz) [haben wir|ist|sind|hat es] [<pts>] <kiel>|Meter [Wasser] (haben wir|sind es|hat es)) [<pts>]',
        // "was sagt das Echolot", not "wie ist das Echolot" (Home Assistant's "wie ist {name}")
        '(was ((ist|sagt|zeigt|misst) [<pv>] (das|der|die) ([Wasser]tiefe|Echolot|Tiefenmesser|Lot) [<pts>] [hier|an|<kiel>]|für eine [Wasser]tiefe haben wir)|welche [Wasser]tiefe haben wir) [<pts>] [hier]',
        '((haben wir|ist) [<pts>] genug Wasser [<pts>] <kiel>|(wird es|ist es|sind wir) [<pts>] [hier] (zu flach|flach[er]|seicht[er]|tiefer|tief genug) [hier]|sind wir [<pts>] (im flachen|in flachem) Wasser)',
        '[<sag>] ([Wasser]tiefe [<kiel>]|Echolot|Lot|Wasser <kiel>) [<pts>]',
      ],
      examples: ['wie tief ist es', 'wie viel Wasser haben wir unterm Kiel', 'was sagt das Echolot', 'Wassertiefe', 'wird es flacher', 'wie viele Meter haben wir unter uns'],
    },
    wind: {
      title: 'Wind',
      frames: [
        'wie ([stark|schnell] (ist|weht|bläst) [<pv>] (der|die) (<wind>|<windwert>)|[stark|schnell|viel] (weht|bläst) es|windig ist es) [<pts>] [<draussen>|in (Beaufort|Knoten)]',
        '<wieviel> ((Wind|Knoten Wind|Beaufort|Windstärken) [haben wir|ist|ist es|weht|weht es|bläst es|gibt es|sind es|hat es|hat der Wind]|Knoten (hat der Wind|weht es|bläst es)|bläst es|weht es) [<pts>] [<draussen>]',
        '(was ((macht|ist|sind|sagt|zeigt) [<pv>] (der|die) (<wind>|<windwert>|Windmesser|Windanzeige)|für [einen] Wind (haben wir|ist|weht))|(woher|von wo|aus welcher (Richtung|Ecke)) (kommt|weht|bläst) [<pv>] (der <wind>|es)|(welche|welchen) <windwert> [haben wir|ist|hat es|gibt es|herrscht]) [<pts>] [<draussen>]',
        // Verb first: "hat der Wind gedreht", "weht es noch stark", "frischt es auf", "kommt der Wind von vorne"
        '((hat|wird|kommt) der Wind|ist (der Wind|es)|(frischt|flaut|lässt) (der Wind|es)|(weht|bläst) es|haben wir) [<pts>] (gedreht|zugenommen|nachgelassen|aufgefrischt|abgenommen|stärker|schwächer|stärker geworden|schwächer geworden|auf|ab|nach|stark|viel|kräftig|[sehr] windig|(viel|wenig|zu viel) Wind|von (vorn[e]|hinten|achtern|der Seite|Backbord|Steuerbord))',
        '[<sag>] (Wind[stärke|richtung|geschwindigkeit|winkel|messer|anzeige|daten]|(wahre[r]|scheinbare[r]) Wind[richtung|geschwindigkeit|winkel]) [in (Beaufort|Knoten)] [<pts>]',
      ],
      examples: ['wie ist der Wind', 'wie viel Wind haben wir', 'woher kommt der Wind', 'wie stark bläst es gerade', 'weht es noch stark', 'Windgeschwindigkeit'],
    },
    position: {
      title: 'Position',
      frames: [
        'wo [genau] (sind wir|befinden wir uns|liegen wir|stehen wir) [<pts>] [genau|hier] [<pts>]',
        '(was|wie) ist [<pv>] (unsere|die) [aktuelle] [Schiffs|Boots]position [<pts>]',
        '(gib|nenn|sag) [mir|uns] [<pts>] ((unsere|die) [aktuelle] Position|wo wir [<pts>] (sind|uns befinden)) [bitte]',
        '(unsere Position|aktuelle Position|[Schiffs|Boots]position) [<pts>]',
      ],
      examples: ['wo sind wir', 'wo sind wir denn gerade', 'was ist unsere Position', 'sag mal wo wir sind', 'Position'],
    },
    coordinates: {
      title: 'Koordinaten',
      frames: [
        // "wie lautet unsere Position": the position read out; "was ist unsere Position" is the position's
        '(was (sind|ist) [<pv>] (unsere|die) <koord>|wie ((sind|ist|lauten) [<pv>] (unsere|die) <koord>|lautet [<pv>] (unsere|die) [genaue] Position)|(gib|nenn|sag) [mir|uns] [<pv>] (unsere|die) <koord>) [bitte]',
        'auf welchem (Breitengrad|Längengrad) (sind wir|befinden wir uns) [<pts>]',
        '[unsere] <koord> [bitte]',
      ],
      examples: [
        'was sind unsere Koordinaten',
        'gib mir mal die Koordinaten',
        'Koordinaten',
        'was ist unsere genaue Position',
        'unsere Position für einen Mayday',
        'Breite und Länge',
      ],
    },
    speed_heading: {
      title: 'Fahrt und Kurs',
      frames: [
        'wie ((schnell|flott) [(sind|fahren|segeln|laufen) wir [<pts>] [unterwegs|durchs Wasser|über Grund]|(ist|fährt|läuft) [<pv>] (das|unser) (Boot|Schiff)]|ist [<pv>] (unsere|unser|die|der) [aktuelle] <fahrt>) [<pts>]',
        '(<wieviel> (Knoten|Fahrt) (machen|fahren|laufen|segeln|haben) wir|mit <wieviel>[n] Knoten (fahren|laufen|segeln|sind) wir) [<pts>] [durchs Wasser|über Grund]',
        // "was steuern wir", and the helmsman's "was liegt an"
        'was (ist [<pv>] (unsere|unser|die|der) [aktuelle] <fahrt>|(steuern|segeln) wir|liegt [<pts>] an|(machen|laufen|fahren) wir [<pts>] für (Fahrt|eine Geschwindigkeit|einen Kurs)|für (einen Kurs|eine Geschwindigkeit|Fahrt) (fahren|steuern|segeln|laufen|haben|machen) wir) [<pts>]',
        '(welcher Kurs liegt [<pts>] an|(welchen|welche) <fahrt> (fahren|steuern|segeln|laufen|haben|liegen|machen) wir [anliegen|an]|auf welchem Kurs (sind|fahren|segeln|laufen) wir|wohin (steuern wir|zeigt [<pv>] der Bug)|in welche Richtung (fahren|segeln|steuern|laufen) wir|machen wir [<pts>] [gute] Fahrt) [<pts>]',
        '[<sag>] <fahrt> [<pts>]',
      ],
      examples: ['wie schnell sind wir', 'welchen Kurs steuern wir', 'was steuern wir', 'wie viele Knoten machen wir', 'was ist unsere Fahrt über Grund', 'was liegt an', 'Kurs'],
    },
    route: {
      title: 'nächster Wegpunkt',
      frames: [
        // To somewhere, or "noch": "wie lange [noch]" alone is Home Assistant's timer
        'wie ((weit|lange|viele [See]meilen) [ist es|dauert es|brauchen wir|haben wir|sind es|fahren wir] [<pts>] <ziel>|(weit [ist es|sind es|haben wir es]|lange (brauchen|fahren|segeln) wir|viele [See]meilen [sind es|haben wir]) [<pts>] noch [<pts>]|weit [weg|entfernt] ist [<pts>] (der nächste Wegpunkt|das Ziel|der Hafen) [<pts>] [weg|entfernt]|heißt [<pv>] der nächste Wegpunkt|ist [<pv>] (die|unsere) <ankunft>)',
        '(was ist [<pv>] ((der nächste|unser nächster) Wegpunkt|(die|unsere) (<ankunft>|aktive Route))|(welcher|wo) ist [<pv>] (der nächste|unser nächster) Wegpunkt|welcher Wegpunkt kommt [<pts>] als nächste[s|r]|welche aktive Route)',
        'wann (kommen wir [<pts>] [am Ziel|im [Ziel]hafen|dort] an|sind wir [<pts>] [endlich] (da|im Hafen|am Ziel|dort)|erreichen wir [<pv>] (den [nächsten] Wegpunkt|das Ziel|den Hafen)|ist [<pv>] (die|unsere) <ankunft>)',
        "wohin ((fahren|segeln) wir|geht es|gehts|geht’s|geht's|geht [<pv>] die (Reise|Fahrt)) [<pts>]",
        '[<sag>] (nächste[n|r] Wegpunkt|Wegpunkt|<ankunft>|aktive Route|(Entfernung|[Rest]distanz) [<ziel>]) [<pts>]',
      ],
      examples: [
        'was ist der nächste Wegpunkt',
        'wie weit ist es noch bis zum Wegpunkt',
        'wann sind wir da',
        'wohin fahren wir',
        'wie weit ist es noch',
        'nächster Wegpunkt',
        'wann ist die voraussichtliche Ankunft',
      ],
    },
    local_time: {
      title: 'Ortszeit an Bord',
      frames: [
        // Never "wie spät ist es" / "Uhrzeit" alone: Home Assistant's
        '(wie (spät ist es|ist [<pv>] die <ortszeit>)|<wieviel> Uhr ist es) [<pts>] (an Bord|auf dem Boot|bei uns|wo wir sind|[hier] vor Ort|hier [an Bord])',
        '(wie ist [<pv>] die <ortszeit>|was ist [<pv>] die <ortszeit>|in welcher Zeitzone (sind wir|befinden wir uns|liegen wir)|welche (Zeitzone (haben wir|gilt|ist)|(Ortszeit|Bordzeit) haben wir|[Uhr]zeit (haben wir|ist es|gilt) (an Bord|hier|[hier] vor Ort))) [<pts>] [hier|an Bord]',
        '[<sag>] <ortszeit> [<pts>]',
      ],
      examples: ['wie spät ist es an Bord', 'was ist die Ortszeit', 'in welcher Zeitzone sind wir', 'wie viel Uhr ist es hier', 'Ortszeit'],
    },
    tanks: {
      title: 'Tanks',
      frames: [
        // "wie voll ist der Dieseltank", "wie steht es mit dem Wasser", "wie weit kommen wir mit dem Diesel"
        'wie ((voll|leer) (ist|sind) [<pv>] (der|die|unser|unsere) <tank> [<pts>]|weit (kommen|reichen) wir [<pts>] mit (dem|unserem) <inhalt>|<stehts> [<pts>] (mit dem|mit unserem|um den|um das|um unser) <inhalt> [aus]|(sind|stehen) [<pv>] die Tanks [<pts>]|(ist|sind) [<pv>] (der|die) <tankstand>)',
        // By contents, in fixed words (the tank is read from the sentence): "wie viel Diesel haben wir noch"
        '<wieviel> ([Liter] <inhalt> (haben wir|ist|sind|bleibt|hat es|gibt es) [<pts>] [(im|in den) Tank[s]|<bord>|drin|übrig]|[Liter] (ist|sind) [<pts>] (im|in den|in unserem) <tank> [<pts>]|(Prozent|Liter) (hat|haben) [<pv>] (der|die|unser|unsere) <tank> [<pts>])',
        '(was ((ist|sind) [<pv>] (der|die) <tankstand>|sagen [<pv>] die Tanks [<pts>])|(haben wir|gibt es) [<pts>] (genug <inhalt>|<inhalt> (im Tank|in den Tanks|an Bord)) [<pts>] [<bord>|im Tank]|reicht (der|das|unser) <inhalt> [<pts>])',
        // Verb first: "ist der Fäkalientank voll", "muss der Fäkalientank abgepumpt werden"
        '(ist ((der|die|unser|unsere) <tank> [<pts>] ([fast|halb] voll|[fast] leer)|[<pts>] (genug <inhalt>|<inhalt> (im Tank|in den Tanks|an Bord)) [<pts>])|sind (der|die|unser|unsere) <tank> [<pts>] ([fast|halb] voll|[fast] leer)|muss der <tank> [<pts>] (geleert|abgepumpt|aufgefüllt) werden)',
        '[<sag>] (<tankstand>|Tanks|<vorrat>[stand]) [[der|vom|von] <inhalt>|im Tank] [<pts>]',
      ],
      examples: [
        'wie voll sind die Tanks',
        'wie viel Diesel haben wir noch',
        'wie viel Wasser haben wir',
        'haben wir noch genug Frischwasser',
        'Tankstand',
        'reicht der Diesel noch',
        'wie voll ist der Fäkalientank',
      ],
    },
    engine: {
      title: 'Motor',
      frames: [
        // "wie läuft der Motor", "wie heiß ist die Maschine", "wie ist der Öldruck" (not "wie ist der Motor":
        // Home Assistant's "wie ist {name}", nor "wie warm ist der Motor": its "wie warm ist {name}")
        'wie (([lange] (läuft|laufen)|<gehts>|<stehts> (um|mit)|(heiß|heiss) (ist|sind|wird|werden)|warm (wird|werden)) [<pts>] <art> <motor> [<pts>] [drauf|rund|normal]|(warm|heiß|heiss) ist [<pv>] das Kühlwasser|[hoch|niedrig] (ist|sind) [<pv>] <art> <motorwert> [<pts>] [<vommotor>])',
        // "wie viele Touren macht die Maschine", "wie viele Stunden läuft der Motor schon", "wie viele Motorstunden haben wir"
        '(<wieviel> (<motorzahl> (hat|haben|macht|machen|sind auf|läuft|laufen) [<pts>] <art> <motor> [<pts>] [drauf]|(Umdrehungen|Touren|(Motor|Betriebs|Maschinen)stunden) haben wir [<pts>])|mit (<wieviel>[n] (Umdrehungen|Touren)|welcher Drehzahl) (läuft|laufen|dreht|drehen) <art> <motor> [<pts>])',
        'was ((macht|machen) [<pv>] <art> <motor> [<pts>]|(ist|sind) [<pv>] mit <art> <motor> [<pts>]|(ist|sind|sagt|sagen) [<pv>] <art> <motorwert> [<pts>] [<vommotor>])',
        // Verb first: "läuft der Motor noch", "ist der Motor zu heiß", "passt der Öldruck"
        '((läuft|laufen) (<art> <motor> [<pts>] [rund|normal]|alles <inordnung> (mit dem|beim|mit den) <motor>)|(ist|sind|wird|werden) <art> (<motor> [<pts>] (zu heiß|zu heiss|zu warm|überhitzt|heiß|heiss)|<motorwert> [<pts>] [<vommotor>] (in Ordnung|okay|ok|normal|zu hoch|zu niedrig) [<vommotor>])|[ist] alles <inordnung> (mit dem|beim|mit den) <motor>|(passt|stimmt) <art> <motorwert> [<pts>] [<vommotor>]|(welche|welchen) <motorwert> ((hat|haben|macht|machen) <art> <motor>|haben wir) [<pts>]|(hat|haben) <art> <motor> [<pts>] [genug] Öldruck)',
        // A value alone or "<value> <engine>": "Öldruck", "Drehzahl Steuerbordmotor"
        '[<sag>] (<motorwert> [<vommotor>|<motor>]|(Motor[en]|Maschine) [<motorwert>|Status|Zustand]) [<pts>]',
      ],
      examples: [
        'läuft der Motor noch',
        'wie läuft der Backbordmotor',
        'was macht der Steuerbordmotor',
        'wie viele Touren macht die Maschine',
        'wie heiß ist der Motor',
        'Öldruck',
        'wie viele Betriebsstunden hat der Motor',
        'Motorstunden',
      ],
    },
    barometer: {
      title: 'Barometer',
      frames: [
        '(wie ([hoch|tief] steht [<pv>] (das|der) (Barometer|Luftdruck)|[hoch|niedrig] ist [<pv>] der [aktuelle] (Luftdruck|Barometerstand|Druck) [<pts>] [<bord>]|entwickelt sich [<pv>] (das|der) (Barometer|Luftdruck)|ist [<pv>] die [Luftdruck|Druck|Barometer]tendenz)|<wieviel> (Hektopascal|Millibar|Luftdruck) [haben wir|hat es|sind es|zeigt das Barometer|hat das Barometer]) [<pts>]',
        '(was ((sagt|macht|zeigt) [<pv>] (das|der) (Barometer|Luftdruck)|ist [<pv>] der [aktuelle] (Luftdruck|Barometerstand|Druck))|welche[r|n] Luftdruck (herrscht|haben wir)) [<pts>] [<bord>]',
        '((steigt|fällt|sinkt) [oder (steigt|fällt|sinkt)] (das|der) (Barometer|Luftdruck|Druck)|geht (das|der) (Barometer|Luftdruck) [<pts>] (runter|rauf|hoch|nach unten|nach oben|zurück)) [<pts>]',
        '[<sag>] (Barometer[stand|tendenz]|Luftdruck[tendenz]|Drucktendenz) [<bord>] [<pts>]',
      ],
      examples: ['was sagt das Barometer', 'wie steht das Barometer', 'fällt der Luftdruck', 'steigt das Barometer wieder', 'Luftdruck', 'wie viel Hektopascal haben wir'],
    },

    // The last hours: everyday words for a window ("heute Nacht", "seit heute Morgen", "in der letzten Stunde").
    wind_history: {
      title: 'stärkste Böe',
      frames: [
        '(was (war [<pv>] (die <boe>|der <windmittel>)|waren [<pv>] die Böen)|wie ([stark|hoch|heftig] war [<pv>] (die <boe>|der <windmittel>)|[stark|heftig|hoch] waren [<pv>] die Böen|(stark|viel) hat es [<pts>] [<seit>] (geweht|geblasen))|<wieviel> (Wind|Knoten Wind|Beaufort) (hatten wir|war|gab es)) [<pts>] [<seit>]',
        // Only with a window: "hat der Wind gedreht" is the wind's
        '(hat|haben) [<pv>] (der Wind|es|die Böen) <seit> (zugenommen|nachgelassen|aufgefrischt|abgenommen)',
        '(<boe>|Böen|Spitzenböe[n]|Windverlauf) [<seit>]',
      ],
      examples: ['was war die stärkste Böe', 'wie stark waren die Böen heute Nacht', 'wie viel Wind hatten wir letzte Nacht', 'höchste Windgeschwindigkeit heute'],
    },
    battery_history: {
      title: 'Batterie über Nacht',
      frames: [
        '(wie ((weit|tief|stark|viel|sehr) (ist|sind) [<pv>] (die|unsere) (<batterie>|[Batterie]spannung|Ladung) [<seit>] (gefallen|gesunken|runtergegangen|heruntergegangen|abgesackt|entladen|zurückgegangen)|[niedrig|tief|leer|voll] (war|waren) [<pv>] <batmin>|hat sich [<pv>] (die <batterie>|die [Batterie]spannung|der Lade(zustand|stand)) [<seit>] [entwickelt|verändert|geändert])|<wieviel> [Strom|Energie|Ladung|Amperestunden|[Kilo]wattstunden] haben wir [<pts>] [<seit>] (verbraucht|gezogen|geladen|verloren))',
        'was (war|waren) [<pv>] <batmin>',
        '((niedrigste|tiefste|minimale) ([Batterie]spannung|Ladung)|(Batterie|Spannungs)verlauf|(Strom|Energie)verbrauch) [<seit>]',
      ],
      examples: [
        'wie tief ist die Batterie über Nacht gefallen',
        'wie niedrig war die Batterie heute Nacht',
        'wie viel Strom haben wir seit heute Morgen verbraucht',
        'niedrigste Batteriespannung heute',
      ],
    },
    depth_history: {
      title: 'geringste Tiefe',
      frames: [
        'was war [<pv>] die <tiefmin> [<seit>|bei Niedrigwasser]',
        '(wie (war [<pv>] die <tiefmin> [<seit>|bei Niedrigwasser]|hat sich [<pv>] die [Wasser]tiefe [<seit>|bei Niedrigwasser] (verändert|entwickelt|geändert)|(flach|tief|seicht) war es [<pts>] [minimal|am flachsten] [<seit>|bei Niedrigwasser])|<wieviel> Wasser hatten wir [<pts>] [<seit>|bei Niedrigwasser] [minimal|mindestens|am wenigsten] [<kiel>]|wie wenig Wasser hatten wir [<pts>] [<seit>|bei Niedrigwasser] [<kiel>])',
        '(<tiefmin>|Tiefenverlauf|Mindesttiefe) [<seit>|bei Niedrigwasser]',
      ],
      examples: ['was war die geringste Tiefe', 'wie flach war es heute Nacht', 'wie viel Wasser hatten wir bei Niedrigwasser', 'minimale Wassertiefe über Nacht'],
    },
    // How pressure and temperature changed; "fällt der Luftdruck" stays the barometer's.
    air_history: {
      title: 'Luftdruck und Temperatur',
      frames: [
        'wie (hat sich [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|[Luft|Außen]temperatur) [<seit>] (verändert|entwickelt|geändert)|war [<pv>] (der|das|die) (Luftdruck|Barometer|[Luft|Außen]temperatur) [<seit>]|(stark|viel|sehr|weit) ist [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|Temperatur) [<seit>] (gefallen|gesunken|gestiegen) [<seit>]|(kalt|warm) war es [<pts>] [draußen] <seit> [draußen])',
        // A change, not a reading: "ist der Luftdruck über Nacht gefallen", "wird es kälter"
        '(ist [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|Temperatur) [<seit>] (gefallen|gesunken|gestiegen) [<seit>]|wird es [<pts>] [draußen] (kälter|wärmer)|(steigt|fällt|sinkt) [<pv>] die [Luft|Außen]temperatur)',
        '(((Luftdruck|Druck|Temperatur)verlauf|Verlauf (des Luftdrucks|der Temperatur)) [<seit>]|(Luftdruck|Druck)tendenz <seit>)',
      ],
      examples: ['wie hat sich der Luftdruck heute verändert', 'ist der Luftdruck über Nacht gefallen', 'wie kalt war es letzte Nacht', 'wird es draußen kälter'],
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
