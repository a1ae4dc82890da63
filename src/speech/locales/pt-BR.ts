/**
 * Brazilian Portuguese, in the words Brazilian sailors use: "nós", "milhas", "a bombordo",
 * "a boreste" (Brazil says boreste, not estibordo), "pela proa". Exact texts required by
 * test/cases/speech-cases.json: pt-wind "16,5 nós", pt-battery "68 por cento, 12,8 volts, 8,2 amperes
 * descarregando" (seed 001).
 *
 * Plurals follow CLDR via `Intl.PluralRules('pt-BR')`: the singular covers 0 up to (but not including) 2,
 * so "1,5 nó", "0 grau Celsius", as in Brazilian grammar ("1,5 milhão").
 */
import type { Locale } from '../locale.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Transponder de busca e salvamento', mob: 'Baliza de homem ao mar', epirb: 'Radiobaliza de socorro' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Transponder de resgate', epirb: 'Baliza de socorro' } as const;

export const ptBR: Locale = {
  tag: 'pt-BR',
  name: 'Português (Brasil)',

  // Zero takes the plural in Brazil ("0 metros"), though CLDR's pt puts 0 with 1.
  zeroIsPlural: true,

  units: {
    knot: { one: 'nó', other: 'nós' },
    nauticalMile: { one: 'milha', other: 'milhas' },
    meter: { one: 'metro', other: 'metros' },
    foot: { one: 'pé', other: 'pés' },
    degreeCelsius: { one: 'grau Celsius', other: 'graus Celsius' },
    degreeFahrenheit: { one: 'grau Fahrenheit', other: 'graus Fahrenheit' },
    hectopascal: { one: 'hectopascal', other: 'hectopascais' },
    inchOfMercury: { one: 'polegada de mercúrio', other: 'polegadas de mercúrio' },
    inch: { one: 'polegada', other: 'polegadas' },
    bar: { other: 'bar' },
    poundPerSquareInch: { one: 'libra por polegada quadrada', other: 'libras por polegada quadrada' },
    percent: { other: 'por cento' },
    volt: { one: 'volt', other: 'volts' },
    ampere: { one: 'ampere', other: 'amperes' },
    watt: { one: 'watt', other: 'watts' },
    revolutionPerMinute: { one: 'rotação por minuto', other: 'rotações por minuto' },
    liter: { one: 'litro', other: 'litros' },
    usGallon: { one: 'galão americano', other: 'galões americanos' },
    literPerHour: { one: 'litro por hora', other: 'litros por hora' },
    usGallonPerHour: { one: 'galão americano por hora', other: 'galões americanos por hora' },
    degree: { one: 'grau', other: 'graus' },
    kilowattHour: { one: 'quilowatt-hora', other: 'quilowatts-hora' },
    ampereHour: { one: 'ampere-hora', other: 'amperes-hora' },
    hertz: { other: 'hertz' },
    day: { one: 'dia', other: 'dias' },
    hour: { one: 'hora', other: 'horas' },
    minute: { one: 'minuto', other: 'minutos' },
    second: { one: 'segundo', other: 'segundos' },
    arcMinute: { one: 'minuto', other: 'minutos' },
  },
  quantity: '{number} {unit}',
  minus: 'menos',

  compass: [
    'norte',
    'norte-nordeste',
    'nordeste',
    'leste-nordeste',
    'leste',
    'leste-sudeste',
    'sudeste',
    'sul-sudeste',
    'sul',
    'sul-sudoeste',
    'sudoeste',
    'oeste-sudoeste',
    'oeste',
    'oeste-noroeste',
    'noroeste',
    'norte-noroeste',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} a bombordo',
    starboard: '{angle} a boreste',
    ahead: 'pela proa',
    astern: 'pela popa',
  },

  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'norte',
    south: 'sul',
    east: 'leste',
    west: 'oeste',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: 'a {distance} {point} de {place}',
    miles: { one: '{count} milha', other: '{count} milhas' },
    under: 'menos de uma milha',
    harbour: 'no porto de {place}',
    points: ['ao norte', 'a nordeste', 'a leste', 'a sudeste', 'ao sul', 'a sudoeste', 'a oeste', 'a noroeste'],
  },

  depth: {
    belowKeel: '{depth} sob a quilha',
    belowSurface: '{depth} abaixo da superfície',
    belowTransducer: '{depth} abaixo do transdutor',
  },

  // "16,5 nós, última leitura há 12 minutos": "última leitura" is neuter to whatever the display is about.
  stale: '{display}, última leitura {age}',

  alarmStates: {
    nominal: 'nominal',
    normal: 'normal',
    alert: 'alerta',
    warn: 'aviso',
    alarm: 'alarme',
    emergency: 'emergência',
  },
  alarms: {
    item: '{state}, {message}',
    none: 'Nenhum alarme ativo.',
    states: {
      alert: { one: '{count} alerta', other: '{count} alertas' },
      warn: { one: '{count} aviso', other: '{count} avisos' },
      alarm: { one: '{count} alarme', other: '{count} alarmes' },
      emergency: { one: '{count} emergência', other: '{count} emergências' },
    },
    summary: '{counts}: {items}.',
    more: { other: 'e mais {count}' },
    others: { one: '{count} outro', other: '{count} outros' },
    itemSeparator: '; ',
  },

  paths: { none: 'nenhum caminho', count: { one: '{count} caminho', other: '{count} caminhos' } },

  // "Navio de carga Nordic Star, 1,2 milhas, a Nordeste, aproximando-se; maior aproximação
  // 0,3 milha em 12 minutos." "Maior aproximação" is the CPA of Brazilian radar practice (PMA).
  ais: {
    shipTypes: {
      vessel: 'embarcação',
      cargo: 'navio de carga',
      tanker: 'navio-tanque',
      passenger: 'navio de passageiros',
      fishing: 'pesqueiro',
      sailing: 'veleiro',
      pleasure: 'embarcação de recreio',
      tug: 'rebocador',
      towing: 'embarcação rebocando',
      pilot: 'lancha de prático',
      searchAndRescue: 'embarcação de busca e salvamento',
      highSpeed: 'embarcação de alta velocidade',
      military: 'navio militar',
      lawEnforcement: 'embarcação de fiscalização',
      dredger: 'draga',
      diving: 'embarcação de mergulho',
      portTender: 'embarcação de apoio portuário',
      antiPollution: 'embarcação antipoluição',
      medical: 'embarcação de transporte médico',
      wingInGround: 'embarcação de efeito solo',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'a {point}',
    closing: 'passa a {cpa} em {time}',
    closingOnly: 'aproximando-se',
    opening: 'afastando-se',
    steady: 'distância constante',
    mile: { one: '{count} milha', other: '{count} milhas' },
    where: '{range} a {point}',
    closingNear: 'passa a menos de um décimo de milha em {time}',
    closestNow: 'no ponto mais próximo agora',
    none: 'Nenhuma embarcação no AIS.',
  },

  tanks: {
    types: {
      fuel: 'combustível',
      freshWater: 'água doce',
      wasteWater: 'águas cinzas',
      blackWater: 'águas negras',
      lubrication: 'óleo lubrificante',
      liveWell: 'viveiro',
      baitWell: 'viveiro de iscas',
      gas: 'gás',
      ballast: 'lastro',
    },
    numbered: 'tanque de {type} {id}',
  },

  engines: {
    positions: { port: 'motor de bombordo', starboard: 'motor de boreste', center: 'motor central', main: 'motor principal' },
    numbered: 'motor {id}',
  },

  barometer: {
    rising: 'subindo {change} {window}',
    falling: 'caindo {change} {window}',
    steady: 'estável {window}',
  },

  subjects: {
    battery: 'o estado da bateria',
    depth: 'a profundidade',
    wind: 'o vento',
    position: 'a posição',
    alarms: 'os alarmes',
    barometer: 'a pressão atmosférica',
    ais: 'as embarcações próximas',
    sensor: 'essa leitura',
  },
  notReporting: 'O barco não está informando {subject} no momento.',

  time: {
    clockHour: { one: '{hour} hora', other: '{hour} horas' },
    clockEarly: { other: '{hour} e {minute}' },
  },

  // "2 horas e 5 minutos"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} às {time}',
    identifier: 'Isso é um identificador, não é lido em voz alta.',
    unreadable: 'O valor que o barco envia para isso não pode ser lido.',
    variationEast: '{angle} leste',
    variationWest: '{angle} oeste',
    yes: 'sim',
    no: 'não',
    enums: {
      navigationState: {
        'not under command': 'sem governo',
        anchored: 'fundeado',
        moored: 'atracado',
        sailing: 'velejando',
        motoring: 'navegando a motor',
        'towing < 200m': 'rebocando, reboque com menos de 200 metros',
        'towing > 200m': 'rebocando, reboque com mais de 200 metros',
        pushing: 'empurrando',
        fishing: 'pescando',
        'fishing-hampered': 'pescando, com restrição',
        trawling: 'pesca de arrasto',
        'trawling-shooting': 'arrasto, lançando a rede',
        'trawling-hauling': 'arrasto, recolhendo a rede',
        pilotage: 'em serviço de praticagem',
        'not-under-way': 'sem seguimento',
        aground: 'encalhado',
        'restricted manouverability': 'com capacidade de manobra restrita',
        'restricted manouverability towing < 200m': 'com capacidade de manobra restrita, rebocando, reboque com menos de 200 metros',
        'restricted manouverability towing > 200m': 'com capacidade de manobra restrita, rebocando, reboque com mais de 200 metros',
        'restricted manouverability underwater operations': 'com capacidade de manobra restrita, operações submarinas',
        'constrained by draft': 'restrito pelo calado',
        'mine clearance': 'remoção de minas',
      },
      propulsionState: {
        stopped: 'parado',
        started: 'funcionando',
        unusable: 'inutilizável',
      },
      gear: {
        Forward: 'para a frente',
        Neutral: 'neutro',
        Reverse: 'ré',
        Fault: 'falha',
      },
      tankType: {
        petrol: 'gasolina',
        'fresh water': 'água doce',
        greywater: 'águas cinzas',
        blackwater: 'águas negras',
        holding: 'tanque de retenção',
        lpg: 'gás liquefeito',
        diesel: 'diesel',
        liveWell: 'viveiro',
        baitWell: 'tanque de isca',
        ballast: 'lastro',
        rum: 'rum',
      },
      batteryChemistry: {
        'pb (lead)': 'chumbo ácido',
        li: 'lítio',
        nicd: 'níquel cádmio',
        zno: 'óxido de zinco',
        nimh: 'níquel hidreto metálico',
        lifepo4: 'lítio ferro fosfato',
        'li-ion': 'íon de lítio',
        fla: 'chumbo ácido inundada',
        agm: 'fibra de vidro absorvente',
        gel: 'gel',
      },
      batteryType: {
        flooded: 'inundada',
        gel: 'gel',
        agm: 'fibra de vidro absorvente',
      },
      speedReference: {
        'Paddle wheel': 'roda de pás',
        'Pitot tube': 'tubo de Pitot',
        Doppler: 'Doppler',
        'Correlation (ultra sound)': 'correlação por ultrassom',
        'Electro Magnetic': 'eletromagnético',
      },
      calcMethod: {
        GreatCircle: 'círculo máximo',
        Rhumbline: 'loxodromia',
      },
      autopilotState: {
        auto: 'automático',
        standby: 'em espera',
        alarm: 'alarme',
        noDrift: 'sem deriva',
        wind: 'vento',
        depthContour: 'contorno de profundidade',
        route: 'rota',
        directControl: 'controle direto',
      },
      environmentMode: {
        day: 'dia',
        night: 'noite',
        'restricted visibility': 'visibilidade restrita',
      },
    },
  },

  durationJoin: (parts) => parts.join(' e '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: 'Não consigo acessar o servidor SignalK do barco.',
    lost: 'Não consigo acessar o servidor SignalK do barco; último contato {age}.',
    lastKnown: '{unreachable} Últimos valores: {display}.',
    lostKnown: 'Não consigo acessar o servidor SignalK do barco; {age}: {display}.',
    approval: 'O SignalK está esperando você aprovar o signalk-assist.',
    until: 'Não consigo acessar o servidor SignalK do barco; até {age}: {display}.',
    lostBrief: 'Sem SignalK {age}: {display}.',
    stream: {
      lost: 'O fluxo de dados do SignalK está nos recusando; últimos dados {age}.',
      lostKnown: 'O fluxo de dados do SignalK está nos recusando; {age}: {display}.',
      until: 'O fluxo de dados do SignalK está nos recusando; até {age}: {display}.',
    },
    beforeRestart: 'Últimos valores antes de o SignalK reiniciar: {display}.',
  },

  // Anúncios: ditos pelo Home Assistant quando algo acontece.
  announce: {
    cleared: 'Normalizado: {items}.',
    sar: SAR_DEVICES,
    sarAt: '{device}: {distance}, marcação {point}.',
    sarSeen: 'Sinal recebido: {device}.',
  },

  // Vigia da âncora (src/speech/answers/anchor.ts): "Âncora a 38 metros, a Nordeste; dentro do círculo de 50 metros."
  anchor: {
    none: 'Nenhuma âncora definida.',
    from: 'Âncora a {distance}',
    bearing: 'a {point}',
    inside: '{where}; dentro do círculo de {circle}.',
    anchored: '{where}.',
    fromInline: 'âncora a {distance}',
    outside: 'Fora do círculo: {where}, círculo de {radius}.',
    dragging: 'Garrando: {where}, círculo de {radius}.',
    alarm: 'Âncora garrando',
    noDistance: 'Há uma âncora definida, mas o barco não está informando a posição.',
    circle: { metric: { one: '{count} metro', other: '{count} metros' }, imperial: { one: '{count} pé', other: '{count} pés' } },
  },

  // Histórico recente (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'Na última hora', minutes: { one: 'No último minuto', other: 'Nos últimos {count} minutos' }, hours: { other: 'Nas últimas {count} horas' } },
    since: 'Comecei {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, até {age}',
    gap: { one: '{lead}, falta {count} minuto', other: '{lead}, faltam {count} minutos' },
    onlyUntil: 'Até {age}',
    none: 'Sem leituras de {subject} desde que comecei, {age}.',
  },
  // Sinais de busca e salvamento.
  sar: {
    kinds: { ...SAR_DEVICES_SHORT, mobAlarm: 'Homem ao mar' },
    where: '{range} a {point}',
    heard: '{age}',
    more: { one: 'e mais {count} baliza', other: 'e mais {count} balizas' },
    none: 'Nenhum homem ao mar nem baliza de socorro.',
  },
  triage: {
    raised: '{kind} {age}',
    approach: '{cpa} em {time}',
    moreAlarms: { one: 'e mais {count} alarme', other: 'e mais {count} alarmes' },
    moreShips: { one: 'e mais {count} navio', other: 'e mais {count} navios' },
  },
};
