/**
 * Portuguese as spoken in Portugal, in the words Portuguese sailors use: "nós", "milhas",
 * "a bombordo", "a estibordo" (Portugal says estibordo; Brazil boreste), "pela proa", "este" for East,
 * and the continuous "a + infinitive" ("a descarregar", "a aproximar-se") where Brazil says
 * "descarregando". Brazilian Portuguese is pt-BR.ts.
 *
 * Compass points in lower case (the 1990 orthographic agreement writes cardinal points so in running
 * text), with the traditional Portuguese rose: "nor-nordeste", "és-nordeste", "sueste", "su-sueste",
 * "oés-noroeste".
 *
 * `Intl` runs as `pt-PT` (`intlTag`): CLDR's bare `pt` is Brazilian. Plurals therefore take the singular
 * for exactly 1 only ("1 nó", "1,5 nós", "0 graus"), and zone names are Portugal's ("Hora de verão").
 */
import type { Locale } from '../locale.js';
import { ptBR } from './pt-BR.js';

/** Search-and-rescue device names (AIS-SART, MOB-AIS, EPIRB-AIS), whole, as announcements say them (`announce.sar`). */
const SAR_DEVICES = { sart: 'Transponder de busca e salvamento', mob: 'Baliza de homem ao mar', epirb: 'Radiobaliza de socorro' } as const;
/** The same devices in the spoken lists (`sar.kinds`), shorter where that saves speaking time. */
const SAR_DEVICES_SHORT = { ...SAR_DEVICES, sart: 'Transponder de resgate', epirb: 'Baliza de socorro' } as const;

