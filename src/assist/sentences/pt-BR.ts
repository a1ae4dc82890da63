/**
 * Brazilian Portuguese Assist sentences, as words and frames (domain/vocabulary.ts).
 *
 * Words: spoken Brazilian first. "tá" for "está", "a gente tá" beside "estamos", "pra"/"pro" beside
 * "para", "quanto tem de ...", "me passa", "cadê", a reading asked as a state ("a bateria tá quanto",
 * "a pressão do óleo tá baixa"); the Brazilian sailor's words: sonda/ecobatímetro, fundo, "dá pé",
 * ferro/âncora, garrando/arrastando/unhando, proa and rumo, diesel/óleo diesel, água doce, tanque de
 * dejetos and águas servidas/cinzas, horímetro, giros for RPM. Yes/no questions are a subject, "tá"
 * and a state word ("o motor tá funcionando", "o tanque de dejetos tá cheio"); bare nouns and noun
 * phrases stand alone ("bateria", "pressão do óleo"). HA 2024.3 folds neither accents nor "tá", so
 * both spellings are listed ("(está|esta|tá|ta)", "posi(ção|cao)").
 *
 * Left to Home Assistant's own pt-BR intents (triggers are matched first and would hide them):
 * "que horas são [agora]", "hora atual", "como (está|tá) o tempo", "qual [é] a temperatura [aqui|da
 * cozinha]" without a water or engine word, timers ("quanto tempo falta no ..."), "ligar/desligar/acender
 * ...", "tá tudo bem" without a boat word, "há alguém/está alguém ..." and "quem está ..." (HA's zone
 * wildcard), "o {name} está ligado" (on/off state: the engine is asked "funcionando/rodando"), and, as in
 * English, "como está o motor [de bombordo]" alone (HA 2026's "como está o {name}").
 */
import type { LanguageVocabulary } from './index.js';

