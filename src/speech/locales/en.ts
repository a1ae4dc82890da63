/**
 * English. The reference wording of docs/design.md#languages-and-wording and test/cases/speech-cases.json
 * (e.g. "16.5 knots", "68 percent, 12.8 volts, 8.2 amps discharging", "205 degrees, south-south-west").
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Search and rescue transponder', mob: 'Man overboard beacon', epirb: 'Distress beacon' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Rescue transponder' } as const;

export const en: Locale = {
  tag: 'en',
  name: 'English',

  units: {
    knot: { one: 'knot', other: 'knots' },
    nauticalMile: { one: 'mile', other: 'miles' },
    meter: { one: 'meter', other: 'meters' },
    foot: { one: 'foot', other: 'feet' },
    degreeCelsius: { one: 'degree Celsius', other: 'degrees Celsius' },
    degreeFahrenheit: { one: 'degree Fahrenheit', other: 'degrees Fahrenheit' },
    hectopascal: { one: 'hectopascal', other: 'hectopascals' },
    inchOfMercury: { one: 'inch of mercury', other: 'inches of mercury' },
    inch: { one: 'inch', other: 'inches' },
    bar: { other: 'bar' },
    poundPerSquareInch: { one: 'pound per square inch', other: 'pounds per square inch' },
    percent: { other: 'percent' },
    volt: { one: 'volt', other: 'volts' },
    ampere: { one: 'amp', other: 'amps' },
    watt: { one: 'watt', other: 'watts' },
    revolutionPerMinute: { one: 'revolution per minute', other: 'revolutions per minute' },
    liter: { one: 'liter', other: 'liters' },
    usGallon: { one: 'US gallon', other: 'US gallons' },
    literPerHour: { one: 'liter per hour', other: 'liters per hour' },
    usGallonPerHour: { one: 'US gallon per hour', other: 'US gallons per hour' },
    degree: { one: 'degree', other: 'degrees' },
    kilowattHour: { one: 'kilowatt hour', other: 'kilowatt hours' },
    ampereHour: { one: 'amp hour', other: 'amp hours' },
    hertz: { other: 'hertz' },
    day: { one: 'day', other: 'days' },
    hour: { one: 'hour', other: 'hours' },
    minute: { one: 'minute', other: 'minutes' },
    second: { one: 'second', other: 'seconds' },
    arcMinute: { one: 'minute', other: 'minutes' },
  },
  quantity: '{number} {unit}',
  minus: 'minus',

  compass: [
    'north',
    'north-north-east',
    'north-east',
    'east-north-east',
    'east',
    'east-south-east',
    'south-east',
    'south-south-east',
    'south',
    'south-south-west',
    'south-west',
    'west-south-west',
    'west',
    'west-north-west',
    'north-west',
    'north-north-west',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} to port',
    starboard: '{angle} to starboard',
    ahead: 'dead ahead',
    astern: 'dead astern',
  },

  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'north',
    south: 'south',
    east: 'east',
    west: 'west',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: '{distance} {point} of {place}',
    miles: { one: '{count} mile', other: '{count} miles' },
    under: 'less than a mile',
    harbour: 'in the harbour of {place}',
    points: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
  },

  depth: {
    belowKeel: '{depth} under the keel',
    belowSurface: '{depth} below the surface',
    belowTransducer: '{depth} below the transducer',
  },

  stale: '{display}, as of {age}',

  alarmStates: {
    nominal: 'nominal',
    normal: 'normal',
    alert: 'alert',
    warn: 'warning',
    alarm: 'alarm',
    emergency: 'emergency',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'No active alarms.',
    states: {
      alert: { one: '{count} alert', other: '{count} alerts' },
      warn: { one: '{count} warning', other: '{count} warnings' },
      alarm: { one: '{count} alarm', other: '{count} alarms' },
      emergency: { one: '{count} emergency', other: '{count} emergencies' },
    },
    summary: '{counts}: {items}.',
    more: { other: 'and {count} more' },
    others: { one: '{count} other', other: '{count} others' },
    itemSeparator: '; ',
  },

  paths: { none: 'no paths', count: { one: '{count} path', other: '{count} paths' } },

  ais: {
    shipTypes: {
      vessel: 'vessel',
      cargo: 'cargo vessel',
      tanker: 'tanker',
      passenger: 'passenger ship',
      fishing: 'fishing vessel',
      sailing: 'sailing vessel',
      pleasure: 'pleasure craft',
      tug: 'tug',
      towing: 'towing vessel',
      pilot: 'pilot boat',
      searchAndRescue: 'search and rescue vessel',
      highSpeed: 'high-speed craft',
      military: 'military vessel',
      lawEnforcement: 'law enforcement vessel',
      dredger: 'dredger',
      diving: 'diving vessel',
      portTender: 'port tender',
      antiPollution: 'anti-pollution vessel',
      medical: 'medical transport',
      wingInGround: 'wing-in-ground craft',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'bearing {point}',
    closing: 'closing to {cpa} in {time}',
    closingOnly: 'closing',
    opening: 'moving away',
    steady: 'range steady',
    mile: { one: '{count} mile', other: '{count} miles' },
    where: '{range} {point}',
    closingNear: 'closing to under a tenth of a mile in {time}',
    closestNow: 'at its closest now',
    none: 'No vessels seen on AIS.',
  },

  tanks: {
    types: {
      fuel: 'fuel',
      freshWater: 'fresh water',
      wasteWater: 'gray water',
      blackWater: 'black water',
      lubrication: 'lube oil',
      liveWell: 'live well',
      baitWell: 'bait well',
      gas: 'gas',
      ballast: 'ballast',
    },
    numbered: '{type} tank {id}',
  },

  engines: {
    positions: { port: 'port engine', starboard: 'starboard engine', center: 'center engine', main: 'main engine' },
    numbered: 'engine {id}',
  },

  barometer: {
    rising: 'rising {change} {window}',
    falling: 'falling {change} {window}',
    steady: 'steady {window}',
  },

  subjects: {
    battery: 'battery state',
    depth: 'depth',
    wind: 'wind',
    position: 'its position',
    alarms: 'alarms',
    barometer: 'barometric pressure',
    ais: 'nearby vessels',
    sensor: 'that reading',
  },
  notReporting: "The boat isn't reporting {subject} right now.",

  time: {
    clockHour: { other: '{hour} {period}' },
    clockEarly: { other: '{hour} oh {minute} {period}' },
  },

  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} at {time}',
    identifier: 'That is an identifier, not read aloud.',
    unreadable: "The boat's value for this can't be read.",
    variationEast: '{angle} east',
    variationWest: '{angle} west',
    yes: 'yes',
    no: 'no',
    enums: {
      navigationState: {
        'not under command': 'not under command',
        anchored: 'at anchor',
        moored: 'moored',
        sailing: 'sailing',
        motoring: 'motoring',
        'towing < 200m': 'towing, tow under 200 meters',
        'towing > 200m': 'towing, tow over 200 meters',
        pushing: 'pushing',
        fishing: 'fishing',
        'fishing-hampered': 'fishing, hampered',
        trawling: 'trawling',
        'trawling-shooting': 'trawling, shooting the net',
        'trawling-hauling': 'trawling, hauling the net',
        pilotage: 'on pilot duty',
        'not-under-way': 'not under way',
        aground: 'aground',
        'restricted manouverability': 'restricted in ability to manoeuvre',
        'restricted manouverability towing < 200m': 'restricted in ability to manoeuvre, towing, tow under 200 meters',
        'restricted manouverability towing > 200m': 'restricted in ability to manoeuvre, towing, tow over 200 meters',
        'restricted manouverability underwater operations': 'restricted in ability to manoeuvre, underwater operations',
        'constrained by draft': 'constrained by draft',
        'mine clearance': 'mine clearance',
      },
      propulsionState: {
        stopped: 'stopped',
        started: 'running',
        unusable: 'unusable',
      },
      gear: {
        Forward: 'forward',
        Neutral: 'neutral',
        Reverse: 'reverse',
        Fault: 'fault',
      },
      tankType: {
        petrol: 'petrol',
        'fresh water': 'fresh water',
        greywater: 'grey water',
        blackwater: 'black water',
        holding: 'holding tank',
        lpg: 'liquefied gas',
        diesel: 'diesel',
        liveWell: 'live well',
        baitWell: 'bait well',
        ballast: 'ballast',
        rum: 'rum',
      },
      batteryChemistry: {
        'pb (lead)': 'lead acid',
        li: 'lithium',
        nicd: 'nickel cadmium',
        zno: 'zinc oxide',
        nimh: 'nickel metal hydride',
        lifepo4: 'lithium iron phosphate',
        'li-ion': 'lithium ion',
        fla: 'flooded lead acid',
        agm: 'absorbed glass mat',
        gel: 'gel',
      },
      batteryType: {
        flooded: 'flooded',
        gel: 'gel',
        agm: 'absorbed glass mat',
      },
      speedReference: {
        'Paddle wheel': 'paddle wheel',
        'Pitot tube': 'pitot tube',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'ultrasound correlation',
        'Electro Magnetic': 'electromagnetic',
      },
      calcMethod: {
        GreatCircle: 'great circle',
        Rhumbline: 'rhumb line',
      },
      autopilotState: {
        auto: 'auto',
        standby: 'standby',
        alarm: 'alarm',
        noDrift: 'no drift',
        wind: 'wind',
        depthContour: 'depth contour',
        route: 'route',
        directControl: 'direct control',
      },
      environmentMode: {
        day: 'day',
        night: 'night',
        'restricted visibility': 'restricted visibility',
      },
    },
  },

  durationJoin: (parts) => parts.join(' '),
  listSeparator: ', ',

  // "6:05 PM": 12-hour clock, no leading zero on the hour.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },

  // The SignalK feed is not up.
  feed: {
    never: "I can't reach the boat's SignalK server.",
    lost: "I can't reach the boat's SignalK server; last contact {age}.",
    lastKnown: '{unreachable} Last known: {display}.',
    lostKnown: "I can't reach the boat's SignalK server; {age}: {display}.",
    approval: 'SignalK is waiting for you to approve signalk-assist.',
    until: "I can't reach the boat's SignalK server; until {age}: {display}.",
    lostBrief: 'SignalK lost {age}: {display}.',
    stream: {
      lost: "SignalK's data stream is refusing us; last data {age}.",
      lostKnown: "SignalK's data stream is refusing us; {age}: {display}.",
      until: "SignalK's data stream is refusing us; until {age}: {display}.",
    },
    beforeRestart: 'Last known before SignalK restarted: {display}.',
  },

  // Announcements: said through Home Assistant when something happens.
  announce: {
    cleared: 'Cleared: {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device}: {distance}, bearing {point}.',
    sarSeen: '{device} detected.',
  },

  // Anchor watch (src/speech/answers/anchor.ts).
  anchor: {
    none: 'No anchor is set.',
    from: '{distance} from the anchor',
    bearing: 'bearing {point}',
    inside: 'Anchored; {where}; inside the {circle} circle.',
    anchored: 'Anchored; {where}.',
    fromInline: '{distance} from the anchor',
    outside: 'Outside the anchor circle: {where}; the circle is {radius}.',
    dragging: 'Anchor dragging: {where}; the circle is {radius}.',
    alarm: 'Anchor dragging',
    noDistance: "An anchor is set, but the boat isn't reporting its position.",
    circle: { metric: { other: '{count} meter' }, imperial: { other: '{count} foot' } },
  },

  // Recent history (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'In the last hour', minutes: { one: 'In the last minute', other: 'In the last {count} minutes' }, hours: { other: 'In the last {count} hours' } },
    since: 'Since I started {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, until {age}',
    gap: { one: '{lead}, {count} minute missing', other: '{lead}, {count} minutes missing' },
    onlyUntil: 'Until {age}',
    none: 'No {subject} readings since I started {age}.',
  },
  // Search-and-rescue signals.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Man overboard' },
    where: '{range} {point}',
    heard: '{age}',
    more: { one: 'and {count} more beacon', other: 'and {count} more beacons' },
    none: 'No man overboard or distress beacons.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} in {time}',
    moreAlarms: { one: 'and {count} more alarm', other: 'and {count} more alarms' },
    moreShips: { one: 'and {count} more ship', other: 'and {count} more ships' },
  },
};
