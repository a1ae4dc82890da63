/**
 * German, as German-speaking sailors say it: "Knoten", "Seemeilen", "an Backbord", "an Steuerbord",
 * "recht voraus", "wahrer Wind aus Südwest", "Fahrt über Grund", "Peilung", "Stand vor 12 Minuten".
 *
 * Compass points are the one-word forms of German charts and the Seewetterbericht ("Nordnordost",
 * "Südsüdwest"): German text-to-speech reads these compounds as words, where hyphenated
 * "Nord-Nord-Ost" is neither the written norm nor better spoken.
 *
 * Plurals follow CLDR via `Intl.PluralRules('de')`: singular for exactly 1 ("1 Seemeile", "1,5 Seemeilen",
 * "0 Grad"). Many German units do not change ("16,5 Knoten", "12,8 Volt", "45 Prozent").
 * German's word for zero is "null"; the TTS-safety check allows it in German (safety.ts).
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Such- und Rettungstransponder', mob: 'Mann-über-Bord-Sender', epirb: 'Seenotfunkbake' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Rettungstransponder' } as const;

export const de: Locale = {
  tag: 'de',
  name: 'Deutsch',

  units: {
    knot: { other: 'Knoten' },
    nauticalMile: { one: 'Seemeile', other: 'Seemeilen' },
    meter: { other: 'Meter' },
    foot: { other: 'Fuß' },
    degreeCelsius: { other: 'Grad Celsius' },
    degreeFahrenheit: { other: 'Grad Fahrenheit' },
    hectopascal: { other: 'Hektopascal' },
    inchOfMercury: { other: 'Zoll Quecksilbersäule' },
    inch: { other: 'Zoll' },
    bar: { other: 'bar' },
    poundPerSquareInch: { other: 'Pfund pro Quadratzoll' },
    percent: { other: 'Prozent' },
    volt: { other: 'Volt' },
    ampere: { other: 'Ampere' },
    watt: { other: 'Watt' },
    revolutionPerMinute: { one: 'Umdrehung pro Minute', other: 'Umdrehungen pro Minute' },
    liter: { other: 'Liter' },
    usGallon: { one: 'US-Gallone', other: 'US-Gallonen' },
    literPerHour: { other: 'Liter pro Stunde' },
    usGallonPerHour: { one: 'US-Gallone pro Stunde', other: 'US-Gallonen pro Stunde' },
    degree: { other: 'Grad' },
    kilowattHour: { one: 'Kilowattstunde', other: 'Kilowattstunden' },
    ampereHour: { one: 'Amperestunde', other: 'Amperestunden' },
    hertz: { other: 'Hertz' },
    day: { one: 'Tag', other: 'Tage' },
    hour: { one: 'Stunde', other: 'Stunden' },
    minute: { one: 'Minute', other: 'Minuten' },
    second: { one: 'Sekunde', other: 'Sekunden' },
    arcMinute: { one: 'Minute', other: 'Minuten' },
  },
  quantity: '{number} {unit}',
  minus: 'minus',

  compass: [
    'Nord',
    'Nordnordost',
    'Nordost',
    'Ostnordost',
    'Ost',
    'Ostsüdost',
    'Südost',
    'Südsüdost',
    'Süd',
    'Südsüdwest',
    'Südwest',
    'Westsüdwest',
    'West',
    'Westnordwest',
    'Nordwest',
    'Nordnordwest',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} an Backbord',
    starboard: '{angle} an Steuerbord',
    ahead: 'recht voraus',
    astern: 'recht achteraus',
  },

  // "37 Grad 48,5 Minuten Nord, 122 Grad 24,3 Minuten West", as a position is read out on the radio.
  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'Nord',
    south: 'Süd',
    east: 'Ost',
    west: 'West',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: '{distance} {point} von {place}',
    miles: { one: '{count} Seemeile', other: '{count} Seemeilen' },
    under: 'weniger als eine Seemeile',
    harbour: 'im Hafen von {place}',
    points: ['nördlich', 'nordöstlich', 'östlich', 'südöstlich', 'südlich', 'südwestlich', 'westlich', 'nordwestlich'],
  },

  // "Wassertiefe" is the depth from the surface; "unter dem Geber" the raw echo sounder reading.
  depth: {
    belowKeel: '{depth} unter dem Kiel',
    belowSurface: '{depth} Wassertiefe',
    belowTransducer: '{depth} unter dem Geber',
  },

  // "16,5 Knoten, Stand vor 12 Minuten"
  stale: '{display}, Stand {age}',

  alarmStates: {
    nominal: 'nominal',
    normal: 'normal',
    alert: 'Hinweis',
    warn: 'Warnung',
    alarm: 'Alarm',
    emergency: 'Notfall',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'Keine aktiven Alarme.',
    states: {
      alert: { one: '{count} Hinweis', other: '{count} Hinweise' },
      warn: { one: '{count} Warnung', other: '{count} Warnungen' },
      alarm: { one: '{count} Alarm', other: '{count} Alarme' },
      emergency: { one: '{count} Notfall', other: '{count} Notfälle' },
    },
    summary: '{counts}: {items}.',
    more: { one: 'und {count} weiterer', other: 'und {count} weitere' },
    others: { one: '{count} weiterer', other: '{count} weitere' },
    itemSeparator: '; ',
  },

  paths: { none: 'keine Pfade', count: { one: '{count} Pfad', other: '{count} Pfade' } },

  // "Frachter Nordic Star, 1,2 Seemeilen, Peilung Nordost, nähert sich; nächster Passierabstand
  // 0,3 Seemeilen in 12 Minuten."
  ais: {
    shipTypes: {
      vessel: 'Fahrzeug',
      cargo: 'Frachter',
      tanker: 'Tanker',
      passenger: 'Passagierschiff',
      fishing: 'Fischereifahrzeug',
      sailing: 'Segler',
      pleasure: 'Sportboot',
      tug: 'Schlepper',
      towing: 'Schleppverband',
      pilot: 'Lotsenboot',
      searchAndRescue: 'Seenotrettungsboot',
      highSpeed: 'Schnellfahrzeug',
      military: 'Marineschiff',
      lawEnforcement: 'Behördenfahrzeug',
      dredger: 'Baggerschiff',
      diving: 'Taucherfahrzeug',
      portTender: 'Hafenfahrzeug',
      antiPollution: 'Ölbekämpfungsschiff',
      medical: 'Krankentransportschiff',
      wingInGround: 'Bodeneffektfahrzeug',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'Peilung {point}',
    closing: 'nähert sich auf {cpa} in {time}',
    closingOnly: 'nähert sich',
    opening: 'entfernt sich',
    steady: 'Abstand gleichbleibend',
    mile: { one: '{count} Seemeile', other: '{count} Seemeilen' },
    where: '{range} {point}',
    closingNear: 'nähert sich auf unter eine Zehntelseemeile in {time}',
    closestNow: 'jetzt am nächsten',
    none: 'Keine Schiffe im AIS.',
  },

  // "Kraftstoff 45 Prozent, 90 Liter; Frischwasser 80 Prozent"; numbered tanks as compounds: "Frischwassertank 2".
  tanks: {
    types: {
      fuel: 'Kraftstoff',
      freshWater: 'Frischwasser',
      wasteWater: 'Grauwasser',
      blackWater: 'Schwarzwasser',
      lubrication: 'Schmieröl',
      liveWell: 'Lebendfisch',
      baitWell: 'Köderfisch',
      gas: 'Gas',
      ballast: 'Ballast',
    },
    numbered: '{type}tank {id}',
  },

  engines: {
    positions: { port: 'Backbordmotor', starboard: 'Steuerbordmotor', center: 'Mittelmotor', main: 'Hauptmotor' },
    numbered: 'Motor {id}',
  },

  // "1013 Hektopascal, in den letzten 3 Stunden um 2,5 Hektopascal gefallen, Außentemperatur 18 Grad Celsius"
  barometer: {
    rising: '{window} um {change} gestiegen',
    falling: '{window} um {change} gefallen',
    steady: '{window} gleichbleibend',
  },

  // "Das Boot meldet gerade keine Wassertiefe.": the negation sits in the subject.
  subjects: {
    battery: 'keinen Batteriestand',
    depth: 'keine Wassertiefe',
    wind: 'keine Winddaten',
    position: 'keine Position',
    alarms: 'keine Alarme',
    barometer: 'keinen Luftdruck',
    ais: 'keine Schiffe in der Nähe',
    sensor: 'diesen Wert nicht',
  },
  notReporting: 'Das Boot meldet gerade {subject}.',

  time: {
    clockHour: { other: '{hour} Uhr' },
    clockEarly: { other: '{hour} Uhr {minute}' },
  },

  // "2 Stunden und 5 Minuten"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} um {time}',
    identifier: 'Das ist eine Kennung, sie wird nicht vorgelesen.',
    unreadable: 'Der Wert, den das Boot dafür sendet, ist nicht lesbar.',
    variationEast: '{angle} Ost',
    variationWest: '{angle} West',
    yes: 'ja',
    no: 'nein',
    enums: {
      navigationState: {
        'not under command': 'manövrierunfähig',
        anchored: 'vor Anker',
        moored: 'festgemacht',
        sailing: 'unter Segeln',
        motoring: 'unter Motor',
        'towing < 200m': 'schleppend, Schleppverband unter 200 Metern',
        'towing > 200m': 'schleppend, Schleppverband über 200 Metern',
        pushing: 'schiebend',
        fishing: 'beim Fischen',
        'fishing-hampered': 'beim Fischen, behindert',
        trawling: 'beim Trawlen',
        'trawling-shooting': 'beim Trawlen, Netz wird ausgesetzt',
        'trawling-hauling': 'beim Trawlen, Netz wird eingeholt',
        pilotage: 'im Lotsendienst',
        'not-under-way': 'nicht in Fahrt',
        aground: 'auf Grund',
        'restricted manouverability': 'manövrierbehindert',
        'restricted manouverability towing < 200m': 'manövrierbehindert, schleppend, Schleppverband unter 200 Metern',
        'restricted manouverability towing > 200m': 'manövrierbehindert, schleppend, Schleppverband über 200 Metern',
        'restricted manouverability underwater operations': 'manövrierbehindert, Unterwasserarbeiten',
        'constrained by draft': 'tiefgangbehindert',
        'mine clearance': 'beim Minenräumen',
      },
      propulsionState: {
        stopped: 'aus',
        started: 'läuft',
        unusable: 'nicht betriebsbereit',
      },
      gear: {
        Forward: 'vorwärts',
        Neutral: 'neutral',
        Reverse: 'rückwärts',
        Fault: 'Fehler',
      },
      tankType: {
        petrol: 'Benzin',
        'fresh water': 'Frischwasser',
        greywater: 'Grauwasser',
        blackwater: 'Schwarzwasser',
        holding: 'Fäkalientank',
        lpg: 'Flüssiggas',
        diesel: 'Diesel',
        liveWell: 'Fischtank',
        baitWell: 'Köderbehälter',
        ballast: 'Ballast',
        rum: 'Rum',
      },
      batteryChemistry: {
        'pb (lead)': 'Blei Säure',
        li: 'Lithium',
        nicd: 'Nickel Cadmium',
        zno: 'Zinkoxid',
        nimh: 'Nickel Metallhydrid',
        lifepo4: 'Lithium Eisenphosphat',
        'li-ion': 'Lithium Ionen',
        fla: 'Blei Säure, Nassbatterie',
        agm: 'Vliesbatterie',
        gel: 'Gel',
      },
      batteryType: {
        flooded: 'Nassbatterie',
        gel: 'Gel',
        agm: 'Vliesbatterie',
      },
      speedReference: {
        'Paddle wheel': 'Schaufelrad',
        'Pitot tube': 'Staurohr',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'Ultraschall Korrelation',
        'Electro Magnetic': 'elektromagnetisch',
      },
      calcMethod: {
        GreatCircle: 'Großkreis',
        Rhumbline: 'Loxodrome',
      },
      autopilotState: {
        auto: 'automatisch',
        standby: 'Bereitschaft',
        alarm: 'Alarm',
        noDrift: 'ohne Abdrift',
        wind: 'Wind',
        depthContour: 'Tiefenlinie',
        route: 'Route',
        directControl: 'direkte Steuerung',
      },
      environmentMode: {
        day: 'Tag',
        night: 'Nacht',
        'restricted visibility': 'eingeschränkte Sicht',
      },
    },
  },

  durationJoin: (parts) => parts.join(' und '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: 'Ich erreiche den SignalK Server des Bootes nicht.',
    lost: 'Ich erreiche den SignalK Server des Bootes nicht; letzter Kontakt {age}.',
    lastKnown: '{unreachable} Zuletzt bekannt: {display}.',
    lostKnown: 'Ich erreiche den SignalK Server des Bootes nicht; {age}: {display}.',
    approval: 'SignalK wartet darauf, dass du signalk-assist freigibst.',
    until: 'Ich erreiche den SignalK Server des Bootes nicht; bis {age}: {display}.',
    lostBrief: 'SignalK verloren {age}: {display}.',
    stream: {
      lost: 'Der Datenstrom von SignalK weist uns ab; letzte Daten {age}.',
      lostKnown: 'Der Datenstrom von SignalK weist uns ab; {age}: {display}.',
      until: 'Der Datenstrom von SignalK weist uns ab; bis {age}: {display}.',
    },
    beforeRestart: 'Zuletzt bekannt vor dem Neustart von SignalK: {display}.',
  },

  // Durchsagen: über Home Assistant gesagt, wenn etwas geschieht.
  announce: {
    cleared: 'Aufgehoben: {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device}: {distance}, Peilung {point}.',
    sarSeen: '{device} empfangen.',
  },

  // Ankerwache (src/speech/answers/anchor.ts): "Anker 38 Meter entfernt, Peilung Nordost; im Kreis von 50 Metern."
  anchor: {
    none: 'Es ist kein Anker gesetzt.',
    from: 'Anker {distance} entfernt',
    bearing: 'Peilung {point}',
    inside: '{where}; im Kreis von {circle}.',
    anchored: '{where}.',
    fromInline: '{distance} entfernt',
    outside: 'Außerhalb des Kreises von {circle}: Anker {where}.',
    dragging: 'Anker slippt: {where}, Kreis {radius}.',
    alarm: 'Anker slippt',
    noDistance: 'Ein Anker ist gesetzt, aber das Boot meldet keine Position.',
    circle: { metric: { one: '{count} Meter', other: '{count} Metern' }, imperial: { other: '{count} Fuß' } },
  },

  // Verlauf der letzten Stunden (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'In der letzten Stunde', minutes: { one: 'In der letzten Minute', other: 'In den letzten {count} Minuten' }, hours: { other: 'In den letzten {count} Stunden' } },
    since: 'Seit dem Start {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, bis {age}',
    gap: { one: '{lead}, {count} Minute fehlt', other: '{lead}, {count} Minuten fehlen' },
    onlyUntil: 'Bis {age}',
    none: 'Keine Messwerte für {subject} seit meinem Start {age}.',
  },
  // Such- und Rettungssignale.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Mann über Bord' },
    where: '{range} {point}',
    heard: '{age}',
    more: { one: 'und {count} weiterer Notsender', other: 'und {count} weitere Notsender' },
    none: 'Kein Mann über Bord und keine Seenotfunkbake.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} in {time}',
    moreAlarms: { one: 'und {count} weiterer Alarm', other: 'und {count} weitere Alarme' },
    moreShips: { one: 'und {count} weiteres Schiff', other: 'und {count} weitere Schiffe' },
  },
};
