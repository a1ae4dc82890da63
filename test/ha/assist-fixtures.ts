/**
 * Shared data of the Assist tests (test/ha/assist*.test.ts): the built-in Home Assistant commands that
 * must not reach our automations, the slots HA should capture from our examples, the MCP arguments
 * each example stands for, and the boat the end-to-end test injects into a real SignalK server.
 */

/** Built-in commands per language (the list, plus shapes near our own sentences). */
export const BUILTIN_COMMANDS: Record<string, string[]> = {
  en: [
    'what time is it',
    "what's the weather",
    'turn on the lights',
    'set a timer for five minutes',
    "what's the temperature in the kitchen",
    'What’s the weather?',
    'what is the outside temperature',
    'what is the phone battery level',
    'how much battery is left in the phone',
    'what is the battery voltage of the phone',
    'turn off the kitchen light',
    'how much time is left on my timer',
    'how much time is left',
    'how much battery is left',
    // Home Assistant 2025's time, weather and timer questions (matched after sentence triggers)
    'what is the current time',
    'whats the weather like',
    'timer status',
    'how much time is left on the timer',
    // Home Assistant 2026's "how is the {name}" (HassGetState) and "how is the temperature of the {name}"
    // for a user's entities named like boat parts: HA's answer, not ours (the engine family leaves them out).
    'how is the engine',
    "how's the engine",
    'how is the port engine',
    'hows the starboard engine',
    'how is the temperature of the engine',
  ],
  'pt-BR': [
    'que horas são',
    'como está o tempo',
    'ligar as luzes',
    'definir um temporizador de cinco minutos',
    'qual é a temperatura da cozinha',
    'Que horas são?',
    'qual a temperatura',
    'desligar a luz da sala',
    'como ta o tempo',
    // Home Assistant 2025's time, weather and timer questions
    'horário atual',
    'qual é o estado do temporizador',
    'quanto tempo falta no temporizador',
  ],
  // Our seven languages: HA's built-in commands in each, and shapes near our sentences
  de: [
    'wie spät ist es',
    'Wie spät ist es?',
    'wie viel Uhr ist es',
    'wie ist das Wetter',
    'schalte das Licht ein',
    'stelle einen Timer auf fünf Minuten',
    'wie ist die Temperatur in der Küche',
    'wie warm ist es',
    'wie ist der Akkustand vom Handy',
    'schalte das Licht in der Küche aus',
    'wie viel uhr ist es jetzt',
    'gib mir die uhrzeit',
    'wie ist das Wetter heute',
    'Status meines Timers',
    'wie lange läuft der Timer noch',
  ],
  fr: [
    'quelle heure est-il',
    'Quelle heure est-il ?',
    'quel temps fait-il',
    'allume les lumières',
    'mets un minuteur de cinq minutes',
    'quelle est la température de la cuisine',
    'quelle est la température',
    'éteins la lumière du salon',
    'quel est le niveau de batterie du téléphone',
    'comment va le téléphone',
    // Home Assistant 2025's timer and weather questions and time
    'il reste combien de temps',
    'encore combien de temps',
    'il reste encore combien de temps',
    'combien de temps reste-t-il',
    'pression atmosphérique',
    'quelle est la pression atmosphérique',
    'quelle est la vitesse du vent',
    'quelle est la force du vent',
    'il est quelle heure',
    // Shapes near ours without a boat word: the house's, not the boat's
    'quelle heure est-il maintenant',
    'il fait combien dehors',
    'quelle est la température dehors',
    'comment va le moteur',
    'comment va la batterie',
    'il reste combien de batterie',
    'est-ce que le téléphone charge',
    'la batterie du téléphone est chargée',
    "est-ce que l'eau est chaude",
    'est-ce que tout va bien',
    'tout va bien',
    'il y a un problème',
    'on a consommé combien',
    'est-ce que la machine à laver tourne',
    'le lave-vaisselle est en marche',
    'quelle est la position du volet',
    'il y a du trafic',
  ],
  es: [
    'qué hora es',
    'Qué hora es?',
    'qué tiempo hace',
    'enciende las luces',
    'pon un temporizador de cinco minutos',
    'cuál es la temperatura de la cocina',
    'cuál es la temperatura',
    'apaga la luz del salón',
    'cuál es el nivel de batería del móvil',
    'cómo está la batería del móvil',
    'dime la hora',
    'qué hora es ahora',
    'cuánto le queda a la cuenta atrás',
    'qué tiempo hace hoy',
  ],
  nl: [
    'hoe laat is het',
    'Hoe laat is het?',
    'wat is het weer',
    'doe de lichten aan',
    'zet een timer voor vijf minuten',
    'wat is de temperatuur in de keuken',
    'hoe warm is het',
    'doe het licht in de woonkamer uit',
    'hoe vol is de batterij van de telefoon',
    'wat is de status van de telefoon',
    'hoe laat is het nu',
    'wat voor weer is het',
    'hoe lang duurt de timer nog',
    'status van de kookwekker',
  ],
  pt: [
    'que horas são',
    'Que horas são?',
    'como está o tempo',
    'liga as luzes',
    'define um temporizador de cinco minutos',
    'qual é a temperatura da cozinha',
    'qual a temperatura',
    'desliga a luz da sala',
    'qual é o estado do telemóvel',
    'diz-me as horas',
    'estado dos meus cronómetros',
    'quanto tempo falta no cronómetro',
  ],
};

