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
import type { FamilyVocabulary, LanguageVocabulary, TableFamilyId } from './index.js';
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

/** Every family's frames with their accented words written both ways. */
function withPlainFrames(families: Record<TableFamilyId, FamilyVocabulary>): Record<TableFamilyId, FamilyVocabulary> {
  return Object.fromEntries(Object.entries(families).map(([id, f]) => [id, { ...f, frames: f.frames.map(plainWords) }])) as unknown as Record<TableFamilyId, FamilyVocabulary>;
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

  // Battery
  bat: ['[a|as] bateria[s]'],
  batn: ['bateria[s]', 'banco', 'parque'],
  batfact: ['tensão', 'voltagem', 'carga', 'nível', 'estado [de carga]', 'percentagem', 'corrente', 'volts'],
  batstate: ['a (carregar|descarregar|receber carga)', 'a ser carregada[s]', 'em (carga|baixo)', '[des]carregada[s]', 'cheia[s]', 'boa[s]', 'bem', 'fraca[s]', 'baixa[s]', 'ok'],

  // Depth: "água" is the keel's only with "debaixo da quilha" ("quanta água temos" alone is the tank's)
  depthn: ['[a] profundidade', '[o] fundo', 'água <under>', '[a] sonda'],
  under: ['[por] debaixo [da quilha|do barco|de nós]', 'por baixo [da quilha|do barco|de nós]', 'sob a quilha', 'abaixo da quilha'],
  says: ['diz', 'marca', 'dá', 'indica', 'mostra'],
  shallow: ['pouca (água|profundidade)', 'pouco fundo', 'fundo baixo', 'água[s] pouco profunda[s]'],
  depthverb: ['temos', 'tem', 'há', 'dá', 'marca'],

  // Wind
  windkind: ['real', 'verdadeiro', 'aparente'],
  windfact: ['velocidade', 'direção', 'intensidade', 'força', 'ângulo'],
  windverb: ['temos', 'tem', 'há', 'está [a (fazer|dar|soprar)]', 'estão a dar', 'faz', 'sopra', 'dá', 'vai'],
  blows: ['vem', 'sopra', 'está a (soprar|vir)', 'entra'],

  // Position, speed and heading
  ourpos: ['[a] [nossa] (posição|localização) [atual]'],
  exact: ['exata', 'exacta', 'gps', 'para (o|um) mayday', 'para o pedido de socorro'],
  speed: ['[a] [nossa] velocidade [do barco|sobre o fundo|na água|de superfície]', '[o] sog'],
  course: ['[o] [nosso] rumo [verdadeiro|sobre o fundo]', '[a] [nossa] proa', '[o] cog'],
  going: ['estamos', '(vai|anda|segue) o barco', 'vamos [a fazer]', 'seguimos', 'andamos', 'navegamos', 'estamos a (andar|navegar|ir|dar|fazer)', 'fazemos', 'levamos', 'damos'],
  steer: ['levamos', 'temos', 'seguimos', 'fazemos', 'estamos a (fazer|seguir|levar)', 'vamos'],

  // Route
  nextwp: ['próximo (waypoint|ponto [de passagem])', 'destino', 'waypoint'],
  arrive: ['[lá] chegamos', 'vamos chegar', 'chegaremos'],
  left: ['[nos] falta[m]', 'está', 'fica', 'estamos', 'demora[mos]', 'levamos', 'vamos demorar'],

  // Local time
  boattime: ['a bordo [do barco]', 'aqui', 'no barco', 'onde estamos', 'neste fuso', 'locais'],

  // Tanks: what is in a tank, as fixed words (families.ts tankWordIn finds it in the sentence)
  tankword: ['<fluid>', 'água'],
  // Alone, "água" is also the sea's and the keel's: not a bare question of its own
  fluid: ['gasóleo', 'combustível', 'diesel', 'gasolina', 'água (doce|potável)', 'águas (cinzentas|negras|sujas)'],
  tank: ['tanque', 'depósito'],
  tanks: ['[os] (tanques|depósitos)'],
  of: ['de', 'da[s]', 'do[s]'],
  tankstate: ['cheio', 'vazio', 'quase (cheio|vazio)', '[a] meio', 'no fim', 'na reserva', 'a (acabar|encher)'],
  have: ['temos', '[nos] resta', 'sobra', 'ainda (temos|resta|há)', 'há', 'falta', 'tem o (tanque|depósito)', 'levamos'],
  enough: ['suficiente', 'que chegue', 'bastante', 'para (a viagem|chegar)'],

  // Engine
  motor: ['[o] motor', '[os] motores'],
  engfact: ['rotações', 'rotação', 'rpm', 'regime', 'temperatura [da água]', 'pressão [do|de] óleo', 'horas [de funcionamento]', 'conta-horas', 'estado'],
  engstate: [
    'a (trabalhar|funcionar) [bem]',
    'ligado[s]',
    'desligado[s]',
    'parado[s]',
    'em marcha',
    'a (andar|rodar)',
    'a (aquecer|sobreaquecer) [demais|muito]',
    '[demasiado] quente',
    'sobreaquecido',
    'bem',
    'ok',
    'normal',
  ],
  level: ['baixa[s]', 'alta[s]', 'boa[s]', 'normal', 'normais', 'bem', 'ok', 'estável'],
  revs: ['rotações', 'rotação', 'rpm', 'regime'],
  runs: ['está [a (trabalhar|rodar|dar)]', 'vai', 'anda', 'roda', 'trabalha', 'tem', 'dá'],
  hot: ['[a] que temperatura', '[a] quantos graus'],
  hours: ['tem', 'leva', 'já tem', 'marca'],

  // Barometer
  pressure: ['[a] pressão'],
  baro: ['[o] barómetro'],
  air: ['atmosférica', 'barométrica', 'do ar'],
  trend: ['a (subir|descer|cair|baixar)', 'estável', 'alta', 'baixa'],

  // History: the windows (the same phrases give focus.window its hours)
  window: [...Object.keys(WINDOWS), 'nas últimas horas', `(nas|das) últimas (${Object.keys(HOURS).join('|')}) horas`],
  was: ['(qual|quanto|de quanto) (foi|é)', 'diz-me', 'dá-me'],
  gust: ['rajada[s] [máxima|mais forte]', 'maior rajada', 'vento (máximo|mais forte|médio)', '(máximo|pico) [de] vento', '(velocidade|força) máxima [do] vento'],
  gotwind: ['fez', 'houve', 'tivemos', 'deu', 'esteve', 'apanhámos'],
  dropped: ['baixou', 'desceu', 'baixaram', 'desceram', 'descarregou', 'descarregaram', 'perdeu', 'perderam', 'caiu', 'caíram'],
  lowhigh: ['mínima', 'máxima', 'mais (baixa|alta)', 'menor', 'maior'],
  used: ['gastámos', 'consumimos', 'usámos', 'gastou-se', 'foi gasta'],
  mindepth: ['profundidade (mínima|máxima|mais baixa)', '(menor|maior) (profundidade|fundo)', 'fundo mínimo', 'menos fundo'],
  lowtide: ['na baixa-mar', 'na maré baixa', 'na vazante'],
  changed: ['mudou', 'variou', 'evoluiu', 'tem (variado|estado)', 'andou'],
  moved: ['caiu', 'desceu', 'subiu', 'baixou'],
  airn: ['[a] pressão [atmosférica]', '[o] barómetro', '[a] temperatura [do ar]'],
};