export const ptBR: LanguageVocabulary = {
  language: 'pt-BR',
  description:
    'Gerenciada pelo signalk-assist: responde a uma pergunta sobre o barco com os dados do SignalK. Alterações feitas aqui são substituídas; desligue a opção Assist para removê-la.',
  apology: 'Desculpe, o barco não respondeu a tempo.',
  words: {
    // Written for Home Assistant's matcher, which tries every alternative of every template on every
    // sentence (its own too): alternatives share their first letters where they can, "qual [é|e]",
    // "bateria[s]", "(á|a)gua" (with and without the accent), "tem[os]".

    // Question openers and small words.
    esta: ['está', 'esta', 'tá', 'ta'],
    estao: ['estão', 'estao', 'tão', 'tao'],
    como: ['como [é que|e que] (<esta>|<estao>)'],
    qual: ['qual [é|e|que é|que e]'],
    quais: ['quais [são|sao]'],
    me_diz: ['me (diga|diz|dá|da|passa|fala|informa)'],
    // "we are": "a gente tá" is how Brazilians say it.
    nos_esta: ['[nós|nos] estamos', 'a gente <esta>', 'tamo[s]'],
    tem: ['tem [ainda]', 'temos', 'a gente [ainda] tem', 'ainda (tem|temos|resta)', 'resta', 'sobr(a|ou)', 'ficou'],
    tem_ha: ['tem[os]', 'h(á|a)', 'existe[m]', 'a gente tem'],
    algum: ['algu(m|ma|mas|ns)'],
    bordo: ['a bordo', 'no [nosso] barco', 'com o barco', 'do barco'],
    agora: ['agora', 'aqui [agora]', 'neste momento', 'no momento'],

    // Battery
    bat: ['bateria[s]', 'banco de bateria[s]'],

    // What a gauge is showing: the depth sounder, the barometer.
    marcando: ['marcando', 'dando', 'mostrando', 'indicando'],

    alarme_state: ['ativ(o|os|a|as)', 'tocando', 'disparado[s]', 'aceso[s]', 'piscando', 'apitando'],

    de: ['de', 'do', 'da'],

    // Barometer
    baro: ['bar(ô|o)metro'],
    pressao: ['press(ão|ao)'],

    // History: the window of time, as said.
    num: ['duas', 'tr(ê|e)s', 'quatro', 'seis', 'doze', 'vinte e quatro', '2', '3', '4', '6', '12', '24'],
    periodo: [
      '[desde|de] hoje [de (manhã|manha|madrugada)|cedo|(à|a) (tarde|noite)]',
      '[desde] (de (manhã|manha)|cedo)',
      '(essa|esta|dessa|desta|durante a|de|da|à|a|na) noite [toda|inteira]',
      '[desde|de] ontem [(à|a|de) noite]',
      'de ontem (pra|para) hoje',
      '[de|na] madrugada',
      '(na|da) (última|ultima) hora',
      '(nas|das) (últimas|ultimas) [<num>] horas',
      'o dia (todo|inteiro)',
    ],
    minima: ['m(í|i)nima', 'mais (baixa|alta)', 'menor', 'm(á|a)xima', 'maior'],
  },
  slotWords: {
    // "a bateria do barco" is the default bank; "serviço"/"casa" is the house bank, "partida"/"motor" the start bank
    bank: {
      barco: null,
      principal: null,
      serviço: 'house',
      servico: 'house',
      casa: 'house',
      consumo: 'house',
      partida: 'start',
      arranque: 'start',
      motor: 'start',
      motores: 'start',
    },
    engine: { bombordo: 'port', boreste: 'starboard', estibordo: 'starboard', central: 'center', centro: 'center', principal: null, barco: null },
    // Words the tank query does not know itself (it knows água, água doce, diesel, combustível, águas cinzas, esgoto).
    tank: {
      'água potável': 'freshWater',
      'agua potavel': 'freshWater',
      'água servida': 'wasteWater',
      'agua servida': 'wasteWater',
      'águas servidas': 'wasteWater',
      'aguas servidas': 'wasteWater',
      'água cinza': 'wasteWater',
      'agua cinza': 'wasteWater',
      'água negra': 'blackWater',
      'agua negra': 'blackWater',
      dejetos: 'blackWater',
      dejeto: 'blackWater',
      'óleo diesel': 'fuel',
      'oleo diesel': 'fuel',
    },
  },
  focus: {
    // The first fact whose words are in the sentence: "quantas horas o motor já rodou" is runTime.
    engine: {
      runTime: ['horas', 'horímetro', 'horimetro', 'tempo de uso', 'tempo de funcionamento'],
      oilPressure: ['óleo', 'oleo'],
      coolantTemperature: ['temperatura', 'esquentando', 'quente', 'superaquecendo', 'superaquecido', 'aquecendo', 'fervendo', 'arrefecimento'],
      revolutions: ['rotação', 'rotacao', 'rotações', 'rotacoes', 'rpm', 'giro', 'giros'],
      state: ['funcionando', 'rodando', 'trabalhando', 'girando', 'ligado', 'ligados', 'desligado', 'desligados', 'parado', 'parados', 'em funcionamento'],
    },
    // Morning before "hoje" ("desde hoje de manhã" is the morning), night before "ontem".
    window: {
      manhã: 'morning',
      manha: 'morning',
      cedo: 'morning',
      noite: 12,
      madrugada: 12,
      'última hora': 1,
      'ultima hora': 1,
      'duas horas': 2,
      '2 horas': 2,
      'três horas': 3,
      'tres horas': 3,
      '3 horas': 3,
      'quatro horas': 4,
      '4 horas': 4,
      'seis horas': 6,
      '6 horas': 6,
      'doze horas': 12,
      '12 horas': 12,
      'ontem pra hoje': 24,
      'ontem para hoje': 24,
      'vinte e quatro horas': 24,
      '24 horas': 24,
      hoje: 'today',
      'o dia todo': 'today',
      'o dia inteiro': 'today',
      ontem: 24,
    },
  },
};
