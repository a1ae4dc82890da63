/**
 * Portuguese (Portugal) Assist sentences, as Portuguese sailors ask; Brazilian Portuguese is pt-BR.ts.
 *
 * Words: the continuous "estar a" + infinitive ("o motor está a trabalhar", "a bateria está a
 * carregar", "estamos a garrar"), the colloquial "é que" ("onde é que estamos", "quanto é que temos de
 * bateria"), "temos" / "há" for what the boat has, and Portugal's sailing words: a sonda, o fundo,
 * debaixo da quilha, o rumo and a proa, o ferro or a âncora that "unha", "segura" or "garra", o
 * fundeio, gasóleo, água doce, águas cinzentas / negras, o depósito, bombordo / estibordo. A question
 * may be the topic alone or "<quantity> <topic>" ("tensão das baterias", "pressão do óleo", "rajada
 * máxima de hoje"), a yes/no state ("o depósito está cheio"), a quantity ("quantos nós vamos a
 * fazer"), a worry ("há algum problema no barco"). History windows are everyday words ("esta noite",
 * "desde esta manhã", "nas últimas três horas"), the same phrases that give the query its hours.
 *
 * Accents: HA folds none. Speech-to-text writes them, so only the few words most often typed
 * without them (TYPED_PLAIN) are registered both ways: withPlainWords and withPlainFrames turn "está"
 * into "(está|esta)" in the word lists and the frames.
 *
 * Home Assistant's own pt shapes are left alone: "como está o tempo", "que horas são" and "diz-me as
 * horas" alone, "qual é a temperatura" without a boat word or of a room, "está tudo bem" without "a
 * bordo", a phone's or a remote's battery ("a bateria do telemóvel": a bank by name is "bateria de
 * serviço", and "do {bank}" only after a battery fact), the state of a device ("como está o
 * aquecedor": no frame opens with a wildcard), timers ("quanto tempo falta" alone), lights, shopping
 * lists. test/ha/assist-sentences.test.ts checks HA's whole pt grammar against these. "como está o
 * motor" stays ours, as the pt examples "como está o motor de bombordo" and "qual é o estado do motor
 * de estibordo" always were, although HA 2026 reads the same shape as "como está o {name}" of an
 * entity named "motor".
 */
import type { LanguageVocabulary } from './index.js';
import type { Words } from '../../domain/vocabulary.js';

/** A word without its accents ("está" -> "esta", "dá-me" -> "da-me"). */
const plain = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The accented words typed often enough without their accents to be heard both ways; speech-to-text
 * writes Portuguese with its accents, and each twin is one more try for every sentence HA hears.
 */
const TYPED_PLAIN = new Set(['está', 'estão', 'é', 'há', 'água']);

/** Text whose common accented words (TYPED_PLAIN) each become "(accented|plain)": "como está" -> "como (está|esta)". */
const plainWords = (text: string): string => text.replace(/[\p{L}-]+/gu, (w) => (TYPED_PLAIN.has(w) ? `(${w}|${plain(w)})` : w));

/** Each word list with its accented words written both ways (plainWords). */
function withPlainWords(words: Words): Words {
  return Object.fromEntries(Object.entries(words).map(([k, list]) => [k, list.map(plainWords)]));
}

/** "nas últimas seis horas": the numbers a history question names, said or written. */
const HOURS: Readonly<Record<string, number>> = { duas: 2, '2': 2, três: 3, '3': 3, quatro: 4, '4': 4, seis: 6, '6': 6, doze: 12, '12': 12, 'vinte e quatro': 24, '24': 24 };

/** History windows: phrase -> hours back, or since midnight / 06:00 local. The first one said wins. */
const WINDOWS: Readonly<Record<string, number | 'today' | 'morning'>> = {
  'na última hora': 1,
  'da última hora': 1,
  'no último dia': 24,
  'esta noite': 12,
  'desta noite': 12,
  'durante a noite': 12,
  'ontem à noite': 12,
  'da noite': 12,
  'à noite': 12,
  'a noite': 12,
  'de madrugada': 12,
  'hoje de manhã': 'morning',
  'esta manhã': 'morning',
  'desta manhã': 'morning',
  'desde esta manhã': 'morning',
  'desde manhã': 'morning',
  hoje: 'today',
  'de hoje': 'today',
};

/** focus.window: the numbered windows first ("nas últimas 24 horas"), then WINDOWS, each also without accents. */
function windowPhrases(): Record<string, number | 'today' | 'morning'> {
  const out: Record<string, number | 'today' | 'morning'> = {};
  for (const [n, h] of Object.entries(HOURS)) for (const p of ['nas últimas', 'das últimas']) out[`${p} ${n} horas`] = h;
  Object.assign(out, WINDOWS);
  for (const [k, v] of Object.entries(out)) out[plain(k)] ??= v;
  return out;
}

