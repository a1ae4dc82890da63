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

    knots: ['nœuds', 'noeuds'],

    // Alarms.
    alarm: ['alarme[s]', 'alerte[s]', 'avertissement[s]'],
    alarmTail: ['en cours', 'active[s]', 'qui sonne[nt]', '(est|sont) (active[s]|en cours)', 'sonne[nt]'],
    trouble: ['(problème|probleme|souci|défaut|defaut|panne)[s]'],

    // Traffic.
    near: ['en vue', 'autour [de nous]', '<a> proximité', 'a proximite', 'dans les parages', 'pr(è|e)s de nous', 'pas loin [de nous]', 'dans le coin', 'en approche', 'sur <l>AIS'],
    collision: ['(est<hy>il|est) en route de collision'],

    // Anchor.
    anchor: ['l(<ap>ancre|e mouillage|a pioche)', 'notre ancre'],
    onAnchor: ['sur (<l>ancre|notre ancre|le mouillage)', 'au mouillage'],

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

    // Man overboard.
    mobWho: ['<l>homme <a> la mer', 'le MOB', 'la personne <a> la mer', '<l>(équipier|equipier) <a> la mer'],
  },
  families: {
    alarms: {
      title: 'alarmes',
      frames: [
        // A worry needs the boat: "tout va bien" and "il y a un problème" alone are Home Assistant's.
        '[<there>] ((un[e]|des|les|aucune) (<alarm> [<alarmTail>] [<aboard>]|<trouble> <aboard>)|<alarm> (<alarmTail>|<aboard>)|quelque chose (<d>anormal|qui cloche) <aboard>)',
        '[<estceque>] ((tout (va bien|est (ok|en ordre|normal))|ça va|rien (<d>anormal|de grave|<a> signaler)|pas de (problème|probleme|souci)|quelque chose (ne va pas|va pas|cloche)|qu<ap>est<hy>ce qui (ne va pas|va pas|cloche|se passe)|il se passe quelque chose) <aboard>|le bateau va bien)',
        '(<ask>|qu<ap>est<hy>ce que c<ap>est que) [cette|ces|les|l<ap>] <alarm> [<alarmTail>|<there>|<aboard>]',
      ],
      examples: ['y a-t-il des alarmes', 'tout va bien à bord', 'il y a un problème à bord', 'on a des alarmes', "c'est quoi cette alarme", 'alarmes en cours'],
    },
    ais: {
      title: 'trafic AIS',
      frames: [
        '[<there>] (d(es (bateaux|navires|cibles|cargos|voiliers)|u trafic) <near>|combien de (bateaux|navires|cibles) [<have>] <near>|un[e] ((bateau|navire|cible|cargo) (<near>|<collision>)|risque de collision)|risque de collision|quelqu<ap>un <collision>)',
        '((qu(<ap>est<hy>ce qu<ap>(on a|il y a|on voit)|e voit<hy>on)|(on a|il y a) quoi) sur <l>AIS|<a> quelle distance est le (bateau|navire) le plus proche)',
        '[<ask>] ([<the>](trafic|cibles|bateaux|navires) [sont|il y a|y a<hy>t<hy>il] (AIS|<near>)|le (bateau|navire) le plus proche|[<the>]AIS)',
      ],
      examples: ['il y a des bateaux autour de nous', "qu'est-ce qu'on a sur l'AIS", 'des navires à proximité', 'y a-t-il un risque de collision', 'trafic AIS'],
    },
    anchor: {
      title: 'veille au mouillage',
      frames: [
        '<estcequon> ((chasse|d(é|e)rape|a (chass(é|e)|d(é|e)rap(é|e))) [<onAnchor>|cette nuit]|(bouge|a (boug(é|e)|d(é|e)riv(é|e))) <onAnchor>|d(é|e)rive|tient [bien|toujours] <onAnchor>|est (toujours (au m(ê|e)me endroit|<a> la m(ê|e)me place|<onAnchor>)|<ou> par rapport <a> <l>ancre|(<a> quelle distance|loin|<a> combien) de (<l>ancre|notre ancre)))',
        '((chasse|d(é|e)rape)<hy>t<hy>on [<onAnchor>]|sommes<hy>nous (toujours (au m(ê|e)me endroit|<onAnchor>)|(<a> quelle distance|loin) de (<l>ancre|notre ancre))|<a> quelle distance (sommes<hy>nous|on est|est le bateau) de (<l>ancre|notre ancre)|[la] distance (<a>|de) (<l>ancre|notre ancre))',
        '([<estceque>] (<anchor> (tient [bien|bon|toujours|le coup]|chasse|croche|(a d|d)(é|e)croch(é|e)|a [bien] croch(é|e)|d(é|e)rape|tient<hy>(elle|il)|chasse<hy>t<hy>elle|est bon)|le bateau (chasse|d(é|e)rape|d(é|e)rive))|<ou> en est <anchor>|[<ask>] [<the>](alarme|veille|surveillance) [de|du|au] mouillage [est (active|activ(é|e)e|en marche)])',
      ],
      examples: [
        "est-ce qu'on chasse",
        'on dérape',
        "l'ancre tient",
        'le mouillage tient',
        'alarme de mouillage',
        "on est loin de l'ancre",
        "à quelle distance sommes-nous de l'ancre",
      ],
    },

    man_overboard: {
      title: 'homme à la mer',
      frames: [
        // a bare "(un) homme à la mer" is the skipper's command (voice actions, actions/sentences/fr.ts), never this question
        '(<there> ([un[e] |la |des ](homme <a> la mer|MOB)|quelqu<ap>un <a> (la mer|<l>eau))|[<there>] [une |la |des ]balise[s] (de d(é|e)tresse|MOB|AIS|SART) [(s<ap>est|a (été|ete)) (d(é|e)clench(é|e)e|allum(é|e)e)|est active|en cours])',
        '(quelqu<ap>un|un[e] ((é|e)quipier|personne)) est [tombé|tombe|tombée|passé|passe] (<a> <l>eau|<a> la mer|par<hy>dessus bord)',
        '(<ou> (est|se trouve)|<a> quelle distance est|[<ask>|<tellMe>] [la] (position|distance) (de|du)) (<mobWho>|la balise [MOB|de d(é|e)tresse])',
      ],
      examples: [
        'il y a un homme à la mer',
        "quelqu'un est tombé à l'eau",
        "où est l'homme à la mer",
        'y a-t-il une balise de détresse',
        'une balise de détresse s’est déclenchée',
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
