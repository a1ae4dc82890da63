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
    // A named bank may be a "banco": "o banco de serviço".
    bat_banco: ['<bat>', 'banco[s]'],
    bat_qty: ['carga', 'tens(ão|ao)', 'voltagem', 'n(í|i)vel', 'estado [de carga]', 'situa(ção|cao)', 'status', 'porcentagem', 'corrente', 'amperagem'],
    bat_ask: ['<como> [a|as|o]', '[<qual>|<me_diz>] [a|o] <bat_qty> (da|das|de|do)', 'quant(os (volts|amperes|ampères|por cento)|o) (tem|<esta>) [a|as|o]'],
    // Who charges: "os painéis solares estão carregando" is the battery's question too.
    bat_subj: ['[a|as] <bat> [<bordo>]', 'o painel solar', 'os pain(é|e)is solares', 'o carregador', 'o alternador', '(a|as) placa[s] solar[es]'],
    bat_state: [
      '[des]carregando',
      '[des]carregada[s]',
      'carregando ou descarregando',
      'boa[s]',
      'ok',
      'baixa[s]',
      'fraca[s]',
      'cheia[s]',
      'recebendo carga',
      '[com|em] quant(o|os volts|os por cento)',
    ],

    // Depth: "fundo" is the water under the keel, the sounder is "sonda" or "ecobatímetro".
    sonda: ['sonda', 'ecobat(í|i)metro', 'ecossonda', 'profund(í|i)metro'],
    sob: ['embaixo', 'debaixo', 'abaixo', 'em baixo', 'de baixo'],
    sob_quilha: ['<sob> (da quilha|do barco|do casco|da gente|de nós|de nos)', 'sob (a quilha|o casco)'],
    aqui: ['aqui [agora]', 'agora', '<sob_quilha>', 'n(e|es)se lugar'],
    marcando: ['marcando', 'dando', 'mostrando', 'indicando'],
    marca: ['marca', 'mostra', 'dá', 'da', 'indica'],

    // Wind
    vento: ['vento [aparente|verdadeiro|real]'],
    vento_qty: ['velocidade [e dire(ção|cao)]', 'dire(ção|cao) [e velocidade]', 'intensidade', 'for(ç|c)a', '(â|a)ngulo'],
    agora_v: ['agora', 'l(á|a) fora', 'aqui'],

    // Position and heading
    posicao: ['posi(ção|cao)', 'localiza(ção|cao)'],
    sh_noun: [
      'velocidade [sobre o fundo|no fundo|na (água|agua)|e (rumo|proa)]',
      'sog',
      'rumo [sobre o fundo|no fundo|verdadeiro|magn(é|e)tico|e velocidade]',
      'cog',
      'proa [magn(é|e)tica]',
      'curso',
    ],
    andando: ['fazendo', 'andando', 'indo', 'navegando', 'dando'],

    alarme_state: ['ativ(o|os|a|as)', 'tocando', 'disparado[s]', 'aceso[s]', 'piscando', 'apitando'],

    // Route
    wp: ['pr(ó|o)ximo (waypoint|ponto)', 'waypoint', 'destino', 'pr(ó|o)xima marca'],
    ate_o: ['para o', 'pro', 'pra o', 'at(é|e) o', 'ao'],
    chegar: ['chegar', 'a gente chegar', 'chegarmos', 'a chegada'],
    chega: ['a gente (chega|vai chegar|t(á|a) chegando)', 'vamos chegar', '[nós|nos] chegamos'],
    la: ['<ate_o> <wp>', 'no destino', 'l(á|a)', 'no porto', 'na marina'],

    // Tanks
    fluido: ['combust(í|i)vel', '[(ó|o)leo] diesel', 'gasolina', '(á|a)gua [doce|pot(á|a)vel]'],
    no_tanque: ['no tanque', 'nos tanques', 'a bordo', 'no barco'],
    tanque_state: ['[quase] (cheio|cheios|vazio|vazios)', 'acabando', 'na reserva', 'no fim', 'baixo', 'transbordando', 'pela metade', '[com|em] quant(o|os litros)'],
    tanque_ask: ['<qual> o n(í|i)vel do', 'n(í|i)vel do', '<como> [o] n(í|i)vel do', '<como> (o|os)', 'quanto tem no'],
    nivel_de: ['[<qual> o|<como> o] n(í|i)vel (de|do|da)'],
    acabando: ['acabando', 'no (fim|final)', 'na reserva'],

    // Engine: running is "funcionando/rodando" ("ligado" is HA's on/off state), RPM "giros" or "rotação".
    motor: ['motor[es]', 'motor principal'],
    eng_qty: [
      'rota(ção|cao|ções|coes)',
      'rpm',
      'giro[s]',
      'temperatura [da (água|agua)]',
      'press(ão|ao) (do|de) (óleo|oleo)',
      'horas',
      'hor(í|i)metro',
      'situa(ção|cao)',
      'estado',
      'status',
    ],
    eng_bare: ['press(ão|ao) (do|de) (óleo|oleo)', 'rpm', 'rota(ção|cao)', 'hor(í|i)metro', 'horas de motor'],
    // A reading said as a state: "a temperatura do motor tá alta", "a pressão do óleo tá baixa".
    eng_reading: ['alt(a|o)', 'baix(a|o)', 'normal', 'ok', 'bo(a|m)', '[em|com] quanto'],
    eng_ask: ['<qual> [a|o]', '<me_diz> [a|o]', '<como> [a|o]', 'quanto <esta> [a|o]', 'a', 'o'],
    eng_state: [
      'funcionando',
      'rodando',
      'trabalhando',
      'girando',
      'parado[s]',
      'em funcionamento',
      'esquentando',
      'quente',
      '[super]aquec(endo|ido)',
      'com quantos giros',
      '(com|a) quantas (rpm|rota(ções|coes))',
      'bem',
      'ok',
      'normal',
    ],
    de: ['de', 'do', 'da'],

    // Barometer
    baro: ['bar(ô|o)metro'],
    pressao: ['press(ão|ao)'],
    subindo: ['subindo', 'caindo', 'baixando', 'descendo', 'despencando', 'est(á|a)vel', 'baixa', 'alta', '[em|com] quanto'],
    baro_de: ['leitura', '<pressao>', 'tend(ê|e)ncia'],

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
    desceu: ['caiu', 'baixou', 'desceu', '[des]carregou', 'abaixou', 'gastou', 'perdeu', 'subiu'],
    rajada: [
      'rajada (m(á|a)xima|mais forte)',
      'maior (rajada|vento)',
      'vento (m(á|a)ximo|mais forte|m(é|e)dio)',
      'm(é|e)dia do vento',
      '(velocidade|intensidade) (m(á|a)xima|m(é|e)dia) do vento',
    ],
    minima: ['m(í|i)nima', 'mais (baixa|alta)', 'menor', 'm(á|a)xima', 'maior'],
  },
  families: {
    battery: {
      title: 'bateria',
      frames: [
        '[<bat_ask>] <bat> [<bordo>]',
        '(<bat_subj> (<esta>|<estao>) [ainda] <bat_state>|(<esta>|<estao>) <bat_state> [a|as] <bat>)',
        '(quanto|quanta) [de] (bateria|carga|energia) <tem> [a|as|na|nas] [<bat>] [<bordo>]',
        'quanto <tem> de (bateria|carga) [<bordo>]',
        '<nos_esta> com (quanto|quanta|quantos) [de] (bateria|carga|volts) [<bordo>]',
        '(quanto <nos_esta> (gastando|consumindo|puxando) de (energia|bateria|corrente)|quantos (amperes|ampères) <nos_esta> (gastando|consumindo|puxando)) [agora]',
        // A bank by name: "bateria de serviço", "bateria do motor" (start), or the boat's own bank id.
        // "a bateria do celular" has the same shape: it reaches us, and the boat answers it has no such bank.
        '[a|as|o] <bat_banco> <de> {bank} (<esta>|<estao>) [ainda] <bat_state>',
        '(<bat_ask> <bat_banco>|<bat>) <de> {bank}',
      ],
      examples: [
        'como está a bateria',
        'a bateria tá carregando',
        'quanto tem de bateria',
        'tensão da bateria',
        'quantos volts tem a bateria',
        'como está a bateria de serviço',
        'qual é a carga da bateria do motor',
      ],
    },
    depth: {
      title: 'profundidade',
      frames: [
        '([<qual> [a]|<me_diz> a|<como> a] profundidade|a profundidade <esta> [em|com] quanto) [<aqui>]',
        '(em|a) que profundidade <nos_esta> [<aqui>]',
        '((o que|quanto) ([a|o] <sonda> <esta> <marcando>|<marca> [a|o] <sonda>)|[a|o] <sonda> <esta> <marcando> quanto)',
        '[<qual> a] (leitura|marcação|marcacao) (da|do) <sonda>',
        'quanto <tem> de ((fundo|profundidade) [<aqui>]|(água|agua) <sob_quilha>)',
        '(quantos|quantas) (metros|pés|pes|braças|bracas) [de (água|agua|fundo|profundidade)] [<tem>|<esta> dando] [<aqui>]',
        // "água" is the depth only under the keel: alone it is the fresh water tank.
        '(quanta|quanto de) (água|agua) <tem> <sob_quilha>',
        '(<esta>|é|e) [muito] (raso|fundo) [<aqui>]',
        '(tem|temos|a gente tem) ((fundo|profundidade) [suficiente] [<aqui>]|(água|agua) [suficiente] <sob_quilha>)',
        '(dá|da|<esta> dando) pé [<aqui>]',
      ],
      examples: ['qual é a profundidade', 'quanto tem de fundo aqui', 'tá raso aqui', 'o que a sonda tá marcando', 'quanta água tem embaixo da quilha', 'quantos metros tem aqui'],
    },
    wind: {
      title: 'vento',
      frames: [
        '[<qual> [a]|<me_diz> a] <vento_qty> do <vento> [<agora_v>]',
        '[<como> o|<qual> o|o] <vento> [<agora_v>]',
        'de onde (vem|<esta> (vindo|soprando)) o vento [agora]',
        '(o vento <esta> (vindo|soprando)|<esta> ventando) de onde',
        '(quanto|que|quantos nós|quantos nos) [de] vento (<tem>|<esta> (fazendo|dando)) [<agora_v>]',
        '[<esta> (dando|fazendo)] (quanto|quantos nós|quantos nos) de vento [agora]',
        '[<esta>] ventando [quanto|muito|forte|bastante|pouco] [agora]',
        '(quanto <esta> ventando|(quantos (nós|nos)|quanto) <esta> o vento) [<agora_v>]',
        'o vento <esta> (forte|fraco|aumentando|diminuindo|apertando|rondando|[em|com] quanto) [<agora_v>]',
      ],
      examples: ['como está o vento', 'qual é a velocidade do vento', 'de onde tá vindo o vento', 'quantos nós de vento', 'tá ventando muito', 'vento aparente'],
    },
    position: {
      title: 'posição',
      frames: [
        // Not "onde está o barco": HA's "onde está o {name}".
        '((onde|aonde) [é que|e que|que]|em que (lugar|ponto)) (<nos_esta>|o barco <esta>) [agora]',
        '(<nos_esta>|o barco <esta>) (onde|aonde) [agora]',
        '[<qual> [a]|<me_diz> a] [nossa] <posicao> [do barco|atual|agora]',
      ],
      examples: ['onde estamos', 'onde a gente tá', 'qual é a nossa posição', 'posição do barco', 'me passa a nossa localização'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        '[<quais>|<me_diz>] [as] [nossas] coordenadas [do barco|atuais|agora|do gps|gps]',
        '[<qual> [a]|<me_diz> a] [nossa] (latitude [e [a] longitude]|longitude)',
        '[<qual> [a]|<me_diz> a] [nossa] (posição|posicao) (exata|precisa|do gps|gps|(para|pra|pro) [um|o] mayday)',
      ],
      examples: [
        'quais são as nossas coordenadas',
        'me passa a latitude e a longitude',
        'qual é a nossa posição exata',
        'posição pro mayday',
        'coordenadas',
        'quais as nossas coordenadas',
      ],
    },
    speed_heading: {
      title: 'velocidade e rumo',
      frames: [
        '[<qual> [a|o]|<me_diz> [a|o]] [nossa|nosso] <sh_noun> [atual|agora|do barco]',
        '[a] (quantos nós|quantos nos|que velocidade) (<nos_esta>|o barco <esta>) [<andando>]',
        '(<nos_esta>|o barco <esta>) <andando> [a] (quantos nós|quantos nos|que velocidade|quanto)',
        '(que|qual) (rumo|proa) <nos_esta> (seguindo|fazendo|navegando|governando|levando)',
        '<nos_esta> (navegando|indo|seguindo) (em|para|pra|a) que (rumo|proa|direção|direcao|lado)',
        '(pra|para) que (lado|direção|direcao) <nos_esta> (indo|navegando|apontando)',
        '(pra|para) onde (a proa <esta>|<nos_esta>) apontando',
      ],
      examples: ['qual é a nossa velocidade', 'quantos nós a gente tá fazendo', 'qual é o rumo', 'qual a proa', 'pra onde a proa tá apontando', 'velocidade sobre o fundo'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        '[<qual> [é] o|<me_diz> o] <wp> [da rota]',
        'quanto [tempo] [falta] <ate_o> <wp>',
        '[<qual> a|a] (distância|distancia) <ate_o> <wp>',
        '(a que distância|a que distancia) (<esta>|fica) o <wp>',
        '(quantas|quantos) (milhas|quilômetros|quilometros) (faltam|falta) [<ate_o> <wp>|(para|pra) <chegar>]',
        '(que horas|quando|em quanto tempo) <chega> [<la>]',
        '<chega> [<la>] (que horas|quando)',
        '(falta|<esta> faltando) muito (para|pra) <chegar>',
        '[<qual> [a|o]] (hora prevista de chegada|previsão de chegada|previsao de chegada|eta|tempo estimado de chegada|hora estimada de chegada|horário de chegada|horario de chegada)',
        '(quanto tempo|quantas horas) [falta|faltam] (para|pra) <chegar>',
        '(pra|para) onde (<nos_esta> indo|vamos|a gente vai)',
        '<qual> a rota [ativa]',
      ],
      examples: [
        'qual é o próximo waypoint',
        'quanto falta pro próximo waypoint',
        'que horas a gente chega',
        'quanto tempo falta pra chegar',
        'quantas milhas faltam',
        'pra onde a gente tá indo',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        // Never "que horas são [agora]" alone: HA's own.
        'que horas (são|sao) (a bordo|aqui|aqui no barco|no barco|aqui a bordo|onde (estamos|a gente <esta>))',
        '[<qual> (a|o)] (hora|horário|horario) (local [aqui]|a bordo|do barco|daqui)',
        '[<qual> o] fuso [horário|horario] [local|daqui|a bordo|do barco|aqui]',
        '(em que|qual) fuso [horário|horario] <nos_esta>',
      ],
      examples: ['que horas são a bordo', 'qual é a hora local', 'qual o fuso horário daqui', 'em que fuso horário a gente tá'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        '([<qual> o (nível|nivel) dos|<como> os|(nível|nivel) dos] tanques [<bordo>]|[os] tanques <estao> <tanque_state>)',
        '(<nivel_de> <fluido>|<como> o (diesel|óleo diesel|oleo diesel|combustível|combustivel)) [<no_tanque>]',
        '(quanto|quanta) [de] <fluido> <tem> [<no_tanque>]',
        'quanto <tem> de <fluido> [<no_tanque>]',
        '(quantos|quantas) (litros|galões|galoes) [de <fluido>] <tem> [<no_tanque>]',
        '(tem|temos|a gente tem|ainda tem) <fluido> [suficiente|bastante] [<no_tanque>]',
        '([o|a] <fluido> <esta> <tanque_state>|<esta> <acabando> [o|a] <fluido>)',
        // A tank by name: "tanque de dejetos", "tanque de águas servidas".
        '[o] tanque <de> {tank} <esta> <tanque_state>',
        '[<tanque_ask>|o|os] (tanque|tanques) <de> {tank}',
      ],
      examples: [
        'como estão os tanques',
        'quanto tem de diesel',
        'quanto diesel temos',
        'quanta água resta',
        'o tanque de dejetos tá cheio',
        'qual o nível do tanque de combustível',
        'como está o tanque de água',
      ],
    },
    engine: {
      title: 'motor',
      frames: [
        // Not "como está o motor [de bombordo]" alone: HA 2026's "como está o {name}" (a user's entity
        // named "Motor"), which a trigger would take. "ligado/desligado" is HA's on/off state too.
        '[<eng_ask>] (<eng_qty> (do|dos) <motor>|<eng_bare>)',
        '[o|os] <motor> [(<esta>|<estao>) [ainda] <eng_state>]',
        '[a|o] (<eng_qty> (do|dos) <motor>|<eng_bare>) <esta> <eng_reading>',
        '(<esta>|<estao>) <eng_state> [o|os] <motor>',
        '(quantos giros|quantas rotações|quantas rotacoes|quantas rpm|que rotação|que rotacao) [[o|os] <motor> (<esta>|<estao>) (dando|girando|fazendo|rodando)]',
        'quantas horas ((tem|<esta> com) [o|os] <motor>|de motor [<tem>])',
        'quantas horas [o|os] <motor> [já|ja] (tem|rodou|trabalhou|funcionou)',
        '[<eng_ask>] <eng_qty> do motor <de> {engine}',
        '[o] motor <de> {engine} <esta> [ainda] <eng_state>',
      ],
      examples: [
        'o motor está funcionando',
        'qual a rotação do motor',
        'temperatura do motor',
        'pressão do óleo',
        'quantas horas tem o motor',
        'o motor de bombordo está funcionando',
        'qual é o estado do motor de boreste',
      ],
    },
    barometer: {
      title: 'barômetro',
      frames: [
        '[<qual> [a]|<me_diz> a|<como> a] <pressao> [atmosférica|atmosferica|barométrica|barometrica] [<agora>|<bordo>]',
        'quantos (milibares|milibar|hectopascais|hectopascal|hpa) [(<esta>|tem) [marcando]] [a <pressao>|o <baro>]',
        '[<como> o|<qual> [a] <baro_de> do|<baro_de> do|quanto <esta> (marcando|dando) o|o] <baro> [<bordo>]',
        '[<qual> a] (tendência|tendencia) da <pressao>',
        '((quanto|o que) o <baro> <esta> <marcando>|o <baro> <esta> <marcando> quanto)',
        // Falling now is the barometer's; "a pressão caiu" (past) is the history's.
        '(a <pressao>|o <baro>) <esta> <subindo>',
        '<esta> <subindo> (a <pressao>|o <baro>)',
      ],
      examples: ['qual é a pressão', 'como está o barômetro', 'a pressão tá caindo', 'pressão atmosférica', 'quanto tá marcando o barômetro'],
    },

    // The last hours: words of time (periodo) give the window (focus.window).
    wind_history: {
      title: 'rajada máxima',
      frames: [
        '[<qual> foi (a|o)] <rajada> [<periodo>]',
        '(quanto ventou|ventou (muito|forte)) [<periodo>]',
        // With a time only: "como tá o vento" is now.
        '(como|quanto) (foi|esteve|tava|estava|ficou) o vento <periodo>',
        '(teve|tivemos|a gente teve|pegamos|a gente pegou) [alguma|muita] (rajada|rajadas) [forte|fortes] [<periodo>]',
      ],
      examples: ['qual foi a rajada máxima', 'qual foi a rajada mais forte hoje', 'quanto ventou essa noite', 'vento médio na última hora'],
    },
    battery_history: {
      title: 'bateria durante a noite',
      frames: [
        '([quanto|o quanto] [a|as] <bat> (<desceu> [muito|bastante]|aguentou [bem])|(quanto|o quanto) <desceu> [a|as] <bat>) [<periodo>]',
        '(como|quanto) ficou [a|as] <bat> [<periodo>]',
        '[<qual> foi a] ((carga|tensão|tensao|voltagem) <minima>|<minima> (carga|tensão|tensao|voltagem)) (da|das) <bat> [<periodo>]',
        '(quanta|quanto de) (energia|bateria|carga) [a gente|nós|nos] (gastou|usou|consumiu|gastamos|usamos|consumimos|perdeu|perdemos) [<periodo>]',
        'quanto (a gente gastou|gastamos|a gente usou|usamos|consumimos|a gente consumiu) de (bateria|energia|carga) [<periodo>]',
      ],
      examples: ['quanto a bateria caiu durante a noite', 'qual foi a tensão mínima da bateria', 'quanto a gente gastou de bateria essa noite', 'a bateria baixou muito hoje'],
    },
    depth_history: {
      title: 'profundidade mínima',
      frames: [
        '[<qual> foi (a|o)] (profundidade <minima>|<minima> profundidade|(ponto|momento|lugar) mais raso) [<periodo>|na (maré|mare) baixa]',
        '(a profundidade|o fundo) (baixou|diminuiu|caiu|subiu|mudou|variou) [muito] [<periodo>|na (maré|mare) baixa]',
        '(ficou|chegou a ficar|ficamos|a gente ficou|quão raso ficou|quao raso ficou) [muito] raso [<periodo>|na (maré|mare) baixa]',
      ],
      examples: ['qual foi a profundidade mínima', 'qual foi a menor profundidade essa noite', 'ficou muito raso na maré baixa', 'profundidade mínima nas últimas seis horas'],
    },
    // How pressure and temperature changed; "a pressão tá caindo" (now) stays the barometer's.
    air_history: {
      title: 'pressão e temperatura',
      frames: [
        '(como|quanto) (mudou|variou|caiu|subiu|baixou) (a <pressao>|a temperatura|o <baro>) [<periodo>]',
        '[como|quanto|o quanto] (a <pressao>|a temperatura|o <baro>) (caiu|subiu|baixou|mudou|variou) [muito] [<periodo>]',
        '<qual> foi a [<pressao>|temperatura] <minima> [<periodo>]',
        '(fez|ficou) [muito] (frio|calor) <periodo>',
        '[quanto] (esfriou|esquentou) [muito|bastante] [<periodo>]',
        '<esta> (ficando mais (frio|quente)|esfriando|esquentando) [lá fora|la fora]',
      ],
      examples: [
        'como mudou a pressão hoje',
        'a pressão caiu durante a noite',
        'quanto esfriou essa noite',
        'qual foi a temperatura mínima ontem à noite',
        'está ficando mais frio lá fora',
      ],
    },
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