// How these frames are shaped, for Home Assistant's time: every sentence it hears is tried against
// every template. Each frame is one sequence that needs at least one telling word of its topic
// ("bateria", "motor", "vento"...), so hassil 3 skips it when that word is missing; articles before
// those words are optional ("[a] bateria"), since hassil 3 keeps only the shortest required word of
// each alternative. The lists that open a frame are few, each with its own first word
// ("como (está|vai|...)" is one try for hassil 1, not eight). Frames that open alike are one
// frame with alternatives after the shared opening ("[<ask>] [a|o] (bateria ...|tensão ...)"), so
// hassil 1 tries the opening once per family, not once per frame.
const words: Words = {
  // Openers and small words
  what: ['qual [é]', 'quais [são]', 'diz-me', 'dá-me'],
  how: ['como [é que] (está|estão|vai|vão|anda|andam)'],
  ask: ['<what>', '<how>'],
  eque: ['é que'],
  is: ['está', 'estão'],
  thereis: ['há', 'temos', 'existe[m]', 'está', 'ainda há'],
  any: ['algum[a|as]', 'alguns', 'um[a]', 'muito[s]'],
  onboard: ['a bordo', 'no barco', 'do barco', 'com o barco'],
  here: ['aqui [agora]', 'agora', 'neste momento', 'lá fora'],

  // Depth
  under: ['[por] debaixo [da quilha|do barco|de nós]', 'por baixo [da quilha|do barco|de nós]', 'sob a quilha', 'abaixo da quilha'],
  says: ['diz', 'marca', 'dá', 'indica', 'mostra'],

  enough: ['suficiente', 'que chegue', 'bastante', 'para (a viagem|chegar)'],

  hot: ['[a] que temperatura', '[a] quantos graus'],

  // History: the windows (the same phrases give focus.window its hours)
  window: [...Object.keys(WINDOWS), 'nas últimas horas', `(nas|das) últimas (${Object.keys(HOURS).join('|')}) horas`],
  was: ['(qual|quanto|de quanto) (foi|é)', 'diz-me', 'dá-me'],
  lowhigh: ['mínima', 'máxima', 'mais (baixa|alta)', 'menor', 'maior'],
};

export const pt: LanguageVocabulary = {
  language: 'pt',
  description:
    'Gerida pelo signalk-assist: responde a uma pergunta sobre o barco com os dados do SignalK. As alterações feitas aqui são substituídas; desligue a opção Assist para a remover.',
  apology: 'Desculpe, o barco não respondeu a tempo.',
  words: withPlainWords(words),
  written: plainWords,
  slotWords: {
    // "a bateria de serviço" is the house bank; "de arranque" / "do motor" the start bank
    bank: { barco: null, principal: null, serviço: 'house', servico: 'house', casa: 'house', consumo: 'house', arranque: 'start', partida: 'start', motor: 'start' },
    engine: { bombordo: 'port', estibordo: 'starboard', boreste: 'starboard', central: 'center', centro: 'center', principal: null, barco: null },
    tank: {
      gasóleo: 'fuel',
      gasoleo: 'fuel',
      gasolina: 'fuel',
      'água potável': 'freshWater',
      'agua potavel': 'freshWater',
      'água doce': 'freshWater',
      'agua doce': 'freshWater',
      'águas cinzentas': 'wasteWater',
      'aguas cinzentas': 'wasteWater',
      cinzentas: 'wasteWater',
      'águas sujas': 'wasteWater',
      'aguas sujas': 'wasteWater',
      'águas negras': 'blackWater',
      'aguas negras': 'blackWater',
    },
  },
  focus: {
    // The first fact whose words are said wins: "quantas horas tem o motor a trabalhar" is runTime.
    engine: {
      runTime: ['horas', 'conta-horas'],
      oilPressure: ['óleo', 'oleo'],
      coolantTemperature: ['temperatura', 'aquecer', 'aquecido', 'quente', 'sobreaquecer', 'sobreaquecido', 'sobreaquecimento', 'arrefecimento'],
      revolutions: ['rotações', 'rotacoes', 'rotação', 'rotacao', 'rpm', 'regime', 'voltas'],
      state: [
        'arrancou',
        'pegou',
        'parou',
        'desligou',
        'a trabalhar',
        'a funcionar',
        'ligado',
        'ligados',
        'desligado',
        'desligados',
        'parado',
        'parados',
        'em marcha',
        'a andar',
        'a rodar',
      ],
    },
    window: windowPhrases(),
  },
};
