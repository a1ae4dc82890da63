/**
 * Spanish Assist sentences, as words and frames (domain/vocabulary.ts), for sailors of Spain and of Latin
 * America alike. The depth is "la sonda", "la ecosonda", "el profundímetro", "el fondo" or "el
 * calado"; fuel is "gasoil", "gasóleo", "diésel" or "combustible"; a tank is a "tanque" or a
 * "depósito" of "agua dulce", "aguas grises" or "aguas negras"; an engine is "encendido", "prendido",
 * "en marcha" or "funcionando"; the boat "garrea" at anchor. People ask with "vamos", "tenemos", "hay",
 * "nos queda", "qué tal" and "cómo vamos de" as much as with "cuál es"; they ask yes/no about a state
 * ("está cargando la batería", "está lleno el tanque de aguas negras"), say bare noun phrases
 * ("presión de aceite", "horas de motor", "viento real") and ask history in the past tense ("cuál fue
 * la racha máxima esta noche").
 *
 * Words and frames are written with their accents once; spelled() adds the plain spelling of every
 * accented vowel ("cómo" -> "c(ó|o)mo"), since Home Assistant does not fold accents and people type
 * either. Examples stay as people write them.
 *
 * Home Assistant's own Spanish shapes stay its own: "qué tiempo hace", "cómo está el tiempo", "qué hora
 * es [ahora]", "dime la hora", "cuál es la temperatura" of a room, "cuánta batería le queda al móvil",
 * "está cargada la batería de {name}", "está encendida la luz", timers, lists, and "está todo bien"
 * without a boat word (alarms always say "a bordo" / "en el barco"). As in English, a bare "cómo está
 * el motor" and "cómo está la temperatura del motor" (its "how is the {name}") and "está el motor
 * encendido" (its "is the {name} on") are left to it; "está encendido el motor", "qué tal va el motor"
 * and an engine by name ("cómo está el motor de babor") are ours.
 *
 * Wildcards: a battery bank only after "banco" or the plural "baterías" (never after "la batería de":
 * a phone); an engine after "el motor de"; a tank after "el tanque de" only where the slot is asked
 * for ("cómo está el depósito de agua", "nivel del tanque de aguas negras"). Elsewhere a tank is named
 * by fixed words and found in the sentence (families.ts tankWordIn), so "está lleno el depósito del
 * deshumidificador" stays Home Assistant's. test/ha/assist-sentences.test.ts checks Home Assistant's
 * whole Spanish grammar against these.
 */
import type { LanguageVocabulary } from './index.js';

const PLAIN: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** Each accented vowel written both ways, "cómo" -> "c(ó|o)mo": people type either, Home Assistant does not fold accents. */
function bothSpellings(text: string): string {
  return text.replace(/[áéíóú]/g, (v) => `(${v}|${PLAIN[v]})`);
}

/** The vocabulary with every word and frame written both ways (bothSpellings); examples stay as people write them. */
function spelled(v: LanguageVocabulary): LanguageVocabulary {
  const families = Object.fromEntries(Object.entries(v.families).map(([id, f]) => [id, { ...f, frames: f.frames.map(bothSpellings) }]));
  return {
    ...v,
    words: Object.fromEntries(Object.entries(v.words).map(([name, list]) => [name, list.map(bothSpellings)])),
    families: families as unknown as LanguageVocabulary['families'],
    // A question's own sentences (src/questions/<name>/sentences.ts) are written both ways too.
    written: bothSpellings,
  };
}