export const pt: Locale = {
  tag: 'pt',
  intlTag: 'pt-PT',
  name: 'Português (Portugal)',

  // Unit words are the same on both sides of the Atlantic.
  units: ptBR.units,
  quantity: '{number} {unit}',
  minus: 'menos',

  compass: [
    'norte',
    'nor-nordeste',
    'nordeste',
    'és-nordeste',
    'este',
    'és-sueste',
    'sueste',
    'su-sueste',
    'sul',
    'su-sudoeste',
    'sudoeste',
    'oés-sudoeste',
    'oeste',
    'oés-noroeste',
    'noroeste',
    'nor-noroeste',
  ],
  direction: '{angle}, {point}',
  relative: {
    port: '{angle} a bombordo',
    starboard: '{angle} a estibordo',
    ahead: 'pela proa',
    astern: 'pela popa',
  },

  // "38 graus 41,5 minutos norte, 9 graus 25,2 minutos oeste"
  position: {
    coordinate: '{degrees} {minutes} {hemisphere}',
    pair: '{latitude}, {longitude}',
    north: 'norte',
    south: 'sul',
    east: 'este',
    west: 'oeste',
  },

  // Where the boat is from a named place (src/speech/answers/place.ts).
  places: {
    near: 'a {distance} {point} de {place}',
    miles: { one: '{count} milha', other: '{count} milhas' },
    under: 'menos de uma milha',
    harbour: 'no porto de {place}',
    points: ['a norte', 'a nordeste', 'a este', 'a sudeste', 'a sul', 'a sudoeste', 'a oeste', 'a noroeste'],
  },

  // "5,5 metros de fundo": the depth from the surface, as Portuguese sailors say it.
  depth: {
    belowKeel: '{depth} debaixo da quilha',
    belowSurface: '{depth} de fundo',
    belowTransducer: '{depth} abaixo do transdutor',
  },

  // "16,5 nós, última leitura há 12 minutos"
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

  // "Navio de carga Nordic Star, 1,2 milhas, a nordeste, a aproximar-se; maior aproximação
  // 0,3 milhas em 12 minutos."
  ais: {
    shipTypes: {
      vessel: 'embarcação',
      cargo: 'navio de carga',
      tanker: 'navio-tanque',
      passenger: 'navio de passageiros',
      fishing: 'barco de pesca',
      sailing: 'veleiro',
      pleasure: 'embarcação de recreio',
      tug: 'rebocador',
      towing: 'embarcação a rebocar',
      pilot: 'lancha de pilotos',
      searchAndRescue: 'embarcação de busca e salvamento',
      highSpeed: 'embarcação de alta velocidade',
      military: 'navio militar',
      lawEnforcement: 'embarcação de fiscalização',
      dredger: 'draga',
      diving: 'embarcação de mergulho',
      portTender: 'embarcação de serviço portuário',
      antiPollution: 'embarcação de combate à poluição',
      medical: 'embarcação de transporte médico',
      wingInGround: 'embarcação de efeito de solo',
    },
    named: '{type} {name}',
    unnamed: '{type}',
    bearing: 'a {point}',
    closing: 'passa a {cpa} em {time}',
    closingOnly: 'a aproximar-se',
    opening: 'a afastar-se',
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
      wasteWater: 'águas cinzentas',
      blackWater: 'águas negras',
      lubrication: 'óleo lubrificante',
      liveWell: 'viveiro',
      baitWell: 'viveiro de isco',
      gas: 'gás',
      ballast: 'lastro',
    },
    numbered: 'tanque de {type} {id}',
  },

  engines: {
    positions: { port: 'motor de bombordo', starboard: 'motor de estibordo', center: 'motor central', main: 'motor principal' },
    numbered: 'motor {id}',
  },

  // "1013 hectopascais, a descer 2,5 hectopascais nas últimas 3 horas"
  barometer: {
    rising: 'a subir {change} {window}',
    falling: 'a descer {change} {window}',
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
  notReporting: 'O barco não está a comunicar {subject} neste momento.',

  time: {
    clockHour: { one: '{hour} hora', other: '{hour} horas' },
    clockEarly: { other: '{hour} e {minute}' },
  },

  // "2 horas e 5 minutos"
  // --- read_sensor: values that are not quantities (src/speech/answers/sensor-value.ts) ---
  sensor: {
    at: '{day} às {time}',
    identifier: 'Isto é um identificador, não é lido em voz alta.',
    unreadable: 'O valor que o barco envia para isto não se consegue ler.',
    variationEast: '{angle} este',
    variationWest: '{angle} oeste',
    yes: 'sim',
    no: 'não',
    enums: {
      navigationState: {
        'not under command': 'sem governo',
        anchored: 'fundeado',
        moored: 'atracado',
        sailing: 'a navegar à vela',
        motoring: 'a navegar a motor',
        'towing < 200m': 'a rebocar, reboque com menos de 200 metros',
        'towing > 200m': 'a rebocar, reboque com mais de 200 metros',
        pushing: 'a empurrar',
        fishing: 'a pescar',
        'fishing-hampered': 'a pescar, com restrição',
        trawling: 'pesca de arrasto',
        'trawling-shooting': 'arrasto, a largar a rede',
        'trawling-hauling': 'arrasto, a recolher a rede',
        pilotage: 'em serviço de pilotagem',
        'not-under-way': 'sem seguimento',
        aground: 'encalhado',
        'restricted manouverability': 'com capacidade de manobra restrita',
        'restricted manouverability towing < 200m': 'com capacidade de manobra restrita, a rebocar, reboque com menos de 200 metros',
        'restricted manouverability towing > 200m': 'com capacidade de manobra restrita, a rebocar, reboque com mais de 200 metros',
        'restricted manouverability underwater operations': 'com capacidade de manobra restrita, operações subaquáticas',
        'constrained by draft': 'condicionado pelo calado',
        'mine clearance': 'desminagem',
      },
      propulsionState: {
        stopped: 'parado',
        started: 'a trabalhar',
        unusable: 'inutilizável',
      },
      gear: {
        Forward: 'avante',
        Neutral: 'neutro',
        Reverse: 'ré',
        Fault: 'avaria',
      },
      tankType: {
        petrol: 'gasolina',
        'fresh water': 'água doce',
        greywater: 'águas cinzentas',
        blackwater: 'águas negras',
        holding: 'tanque de retenção',
        lpg: 'gás liquefeito',
        diesel: 'gasóleo',
        liveWell: 'viveiro',
        baitWell: 'tanque de isco',
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
        'li-ion': 'iões de lítio',
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
        'Correlation (ultra sound)': 'correlação por ultrassons',
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
        directControl: 'controlo direto',
      },
      environmentMode: {
        day: 'dia',
        night: 'noite',
        'restricted visibility': 'visibilidade reduzida',
      },
    },
  },

  durationJoin: (parts) => parts.join(' e '),
  listSeparator: ', ',

  // "18:05", "8:05": 24-hour clock.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },

  // The SignalK feed is not up.
  feed: {
    never: 'Não consigo ligar ao servidor SignalK do barco.',
    lost: 'Não consigo ligar ao servidor SignalK do barco; último contacto {age}.',
    lastKnown: '{unreachable} Últimos valores: {display}.',
    lostKnown: 'Não consigo ligar ao servidor SignalK do barco; {age}: {display}.',
    approval: 'O SignalK está à espera que aprove o signalk-assist.',
    until: 'Não consigo ligar ao servidor SignalK do barco; até {age}: {display}.',
    lostBrief: 'Sem SignalK {age}: {display}.',
    stream: {
      lost: 'O fluxo de dados do SignalK está a recusar-nos; últimos dados {age}.',
      lostKnown: 'O fluxo de dados do SignalK está a recusar-nos; {age}: {display}.',
      until: 'O fluxo de dados do SignalK está a recusar-nos; até {age}: {display}.',
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

  // Vigia da âncora (src/speech/answers/anchor.ts): "Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros."
  anchor: {
    none: 'Não há nenhuma âncora definida.',
    from: 'Âncora a {distance}',
    bearing: 'a {point}',
    inside: '{where}; dentro do círculo de {circle}.',
    anchored: '{where}.',
    fromInline: 'âncora a {distance}',
    outside: 'Fora do círculo: {where}, círculo de {radius}.',
    dragging: 'Estamos a garrar: {where}, círculo de {radius}.',
    alarm: 'Âncora a garrar',
    noDistance: 'Há uma âncora definida, mas o barco não está a comunicar a posição.',
    circle: { metric: { one: '{count} metro', other: '{count} metros' }, imperial: { one: '{count} pé', other: '{count} pés' } },
  },

  // Histórico recente (src/speech/answers/history.ts).
  history: {
    lead: { hour: 'Na última hora', minutes: { one: 'No último minuto', other: 'Nos últimos {count} minutos' }, hours: { other: 'Nas últimas {count} horas' } },
    since: 'Arranquei {age}',
    answer: '{lead}: {summary}.',
    until: '{lead}, até {age}',
    gap: { one: '{lead}, falta {count} minuto', other: '{lead}, faltam {count} minutos' },
    onlyUntil: 'Até {age}',
    none: 'Sem leituras de {subject} desde que arranquei, {age}.',
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
