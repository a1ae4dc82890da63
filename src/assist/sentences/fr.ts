/**
 * French Assist sentences, in the words French-speaking sailors use ("sous la quille", "le sondeur",
 * "le parc batteries", "le prochain waypoint", "le baromètre"). Home Assistant 2024.3 folds neither
 * accents nor apostrophes, so both are written out: "(qu'est-ce qu'il y a|qu est ce qu il y a)",
 * "(où|ou)". Shapes of Home Assistant's own French intents are avoided: "quel temps fait-il",
 * "quelle est la température", "comment va le {name}", "quel est l'état de ...", "allume ...", and
 * Home Assistant 2025's timer and weather questions: "il reste combien de temps", "encore combien de
 * temps", "pression atmosphérique", "quelle est la vitesse du vent". A bank is
 * named by the boat's word "parc" ("le parc moteur", "le parc de servitude"), so "la batterie du
 * téléphone" stays Home Assistant's. test/ha/assist-sentences.test.ts checks HA's whole French grammar
 * against these.
 */
import type { LanguageVocabulary } from './index.js';

const QUEL_EST = '(quel est|quelle est)';
const A_BORD = '[à bord|a bord|sur le bateau]';
const AUTOUR = '(autour de nous|à proximité|a proximite|dans les parages|près de nous|pres de nous)';

