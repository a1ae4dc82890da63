/**
 * French Assist sentences, as French-speaking sailors ask on deck: spoken questions with "on" and
 * without inversion ("on a combien de fond", "on est où", "le moteur tourne", "est-ce que la batterie
 * charge", "ça souffle à combien"), the written forms too ("avons-nous", "y a-t-il"), and the boat's
 * own words: le sondeur and le fond sous la quille, la cuve à eaux noires / eaux grises, le gasoil (or
 * gazole), l'eau douce, le mouillage and "on chasse / on dérape", le cap and "on barre à combien", le
 * parc batterie de service, le baro, la rafale max.
 *
 * Home Assistant folds neither accents nor (in 2024.3) apostrophes, and speech-to-text may give a
 * hyphen or a space: `<ap>` is ' or ’ or a space ("l<ap>eau"), `<hy>` a hyphen or a space
 * ("est<hy>ce que"), and words with an accent are also written without it where people type them so.
 *
 * Home Assistant's own French shapes stay its own: "quelle heure est-il" / "il est quelle heure"
 * (ours name the boat: "à bord", "ici", "heure locale"), "quel temps fait-il", "quelle est la
 * température" without a boat word, "il fait combien", "quelle est la vitesse / force du vent" (ours
 * say "réel" or "apparent"), "pression atmosphérique" alone, "comment va le {name}" (ours say "comment
 * tourne le moteur"; only "comment va le parc ..." names a boat word), the timers' "il reste combien de
 * temps", "tout va bien" and "il y a un problème" without "à bord", and the phone's battery: a bank is
 * captured only after "parc" ("le parc de servitude", "parc batterie moteur"), so "la batterie du
 * téléphone" never reaches us. Tanks are named by fixed words (the answerer finds the tank in the
 * sentence), so no wildcard there.
 *
 * Home Assistant 2024.3 tries, for every question, every alternative that can begin each template:
 * so a family has few frames, and alternatives that share a beginning are written once
 * ("quel[le][s] [est|sont]", "l(e[s] |a |<ap>)").
 */
import type { LanguageVocabulary } from './index.js';

/** Number words for "les trois dernières heures" (the focus window reads the same ones). */
const HOURS: Readonly<Record<string, number>> = {
  // "vingt-quatre" before "quatre": the first phrase found wins.
  'vingt-quatre': 24,
  'vingt quatre': 24,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
};
const HOUR_DIGITS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 24];

/** History windows: "les trois dernières heures" -> 3 before "trois heures" -> 3, then the words of the day. */
const WINDOW: Record<string, number | 'today' | 'morning'> = {
  'dernière heure': 1,
  'derniere heure': 1,
  'une heure': 1,
  'heure passée': 1,
  ...Object.fromEntries(
    [...Object.entries(HOURS), ...HOUR_DIGITS.map((n) => [String(n), n] as const)].flatMap(([w, n]) => [
      [`${w} dernières heures`, n],
      [`${w} dernieres heures`, n],
      [`${w} heures`, n],
    ]),
  ),
  'cette nuit': 12,
  'la nuit dernière': 12,
  'la nuit derniere': 12,
  'pendant la nuit': 12,
  'de la nuit': 12,
  'hier soir': 12,
  'depuis hier': 24,
  'ce matin': 'morning',
  "aujourd'hui": 'today',
  'aujourd hui': 'today',
  'depuis minuit': 'today',
  'de la journée': 'today',
  'de la journee': 'today',
};

