/**
 * Dutch, as Dutch and Flemish sailors say it: "knopen", "mijl", "aan bakboord", "aan stuurboord",
 * "recht vooruit", "ware wind uit zuidwest", "snelheid over de grond", "peiling", "12 minuten geleden",
 * and positions in "noorderbreedte" and "westerlengte".
 *
 * Compass points in lower case and in one word, as Dutch writes them ("noordoost", "zuidzuidwest").
 * Dutch keeps many units singular after a number ("16 mijl", "12,8 volt", "3 uur"), but says
 * "knopen", "graden", "minuten" and "seconden".
 *
 * Plurals follow CLDR via `Intl.PluralRules('nl')`: singular for exactly 1 ("1 knoop", "1,5 knopen", "0 graden").
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Zoek- en reddingstransponder', mob: 'Man-over-boordbaken', epirb: 'Noodbaken' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Reddingstransponder' } as const;

export const nl: Locale = {
  tag: 'nl',
  name: 'Nederlands',

  units: {
    knot: { one: 'knoop', other: 'knopen' },
    nauticalMile: { other: 'mijl' },
    meter: { other: 'meter' },
    foot: { other: 'voet' },
    degreeCelsius: { one: 'graad Celsius', other: 'graden Celsius' },
    degreeFahrenheit: { one: 'graad Fahrenheit', other: 'graden Fahrenheit' },
    hectopascal: { other: 'hectopascal' },
    inchOfMercury: { other: 'inch kwik' },
    inch: { other: 'inch' },
    bar: { other: 'bar' },
    poundPerSquareInch: { other: 'pond per vierkante inch' },
    percent: { other: 'procent' },
    volt: { other: 'volt' },
    ampere: { other: 'ampère' },
    watt: { other: 'watt' },
    revolutionPerMinute: { one: 'toer per minuut', other: 'toeren per minuut' },
    liter: { other: 'liter' },
    usGallon: { other: 'Amerikaanse gallon' },
    literPerHour: { other: 'liter per uur' },
    usGallonPerHour: { other: 'Amerikaanse gallon per uur' },
    degree: { one: 'graad', other: 'graden' },
    kilowattHour: { other: 'kilowattuur' },
    ampereHour: { other: 'ampère-uur' },
    hertz: { other: 'hertz' },
    day: { one: 'dag', other: 'dagen' },
    hour: { other: 'uur' },
    minute: { one: 'minuut', other: 'minuten' },
    second: { one: 'seconde', other: 'seconden' },
    arcMinute: { one: 'minuut', other: 'minuten' },
  },
  quantity: '{number} {unit}',
  minus: 'min',

  compass: [
    'noord',
    'noordnoordoost',
    'noordoost',
    'oostnoordoost',
    'oost',
    'oostzuidoost',
    'zuidoost',
    'zuidzuidoost',
    'zuid',
    'zuidzuidwest',
    'zuidwest',
    'westzuidwest',
    'west',
    'westnoordwest',
    'noordwest',
    'noordnoordwest',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} aan bakboord',
    starboard: '{angle} aan stuurboord',
    ahead: 'recht vooruit',
    astern: 'recht achteruit',
  },

  // "37 graden 48,5 minuten noorderbreedte, 122 graden 24,3 minuten westerlengte"
  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'noorderbreedte',
    south: 'zuiderbreedte',
    east: 'oosterlengte',
    west: 'westerlengte',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: '{distance} {point} van {place}',
    miles: { one: '{count} mijl', other: '{count} mijl' },
    under: 'minder dan een mijl',
    harbour: 'in de haven van {place}',
    points: ['ten noorden', 'ten noordoosten', 'ten oosten', 'ten zuidoosten', 'ten zuiden', 'ten zuidwesten', 'ten westen', 'ten noordwesten'],
  },

  depth: {
    belowKeel: '{depth} onder de kiel',
    belowSurface: '{depth} waterdiepte',
    belowTransducer: '{depth} onder de transducer',
  },

  // "16,5 knopen, stand van 12 minuten geleden"
  stale: '{display}, stand van {age}',

  alarmStates: {
    nominal: 'nominaal',
    normal: 'normaal',
    alert: 'melding',
    warn: 'waarschuwing',
    alarm: 'alarm',
    emergency: 'noodgeval',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'Geen actieve alarmen.',
    states: {
      alert: { one: '{count} melding', other: '{count} meldingen' },
      warn: { one: '{count} waarschuwing', other: '{count} waarschuwingen' },
      alarm: { one: '{count} alarm', other: '{count} alarmen' },
      emergency: { one: '{count} noodgeval', other: '{count} noodgevallen' },
    },
    summary: '{counts}: {items}.',
    more: { other: 'en nog {count}' },
    others: { other: '{count} andere' },
    itemSeparator: '; ',
  },

  paths: { none: 'geen paden', count: { one: '{count} pad', other: '{count} paden' } },

  // "Vrachtschip Nordic Star, 1,2 mijl, peiling noordoost, nadert; dichtste nadering 0,3 mijl over 12 minuten."
  ais: {
    shipTypes: {
      vessel: 'vaartuig',
      cargo: 'vrachtschip',
      tanker: 'tanker',
      passenger: 'passagiersschip',
      fishing: 'vissersschip',
      sailing: 'zeilschip',
      pleasure: 'plezierjacht',
      tug: 'sleepboot',
      towing: 'slepend schip',
      pilot: 'loodsboot',
      searchAndRescue: 'reddingsboot',
      highSpeed: 'snel vaartuig',
      military: 'marineschip',
      lawEnforcement: 'patrouilleboot',
      dredger: 'baggerschip',
      diving: 'duikvaartuig',
      portTender: 'havenvaartuig',
      antiPollution: 'milieuschip',
      medical: 'ambulanceschip',
      wingInGround: 'grondeffectvaartuig',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'peiling {point}',
    closing: 'nadert tot {cpa} over {time}',
    closingOnly: 'nadert',
    opening: 'verwijdert zich',
    steady: 'afstand gelijkblijvend',
    mile: { other: '{count} mijl' },
    where: '{range} {point}',
    closingNear: 'nadert tot minder dan een tiende mijl over {time}',
    closestNow: 'nu het dichtstbij',
    none: 'Geen schepen gezien op AIS.',
  },

  tanks: {
    types: {
      fuel: 'brandstof',
      freshWater: 'drinkwater',
      wasteWater: 'grijs water',
      blackWater: 'vuilwater',
      lubrication: 'smeerolie',
      liveWell: 'leefbak',
      baitWell: 'aasbak',
      gas: 'gas',
      ballast: 'ballast',
    },
    numbered: 'tank {type} {id}',
  },

  engines: {
    positions: { port: 'bakboordmotor', starboard: 'stuurboordmotor', center: 'middenmotor', main: 'hoofdmotor' },
    numbered: 'motor {id}',
  },

  // "1013 hectopascal, 2,5 hectopascal gedaald in de afgelopen 3 uur"
  barometer: {
    rising: '{change} gestegen {window}',
    falling: '{change} gedaald {window}',
    steady: 'stabiel {window}',
  },

  // "De boot geeft op dit moment geen diepte door.": the negation sits in the subject.
  subjects: {
    battery: 'geen accustatus',
    depth: 'geen diepte',
    wind: 'geen windgegevens',
    position: 'geen positie',
    alarms: 'geen alarmen',
    barometer: 'geen luchtdruk',
    ais: 'geen schepen in de buurt',
    sensor: 'die waarde niet',
  },
  notReporting: 'De boot geeft op dit moment {subject} door.',

  time: {
    clockHour: { other: '{hour} uur' },
    clockEarly: { other: '{hour} uur {minute}' },
  },

  // "2 uur en 5 minuten"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} om {time}',
    identifier: 'Dat is een identificatiecode, die wordt niet voorgelezen.',
    unreadable: 'De waarde die de boot hiervoor stuurt is niet leesbaar.',
    variationEast: '{angle} oost',
    variationWest: '{angle} west',
    yes: 'ja',
    no: 'nee',
    enums: {
      navigationState: {
        'not under command': 'onmanoeuvreerbaar',
        anchored: 'voor anker',
        moored: 'afgemeerd',
        sailing: 'zeilend',
        motoring: 'op de motor',
        'towing < 200m': 'slepend, sleep korter dan 200 meter',
        'towing > 200m': 'slepend, sleep langer dan 200 meter',
        pushing: 'duwend',
        fishing: 'vissend',
        'fishing-hampered': 'vissend, beperkt',
        trawling: 'trawlend',
        'trawling-shooting': 'trawlend, net wordt uitgezet',
        'trawling-hauling': 'trawlend, net wordt binnengehaald',
        pilotage: 'in loodsdienst',
        'not-under-way': 'zonder vaart',
        aground: 'aan de grond',
        'restricted manouverability': 'beperkt manoeuvreerbaar',
        'restricted manouverability towing < 200m': 'beperkt manoeuvreerbaar, slepend, sleep korter dan 200 meter',
        'restricted manouverability towing > 200m': 'beperkt manoeuvreerbaar, slepend, sleep langer dan 200 meter',
        'restricted manouverability underwater operations': 'beperkt manoeuvreerbaar, onderwaterwerk',
        'constrained by draft': 'diepgangbeperkt',
        'mine clearance': 'mijnen ruimend',
      },
      propulsionState: {
        stopped: 'uit',
        started: 'draait',
        unusable: 'onbruikbaar',
      },
      gear: {
        Forward: 'vooruit',
        Neutral: 'neutraal',
        Reverse: 'achteruit',
        Fault: 'storing',
      },
      tankType: {
        petrol: 'benzine',
        'fresh water': 'drinkwater',
        greywater: 'grijs water',
        blackwater: 'zwart water',
        holding: 'vuilwatertank',
        lpg: 'vloeibaar gas',
        diesel: 'diesel',
        liveWell: 'viskaar',
        baitWell: 'aasbak',
        ballast: 'ballast',
        rum: 'rum',
      },
      batteryChemistry: {
        'pb (lead)': 'loodzuur',
        li: 'lithium',
        nicd: 'nikkel cadmium',
        zno: 'zinkoxide',
        nimh: 'nikkel metaalhydride',
        lifepo4: 'lithium ijzerfosfaat',
        'li-ion': 'lithium ion',
        fla: 'open loodzuur',
        agm: 'glasvlies',
        gel: 'gel',
      },
      batteryType: {
        flooded: 'open loodzuur',
        gel: 'gel',
        agm: 'glasvlies',
      },
      speedReference: {
        'Paddle wheel': 'schoepenrad',
        'Pitot tube': 'pitotbuis',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'ultrasone correlatie',
        'Electro Magnetic': 'elektromagnetisch',
      },
      calcMethod: {
        GreatCircle: 'grootcirkel',
        Rhumbline: 'loxodroom',
      },
      autopilotState: {
        auto: 'automatisch',
        standby: 'stand-by',
        alarm: 'alarm',
        noDrift: 'zonder drift',
        wind: 'wind',
        depthContour: 'dieptelijn',
        route: 'route',
        directControl: 'directe besturing',
      },
      environmentMode: {
        day: 'dag',
        night: 'nacht',
        'restricted visibility': 'beperkt zicht',
      },
    },
  },

  durationJoin: (parts) => parts.join(' en '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: 'Ik kan de SignalK server van de boot niet bereiken.',
    lost: 'Ik kan de SignalK server van de boot niet bereiken; laatste contact {age}.',
    lastKnown: '{unreachable} Laatst bekend: {display}.',
    lostKnown: 'Ik kan de SignalK server van de boot niet bereiken; {age}: {display}.',
    approval: 'SignalK wacht tot je signalk-assist goedkeurt.',
    until: 'Ik kan de SignalK server van de boot niet bereiken; tot {age}: {display}.',
    lostBrief: 'SignalK {age} verloren: {display}.',
    stream: {
      lost: 'De datastroom van SignalK weigert ons; laatste gegevens {age}.',
      lostKnown: 'De datastroom van SignalK weigert ons; {age}: {display}.',
      until: 'De datastroom van SignalK weigert ons; tot {age}: {display}.',
    },
    beforeRestart: 'Laatst bekend voor de herstart van SignalK: {display}.',
  },

  // Omroepen: door Home Assistant gezegd als er iets gebeurt.
  announce: {
    cleared: 'Opgeheven: {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device}: {distance}, peiling {point}.',
    sarSeen: '{device} ontvangen.',
  },

  // Ankerwacht (src/speech/answers/anchor.ts): "Anker op 38 meter, peiling noordoost; binnen de cirkel van 50 meter."
  anchor: {
    none: 'Er is geen anker ingesteld.',
    from: 'Anker op {distance}',
    bearing: 'peiling {point}',
    inside: '{where}; binnen de cirkel van {circle}.',
    anchored: '{where}.',
    fromInline: 'anker op {distance}',
    outside: 'Buiten de cirkel van {circle}: {where}.',
    dragging: 'Anker krabt: {where}, cirkel van {circle}.',
    alarm: 'Anker krabt',
    noDistance: 'Er is een anker ingesteld, maar de boot geeft geen positie door.',
    circle: { metric: { other: '{count} meter' }, imperial: { other: '{count} voet' } },
  },

  // Recente geschiedenis (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'In het afgelopen uur', minutes: { one: 'In de afgelopen minuut', other: 'In de afgelopen {count} minuten' }, hours: { other: 'In de afgelopen {count} uur' } },
    since: 'Sinds mijn start {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, tot {age}',
    gap: { one: '{lead}, {count} minuut ontbreekt', other: '{lead}, {count} minuten ontbreken' },
    onlyUntil: 'Tot {age}',
    none: 'Geen metingen van {subject} sinds mijn start {age}.',
  },
  // Zoek- en reddingssignalen.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Man over boord' },
    where: '{range} {point}',
    heard: '{age}',
    more: { one: 'en nog {count} baken', other: 'en nog {count} bakens' },
    none: 'Geen man over boord of noodbakens.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} over {time}',
    moreAlarms: { one: 'en nog {count} alarm', other: 'en nog {count} alarmen' },
    moreShips: { one: 'en nog {count} schip', other: 'en nog {count} schepen' },
  },
};