export const fr: LanguageVocabulary = {
  language: 'fr',
  description:
    "Géré par signalk-assist : répond à une question sur le bateau avec les données de SignalK. Les modifications faites ici sont écrasées ; désactivez l'option Assist pour la supprimer.",
  apology: "Désolé, le bateau n'a pas répondu à temps.",
  words: {},
  families: {
    battery: {
      title: 'batterie',
      frames: [
        `(comment vont|où en sont|ou en sont) les batteries ${A_BORD}`,
        `${QUEL_EST} (la charge|le niveau|l'état|l état) (de la batterie|des batteries|du parc batteries|du parc de batteries) ${A_BORD}`,
        `(où en est|ou en est) la batterie ${A_BORD}`,
        `(état|etat|charge|niveau) (de la batterie|des batteries) ${A_BORD}`,
        'combien de charge (reste-t-il|reste t il|il reste) dans (la batterie|les batteries)',
        '(comment va|où en est|ou en est) le parc {bank}',
        `${QUEL_EST} (la charge|le niveau|l'état|l état) du parc {bank}`,
      ],
      examples: [
        'comment vont les batteries',
        'où en sont les batteries',
        'quel est le niveau des batteries',
        'quelle est la charge de la batterie',
        'où en est la batterie',
        'état des batteries',
        'combien de charge reste-t-il dans les batteries',
        'comment va le parc moteur',
        'quelle est la charge du parc de servitude',
      ],
    },
    depth: {
      title: 'profondeur',
      frames: [
        `${QUEL_EST} la profondeur [ici|maintenant|sous la quille]`,
        // The place is needed: "combien d'eau avons-nous" alone is the water tank's question (tanks).
        "(combien|combien de mètres|combien de metres) (d'eau|d eau|de fond) (avons-nous|avons nous|a-t-on|a t on|y a-t-il|y a t il|il y a) (sous la quille|sous le bateau)",
        '(combien|combien de mètres|combien de metres) de fond (y a-t-il|y a t il|il y a)',
        "(que dit|que donne|qu'indique|qu indique) le sondeur",
        '(combien|combien de mètres|combien de metres) (sous la quille|de fond)',
        '(profondeur|fond) sous la quille',
      ],
      examples: [
        'quelle est la profondeur',
        'quelle est la profondeur ici',
        "combien d'eau avons-nous sous la quille",
        'que dit le sondeur',
        'combien sous la quille',
        'combien de fond y a-t-il',
      ],
    },
    wind: {
      title: 'vent',
      frames: [
        `${QUEL_EST} (le vent|la direction du vent|le vent réel|le vent reel|le vent apparent)`,
        // "quelle est la vitesse du vent" alone is Home Assistant's weather question (HassGetWeather, 2025)
        `${QUEL_EST} la (force|vitesse) du vent (réel|reel|apparent|à bord|a bord|sur le bateau)`,
        'combien de (nœuds|noeuds) de vent (y a-t-il|y a t il|il y a|fait-il|fait il)',
        "(d'où|d ou|d'ou|de quelle direction) (vient|souffle) le vent",
        '(comment est|que fait) le vent [maintenant|en ce moment]',
        '(force|direction|vitesse) du vent',
      ],
      examples: ['quel est le vent', 'quelle est la force du vent réel', 'combien de nœuds de vent y a-t-il', "d'où vient le vent", 'que fait le vent', 'direction du vent'],
    },
    position: {
      title: 'position',
      frames: [
        "(où|ou) (sommes-nous|sommes nous|est-ce qu'on est|est ce qu on est|en est-on|en est on) [maintenant|exactement]",
        `${QUEL_EST} (notre|la) position`,
        '(donne-moi|donne moi|dis-moi|dis moi) notre position',
      ],
      examples: ['où sommes-nous', 'ou sommes nous maintenant', 'quelle est notre position', 'dis-moi notre position'],
    },
    coordinates: {
      title: 'coordonnées',
      frames: [
        '(quelles sont|donne-moi|donne moi|dis-moi|dis moi) (nos|les) (coordonnées|coordonnees)',
        `${QUEL_EST} (notre|la) (position exacte|position pour un mayday|latitude et longitude)`,
        '(donne-moi|donne moi|dis-moi|dis moi) (notre|la) (position exacte|position pour un mayday|latitude et longitude)',
        '[notre|nos] (coordonnées|coordonnees|position exacte|position pour un mayday|latitude et longitude)',
      ],
      examples: [
        'quelles sont nos coordonnées',
        'donne-moi nos coordonnées',
        'quelle est notre position exacte',
        'position exacte',
        'latitude et longitude',
        'quelle est notre latitude et longitude',
        'notre position pour un mayday',
      ],
    },
    speed_heading: {
      title: 'vitesse et cap',
      frames: [
        `${QUEL_EST} (notre|le|la) (vitesse|cap|route|vitesse fond|route fond|cap et vitesse|vitesse et cap)`,
        '(à|a) quelle vitesse (allons-nous|allons nous|avançons-nous|avançons nous|va-t-on|va t on|on va)',
        '(combien de nœuds|combien de noeuds) (filons-nous|filons nous|fait-on|fait on|on fait|faisons-nous|faisons nous)',
        '(quel cap|quelle route) (suivons-nous|suivons nous|tient-on|tient on|on suit|faisons-nous|faisons nous)',
        '(vers où|vers ou|dans quelle direction) (allons-nous|allons nous|va-t-on|va t on|on va) [maintenant]',
      ],
      examples: [
        'quelle est notre vitesse',
        'quel est notre cap',
        'à quelle vitesse allons-nous',
        'combien de nœuds filons-nous',
        'quel cap suivons-nous',
        'quelle est la route fond',
      ],
    },
    alarms: {
      title: 'alarmes',
      frames: [
        `(y a-t-il|y a t il|est-ce qu'il y a|est ce qu il y a|il y a) (des|une) (alarmes|alarme|alertes|alerte) ${A_BORD}`,
        `(quelles sont les|liste les|lis les) (alarmes|alertes) [actives] ${A_BORD}`,
        '(tout va bien|est-ce que tout va bien|est ce que tout va bien) (à bord|a bord|sur le bateau)',
        "(qu'est-ce qui ne va pas|qu est ce qui ne va pas|quel est le problème|quel est le probleme) (à bord|a bord|sur le bateau)",
        `(alarmes|alertes) actives ${A_BORD}`,
      ],
      examples: [
        'y a-t-il des alarmes',
        "est-ce qu'il y a une alerte à bord",
        'quelles sont les alarmes actives',
        'tout va bien à bord',
        'alarmes actives',
        "qu'est-ce qui ne va pas à bord",
      ],
    },
    route: {
      title: 'prochain waypoint',
      frames: [
        `${QUEL_EST} (le prochain|notre prochain) (waypoint|point de route)`,
        '(à|a) quelle distance est le prochain (waypoint|point de route)',
        "(combien de temps|combien de milles) (jusqu'au|jusqu au|avant le) prochain (waypoint|point de route)",
        "(quand|à quelle heure|a quelle heure) (arrivons-nous|arrivons nous|arrive-t-on|arrive t on|est-ce qu'on arrive|est ce qu on arrive)",
        `${QUEL_EST} (notre|l'|l) (heure d'arrivée|heure d arrivée|heure d'arrivee|heure d arrivee|ETA|route active)`,
        '(où|ou) (allons-nous|allons nous|va-t-on|va t on)',
        // "il reste combien de temps", "encore combien de temps" alone ask about a timer (HassTimerStatus, 2025)
        '(il reste|encore) combien de milles',
        '(il reste|encore) combien de temps de (route|navigation)',
        "combien de (temps|milles) (avant d'arriver|avant d arriver|jusqu'à l'arrivée|jusqu a l arrivee)",
      ],
      examples: [
        'quel est le prochain waypoint',
        'à quelle distance est le prochain waypoint',
        'quand arrivons-nous',
        "quelle est notre heure d'arrivée",
        'où allons-nous',
        'il reste combien de temps de route',
        'encore combien de milles',
        "combien de milles avant d'arriver",
      ],
    },
    local_time: {
      title: 'heure locale à bord',
      frames: [
        'quelle heure est-il (à bord|a bord|ici|sur le bateau|là où nous sommes|la ou nous sommes)',
        'quelle heure est il (à bord|a bord|ici|sur le bateau)',
        `${QUEL_EST} l'heure (locale|à bord|a bord|du bord)`,
        'quelle est l heure (locale|à bord|a bord|du bord)',
        '(dans quel|quel est le|quel est notre) fuseau horaire [sommes-nous|sommes nous|ici|à bord|a bord]',
      ],
      examples: ['quelle heure est-il à bord', "quelle est l'heure locale", 'quelle heure est il ici', 'dans quel fuseau horaire sommes-nous', "quelle est l'heure du bord"],
    },
    ais: {
      title: 'trafic AIS',
      frames: [
        `(y a-t-il|y a t il|est-ce qu'il y a|est ce qu il y a|il y a) (des bateaux|des navires|du trafic|un bateau|un navire) ${AUTOUR}`,
        `(quels|quels sont les) (bateaux|navires) ${AUTOUR}`,
        "(qu'est-ce qu'il y a|qu est ce qu il y a|que voit-on|que voit on|quoi de neuf) sur l'AIS",
        "(qu'est-ce qu'il y a|qu est ce qu il y a|que voit-on|que voit on) sur l AIS",
        "(quelqu'un|quelqu un|un bateau|un navire) (est-il|est il|est) en route de collision",
      ],
      examples: [
        'y a-t-il des bateaux autour de nous',
        'quels navires à proximité',
        "qu'est-ce qu'il y a sur l'AIS",
        'y a-t-il du trafic dans les parages',
        'un navire est-il en route de collision',
      ],
    },
    tanks: {
      title: 'réservoirs',
      frames: [
        `${QUEL_EST} le niveau des (réservoirs|reservoirs|cuves) ${A_BORD}`,
        `(où en sont|ou en sont|comment vont) les (réservoirs|reservoirs|cuves) ${A_BORD}`,
        `niveau des (réservoirs|reservoirs|cuves) ${A_BORD}`,
        "(combien|quelle quantité|quelle quantite) (d'|d |de )(carburant|gazole|gasoil|diesel|essence|eau|eau douce|eau potable|eaux grises|eaux noires) (reste-t-il|reste t il|il reste|avons-nous|avons nous|a-t-on|a t on)",
        `${QUEL_EST} le niveau du (réservoir|reservoir) (d'|d |de ){tank}`,
        "(où en est|ou en est) le (réservoir|reservoir) (d'|d |de ){tank}",
      ],
      examples: [
        'quel est le niveau des réservoirs',
        'où en sont les réservoirs',
        'niveau des réservoirs',
        'combien de gasoil reste-t-il',
        "combien d'eau avons-nous",
        "quel est le niveau du réservoir d'eaux noires",
      ],
    },
    engine: {
      title: 'moteur',
      frames: [
        `(comment tourne|comment va|comment se porte) le moteur ${A_BORD}`,
        `(comment tournent|comment vont) les moteurs ${A_BORD}`,
        '(état|etat|heures|compteur) (du moteur|des moteurs)',
        `${QUEL_EST} (l'état|l état|le régime|le regime) (du moteur|des moteurs)`,
        'comment (tourne|va|se porte) le moteur {engine}',
        `${QUEL_EST} (l'état|l état|le régime|le regime) du moteur {engine}`,
      ],
      examples: [
        'comment tourne le moteur',
        'comment vont les moteurs',
        'état du moteur',
        'quel est le régime du moteur',
        'comment tourne le moteur bâbord',
        "quel est l'état du moteur tribord",
      ],
    },
    barometer: {
      title: 'baromètre',
      frames: [
        "(que dit|que donne|qu'indique|qu indique) le (baromètre|barometre)",
        // "[quelle est la] pression atmosphérique" alone is Home Assistant's weather question (HassGetWeather, 2025)
        `${QUEL_EST} la pression (barométrique|barometrique) ${A_BORD}`,
        `${QUEL_EST} la pression (atmosphérique|atmospherique) (à bord|a bord|sur le bateau)`,
        '(le baromètre|le barometre|la pression) (monte|baisse|chute|descend|est stable|est-il stable|est il stable)',
        '(est-ce que le|est ce que le) (baromètre|barometre) (monte|baisse|chute|descend)',
        '(baromètre|barometre) [à bord|a bord]',
        '(pression atmosphérique|pression atmospherique|pression barométrique|pression barometrique) (à bord|a bord)',
      ],
      examples: [
        'que dit le baromètre',
        'quelle est la pression atmosphérique à bord',
        'quelle est la pression barométrique',
        'le baromètre baisse',
        'est-ce que le baromètre monte',
        'baromètre',
        'la pression chute',
      ],
    },
    water_temperature: {
      title: "température de l'eau",
      frames: [
        `${QUEL_EST} la (température|temperature) de (l'eau|l’eau|l eau|la mer)`,
        "(quelle|quel) (température|temperature) fait (l'eau|l’eau|l eau|la mer)",
        "(l'eau|l’eau|l eau|la mer) est (chaude|froide|bonne|fraîche|fraiche)",
        "(température|temperature) de (l'eau|l’eau|l eau|la mer)",
      ],
      examples: ["quelle est la température de l'eau", 'quelle est la température de la mer', "quelle température fait l'eau", "l'eau est froide", "température de l'eau"],
    },
    anchor: {
      title: 'veille au mouillage',
      frames: [
        "(est-ce qu'on chasse|est ce qu on chasse|on chasse|chasse-t-on|chasse t on|est-ce qu'on dérape|est ce qu on derape|on dérape|on derape) [sur l'ancre|sur l ancre|sur notre ancre|au mouillage]",
        "(l'ancre|l ancre|notre ancre) (tient|chasse|croche|dérape|derape|tient-elle|tient elle|chasse-t-elle|chasse t elle)",
        "(est-ce que l'ancre|est ce que l ancre) (tient|chasse|croche)",
        "(où en est|ou en est) (l'ancre|l ancre|le mouillage)",
        '(veille au mouillage|veille de mouillage|alarme de mouillage|surveillance du mouillage)',
        "(à quelle distance|a quelle distance) (sommes-nous|sommes nous|est le bateau|on est) (de l'ancre|de l ancre)",
        "(où est|ou est) (l'ancre|l ancre|notre ancre)",
      ],
      examples: [
        "est-ce qu'on chasse",
        "l'ancre tient",
        "l'ancre tient-elle",
        'veille au mouillage',
        "à quelle distance sommes-nous de l'ancre",
        "où en est l'ancre",
        'on chasse sur notre ancre',
      ],
    },

    // Les dernières heures.
    wind_history: {
      title: 'rafale maximale',
      frames: [
        "quelle a été la (rafale maximale|plus forte rafale) [aujourd’hui|aujourd'hui|cette nuit|sur la dernière heure]",
        "quel a été le vent moyen [aujourd’hui|aujourd'hui|cette nuit|sur la dernière heure]",
        "(rafale maximale|plus forte rafale) [aujourd’hui|aujourd'hui|cette nuit|sur la dernière heure]",
      ],
      examples: ['quelle a été la rafale maximale', 'quelle a été la plus forte rafale cette nuit', 'quel a été le vent moyen sur la dernière heure', 'rafale maximale'],
    },
    battery_history: {
      title: 'batterie cette nuit',
      frames: [
        "à combien est descendue la batterie [cette nuit|aujourd’hui|aujourd'hui]",
        "quelle a été la (charge|tension) minimale de la batterie [cette nuit|aujourd’hui|aujourd'hui]",
        "combien d’énergie avons-nous (consommé|utilisé) [cette nuit|aujourd’hui|aujourd'hui]",
        "combien d'énergie avons-nous (consommé|utilisé) [cette nuit|aujourd’hui|aujourd'hui]",
      ],
      examples: ['à combien est descendue la batterie cette nuit', 'quelle a été la charge minimale de la batterie', 'combien d’énergie avons-nous consommé cette nuit'],
    },
    depth_history: {
      title: 'profondeur minimale',
      frames: [
        "quelle a été la (profondeur minimale|plus faible profondeur) [cette nuit|aujourd’hui|aujourd'hui|à marée basse]",
        "quel a été le minimum de profondeur [cette nuit|aujourd’hui|aujourd'hui|à marée basse]",
        "(profondeur minimale|plus faible profondeur) [cette nuit|aujourd’hui|aujourd'hui|à marée basse]",
      ],
      examples: ['quelle a été la profondeur minimale', 'quelle a été la plus faible profondeur à marée basse', 'profondeur minimale cette nuit'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'pression et température',
      frames: [
        "comment (a évolué|a changé) (la pression|la température|le baromètre) [aujourd’hui|aujourd'hui|cette nuit|ces dernières heures]",
        "de combien la pression a (baissé|chuté|monté) [aujourd’hui|aujourd'hui|cette nuit|ces dernières heures]",
        "est-ce qu'il fait de plus en plus (froid|chaud) [dehors]",
      ],
      examples: ["comment a évolué la pression aujourd'hui", 'de combien la pression a baissé cette nuit', "est-ce qu'il fait de plus en plus froid dehors"],
    },

    man_overboard: {
      title: 'homme à la mer',
      frames: [
        "(y a-t-il|y a t il|est-ce qu'il y a|est ce qu il y a|il y a) (un|quelqu'un|quelqu’un) (homme à la mer|homme a la mer|à la mer|a la mer)",
        "(quelqu'un|quelqu’un) est tombé (à l'eau|à l’eau|a l eau|à la mer|a la mer)",
        "(y a-t-il|y a t il|est-ce qu'il y a|est ce qu il y a|il y a) (une|des) (balise|balises|signal|signaux) de (détresse|detresse)",
      ],
      examples: [
        'y a-t-il un homme à la mer',
        "est-ce qu'il y a quelqu'un à la mer",
        "quelqu'un est tombé à l'eau",
        'y a-t-il une balise de détresse',
        'il y a des signaux de détresse',
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
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