export const fr: LanguageVocabulary = {
  language: 'fr',
  description:
    "Géré par signalk-assist : répond à une question sur le bateau avec les données de SignalK. Les modifications faites ici sont écrasées ; désactivez l'option Assist pour la supprimer.",
  apology: "Désolé, le bateau n'a pas répondu à temps.",
  words: {
    // Spelling: an apostrophe (straight, curly or heard as a space), a hyphen or a space, accents.
    ap: ["'", '’', ' '],
    hy: ['-', ' '],
    a: ['à', 'a'],
    ou: ['o(ù|u)'],
    d: ["d'", 'd’', 'd '],
    l: ["l'", 'l’', 'l '],
    // An article glued to the word it precedes: "[<the>]tension" is "la tension", "l'état", "tension".
    the: ['l(e[s] |a |<ap>)'],

    // Question openers, their shared beginnings written once: Home Assistant 2024.3 tries every
    // alternative that can start a sentence, for every question, so a frame opens with few of them.
    ask: ['quel[le][s] [est|sont]', 'c<ap>est quoi'],
    tellMe: ['d(onne|is)<hy>moi'],
    was: ['quel[le] (a (été|ete)|était|etait|est)', 'c<ap>(était|etait) (quoi|combien)'],
    estceque: ['est<hy>ce que'],
    estcequon: ['est<hy>ce qu<ap>on', 'on'],
    // "on a", "il y a", "il reste" and their written forms, after "combien"; before it, the spoken ones.
    have: ['on a [encore]', 'nous (avons|reste<hy>t<hy>il)', 'avons<hy>nous', 'a<hy>t<hy>on', 'il (y a|[nous] reste)', 'y a[<hy>t<hy>il]', 'reste<hy>t<hy>il'],
    haveFirst: ['on a [encore]', 'il (y a|[nous] reste)', 'y a'],
    // "y a-t-il", "est-ce qu'il y a", "on a" before a thing.
    there: ['il y a', 'y a[<hy>t<hy>il]', 'est<hy>ce qu<ap>(il y a|on a)', 'on a'],
    aboard: ['<a> bord', 'sur le (bateau|voilier)', 'au bateau'],
    now: ['ici', 'maintenant', 'en ce moment', 'actuellement'],
    says: ['qu(e (dit|donne|indique|affiche|marque)|<ap>(indique|affiche)|<ap>est<hy>ce (que (dit|donne|indique|affiche|marque)|qu<ap>(indique|affiche)))'],

    // Battery.
    batt: ['l(a batterie|es batteries|e parc [[de] batterie[s]])'],
    ofBatt: ['de la batterie', 'des batteries', '[de] batterie[s]', 'du parc [de] batterie[s]'],
    battQty: ['tension', 'charge', 'niveau [de charge]', 'voltage', 'pourcentage', '(é|e)tat [de charge]'],
    // A state after a named bank ("le parc moteur est chargé") must not end with a shorter state's
    // word: the wildcard would swallow the start ("le parc {moteur est en} charge").
    battState: ['<bankState>', 'se (charge|chargent|décharge|déchargent) [bien]', '(est|sont) (en charge|charge)'],
    bankState: [
      '(charge|chargent|se recharge|se rechargent|décharge|déchargent)',
      '(est|sont) (chargée|chargee|chargées|chargees|chargé|chargés|pleine|pleines|plein|vide|vides|<a> plat|bien chargée[s])',
      '(tient|tiennent) le coup',
      '(est|sont) <a> combien [de volts|de charge|pour cent]',
    ],
    battAmount: ['de (charge|volts|jus)', 'pour cent'],
    amps: ['<d>(ampères|amperes)', 'de watts'],
    charger: ['l(es panneaux [solaires]|e (solaire|chargeur)|<ap>(éolienne|eolienne|alternateur))'],

    // Engine.
    engine: ['le[s] moteur[s]'],
    ofEngine: ['du moteur', 'des moteurs', 'moteur', 'au moteur', 'de moteur'],
    // The facts of an engine, after le / la / les / l': "pression d'huile", "température moteur".
    engineFact: [
      'pression (([<d>]huile|de <l>huile) [<ofEngine>]|<ofEngine>)',
      'compte(<hy>tours [<ofEngine>]|ur ((<d>heures|horaire) [<ofEngine>]|<ofEngine>))',
      'tours [minute|par minute] [<ofEngine>]',
      'r(é|e)gime [<ofEngine>|on a|on tourne]',
      'heures (moteur|[de marche|de fonctionnement] <ofEngine>)',
      'temp(é|e)rature [de <l>eau|<d>eau|eau] <ofEngine>',
      '(é|e)tat <ofEngine>',
    ],
    namedFact: ['pression [<d>]huile', 'r(é|e)gime', 'temp(é|e)rature', '(é|e)tat', 'heures'],
    // As bankState: after a named engine no state ends with a shorter state ("est en marche").
    engineState: ['<namedEngineState>', '(marche|marchent) [encore|toujours|bien|normalement]'],
    namedEngineState: [
      '(tourne|tournent) [encore|toujours|bien|rond|normalement|<a> combien [de tours]]',
      '(est|sont) (allumé|allume|allumés|en marche|en route|démarré|demarre|arrêté|arrete|coupé|coupe|chaud|chauds|en surchauffe)',
      '(chauffe|chauffent|surchauffe|surchauffent)',
      // Inverted: "le moteur est-il en marche", "le moteur tourne-t-il".
      '(est<hy>il|sont<hy>ils) (allumé|allume|allumés|en marche|en route|démarré|demarre|chaud|chauds)',
      '(tourne<hy>t<hy>il|tournent<hy>ils|chauffe<hy>t<hy>il|chauffent<hy>ils)',
      '(est|sont) <a> (combien [de tours|de degr(é|e)s]|quelle temp(é|e)rature|quel r(é|e)gime)',
      '(a|ont) combien <d>heures',
      '(tourne|tournent) depuis combien [de temps|<d>heures]',
    ],
    factState: ['(est|sont) (bonne|bon|normale|normal|correcte|correct|ok|trop haute|trop basse|trop élevée|trop elevee)', '(est|sont) <a> combien'],
    rpmTail: ['de tours', 'le moteur', 'les moteurs', 'au moteur'],
    engineRuns: ['[que] le moteur tourne', '[que] les moteurs tournent'],

    // Depth.
    ofBottom: ['de (fond|profondeur)', 'de (mètres|metres|pieds) [de fond]'],
    under: ['sous (la quille|le bateau|la coque|nous|le sondeur)'],
    sounder: ['l(e sondeur|a sonde)'],

    // Wind.
    windKind: ['réel', 'reel', 'vrai', 'apparent', '<a> bord', 'sur le bateau'],
    knots: ['nœuds', 'noeuds'],
    from: ['d<ap><ou>', 'de quel[le] (côté|cote|direction)'],

    // Position and coordinates.
    exact: ['exacte', 'précise', 'precise', 'GPS', '[pour] [un|le] mayday', 'pour la VHF'],

    // Speed and heading, after le / la / notre: "le cap", "la vitesse fond", "notre route".
    course: [
      'cap [compas|vrai|magnétique|magnetique|fond|du bateau|et [la|notre] vitesse]',
      'route [fond|surface|vraie]',
      'vitesse [fond|surface|sur le fond|sur <l>eau|du bateau|et [le|notre] cap]',
    ],
    // "quel cap on suit", "à quelle vitesse on va"
    weSteer: ['on (suit|fait|tient|barre|a|va|avance|file)', '(suit|tient|fait|va)<hy>t<hy>on', '(suivons|faisons|allons|avançons|avancons)<hy>nous'],

    // Tanks: words starting with a consonant or a vowel ("de gasoil", "d'eau douce", "la cuve à eaux noires").
    liquidC: ['gasoil', 'gazole', 'carburant', 'diesel'],
    liquidV: ['eau [douce|potable]', 'eaux (grises|noires|usées|usees)', 'essence'],
    ofLiquid: ['(de|du) <liquidC>', '<d><liquidV>', 'de <l><liquidV>'],
    tankOf: ['(de|<a>) <liquidC>', '<d><liquidV>', '<a> <liquidV>', 'des eaux (grises|noires|usées|usees)'],
    // What a tank question is about: "la cuve à eaux noires", "les réservoirs", "le gasoil", "l'eau douce".
    tankSubj: ['l(a (cuve|caisse) [<tankOf>]|e (r(é|e)servoir [<tankOf>]|<liquidC>)|es (cuves|r(é|e)servoirs|caisses|eaux (grises|noires|usées|usees))|<ap>eau (douce|potable))'],
    tankState: ['(est|sont) [presque] (pleine|plein|pleines|pleins|vide|vides)', '(est|sont) <a> (combien|moitié|moitie|quel niveau)'],

    // Route.
    wp: ['waypoint', 'way point', 'point de route', 'point tournant', 'WP'],
    destination: ['<l>arriv(ée|ee)', 'la destination', 'le port'],
    tillThere: ['jusqu<ap>au (prochain <wp>|port)', 'avant <d>arriver', 'jusqu<ap><a> <destination>'],

    // Local time.
    here: ['<a> bord', 'ici', 'sur le bateau', '(là|la) <ou> (on est|nous sommes)', 'en heure locale'],

    // Barometer: "le baro", "le baromètre".
    baro: ['le baro[mètre|metre]'],
    trend: ['monte', 'baisse', 'chute', 'descend', 'remonte', 'est stable', 'est en (baisse|hausse)'],

    // History: "cette nuit", "depuis ce matin", "sur les trois dernières heures".
    hours: [...Object.keys(HOURS), ...HOUR_DIGITS.map(String)],
    last: ['dernières', 'dernieres'],
    when: [
      'aujourd<ap>hui',
      'cette nuit',
      'la nuit (dernière|derniere)',
      'pendant la nuit',
      'hier soir',
      'depuis hier [soir]',
      '[depuis] ce matin',
      'depuis minuit',
      '(sur|dans|pendant|depuis) (la|cette) (dernière|derniere) heure',
      '(sur|dans|pendant|depuis|en) <hours> heure[s]',
      '[sur|dans|pendant|depuis] (les|ces) [<hours>] <last> heures',
      '[sur|dans|pendant|depuis] (les|ces) <last> <hours> heures',
      'des [<hours>] <last> heures',
      'de la (nuit|journée|journee)',
    ],
    gust: [
      'rafale[s] (max|maxi|maximale|maximum|la plus forte)',
      'plus (forte|grosse|grande|violente) rafale',
      '(force|vitesse) (moyenne|maximale|max) du vent',
      'vent (max|maxi|maximum|maximal|moyen|le plus fort)',
    ],
    fell: ['descendu[e][s]', 'tomb(é|e)[e][s]'],
    used: ['consommé', 'consomme', 'utilisé', 'utilise', 'tiré', 'tire', 'mangé', 'mange'],
    energy: ['<d>(énergie|energie|électricité|electricite)', '<d>(ampères|amperes) [heure|heures]', '<d>(ampères|amperes)-heure[s]', 'de (watts|jus)'],
    shallowest: [
      '(profondeur|hauteur <d>eau) (mini|minimale|minimum|la plus faible|la plus petite)',
      'plus (petite|faible) (profondeur|hauteur <d>eau)',
      'fond (mini|minimum|minimal|le plus faible|le plus petit|le plus bas)',
      '(plus petit|moins de) fond',
      'minimum de (profondeur|fond)',
    ],
    lowWater: ['au (plus bas|minimum|mini)', '<a> mar(é|e)e basse'],
    air: ['la pression', 'le baro[mètre|metre]'],
    moved: ['baiss(é|e)', 'chut(é|e)', 'mont(é|e)', 'augment(é|e)', 'descendu', 'remont(é|e)', 'vari(é|e)', 'perdu', 'pris', 'gagn(é|e)'],
  },
  families: {
    battery: {
      title: 'batterie',
      frames: [
        // "on est à combien sur les batteries", "il reste combien dans les batteries", the current
        '(on (est|en est) <a> combien ((sur|dans|pour|côté|cote) <batt>|de volts [(sur|dans) <batt>])|<haveFirst> combien ([<battAmount>] (sur|dans|en) <batt>|de volts))',
        '<estcequon> ((charge|recharge) [bien] (la batterie|les batteries)|(charge|recharge|consomme|tire|débite|debite) [<a>] combien [<amps>])',
        // A bank is named after "parc" ("le parc de servitude est chargé", "parc batterie moteur"), in a
        // wildcard after the fixed words' alternatives (the first that matches answers); wildcards
        // between words before the ones that end the sentence and would take all the rest.
        '([<estceque>] (<batt> <battState>|<charger> (charge[nt]|débite[nt]|debite[nt])) [<aboard>]|(<ou> en (est|sont)|comment vont) <batt>|[<estceque>] le parc [batterie|batteries|de batteries] {bank} <bankState>|(<ou> en est|comment va) le parc {bank})',
        'combien (<battAmount> [<have>] (sur|dans|en) <batt>|<amps> (on (charge|consomme|tire|débite|debite)|entrent|sortent)|<battAmount> [<have>] (sur|dans) le parc {bank})',
        // Not "le parc {bank}" alone: it would take "le parc est descendu à combien cette nuit".
        '[<ask>] ([<the>](<battQty> (<ofBatt> [<aboard>]|du parc [batterie|batteries|de batteries] {bank})|batterie[s] [<aboard>])|parc [batterie|batteries|de batteries] {bank})',
      ],
      examples: [
        'où en sont les batteries',
        'est-ce que la batterie charge',
        'tension batterie',
        'les batteries sont chargées',
        'on est à combien sur les batteries',
        'combien de charge reste-t-il dans les batteries',
        'comment va le parc moteur',
        'quelle est la charge du parc de servitude',
      ],
    },
    depth: {
      title: 'profondeur',
      frames: [
        // "d'eau" needs the keel: "combien d'eau avons-nous" alone is the water tank's (tanks).
        '[<estceque>] [<haveFirst>] (combien [<have>] (<ofBottom> [<have>] [<now>|<under>]|[<ofBottom>|<d>eau] [<have>] <under>|(<a> la sonde|au sondeur))|(assez|suffisamment) (de fond [<under>]|<d>eau <under>|de <l>eau <under>)|du fond [<under>]|de <l>eau <under>)',
        '[<ask>] [<the>](profondeur|hauteur <d>eau|sonde|fond) [<have>] [<under>|<now>] [est (de|<a>) combien]',
        // "on est par cinq mètres de fond": the sailor's "par".
        '(<says> <sounder>|<sounder> (dit|donne|indique|affiche|marque|est <a>) (quoi|combien)|on est par combien [<ofBottom>])',
      ],
      examples: ['on a combien de fond', 'quelle est la profondeur', "combien d'eau sous la quille", 'que dit le sondeur', 'fond sous la quille', 'combien de fond y a-t-il'],
    },
    wind: {
      title: 'vent',
      frames: [
        // "quelle est la vitesse du vent" / "la force du vent" are Home Assistant's weather: asked, ours say réel or apparent.
        '[<ask>] [<the>](vent [<windKind>|<now>|<have>]|(direction|angle) du vent [<windKind>|<now>]|(force|vitesse) du vent <windKind>)',
        '[<the>](force|vitesse) du vent [<now>]',
        '[<haveFirst>] (combien de [<knots> de] vent [<have>|<windKind>|<now>]|force combien)',
        '[<estceque>] (le vent ([<windKind>] (est <a>|est de|souffle [<a>]|fait) combien [de <knots>]|(vient|souffle) <from>|est force combien|souffle (fort|beaucoup))|(ç|c)a souffle ([<a>] combien [de <knots>]|fort|beaucoup)|il (souffle [<a>] combien [de <knots>]|(vient|souffle) <from> le vent))',
        '(<from> (vient|souffle) le vent|qu<ap>est<hy>ce qu<ap>(on a|il y a) comme vent)',
      ],
      examples: ['combien de nœuds de vent', 'ça souffle à combien', "le vent vient d'où", 'vent réel', 'force du vent apparent', 'direction du vent'],
    },
    position: {
      title: 'position',
      frames: [
        '(on (est|se trouve|se situe)|nous sommes) <ou> [<now>|là|exactement|sur la carte]',
        '<ou> (sommes<hy>nous|est<hy>ce qu<ap>on (est|se trouve)|on (est|se trouve)|en est<hy>on|se trouve<hy>t<hy>on|nous trouvons<hy>nous) [<now>|là|exactement|sur la carte]',
        '[<ask>|<tellMe>] (notre|[la]) position [actuelle|du bateau]',
      ],
      examples: ['on est où', 'où sommes-nous', "où est-ce qu'on est", 'quelle est notre position', 'notre position'],
    },
    coordinates: {
      title: 'coordonnées',
      frames: [
        '[<ask>|<tellMe>] [no(s|tre)|l(es|a)] (coordonn(ées|ees) [GPS|exactes]|position <exact>|latitude [et [notre|la] longitude]|longitude)',
        '(lis|dicte)[<hy>moi] [nos|les] coordonn(ées|ees)',
        '(on est|nous sommes) (par|<a>) quelle latitude',
      ],
      examples: [
        'quelles sont nos coordonnées',
        'nos coordonnées GPS',
        'donne-moi la latitude et la longitude',
        'quelle est notre position exacte',
        'la position pour le mayday',
        "c'est quoi notre position exacte",
      ],
    },
    speed_heading: {
      title: 'vitesse et cap',
      frames: [
        // "quel cap on suit", "à quelle vitesse on va", "vitesse fond", "notre cap"
        '[<a>] [<ask>] [l(e|a)|notre] <course> [<weSteer>]',
        // "on barre à combien": the heading; "on file à combien": the speed. One answer says both.
        '(on ((barre|file|avance|va|marche|navigue|fait route|tient) <a> combien [de <knots>]|(suit|fait|tient|barre|a|est) [<a>] (quel cap|quelle route)|(va|avance|fait|file) [<a>] quelle vitesse|(fait|file|marche|avance) combien de <knots>|est <a> combien de <knots>)|nous allons <a> combien|<a> combien (on (va|avance|file|marche)|va<hy>t<hy>on))',
        'combien de <knots> (on (fait|file|marche|avance)|(fait|file)<hy>t<hy>on|(filons|faisons)<hy>nous)',
        '(vers <ou>|dans quelle direction) (allons<hy>nous|va<hy>t<hy>on|on va)',
      ],
      examples: ['quel est notre cap', 'on barre à combien', 'on fait combien de nœuds', 'quel cap on suit', 'vitesse fond', 'à quelle vitesse on va'],
    },
    route: {
      title: 'prochain waypoint',
      frames: [
        '[<ask>] [<the>|notre ](prochain <wp>|distance ((au|jusqu<ap>au|du) prochain <wp>|restante)|heure <d>arriv(ée|ee) [pr(é|e)vue]|ETA|route active)',
        '(<a> quelle distance ((est|se trouve) le|(sommes<hy>nous|on est) du) prochain <wp>|(c<ap>est|on est) [encore] loin [le prochain <wp>|du prochain <wp>|de <destination>]|le prochain <wp> est <a> (combien|quelle distance))',
        '([est<hy>ce qu<ap>]on (arrive|sera (arrivés|arrives|arrivé|là|la|au port)|y sera) (quand|<a> quelle heure|vers quelle heure|dans combien de temps|bientôt|bientot)|(quand|<a> quelle heure|vers quelle heure|dans combien de temps) (arrivons<hy>nous|arrive<hy>t<hy>on|est<hy>ce qu<ap>on arrive|on arrive)) [au port|<a> destination]',
        // "il reste combien de temps" alone is Home Assistant's timer: ours say till where.
        '[<haveFirst>|encore] combien de ((milles|miles) [nautiques] [<have>] [<tillThere>]|temps (de (route|navigation|mer)|<tillThere>))',
        '<ou> (allons<hy>nous|va<hy>t<hy>on|on va)',
      ],
      examples: [
        'quel est le prochain waypoint',
        'on arrive quand',
        'il reste combien de milles',
        'distance au prochain waypoint',
        'à quelle heure arrivons-nous',
        'où allons-nous',
      ],
    },
    local_time: {
      title: 'heure locale à bord',
      frames: [
        // "quelle heure est-il" alone is Home Assistant's: ours name the boat or the place.
        '(quelle heure (est<hy>il|il est)|il est quelle heure) <here>',
        '[<ask>] [<the>|notre ](heure (locale|du bord|<a> bord|du bateau|ici)|fuseau horaire [<here>]|d(é|e)calage horaire)',
        '((on est|nous sommes|sommes<hy>nous|est<hy>on) dans quel fuseau [horaire]|dans quel fuseau [horaire] (sommes<hy>nous|on est|est<hy>on))',
      ],
      examples: ['quelle heure est-il à bord', 'il est quelle heure à bord', 'heure locale', "quelle est l'heure locale", 'on est dans quel fuseau horaire'],
    },
    tanks: {
      title: 'réservoirs',
      frames: [
        '[<estceque>] [<haveFirst>] ((combien [de litres]|quelle (quantité|quantite)) ([<have>] <ofLiquid> [<have>] [<aboard>|dans <tankSubj>]|[<have>] dans <tankSubj>)|[encore] (du <liquidC>|de <l><liquidV>|assez <ofLiquid>))',
        '[<ask>] [l(e|a) ]((niveau|jauge) (<ofLiquid>|<liquidC>|<liquidV>|des (cuves|r(é|e)servoirs)|(de la cuve|du r(é|e)servoir) [<tankOf>])|(cuve|r(é|e)servoir|caisse) <tankOf>)',
        '([<estceque>] <tankSubj> <tankState>|<ou> en (est|sont) <tankSubj>|(est<hy>ce qu<ap>il faut|il faut|faut<hy>il) vider <tankSubj>)',
      ],
      examples: [
        'il reste combien de gasoil',
        'combien de gasoil reste-t-il',
        "combien d'eau avons-nous",
        "on a combien d'eau douce",
        'niveau des cuves',
        'la cuve à eaux noires est pleine',
        "quel est le niveau du réservoir d'eaux noires",
      ],
    },
    engine: {
      title: 'moteur',
      frames: [
        // "il tourne à combien le moteur", "à combien tourne le moteur", "on est au moteur"
        '(il[s] ((tourne|tournent) <a> combien <rpmTail>|<engineState> <engine>)|(ç|c)a (tourne <a> combien <rpmTail>|fait combien (<d>heures|de temps) <engineRuns>)|on ((tourne|tournent) <a> combien <rpmTail>|(est|marche|avance) au moteur)|<a> (combien [de tours]|quel r(é|e)gime) (tourne le moteur|tournent les moteurs|on tourne)|est<hy>ce qu<ap>on est au moteur|depuis combien (<d>heures|de temps) <engineRuns>|<says> le compte<hy>tours)',
        '[on (est|tourne) <a>|<haveFirst>] combien (de tours [minute|par minute] [<ofEngine>|(fait|font) <engine>]|<d>heures [<have>] (<ofEngine>|au compteur [<ofEngine>]|sur le moteur|(a|ont) [fait] <engine>))',
        // "le moteur, il tourne ?": the spoken "il" before the wildcard can take it as the engine's name.
        '[<estceque>] (<engine> [il|ils] <engineState>|l(a (pression [<d>]huile [<ofEngine>]|temp(é|e)rature <ofEngine>)|e r(é|e)gime [<ofEngine>]) <factState>|le moteur {engine} <namedEngineState>)',
        // An engine is named after "moteur" ("le moteur bâbord"), in a wildcard after the fixed words.
        '[<ask>] [<the>](<engineFact>|<namedFact> (du moteur|moteur) {engine})',
        // "comment va le moteur" is Home Assistant's "comment va le {name}": ours ask how it runs.
        'comment (tourne|tournent|se porte|se portent) (<engine>|le moteur {engine})',
      ],
      examples: [
        'le moteur tourne',
        'est-ce que le moteur chauffe',
        'régime moteur',
        "pression d'huile",
        'heures moteur',
        'comment tourne le moteur bâbord',
        "quel est l'état du moteur tribord",
      ],
    },
    barometer: {
      title: 'baromètre',
      frames: [
        '([<estceque>] (<baro> ((dit|indique|affiche|marque|est <a>) (quoi|combien)|<trend> [ou [il] <trend>])|la pression <trend> [ou [elle] <trend>])|<says> <baro>|il (est <a>|dit|indique) (combien|quoi) <baro>)',
        // "[quelle est la] pression atmosphérique" alone is Home Assistant's weather.
        '[<ask>] ([la ](pression (barom(é|e)trique [<aboard>]|atmosph(é|e)rique <aboard>)|tendance (du baro[mètre|metre]|de la pression))|baro[mètre|metre] [<aboard>])',
        '[on a|il y a] combien <d>(hectopascals|hPa|millibars) [<have>]',
      ],
      examples: ['que dit le baromètre', 'le baromètre baisse', 'le baro est à combien', 'est-ce que la pression chute', 'pression atmosphérique à bord', 'baromètre'],
    },

    // Les dernières heures.
    wind_history: {
      title: 'rafale maximale',
      frames: [
        '[<was>] [l(a|e) ]<gust> [<when>]',
        '((ç|c)a a soufflé (<a> combien|fort)|il a soufflé (<a> combien|fort)|le vent (a soufflé (<a> combien|fort)|(est|a) mont(é|e) [jusqu<ap>]<a> combien)|les rafales (sont|ont) mont(é|e)es [jusqu<ap>]<a> combien|[jusqu<ap>]<a> combien (est|a|sont) mont(é|e)[e][s] (le vent|les rafales)) [<when>]',
        '(combien [de <knots>] en rafale[s]|(il y a eu|on a eu) (du vent|[de grosses|des] rafales)) [<when>]',
      ],
      examples: [
        'quelle a été la rafale max',
        'rafale max cette nuit',
        "quelle a été la plus grosse rafale aujourd'hui",
        'ça a soufflé à combien cette nuit',
        'vent moyen sur la dernière heure',
      ],
    },
    battery_history: {
      title: 'batterie cette nuit',
      frames: [
        '[<estceque>] <batt> ((est|sont) <fell> ((<a>|jusqu<ap><a>) combien|jusqu<ap><ou>)|(a|ont) (baissé|baisse|perdu) [de] combien|(a|ont) [bien] tenu [le coup]) [<when>]',
        '(<a>|jusqu<ap>(<a>|<ou>)) [combien] (est|sont) <fell> <batt> [<when>]',
        '[<was>] [<the>]((tension|charge) (mini|minimale|minimum|la plus basse) [<ofBatt>]|minimum de (tension|charge) [<ofBatt>]|consommation [électrique|electrique] <when>|bilan (énergétique|energetique|électrique|electrique)) [<when>]',
        // Energy used needs the energy or the time: "on a consommé combien" alone could be the house's.
        '((on a|nous avons|avons<hy>nous|a<hy>t<hy>on) <used> combien (<energy> [<when>]|<when>)|combien [<energy>] (on a|avons<hy>nous|a<hy>t<hy>on|nous avons) <used> [<when>])',
      ],
      examples: [
        'la batterie est descendue à combien cette nuit',
        'tension mini de la batterie cette nuit',
        'la batterie a bien tenu cette nuit',
        'combien d’énergie avons-nous consommé cette nuit',
      ],
    },
    depth_history: {
      title: 'profondeur minimale',
      frames: [
        '[<was>] [<the>]<shallowest> [<when>|<a> mar(é|e)e basse]',
        '[on (a eu|avait)|il y a eu|nous avons eu] combien de fond <lowWater> [<when>]',
        '<was> le fond <lowWater> [<when>]',
      ],
      examples: ['quelle a été la profondeur minimale', 'fond minimum cette nuit', 'on a eu combien de fond au plus bas', 'la plus petite profondeur des six dernières heures'],
    },
    // How pressure and temperature changed; "est-ce que la pression chute" (now) stays the barometer's.
    air_history: {
      title: 'pression et température',
      frames: [
        '(<air> (a [beaucoup|bien|un peu] <moved> [de combien|combien] [<when>]|(baisse|monte|chute|descend|remonte) <when>)|la temp(é|e)rature a <moved> [de combien] <when>)',
        '(de combien (<air>|la temp(é|e)rature) a <moved>|comment a (évolué|evolue|changé|change|varié|varie) (<air>|la temp(é|e)rature)) [<when>]',
        '[<the>]((é|e)volution|historique) (de la pression|du baro[mètre|metre]|de la temp(é|e)rature) [<when>]',
      ],
      examples: [
        'comment a évolué la pression cette nuit',
        'la pression a baissé de combien depuis ce matin',
        "évolution de la pression aujourd'hui",
        'de combien le baromètre a chuté',
      ],
    },
  },
  slotWords: {
    // "le parc de servitude" / "le parc service" is the house bank, "le parc moteur" / "démarrage" the start bank
    bank: {
      'de servitude': 'house',
      servitude: 'house',
      service: 'house',
      'de service': 'house',
      domestique: 'house',
      'de bord': 'house',
      moteur: 'start',
      'de démarrage': 'start',
      'de demarrage': 'start',
      démarrage: 'start',
      demarrage: 'start',
      batteries: null,
      principal: null,
    },
    engine: { bâbord: 'port', babord: 'port', tribord: 'starboard', central: 'center', principal: null },
    tank: {
      gasoil: 'fuel',
      gazole: 'fuel',
      carburant: 'fuel',
      essence: 'fuel',
      diesel: 'fuel',
      eau: 'freshWater',
      'eau douce': 'freshWater',
      'eau potable': 'freshWater',
      'eaux grises': 'wasteWater',
      'eaux usées': 'wasteWater',
      'eaux usees': 'wasteWater',
      'eaux noires': 'blackWater',
      huile: 'lubrication',
      gaz: 'gas',
    },
  },
  focus: {
    // The first fact whose words the sentence holds: "depuis combien de temps le moteur tourne" is its hours.
    engine: {
      runTime: ['heures', 'heure', "d'heures", 'compteur', 'horaire', 'combien de temps', 'depuis combien'],
      oilPressure: ['pression', 'huile', "d'huile"],
      coolantTemperature: ['température', 'temperature', 'degrés', 'degres', 'chauffe', 'chauffent', 'surchauffe', 'surchauffent', 'refroidissement'],
      revolutions: ['régime', 'regime', 'tours', 'tourne à combien', 'tourne a combien', 'tournent à combien', 'tournent a combien'],
      // Not "tourne" alone: "comment tourne le moteur" asks how it runs, not whether.
      state: [
        'moteur tourne',
        'moteurs tournent',
        'bâbord tourne',
        'babord tourne',
        'tribord tourne',
        'tourne encore',
        'tourne toujours',
        'tourne rond',
        'tourne t il',
        'tournent ils',
        'marche',
        'marchent',
        'allumé',
        'allume',
        'allumés',
        'démarré',
        'demarre',
        'arrêté',
        'arrete',
        'coupé',
        'coupe',
        'en route',
      ],
    },
    window: WINDOW,
  },
};
