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