export const es: LanguageVocabulary = spelled({
  language: 'es',
  description:
    'Gestionada por signalk-assist: responde a una pregunta sobre el barco con datos de SignalK. Los cambios hechos aquí se sobrescriben; desactiva la opción Assist para eliminarla.',
  apology: 'Lo siento, el barco no ha respondido a tiempo.',
  words: {
    // Question words. Written with their accent once: spelled() adds the plain spelling.
    como: ['cómo'],
    que: ['qué'],
    cual: ['cuál'],
    cual_es: ['cuál es'],
    cual_fue: ['(<cual>|<que>) (fue|ha sido|era)'],
    donde: ['dónde'],
    cuanto: ['cuánto'],
    cuanta: ['cuánta'],
    cuantos: ['cuántos'],
    cuantas: ['cuántas'],
    // "cuánto / cuánta / qué tanto" for a quantity of liquid (Latin America says "qué tanto").
    cuanto_de: ['<cuanto>', '<cuanta>', '<que> tanto', '<que> tanta'],
    esta: ['está'],
    estan: ['están'],
    esta_n: ['está[n]'],
    // "cómo está / cómo va / cómo anda / qué tal": how a thing is doing.
    como_va: ['<como> (<esta_n>|va|van|anda|andan)', '<que> tal [<esta_n>|va|van|anda|andan]'],
    dime: ['d(i|a)(me|nos)'],
    // An opener that may come before a noun phrase: "cuál es la profundidad", "dime el rumbo".
    abre: ['<cual_es>', '<dime>'],
    // "we have / there is / is left": the colloquial verbs of a quantity.
    hay: ['hay', 'tenemos', 'queda', 'nos queda', 'quedan', 'nos quedan', 'llevamos', 'nos resta'],
    a_bordo: ['a bordo', 'en el barco', 'en el velero', 'en el bote', 'en la lancha'],
    ahora: ['ahora', 'ahora mismo', 'aquí', 'en este momento', 'actual', 'actualmente'],
    mas: ['más'],

    // Battery: "la batería", "las baterías", the boat's banks.
    bateria: ['batería'],
    baterias: ['baterías'],
    // A bank said with fixed words (no wildcard after "la batería de": "la batería de mi móvil").
    banco_fijo: ['de servicio', 'de servicios', 'del motor', 'de arranque'],
    la_bateria: ['la <bateria> [<banco_fijo>]', 'las <baterias>', 'el banco de <baterias>', 'el parque de <baterias>'],
    dato_bateria: ['carga', 'estado', 'estado de carga', 'voltaje', 'tensión', 'nivel', 'porcentaje', 'voltios'],
    cargando: ['bien', 'baja[s]', 'llena[s]', '[des]carg(ando|ándose|ada|adas)'],
    // The wildcard bank: "el banco de servicio", "el banco de baterías del motor", "las baterías de arranque".
    el_banco: ['el banco [de <baterias>]', 'las <baterias>'],
    del_banco: ['del banco [de <baterias>]', 'de las <baterias>'],

    // Depth.
    sonda: ['la sonda', 'la ecosonda', 'el sonar', 'el profundímetro', 'la sonda de profundidad'],
    debajo: [
      'debajo',
      'abajo',
      'bajo la quilla',
      'debajo de la quilla',
      'bajo el casco',
      'debajo del casco',
      'bajo el barco',
      'debajo del barco',
      'bajo nosotros',
      'debajo de nosotros',
    ],

    // Wind.
    viento_dato: ['dirección', 'intensidad', 'fuerza', 'velocidad', 'ángulo'],
    viento_tipo: ['real', 'aparente', 'verdadero'],
    viento_cambia: ['soplando', 'rolando', 'apretando', 'arreciando', 'subiendo', 'bajando', 'aflojando', 'amainando', 'cambiando'],

    // Navigation.
    posicion: ['posición', 'situación', 'ubicación'],
    rumbo: ['rumbo', 'rumo'],
    proximo: ['próximo', 'siguiente'],
    waypoint: ['waypoint', 'punto de paso', 'punto de ruta', 'way point'],
    hasta_llegar: ['(para|hasta) (el [<proximo>] <waypoint>|llegar [a puerto|a destino]|la llegada|el destino|puerto)'],

    // Tanks: the liquids (the answerer finds which in the sentence), and the tank itself.
    liquido: ['combustible', 'gasoil', 'gasóleo', 'diésel', 'gasolina', 'agua', 'agua dulce', 'agua potable', 'aguas grises', 'aguas negras'],
    tanque: ['tanque', 'depósito'],
    tanques: ['tanques', 'depósitos'],
    lleno: ['[casi] (lleno|llena|vacío|vacía)', 'medio (lleno|vacío)', 'a tope', 'al máximo'],

    // Engine: the engine itself, and what it is doing.
    el_motor: ['el motor', 'el motor principal', 'la máquina', 'los motores', 'el fueraborda', 'el motor fueraborda'],
    motor_x: ['motor (de|del) {engine}'],
    // The engine at the end of a frame, any or by name (the wildcard last: hassil tries them in order).
    motor_fin: ['<el_motor>', 'el <motor_x>'],
    del_motor: ['del motor', 'del motor principal', 'de los motores', 'de la máquina', 'del fueraborda', 'del <motor_x>'],
    // Running or not. "encendido / prendido / apagado" are Home Assistant's on/off words, so never
    // right after the engine ("está el motor encendido" is its "is the {name} on").
    en_marcha: ['encendid(o|a)[s]', 'prendid(o|a)[s]', 'apagad(o|a)[s]', '<en_marcha_tras>'],
    en_marcha_tras: ['funcionando', 'en marcha', 'en funcionamiento', 'arrancad(o|a)[s]', 'parad(o|a)[s]', 'andando'],
    revoluciones: ['revoluciones', 'vueltas', 'rpm', 'erre pe eme', 'revoluciones por minuto'],
    caliente: ['[muy] caliente[s]', 'recalentado[s]', 'frío'],
    calentando: ['calentando', 'recalentando', 'calentándose'],
    aceite: ['presión de aceite', 'presión del aceite'],
    horas_verbo: ['tiene', 'tienen', 'lleva', 'llevan', 'marca', 'ha hecho', 'acumula', 'ha trabajado', 'lleva funcionando', 'llevan funcionando', 'ha funcionado'],

    // Barometer.
    barometro: ['el barómetro', 'la presión', 'la presión atmosférica'],
    tendencia: ['subiendo', 'bajando', 'cayendo', 'estable', 'igual'],

    // History: when, in the words people use (focus.window gives each its hours).
    ventana: [
      'hoy',
      'de hoy',
      'esta noche',
      'de esta noche',
      'anoche',
      'de anoche',
      'por la noche',
      'durante la noche',
      'de la noche',
      'esta mañana',
      'desde esta mañana',
      'de esta mañana',
      'desde ayer',
      'en la última hora',
      '(en|durante) las últimas (dos|tres|cuatro|seis|doce|veinticuatro|2|3|4|6|12|24) horas',
      'en las últimas horas',
      'en el último día',
    ],
    bajamar: ['<ventana>', 'en bajamar', 'en la bajamar', 'con marea baja', 'con la marea baja'],
    minima: ['mínim(a|o)', 'más baj(a|o)', 'menor'],
    maxima: ['máxim(a|o)', 'más (fuerte|alta)', 'mayor', 'peor'],
    bajo: ['bajó', 'ha bajado', 'cayó', 'ha caído', 'bajaron', 'han bajado', 'se descargó', 'se ha descargado', 'se descargaron'],
    cambio: ['(ha|han) (cambiado|variado|evolucionado|ido)', 'cambió', 'varió', 'evolucionó'],
  },
  families: {
    battery: {
      title: 'batería',
      frames: [
        '(<que>|<cuantos>) (voltaje|tensión|voltios|carga|porcentaje) (<hay>|tiene <la_bateria>|tienen <la_bateria>|marca <la_bateria>|marcan <la_bateria>) [<a_bordo>]',
        '(<cuanto> (nos queda|queda|tenemos|hay) de (<bateria>|carga)|(en|a) <cuanto> <esta_n> <la_bateria>)',
        '<cuantos> (amperios|amperes|amps) (estamos cargando|entran|están entrando|estamos consumiendo|consumimos|gastamos|carga <la_bateria>)',
        '(<la_bateria> ([se] <esta_n> <cargando>|carga[n])|((estamos|están) cargando|[<cuanto>] carga[n]) <la_bateria>)',
        '(<la_bateria>|<bateria> [<banco_fijo>]|<baterias>)',
        '<como_va> (<la_bateria> [<a_bordo>]|<el_banco> (de|del) {bank})',
        '[<abre>] [el|la] <dato_bateria> ((de|en) (<la_bateria>|<bateria>|<baterias>) [<a_bordo>]|<del_banco> (de|del) {bank})',
        // "cuánta batería nos queda" (not "le queda al móvil": Home Assistant's)
        '<cuanta> (<bateria>|carga|energía) ((<hay>|hay en <la_bateria>|tiene <la_bateria>|tienen <la_bateria>|queda en <la_bateria>|(le|les) queda a <la_bateria>) [<a_bordo>]|(tiene|queda en|hay en) <el_banco> (de|del) {bank})',
        // Yes/no: "está cargando la batería", "las baterías se están cargando"
        // A bank by name only after "banco" here: "está cargada la batería de {name}" is Home Assistant's
        '[se] <esta_n> <cargando> (<la_bateria>|el banco [de <baterias>] (de|del) {bank})',
      ],
      examples: [
        'cómo están las baterías',
        'cuánta batería nos queda',
        'está cargando la batería',
        'tensión de la batería',
        'qué voltaje tienen las baterías',
        'cómo está el banco de servicio',
        'cuál es la carga del banco del motor',
        'como esta el banco de baterias de servicio',
      ],
    },
    depth: {
      title: 'profundidad',
      frames: [
        '(<que>|<cuanta>) profundidad (<hay>|hace|marca <sonda>) [<ahora>|<debajo>]',
        '<que> (sonda|fondo) (hay|tenemos|marca|da) [<ahora>]',
        '[<abre>] la profundidad [<ahora>|<debajo>]',
        '(<que>|<cuanto>) (marca|dice|indica|da|está marcando) <sonda> [<ahora>]',
        '<cuanto> ((fondo|calado) (<hay>|marca <sonda>) [<ahora>|<debajo>]|(hay|tenemos|queda) (de (fondo|profundidad|calado)|<debajo>))',
        '(a|en) <que> profundidad (estamos|navegamos|vamos|estamos fondeados)',
        // "cuánta agua tenemos" alone is the water tank's (tanks): here always under us
        '<cuanta> agua (<hay>|hay|tenemos) <debajo>',
        '<cuantos> metros [de (fondo|agua|profundidad)] (<hay>|marca <sonda>) [<debajo>]',
        '(hay|tenemos) ((suficiente|bastante|poco|poca|mucho|mucha) (fondo|calado|profundidad|agua <debajo>)|(fondo|calado|profundidad|agua <debajo>) (suficiente|de sobra)) [<ahora>]',
        '(vamos a tocar|tocamos|estamos tocando|podemos tocar) fondo',
        '(profundidad [<ahora>]|<sonda>|fondo|agua <debajo>|profundidad <debajo>)',
      ],
      examples: ['qué profundidad hay', 'cuánta agua tenemos bajo la quilla', 'qué marca la sonda', 'cuánto fondo tenemos', 'hay suficiente fondo', 'profundidad'],
    },
    wind: {
      title: 'viento',
      frames: [
        '<como_va> el viento [<ahora>]',
        // Not "qué tiempo hace": Home Assistant's weather
        '(<que>|<cuanto>) viento [<viento_tipo>] (hace|hay|tenemos|sopla|está soplando|está haciendo) [<ahora>|fuera|afuera]',
        '<cuantos> nudos (de viento [<viento_tipo>] (hay|tenemos|hace|sopla|están soplando)|(hay|tenemos|hace|sopla) de viento) [<ahora>]',
        'a <cuantos> nudos (sopla|está soplando|viene) el viento',
        '(de|por|desde) (<donde>|<que> (dirección|lado)) (viene|sopla|entra|está soplando|está entrando) el viento [<ahora>]',
        '[<abre>] ([la|el] <viento_dato> del viento [<viento_tipo>]|el viento <viento_tipo>)',
        '<que> <viento_dato> (tiene|trae|lleva) el viento',
        '(<como> (sopla|viene|está soplando) el viento|<cuanto> (sopla|está soplando) [el viento]|(sopla|pega) (fuerte|mucho))',
        // Yes/no: "está soplando fuerte", "está rolando el viento"
        '(<esta> ((soplando|apretando|arreciando) (fuerte|mucho|más)|soplando|arreciando|amainando|rolando|<viento_cambia> el viento)|el viento <esta> <viento_cambia>)',
        '(hay|hace) (mucho|poco|bastante) viento',
        'viento [<viento_tipo>] [<ahora>]',
      ],
      examples: [
        'cómo está el viento',
        'qué viento tenemos',
        'cuánto viento hay',
        'de dónde sopla el viento',
        'dirección del viento aparente',
        'está soplando fuerte',
        'viento real',
      ],
    },
    position: {
      title: 'posición',
      frames: [
        // Not "dónde está el barco": Home Assistant's "dónde está {name}"
        '[<dime>] [en] <donde> (estamos|nos encontramos|andamos) [<ahora>|exactamente]',
        'por <donde> (vamos|andamos|navegamos)',
        '[<abre>] [nuestra|la] <posicion> [<ahora>]',
        'en <que> (<posicion>|punto|zona|lugar|sitio) (estamos|nos encontramos)',
      ],
      examples: ['dónde estamos', 'donde estamos ahora', 'por dónde vamos', 'cuál es nuestra posición', 'dime la posicion'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        '[(cuáles son|<dime>)] (nuestras|las) coordenadas',
        '[<abre>] (nuestra|la) (<posicion> (exacta|para (un|el) mayday|de socorro)|latitud y [la] longitud|latitud|longitud)',
        '(coordenadas [gps]|<posicion> (exacta|para (un|el) mayday|de socorro)|latitud y [la] longitud)',
      ],
      examples: [
        'cuáles son nuestras coordenadas',
        'dame nuestras coordenadas',
        'cuál es nuestra posición exacta',
        'latitud y longitud',
        'dame la posición para un mayday',
        'dame la latitud y la longitud',
      ],
    },
    speed_heading: {
      title: 'velocidad y rumbo',
      frames: [
        '(a|con) (<que>|<cuantos>) (velocidad|nudos) (vamos|navegamos|andamos|estamos yendo|estamos navegando|estamos andando|va el barco|navega el barco|anda el barco) [ahora|ahora mismo]',
        '(<que> velocidad|<cuantos> nudos) (llevamos|tenemos|hacemos|vamos haciendo|estamos haciendo|marcamos|marca la corredera) [ahora|ahora mismo]',
        '(<cuanto> (estamos andando|andamos|corremos|estamos haciendo|vamos)|a <cuanto> (vamos|navegamos|andamos))',
        '<que> <rumbo> (llevamos|seguimos|tenemos|hacemos|estamos haciendo|marca el compás) [ahora|ahora mismo]',
        '(a|con) <que> <rumbo> (vamos|navegamos|andamos|estamos navegando)',
        '[<abre>] [nuestra|la] velocidad [sobre el fondo|sobre fondo|en el agua|del barco|en nudos]',
        '[<abre>] [nuestro|el] <rumbo> [sobre el fondo|sobre fondo|de proa|verdadero|magnético|del barco|que llevamos|que seguimos]',
        '(hacia|a) <donde> (apunta|mira|va) la proa',
        '(<rumbo> y velocidad|velocidad y <rumbo>)',
      ],
      examples: ['a qué velocidad vamos', 'cuántos nudos llevamos', 'qué rumbo llevamos', 'cuál es nuestra velocidad', 'hacia dónde apunta la proa', 'rumbo'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        '[<abre>] el <proximo> <waypoint>',
        'a <que> distancia (<esta>|queda|tenemos) (el [<proximo>] <waypoint>|el destino|el puerto|puerto)',
        '<cuanto> (falta|queda|nos queda|nos falta) [<hasta_llegar>|de (travesía|viaje|ruta)]',
        // With "tiempo" always a destination: "cuánto tiempo queda" alone may be a kitchen timer
        '<cuanto> tiempo (falta|queda|nos queda|nos falta) <hasta_llegar>',
        '(<cuanto> (tardamos|tardaremos|vamos a tardar) en llegar|<cuantas> (millas|horas) (faltan|quedan|nos quedan|nos faltan) [para llegar|hasta el <proximo> <waypoint>|hasta puerto])',
        '(cuándo|a <que> hora) (llegamos|vamos a llegar|llegaremos|estaremos allí) [a puerto|a destino|al <proximo> <waypoint>]',
        '[<abre>] ([nuestra|la] (hora de llegada [estimada|prevista]|hora estimada de llegada|hora prevista de llegada|eta|ruta activa)|[nuestro|el] destino)',
        '(<que> distancia (hay|queda|falta|tenemos)|distancia) (al|hasta el) [<proximo>] <waypoint>',
        '((hacia|a) <donde>|adónde) (vamos|navegamos|nos dirigimos)',
      ],
      examples: [
        'cuándo llegamos',
        'cuánto nos queda para llegar',
        'cuál es el próximo waypoint',
        'a qué distancia está el próximo waypoint',
        'hora estimada de llegada',
        'hacia dónde vamos',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        // Not "qué hora es [ahora]" alone: Home Assistant's
        '<que> hora (es|tenemos|hay) (a bordo|aquí|en el barco|donde estamos|en este puerto|local) [ahora]',
        '[<cual_es>] [la] hora (local|a bordo|de a bordo|del barco) [a bordo|aquí]',
        'en <que> (zona horaria|huso horario) (estamos|nos encontramos)',
        '[<cual_es>] (la zona horaria|el huso horario) [local|de aquí|a bordo]',
      ],
      examples: ['qué hora es a bordo', 'que hora es aqui', 'cuál es la hora local', 'en qué huso horario estamos', 'hora local'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        // Fixed liquid words: the answerer finds which in the sentence (families.ts tankWordIn)
        '<cuanto_de> <liquido> <hay> [en (el <tanque>|los <tanques>)|<a_bordo>]',
        '<cuantos> litros de <liquido> <hay> [en (el <tanque>|los <tanques>)|<a_bordo>]',
        '(hay|tenemos|queda|nos queda) ((suficiente|bastante|poco|poca|mucho|mucha) <liquido>|<liquido> (suficiente|de sobra)) [<a_bordo>|para llegar]',
        '(hay que|tenemos que) ((vaciar|llenar|rellenar|cargar|repostar) (el <tanque> de <liquido>|las aguas (negras|grises)|<liquido>)|repostar)',
        '(tenemos|nos queda|queda) <liquido> [<a_bordo>]',
        '<cuanto_de> (queda|nos queda|hay|tenemos) (de <liquido>|en el <tanque> de <liquido>)',
        // Spain's "cómo vamos de gasoil", "vamos bien de agua"
        '(<como> (vamos|andamos|estamos)|(vamos|andamos|estamos) bien) de <liquido>',
        // Yes/no with fixed words: a wildcard here would take "está lleno el depósito de agua del deshumidificador"
        '(<esta> <lleno> el <tanque> de <liquido>|el <tanque> de <liquido> <esta> <lleno>)',
        '[los] <tanques>',
        '<como_va> (los <tanques>|el <tanque> de {tank})',
        '[<cual_es>] [el] nivel (de los <tanques> [<a_bordo>]|(de|del) <liquido> [<a_bordo>]|del <tanque> de {tank})',
      ],
      examples: [
        'cómo están los tanques',
        'cuánto gasoil queda',
        'cuánta agua tenemos',
        'hay suficiente combustible',
        'nivel de combustible',
        'cuál es el nivel del tanque de aguas negras',
        'como esta el deposito de agua',
      ],
    },
    engine: {
      title: 'motor',
      frames: [
        '(el motor|los motores|motor[es])',
        // Running or not, verb first or engine first; never "está el motor encendido" (see the header).
        // Each frame takes the engine by name too: "el motor de babor" ({engine}, after the others).
        '<esta_n> <en_marcha> <motor_fin>',
        '(<el_motor>|el <motor_x>) <esta_n> <en_marcha>',
        '(<esta_n>|tenemos|llevamos) (<el_motor>|el <motor_x>) <en_marcha_tras>',
        '(([ya] (funciona|anda|arrancó) [bien]|va bien|sigue <en_marcha>) <motor_fin>|(<el_motor>|el <motor_x>) ((funciona|anda|arrancó) [bien]|va bien|sigue <en_marcha>))',
        'a (<cuantas>|<que>) <revoluciones> (va|<esta>|gira|anda|marcha) <motor_fin>',
        '<cuantas> <revoluciones> (lleva|tiene|hace|da|marca) <motor_fin>',
        '[<abre>] [las] <revoluciones> <del_motor>',
        '<que> temperatura (tiene|tienen|lleva|marca) <motor_fin>',
        // Not "a qué temperatura está el motor" nor "cómo está la temperatura del motor": Home Assistant's
        'a <que> temperatura (va|anda|marcha|trabaja) <motor_fin>',
        '[<abre>] [la] temperatura (del refrigerante|del agua del motor|<del_motor>)',
        '(<esta_n> <caliente> <motor_fin>|<el_motor> <esta_n> <caliente>|<como> va de (temperatura|aceite|presión de aceite|revoluciones|vueltas) <motor_fin>)',
        '(<el_motor> se (<esta_n> <calentando>|calienta|recalienta)|se (<esta_n> <calentando>|calienta|recalienta) <motor_fin>)',
        '[<abre>|<como_va>] [la] <aceite> [<del_motor>]',
        '(<que> <aceite> (tiene|tenemos|hay|marca) [<el_motor>|el <motor_x>]|(hay|tenemos) [suficiente|buena|poca] <aceite>)',
        '<cuantas> horas (<horas_verbo> <el_motor> [funcionando|encendido|en marcha]|de motor (tenemos|llevamos|hay|hemos hecho)|<horas_verbo> el <motor_x>)',
        '([las] horas (de motor|<del_motor>)|[el] (horómetro|contador de horas) [del motor]|<cuantas> horas (marca|tiene|lleva) el (horómetro|contador de horas))',
        // "cómo va el motor" alone is Home Assistant's "how is the {name}": "qué tal", "cómo anda" are not
        '(<como> (van|<estan>|andan) los motores|<como> anda <motor_fin>|<que> tal [va|<esta>|anda] <motor_fin>|<como_va> el <motor_x>)',
        '([<cual_es>] [el] estado|datos) <del_motor>',
      ],
      examples: [
        'está encendido el motor',
        'cuántas horas tiene el motor',
        'presión de aceite',
        'a cuántas revoluciones va el motor',
        'qué temperatura tiene el motor',
        'cómo van los motores',
        'cómo está el motor de babor',
        'cual es el estado del motor de estribor',
      ],
    },
    barometer: {
      title: 'barómetro',
      frames: [
        '(<que>|<cuanto>) (marca|dice|indica) el barómetro',
        '<como_va> <barometro>',
        '[la] tendencia (del barómetro|de la presión)',
        '[<cual_es>] [la] presión [atmosférica|barométrica] [<a_bordo>|<ahora>]',
        '(<que> presión|<cuantos> (milibares|hectopascales|hpa)) (<hay>|marca el barómetro)',
        // Now; "cuánto ha bajado la presión" is the history's (air_history)
        '(<barometro> <esta> <tendencia>|<esta> <tendencia> <barometro>|(sube|baja|cae) <barometro>)',
        '[el] barómetro',
      ],
      examples: ['qué marca el barómetro', 'cómo va el barómetro', 'está bajando la presión', 'cuál es la presión atmosférica', 'cuántos milibares tenemos'],
    },

    // The last hours: the past tense ("fue", "ha bajado") and the superlatives keep them apart from the families of now.
    wind_history: {
      title: 'racha máxima',
      frames: [
        '<cual_fue> (la (racha|ráfaga) <maxima>|la <maxima> (racha|ráfaga)|el viento (medio|promedio|<maxima>)) [<ventana>]',
        '(<que>|<cuantas>) (racha|rachas|ráfaga|ráfagas) [<maxima>] (hemos tenido|ha habido|hubo|tuvimos) [<ventana>]',
        '<cuanto> (ha soplado|sopló) [como máximo|de máximo] [<ventana>]',
        '((racha|ráfaga) <maxima>|<maxima> (racha|ráfaga)) [<ventana>]',
        '(<que>|<cuanto>) viento (ha hecho|hizo|hemos tenido|tuvimos|ha habido|hubo) [<ventana>]',
        '<como> (ha estado|estuvo|ha ido|fue) el viento [<ventana>]',
      ],
      examples: ['cuál fue la racha máxima', 'cuál fue la racha más fuerte esta noche', 'cuánto ha soplado en la última hora', 'racha máxima de hoy'],
    },
    battery_history: {
      title: 'batería por la noche',
      frames: [
        '(<cuanto>|hasta (<donde>|<cuanto>)) <bajo> <la_bateria> [<ventana>]',
        '<como> <cambio> <la_bateria> [<ventana>]',
        '<cual_fue> ((la carga|la tensión|el voltaje|el nivel) <minima> (de|en) <la_bateria>|(la carga|la tensión|el voltaje) <minima>) [<ventana>]',
        '<cuanto> (hemos gastado|gastamos|hemos consumido|consumimos) de (<bateria>|energía) [<ventana>]',
        '<cuanta> (energía|batería|carga) (hemos gastado|gastamos|hemos consumido|consumimos|hemos usado|usamos|se ha gastado|se gastó) [<ventana>]',
      ],
      examples: ['cuánto bajó la batería anoche', 'cuál fue la tensión más baja de las baterías esta noche', 'cuánta energía hemos gastado hoy'],
    },
    depth_history: {
      title: 'profundidad mínima',
      frames: [
        '<cual_fue> (la profundidad <minima>|la menor profundidad|el fondo <minima>|el menor fondo|el mínimo de agua) [<bajamar>]',
        '(<que>|<cual>|<cuanto>|<cuanta>) (profundidad|fondo|agua|calado) <minima> (hemos tenido|ha habido|hubo|tuvimos) [<bajamar>]',
        '(profundidad <minima>|menor profundidad|fondo <minima>) [<bajamar>]',
      ],
      examples: ['cuál fue la profundidad mínima', 'cuál fue la menor profundidad en bajamar', 'profundidad mínima esta noche', 'qué fondo mínimo hemos tenido hoy'],
    },
    // How pressure and temperature changed; "está bajando la presión" stays the barometer's.
    air_history: {
      title: 'presión y temperatura',
      frames: [
        '(<como> <cambio>|<cuanto> (<cambio>|ha bajado|bajó|ha subido|subió|ha caído|cayó)) (<barometro>|la temperatura) [<ventana>]',
        '<cual_fue> la (presión|temperatura) (<minima>|<maxima>) [<ventana>]',
        '(<esta> haciendo|hace) <mas> (frío|calor) [fuera|afuera]',
        '<cuanto> ha refrescado [<ventana>]',
        '((ha bajado|ha subido|ha caído|bajó|subió) (<barometro>|la temperatura)|(<barometro>|la temperatura) (ha bajado|ha subido|ha caído|bajó|subió)) [<ventana>]',
        '(<que> temperatura|<cuanto> (frío|calor)) (ha hecho|hizo|hemos tenido|tuvimos) [<ventana>]',
      ],
      examples: ['cómo ha cambiado la presión hoy', 'cuánto bajó la presión anoche', 'está haciendo más frío', 'cómo ha cambiado la temperatura esta noche'],
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
      grises: 'wasteWater',
      'aguas negras': 'blackWater',
      negras: 'blackWater',
      aceite: 'lubrication',
      gas: 'gas',
    },
  },
  focus: {
    // The first fact whose words the sentence holds wins: "cuántas horas lleva funcionando" is the hours.
    engine: {
      runTime: ['horas', 'horómetro', 'horometro', 'contador de horas'],
      oilPressure: ['aceite', 'presión', 'presion'],
      coolantTemperature: [
        'temperatura',
        'calienta',
        'recalienta',
        'caliente',
        'calientes',
        'recalentado',
        'calentando',
        'recalentando',
        'calentándose',
        'calentandose',
        'refrigerante',
        'frío',
        'frio',
      ],
      revolutions: ['revoluciones', 'vueltas', 'rpm', 'erre pe eme'],
      state: [
        'encendido',
        'encendidos',
        'prendido',
        'prendidos',
        'funcionando',
        'funciona',
        'en marcha',
        'arrancado',
        'arrancados',
        'arrancó',
        'arranco',
        'andando',
        'apagado',
        'apagados',
        'parado',
        'parados',
        'en funcionamiento',
        'encendida',
        'prendida',
        'arrancada',
        'apagada',
        'parada',
      ],
    },
    window: {
      'en la última hora': 1,
      'en la ultima hora': 1,
      'últimas dos horas': 2,
      'ultimas dos horas': 2,
      'últimas 2 horas': 2,
      'ultimas 2 horas': 2,
      'últimas tres horas': 3,
      'ultimas tres horas': 3,
      'últimas 3 horas': 3,
      'ultimas 3 horas': 3,
      'últimas cuatro horas': 4,
      'ultimas cuatro horas': 4,
      'últimas 4 horas': 4,
      'ultimas 4 horas': 4,
      'últimas seis horas': 6,
      'ultimas seis horas': 6,
      'últimas 6 horas': 6,
      'ultimas 6 horas': 6,
      'últimas doce horas': 12,
      'ultimas doce horas': 12,
      'últimas 12 horas': 12,
      'ultimas 12 horas': 12,
      'últimas veinticuatro horas': 24,
      'ultimas veinticuatro horas': 24,
      'últimas 24 horas': 24,
      'ultimas 24 horas': 24,
      'último día': 24,
      'ultimo dia': 24,
      'ultimo día': 24,
      'último dia': 24,
      'desde ayer': 24,
      'esta mañana': 'morning',
      'esta noche': 12,
      anoche: 12,
      'por la noche': 12,
      'durante la noche': 12,
      'de la noche': 12,
      hoy: 'today',
    },
  },
});
