/**
 * Spanish Assist sentences, in the words Spanish-speaking sailors use ("bajo la quilla", "la sonda",
 * "el banco de baterías", "el próximo waypoint", "el barómetro"). Home Assistant 2024.3 does not fold
 * accents, so accented words are written both ways: "(cuál|cual)", "(batería|bateria)". Shapes of Home
 * Assistant's own Spanish intents are avoided: "qué tiempo hace", "cuál es la temperatura", "cuál es
 * el nivel de {name}", "enciende ...". A bank is named by the boat's word "banco" ("el banco de
 * servicio", "el banco del motor"), so "la batería del móvil" stays Home Assistant's.
 * test/ha/assist-sentences.test.ts checks HA's whole Spanish grammar against these.
 */
import type { LanguageVocabulary } from './index.js';

const CUAL_ES = '(cuál es|cual es)';
const COMO_ESTA = '(cómo está|como está|cómo esta|como esta)';
const COMO_ESTAN = '(cómo están|como están|cómo estan|como estan)';
const BATERIA = '(batería|bateria)';
const BATERIAS = '(baterías|baterias)';
const A_BORDO = '[a bordo|en el barco]';
const CERCA = '(cerca|por aquí|por aqui|alrededor|a la vista|cerca de nosotros)';

export const es: LanguageVocabulary = {
  language: 'es',
  description:
    'Gestionada por signalk-assist: responde a una pregunta sobre el barco con datos de SignalK. Los cambios hechos aquí se sobrescriben; desactiva la opción Assist para eliminarla.',
  apology: 'Lo siento, el barco no ha respondido a tiempo.',
  words: {},
  families: {
    battery: {
      title: 'batería',
      frames: [
        `${COMO_ESTA} la ${BATERIA} ${A_BORDO}`,
        `${COMO_ESTAN} las ${BATERIAS} ${A_BORDO}`,
        `${CUAL_ES} (la carga|el estado) de (la ${BATERIA}|las ${BATERIAS}) ${A_BORDO}`,
        `(estado|carga) de (la ${BATERIA}|las ${BATERIAS}) ${A_BORDO}`,
        `(cuánta|cuanta) carga (queda|tiene|hay) en (la ${BATERIA}|las ${BATERIAS})`,
        `${COMO_ESTA} el banco [de ${BATERIAS}] (de|del) {bank}`,
        `${CUAL_ES} (la carga|el estado) del banco [de ${BATERIAS}] (de|del) {bank}`,
      ],
      examples: [
        'cómo está la batería',
        'como esta la bateria',
        'cómo están las baterías',
        'cuál es la carga de la batería',
        'estado de las baterías',
        'cuánta carga queda en las baterías',
        'cómo está el banco de servicio',
        'cuál es la carga del banco del motor',
        'como esta el banco de baterias de servicio',
      ],
    },
    depth: {
      title: 'profundidad',
      frames: [
        '(qué|que) profundidad (hay|tenemos) [aquí|aqui|ahora|bajo la quilla]',
        // "cuánta agua tenemos" alone is the water tank's question (tanks)
        '(cuánta|cuanta) agua (hay|tenemos) bajo la quilla',
        `${CUAL_ES} la profundidad [aquí|aqui|ahora]`,
        '(qué|que) (marca|dice) la sonda',
        '(cuánto|cuanto) (hay|tenemos|queda) bajo la quilla',
        '(profundidad|agua) bajo la quilla',
      ],
      examples: [
        'qué profundidad hay',
        'cuánta agua tenemos bajo la quilla',
        'cuál es la profundidad',
        'qué marca la sonda',
        'cuánto hay bajo la quilla',
        'profundidad bajo la quilla',
      ],
    },
    wind: {
      title: 'viento',
      frames: [
        `${COMO_ESTA} el viento [ahora]`,
        // Not "cuánto viento": "cuánto {tank} hay" is the tanks' question
        '(qué|que) viento (hace|hay|tenemos|sopla) [ahora]',
        `${CUAL_ES} (la intensidad|la fuerza|la dirección|la direccion|la velocidad) del viento`,
        `${CUAL_ES} el viento (real|aparente)`,
        '(de dónde|de donde) (viene|sopla) el viento',
        '(intensidad|dirección|direccion|velocidad) del viento',
      ],
      examples: ['cómo está el viento', 'qué viento hace', 'qué viento tenemos', 'cuál es la dirección del viento', 'de dónde viene el viento', 'cual es el viento aparente'],
    },
    position: {
      title: 'posición',
      frames: [
        '(dónde|donde) (estamos|nos encontramos) [ahora]',
        `${CUAL_ES} (nuestra|la) (posición|posicion|situación|situacion)`,
        '(dime|dame) (nuestra|la) (posición|posicion)',
      ],
      examples: ['dónde estamos', 'donde estamos ahora', 'cuál es nuestra posición', 'dime la posicion'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        '(cuáles son|cuales son|dime|dame) (nuestras|las) coordenadas',
        `${CUAL_ES} (nuestra|la) ((posición|posicion) (exacta|para un mayday)|latitud y longitud)`,
        '(dime|dame) (nuestra|la) ((posición|posicion) (exacta|para un mayday)|latitud y longitud)',
        '[nuestra|nuestras] (coordenadas|(posición|posicion) (exacta|para un mayday)|latitud y longitud)',
      ],
      examples: [
        'cuáles son nuestras coordenadas',
        'dame nuestras coordenadas',
        'cuál es nuestra posición exacta',
        'posición exacta',
        'latitud y longitud',
        'nuestra posición para un mayday',
      ],
    },
    speed_heading: {
      title: 'velocidad y rumbo',
      frames: [
        `${CUAL_ES} (nuestra|la) (velocidad|velocidad sobre el fondo)`,
        `${CUAL_ES} (nuestro|el) (rumbo|rumbo sobre el fondo|rumbo de proa)`,
        '(a qué|a que) velocidad (vamos|navegamos|estamos yendo)',
        '(cuántos|cuantos) nudos (llevamos|hacemos|vamos haciendo)',
        '(qué|que) rumbo (llevamos|seguimos|tenemos)',
        '(hacia dónde|hacia donde) (apunta la proa|estamos apuntando)',
      ],
      examples: [
        'cuál es nuestra velocidad',
        'a qué velocidad vamos',
        'cuántos nudos llevamos',
        'qué rumbo llevamos',
        'cual es el rumbo sobre el fondo',
        'hacia dónde apunta la proa',
      ],
    },
    alarms: {
      title: 'alarmas',
      frames: [
        `(hay|tenemos) (alguna alarma|alarmas|alguna alerta|alertas|algún aviso|algun aviso|avisos) [activas|activos] ${A_BORDO}`,
        `(cuáles son|cuales son|qué|que) (alarmas|alertas|avisos) (hay|están activas|estan activas|tenemos) ${A_BORDO}`,
        '(está|esta) todo (bien|en orden|correcto) (a bordo|en el barco)',
        '(pasa|hay) algo (raro|malo) (a bordo|en el barco|con el barco)',
        `alarmas [activas] ${A_BORDO}`,
      ],
      examples: ['hay alguna alarma', 'tenemos alarmas activas a bordo', 'qué alarmas hay', 'está todo bien a bordo', 'pasa algo raro en el barco', 'alarmas activas'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        `${CUAL_ES} el (próximo|proximo|siguiente) (waypoint|punto de paso)`,
        '(a qué|a que) distancia (está|esta|queda) el (próximo|proximo|siguiente) (waypoint|punto de paso)',
        '(cuánto|cuanto) (falta|queda) (para|hasta) el (próximo|proximo|siguiente) (waypoint|punto de paso)',
        '(cuándo|cuando|a qué hora|a que hora) (llegamos|vamos a llegar|llegaremos)',
        `${CUAL_ES} (nuestra|la) (hora de llegada|hora estimada de llegada|eta|ruta activa)`,
        '(hacia dónde|hacia donde|adónde|adonde|a dónde|a donde) (vamos|navegamos)',
        '(cuánto|cuanto) (falta|queda) (para llegar|de travesía|de travesia)',
      ],
      examples: [
        'cuál es el próximo waypoint',
        'a qué distancia está el próximo waypoint',
        'cuándo llegamos',
        'cuál es la hora estimada de llegada',
        'hacia dónde vamos',
        'cuánto falta para llegar',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        '(qué|que) hora es (a bordo|aquí|aqui|en el barco|donde estamos)',
        `${CUAL_ES} la hora (local|a bordo|de a bordo)`,
        '(en qué|en que) (zona horaria|huso horario) (estamos|nos encontramos)',
        `${CUAL_ES} (la zona horaria|el huso horario) [local|de aquí|de aqui|a bordo]`,
      ],
      examples: ['qué hora es a bordo', 'que hora es aqui', 'cuál es la hora local', 'en qué zona horaria estamos', 'cual es el huso horario'],
    },
    ais: {
      title: 'tráfico AIS',
      frames: [
        `(hay|se ve) (algún|algun) (barco|buque|velero) ${CERCA}`,
        `(hay|tenemos) (tráfico|trafico|barcos|buques) [${CERCA}]`,
        `(qué|que) (barcos|buques) (hay|están|estan|se ven) ${CERCA}`,
        '(qué|que) (hay|se ve) en el AIS',
        '(hay|viene) (alguien|algún barco|algun barco|algún buque|algun buque|algo) en rumbo de (colisión|colision)',
      ],
      examples: ['hay algún barco cerca', 'hay tráfico', 'qué barcos hay cerca', 'qué hay en el AIS', 'hay alguien en rumbo de colisión'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        `${COMO_ESTAN} los (tanques|depósitos|depositos)`,
        `${CUAL_ES} el nivel de los (tanques|depósitos|depositos)`,
        `nivel de los (tanques|depósitos|depositos) ${A_BORDO}`,
        '(cuánto|cuanto|cuánta|cuanta) (combustible|gasoil|gasóleo|gasoleo|diésel|diesel|gasolina|agua|agua dulce|agua potable|aguas grises|aguas negras) (queda|nos queda|tenemos|hay) [en el tanque|en el depósito|en el deposito|a bordo]',
        `${CUAL_ES} el nivel del (tanque|depósito|deposito) de {tank}`,
        `${COMO_ESTA} el (tanque|depósito|deposito) de {tank}`,
      ],
      examples: [
        'cómo están los tanques',
        'cuál es el nivel de los tanques',
        'cuánto gasoil queda',
        'cuánta agua tenemos',
        'cuál es el nivel del tanque de aguas negras',
        'como esta el deposito de agua',
      ],
    },
    engine: {
      title: 'motor',
      frames: [
        `${COMO_ESTA} el motor [ahora]`,
        `${COMO_ESTAN} los motores`,
        `${CUAL_ES} el estado (del motor|de los motores)`,
        '(estado|horas) (del motor|de los motores)',
        `${COMO_ESTA} el motor de {engine}`,
        `${CUAL_ES} el estado del motor de {engine}`,
      ],
      examples: [
        'cómo está el motor',
        'cómo están los motores',
        'cuál es el estado del motor',
        'horas del motor',
        'cómo está el motor de babor',
        'cual es el estado del motor de estribor',
      ],
    },
    barometer: {
      title: 'barómetro',
      frames: [
        `(qué|que) (marca|dice) el (barómetro|barometro)`,
        `${COMO_ESTA} el (barómetro|barometro)`,
        `${CUAL_ES} la (presión|presion) (atmosférica|atmosferica|barométrica|barometrica) ${A_BORDO}`,
        '(el barómetro|el barometro|la presión|la presion) (está|esta) (subiendo|bajando|cayendo|estable)',
        '(sube|baja) el (barómetro|barometro)',
      ],
      examples: ['qué marca el barómetro', 'cómo está el barómetro', 'cuál es la presión atmosférica', 'la presión está bajando', 'baja el barómetro'],
    },
    water_temperature: {
      title: 'temperatura del agua',
      frames: [
        `${CUAL_ES} la temperatura del (agua|mar)`,
        '(qué|que) temperatura tiene el (agua|mar)',
        'a (qué|que) temperatura (está|esta) el (agua|mar)',
        '(está|esta) (fría|fria|caliente|buena) el agua',
        'temperatura del (agua|mar)',
      ],
      examples: ['cuál es la temperatura del agua', 'qué temperatura tiene el mar', 'a qué temperatura está el agua', 'está fría el agua', 'temperatura del agua'],
    },
    anchor: {
      title: 'guardia de fondeo',
      frames: [
        '(estamos|está el barco|esta el barco) garreando',
        '(el ancla|nuestra ancla) (garrea|agarra|aguanta|está garreando|esta garreando|está agarrando|esta agarrando)',
        `${COMO_ESTA} (el ancla|el fondeo|nuestra ancla)`,
        '(guardia|alarma|vigilancia) (de fondeo|del fondeo|del ancla)',
        '(a qué distancia|a que distancia) (estamos|está el barco|esta el barco) del ancla',
        '(dónde está|donde está|dónde esta|donde esta) el ancla',
      ],
      examples: ['estamos garreando', 'cómo está el ancla', 'el ancla aguanta', 'guardia de fondeo', 'a qué distancia estamos del ancla', 'el ancla garrea', 'como esta el ancla'],
    },

    // Las últimas horas.
    wind_history: {
      title: 'racha máxima',
      frames: [
        '(cuál|cual) fue la (racha máxima|racha más fuerte|mayor racha) [de hoy|de esta noche|de la noche|en la última hora]',
        '(cuál|cual) fue el viento medio [de hoy|de esta noche|de la noche|en la última hora]',
        '(racha máxima|racha más fuerte|mayor racha) [de hoy|de esta noche|de la noche|en la última hora]',
      ],
      examples: ['cuál fue la racha máxima', 'cuál fue la mayor racha de la noche', 'cuál fue el viento medio en la última hora', 'racha máxima de hoy'],
    },
    battery_history: {
      title: 'batería por la noche',
      frames: [
        '(cuánto|cuanto) (bajó|bajo) la batería [esta noche|anoche|por la noche|hoy]',
        '(cuál|cual) fue la (carga|tensión) mínima de la batería [esta noche|anoche|por la noche|hoy]',
        '(cuánta|cuanta) energía (gastamos|usamos|consumimos) [esta noche|anoche|por la noche|hoy]',
      ],
      examples: ['cuánto bajó la batería anoche', 'cuál fue la carga mínima de la batería', 'cuánta energía gastamos esta noche'],
    },
    depth_history: {
      title: 'profundidad mínima',
      frames: [
        '(cuál|cual) fue la (profundidad mínima|menor profundidad) [esta noche|anoche|por la noche|hoy|en bajamar|con marea baja]',
        '(cuál|cual) fue el (mínimo de agua|fondo mínimo) [esta noche|anoche|por la noche|hoy|en bajamar|con marea baja]',
        '(profundidad mínima|menor profundidad) [esta noche|anoche|por la noche|hoy|en bajamar|con marea baja]',
      ],
      examples: ['cuál fue la profundidad mínima', 'cuál fue la menor profundidad en bajamar', 'profundidad mínima anoche'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'presión y temperatura',
      frames: [
        '(cómo|como) (ha cambiado|cambió) la (presión|temperatura) [hoy|esta noche|anoche|por la noche|en las últimas horas]',
        '(cuánto|cuanto) (ha bajado|bajó|ha subido|subió) la presión [hoy|esta noche|anoche|por la noche|en las últimas horas]',
        '(está|esta) haciendo (más|mas) (frío|frio|calor) [fuera|afuera]',
      ],
      examples: ['cómo ha cambiado la presión hoy', 'cuánto bajó la presión anoche', 'está haciendo más frío fuera'],
    },

    man_overboard: {
      title: 'hombre al agua',
      frames: [
        '(hay|tenemos) [algún|algun] hombre al agua',
        '(alguien|alguno) (se cayó|se cayo|cayó|cayo|ha caído|ha caido) al agua',
        '(hay|tenemos) [alguna] (baliza|radiobaliza|señal|senal|señales|senales) de (socorro|emergencia)',
      ],
      examples: ['hay algún hombre al agua', 'alguien se cayó al agua', 'hay alguna baliza de socorro', 'tenemos señales de socorro'],
    },
  },
  slotWords: {
    // "el banco de servicio" is the house bank, "el banco del motor" / "de arranque" the start bank
    bank: {
      servicio: 'house',
      'baterías de servicio': 'house',
      'baterias de servicio': 'house',
      servicios: 'house',
      casa: 'house',
      motor: 'start',
      arranque: 'start',
      'baterías del motor': 'start',
      'baterias del motor': 'start',
      barco: null,
    },
    engine: { babor: 'port', estribor: 'starboard', centro: 'center', principal: null },
    tank: {
      gasoil: 'fuel',
      gasóleo: 'fuel',
      gasoleo: 'fuel',
      combustible: 'fuel',
      diésel: 'fuel',
      diesel: 'fuel',
      gasolina: 'fuel',
      agua: 'freshWater',
      'agua dulce': 'freshWater',
      'agua potable': 'freshWater',
      'aguas grises': 'wasteWater',
      'aguas negras': 'blackWater',
      aceite: 'lubrication',
      gas: 'gas',
    },
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
