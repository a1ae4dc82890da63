/**
 * Spanish, as Spanish-speaking sailors say it: "nudos", "millas", "a babor", "a estribor",
 * "por la proa", "viento real del suroeste", "velocidad sobre el fondo", "demora", "hace 12 minutos".
 *
 * Compass points in lower case, as Spanish writes them in running text, with the hyphenated
 * intermediate points of the 16-point rose ("sur-suroeste"): text-to-speech pauses at the hyphen,
 * which keeps the two halves apart.
 *
 * Plurals follow CLDR via `Intl.PluralRules('es')`: singular for exactly 1 ("1 nudo", "1,5 nudos", "0 grados").
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Transpondedor de búsqueda y salvamento', mob: 'Baliza de hombre al agua', epirb: 'Radiobaliza de socorro' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Transpondedor de rescate', epirb: 'Baliza de socorro' } as const;

export const es: Locale = {
  tag: 'es',
  name: 'Español',

  units: {
    knot: { one: 'nudo', other: 'nudos' },
    nauticalMile: { one: 'milla', other: 'millas' },
    meter: { one: 'metro', other: 'metros' },
    foot: { one: 'pie', other: 'pies' },
    degreeCelsius: { one: 'grado Celsius', other: 'grados Celsius' },
    degreeFahrenheit: { one: 'grado Fahrenheit', other: 'grados Fahrenheit' },
    hectopascal: { one: 'hectopascal', other: 'hectopascales' },
    inchOfMercury: { one: 'pulgada de mercurio', other: 'pulgadas de mercurio' },
    inch: { one: 'pulgada', other: 'pulgadas' },
    bar: { one: 'bar', other: 'bares' },
    poundPerSquareInch: { one: 'libra por pulgada cuadrada', other: 'libras por pulgada cuadrada' },
    percent: { other: 'por ciento' },
    volt: { one: 'voltio', other: 'voltios' },
    ampere: { one: 'amperio', other: 'amperios' },
    watt: { one: 'vatio', other: 'vatios' },
    revolutionPerMinute: { one: 'revolución por minuto', other: 'revoluciones por minuto' },
    liter: { one: 'litro', other: 'litros' },
    usGallon: { one: 'galón estadounidense', other: 'galones estadounidenses' },
    literPerHour: { one: 'litro por hora', other: 'litros por hora' },
    usGallonPerHour: { one: 'galón estadounidense por hora', other: 'galones estadounidenses por hora' },
    degree: { one: 'grado', other: 'grados' },
    kilowattHour: { one: 'kilovatio hora', other: 'kilovatios hora' },
    ampereHour: { one: 'amperio hora', other: 'amperios hora' },
    hertz: { one: 'hercio', other: 'hercios' },
    day: { one: 'día', other: 'días' },
    hour: { one: 'hora', other: 'horas' },
    minute: { one: 'minuto', other: 'minutos' },
    second: { one: 'segundo', other: 'segundos' },
    arcMinute: { one: 'minuto', other: 'minutos' },
  },
  quantity: '{number} {unit}',
  minus: 'menos',

  compass: [
    'norte',
    'nor-noreste',
    'noreste',
    'este-noreste',
    'este',
    'este-sureste',
    'sureste',
    'sur-sureste',
    'sur',
    'sur-suroeste',
    'suroeste',
    'oeste-suroeste',
    'oeste',
    'oeste-noroeste',
    'noroeste',
    'nor-noroeste',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} a babor',
    starboard: '{angle} a estribor',
    ahead: 'por la proa',
    astern: 'por la popa',
  },

  // "37 grados 48,5 minutos norte, 122 grados 24,3 minutos oeste"
  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'norte',
    south: 'sur',
    east: 'este',
    west: 'oeste',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: 'a {distance} {point} de {place}',
    miles: { one: '{count} milla', other: '{count} millas' },
    under: 'menos de una milla',
    harbour: 'en el puerto de {place}',
    points: ['al norte', 'al noreste', 'al este', 'al sureste', 'al sur', 'al suroeste', 'al oeste', 'al noroeste'],
  },

  depth: {
    belowKeel: '{depth} bajo la quilla',
    belowSurface: '{depth} de profundidad',
    belowTransducer: '{depth} bajo el transductor',
  },

  // "16,5 nudos, dato de hace 12 minutos"
  stale: '{display}, dato de {age}',

  alarmStates: {
    nominal: 'nominal',
    normal: 'normal',
    alert: 'alerta',
    warn: 'aviso',
    alarm: 'alarma',
    emergency: 'emergencia',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'No hay alarmas activas.',
    states: {
      alert: { one: '{count} alerta', other: '{count} alertas' },
      warn: { one: '{count} aviso', other: '{count} avisos' },
      alarm: { one: '{count} alarma', other: '{count} alarmas' },
      emergency: { one: '{count} emergencia', other: '{count} emergencias' },
    },
    summary: '{counts}: {items}.',
    more: { other: 'y {count} más' },
    others: { one: '{count} otra', other: '{count} otras' },
    itemSeparator: '; ',
  },

  paths: { none: 'ninguna ruta de datos', count: { one: '{count} ruta de datos', other: '{count} rutas de datos' } },

  // "Carguero Nordic Star, 1,2 millas, demora noreste, acercándose; máxima aproximación
  // 0,3 millas en 12 minutos."
  ais: {
    shipTypes: {
      vessel: 'embarcación',
      cargo: 'carguero',
      tanker: 'petrolero',
      passenger: 'buque de pasaje',
      fishing: 'pesquero',
      sailing: 'velero',
      pleasure: 'embarcación de recreo',
      tug: 'remolcador',
      towing: 'buque remolcando',
      pilot: 'embarcación de prácticos',
      searchAndRescue: 'embarcación de salvamento',
      highSpeed: 'embarcación de alta velocidad',
      military: 'buque de guerra',
      lawEnforcement: 'patrullera',
      dredger: 'draga',
      diving: 'embarcación de buceo',
      portTender: 'embarcación de servicio portuario',
      antiPollution: 'buque anticontaminación',
      medical: 'transporte sanitario',
      wingInGround: 'nave de efecto suelo',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'demora {point}',
    closing: 'pasa a {cpa} en {time}',
    closingOnly: 'acercándose',
    opening: 'alejándose',
    steady: 'distancia constante',
    mile: { one: '{count} milla', other: '{count} millas' },
    where: '{range} al {point}',
    closingNear: 'pasa a menos de una décima de milla en {time}',
    closestNow: 'en su punto más cercano ahora',
    none: 'No se ve ningún barco en el AIS.',
  },

  tanks: {
    types: {
      fuel: 'combustible',
      freshWater: 'agua dulce',
      wasteWater: 'aguas grises',
      blackWater: 'aguas negras',
      lubrication: 'aceite',
      liveWell: 'vivero',
      baitWell: 'vivero de cebo',
      gas: 'gas',
      ballast: 'lastre',
    },
    numbered: 'tanque de {type} {id}',
  },

  engines: {
    positions: { port: 'motor de babor', starboard: 'motor de estribor', center: 'motor central', main: 'motor principal' },
    numbered: 'motor {id}',
  },

  // "1013 hectopascales, bajando 2,5 hectopascales en las últimas 3 horas"
  barometer: {
    rising: 'subiendo {change} {window}',
    falling: 'bajando {change} {window}',
    steady: 'estable {window}',
  },

  subjects: {
    battery: 'el estado de la batería',
    depth: 'la profundidad',
    wind: 'el viento',
    position: 'su posición',
    alarms: 'las alarmas',
    barometer: 'la presión atmosférica',
    ais: 'los barcos cercanos',
    sensor: 'ese dato',
  },
  notReporting: 'El barco no está informando {subject} en este momento.',

  time: {
    clockHour: { one: '{hour} hora', other: '{hour} horas' },
    clockEarly: { other: '{hour} y {minute}' },
  },

  // "2 horas y 5 minutos"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} a las {time}',
    identifier: 'Es un identificador, no se lee en voz alta.',
    unreadable: 'El valor que envía el barco para esto no se puede leer.',
    variationEast: '{angle} este',
    variationWest: '{angle} oeste',
    yes: 'sí',
    no: 'no',
    enums: {
      navigationState: {
        'not under command': 'sin gobierno',
        anchored: 'fondeado',
        moored: 'amarrado',
        sailing: 'navegando a vela',
        motoring: 'navegando a motor',
        'towing < 200m': 'remolcando, remolque de menos de 200 metros',
        'towing > 200m': 'remolcando, remolque de más de 200 metros',
        pushing: 'empujando',
        fishing: 'pescando',
        'fishing-hampered': 'pescando, con restricciones',
        trawling: 'pesca de arrastre',
        'trawling-shooting': 'arrastre, largando la red',
        'trawling-hauling': 'arrastre, virando la red',
        pilotage: 'en practicaje',
        'not-under-way': 'sin arrancada',
        aground: 'varado',
        'restricted manouverability': 'con capacidad de maniobra restringida',
        'restricted manouverability towing < 200m': 'con capacidad de maniobra restringida, remolcando, remolque de menos de 200 metros',
        'restricted manouverability towing > 200m': 'con capacidad de maniobra restringida, remolcando, remolque de más de 200 metros',
        'restricted manouverability underwater operations': 'con capacidad de maniobra restringida, operaciones submarinas',
        'constrained by draft': 'restringido por su calado',
        'mine clearance': 'limpieza de minas',
      },
      propulsionState: {
        stopped: 'parado',
        started: 'en marcha',
        unusable: 'inutilizable',
      },
      gear: {
        Forward: 'avante',
        Neutral: 'punto muerto',
        Reverse: 'atrás',
        Fault: 'fallo',
      },
      tankType: {
        petrol: 'gasolina',
        'fresh water': 'agua dulce',
        greywater: 'aguas grises',
        blackwater: 'aguas negras',
        holding: 'tanque de retención',
        lpg: 'gas licuado',
        diesel: 'gasóleo',
        liveWell: 'vivero',
        baitWell: 'tanque de cebo',
        ballast: 'lastre',
        rum: 'ron',
      },
      batteryChemistry: {
        'pb (lead)': 'plomo ácido',
        li: 'litio',
        nicd: 'níquel cadmio',
        zno: 'óxido de zinc',
        nimh: 'níquel metal hidruro',
        lifepo4: 'litio ferrofosfato',
        'li-ion': 'iones de litio',
        fla: 'plomo ácido abierta',
        agm: 'fibra de vidrio absorbente',
        gel: 'gel',
      },
      batteryType: {
        flooded: 'abierta',
        gel: 'gel',
        agm: 'fibra de vidrio absorbente',
      },
      speedReference: {
        'Paddle wheel': 'rueda de paletas',
        'Pitot tube': 'tubo de Pitot',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'correlación por ultrasonidos',
        'Electro Magnetic': 'electromagnético',
      },
      calcMethod: {
        GreatCircle: 'ortodrómica',
        Rhumbline: 'loxodrómica',
      },
      autopilotState: {
        auto: 'automático',
        standby: 'en espera',
        alarm: 'alarma',
        noDrift: 'sin deriva',
        wind: 'viento',
        depthContour: 'contorno de profundidad',
        route: 'ruta',
        directControl: 'control directo',
      },
      environmentMode: {
        day: 'día',
        night: 'noche',
        'restricted visibility': 'visibilidad reducida',
      },
    },
  },

  durationJoin: (parts) => parts.join(' y '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: 'No puedo conectar con el servidor SignalK del barco.',
    lost: 'No puedo conectar con el servidor SignalK del barco; último contacto {age}.',
    lastKnown: '{unreachable} Últimos valores: {display}.',
    lostKnown: 'No puedo conectar con el servidor SignalK del barco; {age}: {display}.',
    approval: 'SignalK está esperando a que apruebes signalk-assist.',
    until: 'No puedo conectar con el servidor SignalK del barco; hasta {age}: {display}.',
    lostBrief: 'SignalK perdido {age}: {display}.',
    stream: {
      lost: 'El flujo de datos de SignalK nos rechaza; últimos datos {age}.',
      lostKnown: 'El flujo de datos de SignalK nos rechaza; {age}: {display}.',
      until: 'El flujo de datos de SignalK nos rechaza; hasta {age}: {display}.',
    },
    beforeRestart: 'Últimos valores antes de que SignalK se reiniciara: {display}.',
  },

  // Avisos: dichos por Home Assistant cuando algo ocurre.
  announce: {
    cleared: 'Resuelto: {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device}: {distance}, demora {point}.',
    sarSeen: 'Señal recibida: {device}.',
  },

  // Guardia de fondeo (src/speech/answers/anchor.ts): "Ancla a 38 metros, al noreste; dentro del círculo de 50 metros."
  anchor: {
    none: 'No hay ningún ancla fijada.',
    from: 'Ancla a {distance}',
    bearing: 'al {point}',
    inside: '{where}; dentro del círculo de {circle}.',
    anchored: '{where}.',
    fromInline: 'ancla a {distance}',
    outside: 'Fuera del círculo: {where}, círculo de {radius}.',
    dragging: 'Estamos garreando: {where}, círculo de {radius}.',
    alarm: 'El ancla garrea',
    noDistance: 'Hay un ancla fijada, pero el barco no está informando su posición.',
    circle: { metric: { one: '{count} metro', other: '{count} metros' }, imperial: { one: '{count} pie', other: '{count} pies' } },
  },

  // Historial reciente (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'En la última hora', minutes: { one: 'En el último minuto', other: 'En los últimos {count} minutos' }, hours: { other: 'En las últimas {count} horas' } },
    since: 'Desde que arranqué, {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, hasta {age}',
    gap: { one: '{lead}, falta {count} minuto', other: '{lead}, faltan {count} minutos' },
    onlyUntil: 'Hasta {age}',
    none: 'Sin lecturas de {subject} desde que arranqué, {age}.',
  },
  // Señales de búsqueda y rescate.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Hombre al agua' },
    where: '{range} al {point}',
    heard: '{age}',
    more: { one: 'y {count} baliza más', other: 'y {count} balizas más' },
    none: 'Ningún hombre al agua ni baliza de socorro.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} en {time}',
    moreAlarms: { one: 'y {count} alarma más', other: 'y {count} alarmas más' },
    moreShips: { one: 'y {count} barco más', other: 'y {count} barcos más' },
  },
};
