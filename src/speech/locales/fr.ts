/**
 * French, as French-speaking sailors say it: "nœuds", "milles", "à bâbord", "à tribord",
 * "droit devant", "vent réel de sud-ouest", "vitesse fond", "route fond", "relèvement", "il y a 12 minutes".
 *
 * Compass points are written in lower case, as French writes directions in running text ("vent de
 * nord-est"), with the hyphens of the 16-point rose ("nord-nord-est").
 *
 * Plurals follow CLDR via `Intl.PluralRules('fr')`: the singular covers 0 up to (but not including) 2,
 * as French grammar wants ("0 degré", "1,5 nœud", "2 nœuds").
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Transpondeur de recherche et sauvetage', mob: 'Balise homme à la mer', epirb: 'Balise de détresse' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Transpondeur de secours' } as const;

export const fr: Locale = {
  tag: 'fr',
  name: 'Français',

  units: {
    knot: { one: 'nœud', other: 'nœuds' },
    nauticalMile: { one: 'mille', other: 'milles' },
    meter: { one: 'mètre', other: 'mètres' },
    foot: { one: 'pied', other: 'pieds' },
    degreeCelsius: { one: 'degré Celsius', other: 'degrés Celsius' },
    degreeFahrenheit: { one: 'degré Fahrenheit', other: 'degrés Fahrenheit' },
    hectopascal: { one: 'hectopascal', other: 'hectopascals' },
    inchOfMercury: { one: 'pouce de mercure', other: 'pouces de mercure' },
    inch: { one: 'pouce', other: 'pouces' },
    bar: { one: 'bar', other: 'bars' },
    poundPerSquareInch: { one: 'livre par pouce carré', other: 'livres par pouce carré' },
    percent: { other: 'pour cent' },
    volt: { one: 'volt', other: 'volts' },
    ampere: { one: 'ampère', other: 'ampères' },
    watt: { one: 'watt', other: 'watts' },
    revolutionPerMinute: { one: 'tour par minute', other: 'tours par minute' },
    liter: { one: 'litre', other: 'litres' },
    usGallon: { one: 'gallon américain', other: 'gallons américains' },
    literPerHour: { one: 'litre par heure', other: 'litres par heure' },
    usGallonPerHour: { one: 'gallon américain par heure', other: 'gallons américains par heure' },
    degree: { one: 'degré', other: 'degrés' },
    kilowattHour: { one: 'kilowattheure', other: 'kilowattheures' },
    ampereHour: { one: 'ampère-heure', other: 'ampères-heures' },
    hertz: { other: 'hertz' },
    day: { one: 'jour', other: 'jours' },
    hour: { one: 'heure', other: 'heures' },
    minute: { one: 'minute', other: 'minutes' },
    second: { one: 'seconde', other: 'secondes' },
    arcMinute: { one: 'minute', other: 'minutes' },
  },
  quantity: '{number} {unit}',
  minus: 'moins',

  compass: [
    'nord',
    'nord-nord-est',
    'nord-est',
    'est-nord-est',
    'est',
    'est-sud-est',
    'sud-est',
    'sud-sud-est',
    'sud',
    'sud-sud-ouest',
    'sud-ouest',
    'ouest-sud-ouest',
    'ouest',
    'ouest-nord-ouest',
    'nord-ouest',
    'nord-nord-ouest',
  ],
  direction: '{angle}, {point}',
  // espeak-ng reads a lone "est" (east) as the verb, whatever the spelling: east,
  // east-north-east and east-south-east alone are said in degrees, as French sailors give a bearing
  // ("relèvement au 90"); after "d'" (the wind) and in "nord-est", "sud-est" it is read right.
  compassAlone: {
    misread: [3, 4, 5],
    bearing: 'au {degrees}',
  },
  relative: {
    port: '{angle} à bâbord',
    starboard: '{angle} à tribord',
    ahead: 'droit devant',
    astern: 'droit derrière',
  },

  // "37 degrés 48,5 nord, 122 degrés 24,3 ouest"; east "24 degrés 44,2 de longitude orientale": a lone
  // "est" is read as the verb by espeak-ng, "longitude orientale" is read right.
  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'nord',
    south: 'sud',
    east: 'de longitude orientale',
    west: 'ouest',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts). East is "à l'orient de":
  // espeak-ng reads "à l'est de" as "à l'é de" (the verb), whatever the case or apostrophe.
  places: {
    near: '{distance} {point} de {place}',
    miles: { one: '{count} mille', other: '{count} milles' },
    under: "moins d'un mille",
    harbour: 'dans le port de {place}',
    points: ['au nord', 'au nord-est', "à l'orient", 'au sud-est', 'au sud', 'au sud-ouest', "à l'ouest", 'au nord-ouest'],
  },

  // "il y a 5,5 mètres de fond": depth from the surface; "sous la sonde" is the raw echo sounder reading.
  depth: {
    belowKeel: '{depth} sous la quille',
    belowSurface: '{depth} de fond',
    belowTransducer: '{depth} sous la sonde',
  },

  // "16,5 nœuds, relevé il y a 12 minutes"
  stale: '{display}, relevé {age}',

  alarmStates: {
    nominal: 'nominal',
    normal: 'normal',
    alert: 'alerte',
    warn: 'avertissement',
    alarm: 'alarme',
    emergency: 'urgence',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'Aucune alarme active.',
    states: {
      alert: { one: '{count} alerte', other: '{count} alertes' },
      warn: { one: '{count} avertissement', other: '{count} avertissements' },
      alarm: { one: '{count} alarme', other: '{count} alarmes' },
      emergency: { one: '{count} urgence', other: '{count} urgences' },
    },
    summary: '{counts} : {items}.',
    more: { one: 'et {count} autre', other: 'et {count} autres' },
    others: { one: '{count} autre', other: '{count} autres' },
    itemSeparator: ' ; ',
  },

  paths: { none: 'aucun chemin', count: { one: '{count} chemin', other: '{count} chemins' } },

  // "Cargo Nordic Star, 1,2 mille, relèvement nord-est, se rapproche, passage au plus près
  // à 0,3 mille dans 12 minutes."
  ais: {
    shipTypes: {
      vessel: 'navire',
      cargo: 'cargo',
      tanker: 'pétrolier',
      passenger: 'navire à passagers',
      fishing: 'bateau de pêche',
      sailing: 'voilier',
      pleasure: 'bateau de plaisance',
      tug: 'remorqueur',
      towing: 'navire en remorquage',
      pilot: 'pilotine',
      searchAndRescue: 'canot de sauvetage',
      highSpeed: 'navire à grande vitesse',
      military: 'navire militaire',
      lawEnforcement: 'vedette de surveillance',
      dredger: 'drague',
      diving: 'navire de plongée',
      portTender: 'navire de servitude',
      antiPollution: 'navire antipollution',
      medical: 'transport sanitaire',
      wingInGround: 'navire à effet de sol',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'relèvement {point}',
    closing: 'se rapproche à {cpa} dans {time}',
    closingOnly: 'se rapproche',
    opening: "s'éloigne",
    steady: 'distance constante',
    mile: { one: '{count} mille', other: '{count} milles' },
    where: '{range}, {point}',
    closingNear: "se rapproche à moins d'un dixième de mille dans {time}",
    closestNow: 'au plus près maintenant',
    none: 'Aucun navire AIS en vue.',
  },

  tanks: {
    types: {
      fuel: 'carburant',
      freshWater: 'eau douce',
      wasteWater: 'eaux grises',
      blackWater: 'eaux noires',
      lubrication: 'huile',
      liveWell: 'vivier',
      baitWell: 'vivier à appâts',
      gas: 'gaz',
      ballast: 'ballast',
    },
    numbered: 'réservoir {type} {id}',
  },

  engines: {
    positions: { port: 'moteur bâbord', starboard: 'moteur tribord', center: 'moteur central', main: 'moteur principal' },
    numbered: 'moteur {id}',
  },

  // "1013 hectopascals, en baisse de 2,5 hectopascals sur les 3 dernières heures"
  barometer: {
    rising: 'en hausse de {change} {window}',
    falling: 'en baisse de {change} {window}',
    steady: 'stable {window}',
  },

  subjects: {
    battery: "l'état de la batterie",
    depth: 'la profondeur',
    wind: 'le vent',
    position: 'sa position',
    alarms: 'les alarmes',
    barometer: 'la pression atmosphérique',
    ais: 'les navires à proximité',
    sensor: 'cette valeur',
  },
  notReporting: 'Le bateau ne transmet pas {subject} en ce moment.',

  time: {
    clockHour: { one: '{hour} heure', other: '{hour} heures' },
    clockEarly: { one: '{hour} heure {minute}', other: '{hour} heures {minute}' },
  },

  // "2 heures et 5 minutes"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} à {time}',
    identifier: "C'est un identifiant, il n'est pas lu à voix haute.",
    unreadable: "La valeur envoyée par le bateau n'est pas lisible.",
    variationEast: 'déclinaison orientale de {angle}',
    variationWest: 'déclinaison occidentale de {angle}',
    yes: 'oui',
    no: 'non',
    enums: {
      navigationState: {
        'not under command': 'non maître de sa manœuvre',
        anchored: 'au mouillage',
        moored: 'amarré',
        sailing: 'à la voile',
        motoring: 'au moteur',
        'towing < 200m': 'en remorquage, remorque de moins de 200 mètres',
        'towing > 200m': 'en remorquage, remorque de plus de 200 mètres',
        pushing: 'en poussée',
        fishing: 'en pêche',
        'fishing-hampered': 'en pêche, manœuvre gênée',
        trawling: 'en chalutage',
        'trawling-shooting': "en chalutage, filet mis à l'eau",
        'trawling-hauling': 'en chalutage, filet relevé',
        pilotage: 'en pilotage',
        'not-under-way': 'sans erre',
        aground: 'échoué',
        'restricted manouverability': 'à capacité de manœuvre restreinte',
        'restricted manouverability towing < 200m': 'à capacité de manœuvre restreinte, en remorquage, remorque de moins de 200 mètres',
        'restricted manouverability towing > 200m': 'à capacité de manœuvre restreinte, en remorquage, remorque de plus de 200 mètres',
        'restricted manouverability underwater operations': 'à capacité de manœuvre restreinte, travaux sous-marins',
        'constrained by draft': "handicapé par son tirant d'eau",
        'mine clearance': 'en déminage',
      },
      propulsionState: {
        stopped: 'arrêté',
        started: 'en marche',
        unusable: 'hors service',
      },
      gear: {
        Forward: 'marche avant',
        Neutral: 'point mort',
        Reverse: 'marche arrière',
        Fault: 'défaut',
      },
      tankType: {
        petrol: 'essence',
        'fresh water': 'eau douce',
        greywater: 'eaux grises',
        blackwater: 'eaux noires',
        holding: 'réservoir de rétention',
        lpg: 'gaz liquéfié',
        diesel: 'gazole',
        liveWell: 'vivier',
        baitWell: 'réservoir à appâts',
        ballast: 'ballast',
        rum: 'rhum',
      },
      batteryChemistry: {
        'pb (lead)': 'plomb acide',
        li: 'lithium',
        nicd: 'nickel cadmium',
        zno: 'oxyde de zinc',
        nimh: 'nickel hydrure métallique',
        lifepo4: 'lithium fer phosphate',
        'li-ion': 'lithium ion',
        fla: 'plomb ouvert',
        agm: 'électrolyte absorbé',
        gel: 'gel',
      },
      batteryType: {
        flooded: 'plomb ouvert',
        gel: 'gel',
        agm: 'électrolyte absorbé',
      },
      speedReference: {
        'Paddle wheel': 'roue à aubes',
        'Pitot tube': 'tube de Pitot',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'corrélation ultrasonore',
        'Electro Magnetic': 'électromagnétique',
      },
      calcMethod: {
        GreatCircle: 'orthodromie',
        Rhumbline: 'loxodromie',
      },
      autopilotState: {
        auto: 'automatique',
        standby: 'veille',
        alarm: 'alarme',
        noDrift: 'sans dérive',
        wind: 'vent',
        depthContour: 'ligne de sonde',
        route: 'route',
        directControl: 'commande directe',
      },
      environmentMode: {
        day: 'jour',
        night: 'nuit',
        'restricted visibility': 'visibilité réduite',
      },
    },
  },

  durationJoin: (parts) => parts.join(' et '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: "Je n'arrive pas à joindre le serveur SignalK du bateau.",
    lost: "Je n'arrive pas à joindre le serveur SignalK du bateau ; dernier contact {age}.",
    lastKnown: '{unreachable} Dernières valeurs connues : {display}.',
    lostKnown: "Je n'arrive pas à joindre le serveur SignalK du bateau ; {age} : {display}.",
    approval: 'SignalK attend que vous approuviez signalk-assist.',
    until: "Je n'arrive pas à joindre le serveur SignalK du bateau ; jusqu'à {age} : {display}.",
    lostBrief: 'SignalK perdu {age} : {display}.',
    stream: {
      lost: 'Le flux de données de SignalK nous refuse ; dernières données {age}.',
      lostKnown: 'Le flux de données de SignalK nous refuse ; {age} : {display}.',
      until: "Le flux de données de SignalK nous refuse ; jusqu'à {age} : {display}.",
    },
    beforeRestart: 'Dernières valeurs connues avant le redémarrage de SignalK : {display}.',
  },

  // Annonces : dites par Home Assistant quand quelque chose arrive.
  announce: {
    cleared: 'Terminé : {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device} : {distance}, relèvement {point}.',
    sarSeen: 'Signal reçu : {device}.',
  },

  // Veille au mouillage (src/speech/answers/anchor.ts) : « Au mouillage ; à 38 mètres de l'ancre, relèvement nord-est ; dans le cercle de 50 mètres. »
  anchor: {
    none: "Aucune ancre n'est mouillée.",
    from: "à {distance} de l'ancre",
    bearing: 'relèvement {point}',
    inside: 'Au mouillage ; {where} ; dans le cercle de {circle}.',
    anchored: 'Au mouillage ; {where}.',
    fromInline: "à {distance} de l'ancre",
    outside: "Hors du cercle d'évitage : {where}, le cercle fait {radius}.",
    dragging: "L'ancre chasse : {where}, le cercle fait {radius}.",
    alarm: "L'ancre chasse",
    noDistance: 'Une ancre est mouillée, mais le bateau ne transmet pas sa position.',
    circle: { metric: { one: '{count} mètre', other: '{count} mètres' }, imperial: { one: '{count} pied', other: '{count} pieds' } },
  },

  // Historique récent (src/speech/answers/history.ts).
  history: {
    lead: {
      hour: 'Sur la dernière heure',
      minutes: { one: 'Sur la dernière minute', other: 'Sur les {count} dernières minutes' },
      hours: { other: 'Sur les {count} dernières heures' },
    },
    since: 'Depuis mon démarrage {age}',
    answer: '{lead} : {summary}.',
    until: '{lead}, jusqu’{age}',
    gap: { one: '{lead}, {count} minute manquante', other: '{lead}, {count} minutes manquantes' },
    onlyUntil: 'Jusqu’{age}',
    none: 'Aucune mesure de {subject} depuis mon démarrage {age}.',
  },
  // Signaux de recherche et sauvetage.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Homme à la mer' },
    where: '{range}, {point}',
    heard: '{age}',
    more: { one: 'et {count} autre balise', other: 'et {count} autres balises' },
    none: 'Aucun homme à la mer ni balise de détresse.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} dans {time}',
    moreAlarms: { one: 'et {count} autre alarme', other: 'et {count} autres alarmes' },
    moreShips: { one: 'et {count} autre navire', other: 'et {count} autres navires' },
  },
};