/** Slots HA's matcher should capture for the examples that have one (others: none). */
export const EXPECTED_SLOTS: Record<string, Record<string, Record<string, string>>> = {
  en: {
    'how is the house battery': { bank: 'house' },
    "what's the start battery status": { bank: 'start' },
    'what is the charge of the house bank': { bank: 'house' },
    'how much fuel is left': {} /* fixed words: the tank comes from the sentence (families.ts tankWordIn) */,
    'how much water do we have': {} /* fixed words: the tank comes from the sentence (families.ts tankWordIn) */,
    'how full is the black water tank': { tank: 'black water' },
    'how is the port engine doing': { engine: 'port' },
    "what's the starboard engine doing": { engine: 'starboard' },
  },
  'pt-BR': {
    'como está a bateria de serviço': { bank: 'serviço' },
    'qual é a carga da bateria do motor': { bank: 'motor' },
    'quanto diesel temos': {} /* fixed words: the tank comes from the sentence (families.ts tankWordIn) */,
    'quanta água resta': {} /* fixed words: the tank comes from the sentence (families.ts tankWordIn) */,
    'qual o nível do tanque de combustível': { tank: 'combustível' },
    'como está o tanque de água': { tank: 'água' },
    'como está o motor de bombordo': { engine: 'bombordo' },
    'qual é o estado do motor de boreste': { engine: 'boreste' },
  },
  de: {
    'wie voll ist die Starterbatterie': { bank: 'starter' },
    'wie steht die Verbraucherbatterie': { bank: 'verbraucher' },
    'wie ist der Ladestand der Bordbatterie': { bank: 'bord' },
    'wie viel Diesel haben wir noch': {} /* fixed words: the tank comes from the sentence */,
    'wie viel Wasser haben wir': {} /* fixed words: the tank comes from the sentence */,
    'wie voll ist der Fäkalientank': { tank: 'fäkalien' },
    'wie läuft der Backbordmotor': { engine: 'backbord' },
    'was macht der Steuerbordmotor': { engine: 'steuerbord' },
  },
  fr: {
    'comment va le parc moteur': { bank: 'moteur' },
    'quelle est la charge du parc de servitude': { bank: 'de servitude' },
    'combien de gasoil reste-t-il': {} /* fixed words: the tank comes from the sentence */,
    "combien d'eau avons-nous": {} /* fixed words: the tank comes from the sentence */,
    "quel est le niveau du réservoir d'eaux noires": {} /* fixed words: the tank comes from the sentence */,
    'comment tourne le moteur bâbord': { engine: 'bâbord' },
    "quel est l'état du moteur tribord": { engine: 'tribord' },
  },
  es: {
    'cómo está el banco de servicio': { bank: 'servicio' },
    'cuál es la carga del banco del motor': { bank: 'motor' },
    'como esta el banco de baterias de servicio': { bank: 'servicio' },
    'cuánto gasoil queda': {} /* fixed words: the tank comes from the sentence */,
    'cuánta agua tenemos': {} /* fixed words: the tank comes from the sentence */,
    'cuál es el nivel del tanque de aguas negras': { tank: 'aguas negras' },
    'como esta el deposito de agua': { tank: 'agua' },
    'cómo está el motor de babor': { engine: 'babor' },
    'cual es el estado del motor de estribor': { engine: 'estribor' },
  },
  nl: {
    'hoe vol is de startaccu': { bank: 'start' },
    'hoe staat de huishoudaccu ervoor': { bank: 'huishoud' },
    'hoeveel diesel hebben we nog': {} /* fixed words: the tank comes from the sentence */,
    'hoeveel water is er nog': {} /* fixed words: the tank comes from the sentence */,
    'hoe vol is de vuilwatertank': { tank: 'vuilwater' },
    'hoe draait de bakboordmotor': { engine: 'bakboord' },
    'wat doet de stuurboordmotor': { engine: 'stuurboord' },
  },
  pt: {
    'como está a bateria de serviço': { bank: 'serviço' },
    'qual é a carga da bateria do motor': { bank: 'motor' },
    'quanto gasóleo temos': {} /* fixed words: the tank comes from the sentence */,
    'quanta água resta': {} /* fixed words: the tank comes from the sentence */,
    'qual o nível do tanque de combustível': { tank: 'combustível' },
    'como está o tanque de água': { tank: 'água' },
    'como está o motor de bombordo': { engine: 'bombordo' },
    'qual é o estado do motor de estibordo': { engine: 'estibordo' },
  },
};

