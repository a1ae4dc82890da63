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

/** The vocabulary with every word written both ways (bothSpellings), and the questions' frames and words through `written`; examples stay as people write them. */
function spelled(v: LanguageVocabulary): LanguageVocabulary {
  return {
    ...v,
    words: Object.fromEntries(Object.entries(v.words).map(([name, list]) => [name, list.map(bothSpellings)])),
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

    // Battery: "la batería", "las baterías", the boat's banks.
    bateria: ['batería'],
    baterias: ['baterías'],
    // A bank said with fixed words (no wildcard after "la batería de": "la batería de mi móvil").
    banco_fijo: ['de servicio', 'de servicios', 'del motor', 'de arranque'],
    la_bateria: ['la <bateria> [<banco_fijo>]', 'las <baterias>', 'el banco de <baterias>', 'el parque de <baterias>'],

    // Barometer.
    barometro: ['el barómetro', 'la presión', 'la presión atmosférica'],

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
    minima: ['mínim(a|o)', 'más baj(a|o)', 'menor'],
    maxima: ['máxim(a|o)', 'más (fuerte|alta)', 'mayor', 'peor'],
    cambio: ['(ha|han) (cambiado|variado|evolucionado|ido)', 'cambió', 'varió', 'evolucionó'],
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