export const pt: LanguageVocabulary = {
  language: 'pt',
  description:
    'Gerida pelo signalk-assist: responde a uma pergunta sobre o barco com os dados do SignalK. As alterações feitas aqui são substituídas; desligue a opção Assist para a remover.',
  apology: 'Desculpe, o barco não respondeu a tempo.',
  words: withPlainWords(words),
  written: plainWords,
  families: withPlainFrames({
    battery: {
      title: 'bateria',
      frames: [
        // "bateria", "como estão as baterias", "tensão das baterias", "qual é a voltagem"
        // Yes/no in the same frame: "a bateria está a carregar", "a bateria aguenta a noite"
        '[<ask>] [a|as|o] (bateria[s] [<onboard>|<is> <batstate>|(tem|têm) [<any>|pouca] carga|(aguenta|aguentam|chega|dura) [a noite|até amanhã]]|(<batfact> (da|das|de) bateria[s]|tensão|voltagem) [<onboard>])',
        // "estão as baterias carregadas", "estamos a carregar"
        '(<is> (<bat> <batstate>|a carregar [<bat>])|estamos a carregar [<bat>])',
        '[ainda] (temos|há) [carga (na|nas)] bateria[s] [<enough>]',
        // Quantities: "quanto é que temos de bateria", "quantos volts tem a bateria", "quantos amperes estamos a gastar"
        '(quanto|quanta) [<eque>] (temos|tenho|tem|há|resta|sobra) (de|na|nas) bateria[s]',
        '(quanta|quantos|que) (carga|bateria|energia|volts|amperes|tensão|voltagem|corrente|[por] cento|percentagem) [<eque>] (tem|têm|temos|há|resta|sobra|estamos a (gastar|consumir|carregar|puxar)|está a (entrar|sair)) [<bat>|na bateria|nas baterias]',
        // One bank by name: "a bateria de serviço está a carregar", "a tensão da bateria do motor".
        // The wildcard in the middle first (the last frames' wildcard ends the sentence). "do {bank}"
        // only after a battery fact: "a bateria do telemóvel" alone is the house's.
        '[a|as|o] <batn> (de|da) {bank} <is> <batstate>',
        '[<ask>] [a|as|o] (<batfact> (da|das|do) <batn> (de|do|da)|<batn> (de|da)) {bank}',
      ],
      examples: [
        'como está a bateria',
        'a bateria está a carregar',
        'tensão das baterias',
        'quanto é que temos de bateria',
        'quantos volts tem a bateria',
        'como está a bateria de serviço',
        'qual é a carga da bateria do motor',
      ],
    },
    depth: {
      title: 'profundidade',
      frames: [
        // "profundidade", "qual é a profundidade aqui", "o que diz a sonda", "água debaixo da quilha"
        '[<what>|(o que|que|quanto) [<eque>] <says>] ([a] (profundidade|sonda) [<under>|<here>|está a (diminuir|baixar|subir|aumentar)|(marca|diz|dá|indica) [quanto]]|[o] fundo [<under>|<here>]|água <under> [<here>])',
        // Quantities: "que fundo temos", "quantos metros temos debaixo da quilha", "quanto é que temos de fundo"
        '(quanto|que|quanta|quantos metros) ((fundo|profundidade) [<eque>] <depthverb> [<under>] [<here>]|água [<eque>] (temos|tem|há) <under> [<here>]|[<eque>] (temos|há|tem) de (fundo|profundidade|água <under>) [<here>])',
        'quantos metros [de (água|fundo|profundidade)] [[<eque>] <depthverb>] [<under>] [<here>]',
        // Yes/no and the worry: "temos fundo suficiente", "estamos com pouca água", "é fundo aqui"
        '(temos|há) ((fundo|profundidade) [<enough>] [<under>|<here>]|água [<enough>] <under>)',
        // "temos pouca água" alone is the tank's
        '((estamos (com|em|a ficar com)|há|está a ficar [com]) <shallow>|(é|está) fundo) [<under>|<here>]',
      ],
      examples: ['qual é a profundidade', 'quanta água temos debaixo da quilha', 'o que diz a sonda', 'que fundo temos aqui', 'temos fundo suficiente', 'profundidade'],
    },
    wind: {
      title: 'vento',
      frames: [
        // "vento", "vento aparente", "como está o vento", "qual é a direção do vento real"
        '[<ask>] [a|o] (vento ([<windkind>] [<here>]|está [muito] (forte|fraco|a (aumentar|refrescar|rodar|acalmar|diminuir)))|<windfact> do vento [<windkind>])',
        '(de onde|donde|de que (lado|direção)) [<eque>] <blows> o vento',
        // Quantities: "quanto vento temos", "a quantos nós está o vento", "quanto é que está a soprar"
        '(quanto|que|quantos nós de) vento [<eque>] <windverb> [<here>]',
        '(a quantos nós|em quantos nós|a que velocidade|a quanto|quantos nós|quanto) [<eque>] (<windverb> o vento [<windkind>] [<here>]|sopra|está a soprar)',
        'que (força|intensidade|direção) (tem|traz) o vento',
        // Yes/no: "está a soprar muito", "há muito vento", "o vento está a aumentar"
        '(está (a (soprar|ventar|refrescar) [muito|forte|bem]|[muito|pouco] vento [<here>])|(há|temos) [muito|pouco] vento [<here>])',
      ],
      examples: ['como está o vento', 'quanto vento temos', 'de onde vem o vento', 'qual é a direção do vento real', 'vento aparente', 'está a soprar muito'],
    },
    position: {
      title: 'posição',
      frames: [
        'onde [<eque>] [nós] (estamos|nos encontramos|está o barco|anda o barco) [agora|neste momento]',
        'em que (sítio|zona|local|lugar|parte|posição) [<eque>] (estamos|andamos) [agora|neste momento]',
        '(estamos|andamos) onde',
        '[<what>] <ourpos> [<here>]',
      ],
      examples: ['onde estamos', 'onde é que estamos agora', 'qual é a nossa posição', 'em que sítio estamos', 'posição'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        '[<what>] [as|a] [nossas|nossa] (coordenadas [<exact>]|latitude|longitude|latitude e longitude|(posição|localização) [atual] <exact>)',
        'em que (coordenadas|latitude|longitude) [<eque>] estamos',
        'onde [<eque>] estamos exatamente',
      ],
      examples: [
        'quais são as nossas coordenadas',
        'dá-me as coordenadas',
        'latitude e longitude',
        'qual é a nossa posição exata',
        'a nossa posição para um mayday',
        'coordenadas gps',
      ],
    },
    speed_heading: {
      title: 'velocidade e rumo',
      frames: [
        // "velocidade", "rumo", "qual é a nossa proa", "rumo e velocidade"
        '[<what>] [a|o] [nossa|nosso] (velocidade [do barco|sobre o fundo|na água|de superfície]|sog|rumo [verdadeiro|sobre o fundo]|proa|cog) [e <speed>|e <course>] [agora]',
        // "a quantos nós vamos", "quantos nós estamos a fazer", "estamos a andar a quantos nós"
        '[a] (quantos nós|que velocidade) [<eque>] <going>',
        'estamos a (andar|navegar|ir|fazer|dar) [a] (quantos nós|que velocidade)',
        // "que rumo levamos", "para onde aponta a proa"
        '(que|qual) (rumo|proa) [<eque>] <steer>',
        '(para onde|em que direção) [<eque>] (aponta|está apontada|está a apontar|vai) a proa',
      ],
      examples: ['qual é a nossa velocidade', 'quantos nós estamos a fazer', 'que rumo levamos', 'a que velocidade vamos', 'para onde aponta a proa', 'rumo'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        '[<what>] [o|a] ([nossa] ([hora [prevista] de] chegada [prevista]|eta|rota [ativa])|<nextwp> [da rota]|distância (ao|até ao|para o) <nextwp>)',
        // "quanto falta para o próximo waypoint", "a que distância está o waypoint", "quanto tempo falta para chegar"
        '(quanto [tempo]|quantas milhas|[a] que distância|quão longe|em quanto tempo) [<eque>] ([<left>] ([para|até|ao|até ao|do] [o] <nextwp>|(para|a) (chegar|chegarmos|chegada))|[nos] faltam)',
        '(quando|a que horas|em quanto tempo) [<eque>] <arrive> [ao <nextwp>]',
        'para onde [<eque>] (vamos|estamos a ir|seguimos)',
      ],
      examples: [
        'qual é o próximo waypoint',
        'quanto falta para o próximo waypoint',
        'a que horas é que chegamos',
        'quantas milhas faltam',
        'qual é a hora prevista de chegada',
        'para onde vamos',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        // "que horas são" alone is Home Assistant's
        'que ((horas são|hora é) <boattime>|fuso [horário] [<eque>] (estamos|temos|é este|é o nosso))',
        'em que fuso [horário] [<eque>] (estamos|temos|é este|é o nosso)',
        '[<what>] [a|o] ((hora|horário) (local|a bordo|daqui|do barco|aqui)|fuso [horário] [local|daqui|a bordo])',
      ],
      examples: ['que horas são a bordo', 'que horas são aqui', 'qual é a hora local', 'hora local', 'em que fuso horário estamos'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        // What is in the tank as fixed words: "quanto gasóleo temos", "nível de gasóleo", "como estão os tanques"
        '(quanto|quanta|quantos litros de) <tankword> [<eque>] <have> [no <tank>|nos <tanks>|a bordo]',
        '[<ask>] [o|a|as|os] (nível (de|do|da|das|dos) (<tankword>|tanques|depósitos) [<onboard>]|(tanques|depósitos) [<onboard>]|<fluid> [(chega|dá|vai chegar) [para a viagem|para chegar]]|<tank> está <tankstate>)',
        // "temos combustível suficiente", "como estamos de água", "o gasóleo chega", "o depósito está cheio"
        '[ainda] (há [muito|muita]|temos [muito|muita|pouco|pouca]) <tankword> [<enough>]',
        'como [<eque>] estamos de <tankword>',
        '(estamos|ficámos) na reserva [de <fluid>]',
        'quantos litros [<eque>] (temos|há|restam|tem|ficam) (no|nos) (<tank>|<tanks>)',
        // One tank by name: "o tanque das águas cinzentas está cheio", "como está o tanque de água"
        'o <tank> <of> {tank} está <tankstate>',
        'está <tankstate> o <tank> <of> {tank}',
        '[<ask>] [o|a] [(nível|percentagem|quantidade) do] <tank> <of> {tank}',
      ],
      examples: [
        'quanto gasóleo temos',
        'como estão os tanques',
        'quanta água resta',
        'como estamos de água',
        'temos gasóleo suficiente',
        'qual o nível do tanque de combustível',
        'como está o tanque de água',
      ],
    },
    engine: {
      title: 'motor',
      frames: [
        // "motor", "como é que está o motor", "rotações do motor", "pressão do óleo", "horas de motor"
        // Yes/no in the same frame: "o motor está a trabalhar", "a pressão do óleo está boa"
        '[<ask>] [a|as|o|os] (motor[es] [[ainda|já] <is> [ainda|já] <engstate>|[já] (arrancou|pegou|parou|desligou|está a (quantas|que) <revs>)]|(<revs>|pressão [do|de] óleo) [(do|dos|de) motor[es]] [<is> <level>]|(temperatura [da água]|horas [de funcionamento]|conta-horas|estado) (do|dos|de) motor[es] [<is> <level>])',
        // "está o motor ligado", "temos o motor a trabalhar"
        '(<is> [ainda|já]|temos|tens) <motor> <engstate>',
        // Quantities: "a quantas rotações está o motor", "quantas horas tem o motor"
        '[a] ((quantas|que) <revs> [<eque>] [<runs> o motor]|<hot> [<eque>] (está|tem) o motor)',
        'quantas horas ([<eque>] <hours> o (motor|conta-horas)|de motor [[<eque>] [já] (temos|levamos|tem|tem o barco|fizemos)])',
        // One engine by name: "o motor de bombordo está ligado", "a temperatura do motor de estibordo"
        'o motor (de|do) {engine} <is> <engstate>',
        '([a] (quantas|que) <revs> [<eque>] <runs>|<hot> [<eque>] (está|tem)|quantas horas [<eque>] <hours>) o motor (de|do) {engine}',
        '[<ask>] [[a|as|o] <engfact> do|o] motor (de|do) {engine}',
      ],
      examples: [
        'o motor está a trabalhar',
        'como está o motor',
        'rotações do motor',
        'qual é a temperatura do motor',
        'pressão do óleo',
        'quantas horas tem o motor',
        'como está o motor de bombordo',
        'qual é o estado do motor de estibordo',
      ],
    },
    barometer: {
      title: 'barómetro',
      frames: [
        '[<ask>] [a|o] (pressão [<air>] [<here>|está <trend> [ou <trend>]]|barómetro [está <trend> [ou <trend>]]|leitura do barómetro)',
        '(o que|quanto|que) [<eque>] <says> o barómetro',
        '(quantos|quantas) (hectopascais|milibares|hpa) [[<eque>] (temos|tem|marca o barómetro|há)]',
        'está [a|o] (pressão|barómetro) <trend>',
      ],
      examples: ['como está o barómetro', 'a pressão está a descer', 'qual é a pressão atmosférica', 'quanto marca o barómetro', 'barómetro'],
    },

    // The last hours, in everyday words: "esta noite", "desde esta manhã", "na última hora".
    wind_history: {
      title: 'rajada máxima',
      frames: [
        '[<was>] [a|o] <gust> [<window>]',
        '(quanto|que) vento <gotwind> [<window>]',
        'como (esteve|estava|andou) o vento [<window>]',
        '(a quantos nós|quantos nós|até quanto) (chegou|foi) o vento [<window>]',
      ],
      examples: [
        'qual foi a rajada máxima',
        'qual foi a rajada mais forte esta noite',
        'rajada máxima de hoje',
        'quanto vento fez durante a noite',
        'qual foi o vento médio na última hora',
      ],
    },
    battery_history: {
      title: 'bateria durante a noite',
      frames: [
        'quanto [<eque>] [a|as] bateria[s] <dropped> [<window>]',
        '[a|as] bateria[s] <dropped> [muito] <window>',
        'quanto [<eque>] <used> de (bateria|energia) [<window>]',
        '[<was>] [a] (tensão|voltagem|carga) <lowhigh> (da|das) bateria[s] [<window>]',
        '(quanta (energia|bateria)|quantos amperes [hora]) [<eque>] <used> [<window>]',
        '[a|as] bateria[s] (aguentou|aguentaram) [bem] [a noite|<window>]',
      ],
      examples: ['quanto é que a bateria desceu durante a noite', 'qual foi a tensão mais baixa das baterias hoje', 'quanta energia gastámos esta noite'],
    },
    depth_history: {
      title: 'profundidade mínima',
      frames: [
        '[<was>] [a|o] <mindepth> [que (tivemos|houve)] [<window>|<lowtide>]',
        '(quanto fundo|quanta água|quão pouca água) (tivemos|houve) (<window>|<lowtide>)',
        '(qual|quanto) foi o fundo [mínimo] (<window>|<lowtide>)',
      ],
      examples: ['qual foi a profundidade mínima', 'qual foi o menor fundo esta noite', 'profundidade mínima durante a noite', 'quanta água tivemos na baixa-mar'],
    },
    // How pressure and temperature changed; "a pressão está a descer" stays the barometer's.
    air_history: {
      title: 'pressão e temperatura',
      frames: [
        'como <changed> <airn> [<window>]',
        'quanto [<eque>] <moved> <airn> [<window>]',
        '<airn> <moved> <window>',
        '[<was>] [a] (temperatura|pressão) <lowhigh> <window>',
        // Without a window only "foi": "qual é a temperatura máxima" may be the weather's
        '(qual|quanto|de quanto) foi [a] (temperatura|pressão) <lowhigh>',
        'está a ficar (mais frio|mais quente) [lá fora]',
      ],
      examples: ['como mudou a pressão hoje', 'quanto desceu a pressão durante a noite', 'a temperatura baixou durante a noite', 'como variou a pressão desde esta manhã'],
    },
  }),
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