/** The MCP tool arguments an example stands for (others: none), e.g. "serviço" is the house bank. */
export const EXPECTED_ARGS: Record<string, Record<string, Record<string, string>>> = {
  en: {
    'how is the house battery': { bank: 'house' },
    "what's the start battery status": { bank: 'start' },
    'what is the charge of the house bank': { bank: 'house' },
    'how much fuel is left': { type: 'fuel' },
    'how much water do we have': { type: 'water' },
    'how full is the black water tank': { type: 'black water' },
    'how is the port engine doing': { engine: 'port' },
    "what's the starboard engine doing": { engine: 'starboard' },
  },
  'pt-BR': {
    'como está a bateria de serviço': { bank: 'house' },
    'qual é a carga da bateria do motor': { bank: 'start' },
    'quanto diesel temos': { type: 'diesel' },
    'quanta água resta': { type: 'água' },
    'qual o nível do tanque de combustível': { type: 'combustível' },
    'como está o tanque de água': { type: 'água' },
    'como está o motor de bombordo': { engine: 'port' },
    'qual é o estado do motor de boreste': { engine: 'starboard' },
  },
};

const DEG = Math.PI / 180;

/** Our boat, off Helsinki: every family has something to say. SI values as SignalK sends them. */
export const BOAT = { latitude: 60.12, longitude: 24.97 };
export const SELF_VALUES: Record<string, unknown> = {
  'electrical.batteries.house.capacity.stateOfCharge': 0.68,
  'electrical.batteries.house.voltage': 12.84,
  'electrical.batteries.house.current': -8.2,
  'electrical.batteries.start.capacity.stateOfCharge': 0.97,
  'electrical.batteries.start.voltage': 12.91,
  'environment.depth.belowKeel': 4.2,
  'environment.depth.belowSurface': 5.5,
  'environment.wind.speedApparent': 11.3,
  'environment.wind.angleApparent': 35 * DEG,
  'environment.wind.speedTrue': 9.26,
  'environment.wind.angleTrueWater': 57 * DEG,
  'environment.wind.directionTrue': 282 * DEG,
  'navigation.position': BOAT,
  'navigation.speedOverGround': 3.1,
  'navigation.courseOverGroundTrue': 225 * DEG,
  'navigation.headingTrue': 222 * DEG,
  'tanks.fuel.0.currentLevel': 0.45,
  'tanks.fuel.0.capacity': 0.2,
  'tanks.freshWater.0.currentLevel': 0.8,
  'tanks.blackWater.0.currentLevel': 0.3,
  'propulsion.port.revolutions': 30,
  'propulsion.port.coolantTemperature': 355.15,
  'propulsion.starboard.revolutions': 31.5,
  'propulsion.starboard.coolantTemperature': 356.15,
  'environment.outside.pressure': 101_320,
  'environment.outside.temperature': 291.15,
};

/** Two notifications per language (their messages are boat text, spoken as given: the boat's own language). */
export function alarmValues(language: string): Record<string, unknown> {
  const pt = language === 'pt-BR';
  return {
    'notifications.environment.depth.belowKeel': { state: 'warn', message: pt ? 'Pouca água sob a quilha' : 'Shallow water under the keel', method: ['visual'] },
    'notifications.electrical.batteries.house.voltage': {
      state: 'alarm',
      message: pt ? 'Tensão baixa na bateria de serviço' : 'House battery voltage low',
      method: ['visual', 'sound'],
    },
  };
}

/** One AIS target 1.2 miles North-East of us, crossing. */
export const AIS_CONTEXT = 'vessels.urn:mrn:imo:mmsi:230123456';
export const AIS_VALUES: Record<string, unknown> = {
  'navigation.position': { latitude: BOAT.latitude + 0.0141, longitude: BOAT.longitude + 0.0283 },
  'navigation.speedOverGround': 6.2,
  'navigation.courseOverGroundTrue': 250 * DEG,
  '': { name: 'Nordic Star' },
  'design.aisShipType': { id: 70, name: 'Cargo' },
};

/** A course to a single destination, 2 miles South-West (set through SignalK's Course API). */
export const DESTINATION = { latitude: BOAT.latitude - 0.0236, longitude: BOAT.longitude - 0.0472 };
