/**
 * Portuguese (Portugal) Assist sentences, in the words Portuguese sailors use ("debaixo da quilha",
 * "a sonda", "o próximo waypoint", "o barómetro está a descer", "estibordo"), with the continuous
 * "estar a + infinitive" of Portugal; Brazilian Portuguese is pt-BR.ts. HA 2024.3 folds no accents, so
 * accented words are written both ways: "(está|esta)", "(posição|posicao)". Shapes of Home Assistant's
 * own pt intents are avoided: "como está o tempo", "qual é a temperatura", "qual o estado do {name}",
 * "liga ...", "abre ...". test/ha/assist-sentences.test.ts checks HA's whole pt grammar against these.
 */
import type { LanguageVocabulary } from './index.js';

const COMO_ESTA = '(como está|como esta)';
const COMO_ESTAO = '(como estão|como estao)';
const QUAL = '(qual é|qual e|qual)';
const QUAIS = '(quais são|quais sao|quais)';
const A_BORDO = '[a bordo|no barco]';
const PERTO = '(por perto|perto|aqui perto|à nossa volta|a nossa volta|na zona)';
const PROXIMO = '(próximo|proximo) (waypoint|ponto)';
const BAROMETRO = '(barómetro|barometro|barômetro)';
const PRESSAO = '(pressão|pressao)';

export const pt: LanguageVocabulary = {
  language: 'pt',
  description:
    'Gerida pelo signalk-assist: responde a uma pergunta sobre o barco com os dados do SignalK. As alterações feitas aqui são substituídas; desligue a opção Assist para a remover.',
  apology: 'Desculpe, o barco não respondeu a tempo.',
  words: {},
  families: {
    battery: {
      title: 'bateria',
      frames: [
        `${COMO_ESTA} a bateria [do barco|a bordo]`,
        `${COMO_ESTAO} as baterias [do barco|a bordo]`,
        `${QUAL} [o|a] (estado|nível|nivel|carga) da[s] bateria[s] [do barco|a bordo]`,
        `(estado|nível|nivel|carga) da[s] bateria[s] ${A_BORDO}`,
        'quanta carga (tem|temos|resta|sobra) (na bateria|nas baterias)',
        `${COMO_ESTA} a bateria (de|da|do) {bank}`,
        `${QUAL} [o|a] (estado|carga|nível|nivel) da bateria (de|da|do) {bank}`,
      ],
      examples: [
        'como está a bateria',
        'como esta a bateria',
        'como estão as baterias',
        'qual é a carga da bateria',
        'qual o estado das baterias',
        'carga das baterias',
        'quanta carga resta nas baterias',
        'como está a bateria de serviço',
        'qual é a carga da bateria do motor',
      ],
    },
    depth: {
      title: 'profundidade',
      frames: [
        `${QUAL} a profundidade [aqui|agora|debaixo da quilha|sob a quilha|a bordo]`,
        '(que|qual) (profundidade|fundo) (temos|tem|há|ha) [aqui|agora]',
        '(quanta água|quanta agua|quanto fundo) (tem|temos|há|ha) (debaixo|abaixo) (da quilha|do barco)',
        '(o que|que) (diz|marca) a sonda',
        '(profundidade|água|agua|fundo) debaixo da quilha',
      ],
      examples: ['qual é a profundidade', 'qual e a profundidade aqui', 'que fundo temos', 'quanta água temos debaixo da quilha', 'o que marca a sonda', 'fundo debaixo da quilha'],
    },
    wind: {
      title: 'vento',
      frames: [
        `${COMO_ESTA} o vento [agora]`,
        `${QUAL} [a] (velocidade|direção|direcao|intensidade|força|forca) do vento`,
        `${QUAL} o vento (real|aparente)`,
        '(de onde|donde) (vem|sopra|está a soprar|esta a soprar) o vento',
        '(quanto vento|quantos nós de vento|quantos nos de vento) (está|esta|faz|está a fazer|esta a fazer) [agora]',
      ],
      examples: ['como está o vento', 'qual é a intensidade do vento', 'qual a direcao do vento', 'de onde sopra o vento', 'quanto vento está a fazer', 'qual é o vento aparente'],
    },
    position: {
      title: 'posição',
      frames: [
        'onde (estamos|é que estamos|e que estamos|nos encontramos) [agora]',
        `${QUAL} [a] [nossa] (posição|posicao|localização|localizacao) [agora]`,
        '(diga-me|diz-me|dá-me|da-me) a [nossa] (posição|posicao)',
      ],
      examples: ['onde estamos', 'onde é que estamos agora', 'qual é a nossa posição', 'diz-me a nossa posição'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        `${QUAIS} [as] [nossas] coordenadas`,
        `${QUAL} [a] [nossa] latitude e longitude`,
        `${QUAL} [a] [nossa] (posição|posicao) (exata|exacta|para [um|o] mayday)`,
        '[a] [nossa] (posição|posicao) (exata|exacta|para [um|o] mayday)',
        '(diga-me|diz-me|dá-me|da-me) [as] [nossas] coordenadas',
        '[as] [nossas] coordenadas',
        'latitude e longitude',
      ],
      examples: [
        'quais são as nossas coordenadas',
        'qual é a nossa latitude e longitude',
        'latitude e longitude',
        'qual é a nossa posição exata',
        'a nossa posição para um mayday',
        'diz-me as nossas coordenadas',
      ],
    },
    speed_heading: {
      title: 'velocidade e rumo',
      frames: [
        `${QUAL} [a] [nossa] (velocidade|proa|velocidade e rumo|velocidade sobre o fundo)`,
        `${QUAL} [o] [nosso] (rumo|rumo e velocidade|rumo sobre o fundo)`,
        '(a que|a quanta) velocidade (vamos|seguimos|estamos a andar|estamos a navegar)',
        '(quantos nós|quantos nos) (estamos a fazer|fazemos|levamos|vamos a fazer)',
        '(para onde|em que direção|em que direcao) (aponta a proa|estamos a apontar)',
      ],
      examples: ['qual é a nossa velocidade', 'quantos nós estamos a fazer', 'qual é o nosso rumo', 'a que velocidade vamos', 'para onde aponta a proa'],
    },
    alarms: {
      title: 'alarmes',
      frames: [
        `(há|ha|temos|existe|existem) [algum|alguma|alguns|algumas] (alarme|alarmes|alerta|alertas|aviso|avisos) [ativo|ativos] ${A_BORDO}`,
        `${QUAIS} os (alarmes|alertas|avisos) [ativos] ${A_BORDO}`,
        '(está|esta) tudo (bem|em ordem|ok) (a bordo|no barco|com o barco)',
        '(há|ha|passa-se) (algo|alguma coisa) (de errado|de mal|errado) (a bordo|no barco|com o barco)',
        `alarmes [ativos] ${A_BORDO}`,
      ],
      examples: ['há algum alarme', 'temos alarmes ativos a bordo', 'quais são os alarmes ativos', 'está tudo bem a bordo', 'há alguma coisa de errado no barco', 'alarmes ativos'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        `${QUAL} o ${PROXIMO} [da rota]`,
        `quanto [tempo] falta (para o|até ao|ate ao|ao) ${PROXIMO}`,
        `(a que distância|a que distancia) (está|esta|fica) o ${PROXIMO}`,
        '(quando|a que horas) (chegamos|vamos chegar|é que chegamos|e que chegamos)',
        `${QUAL} a [nossa] (hora prevista de chegada|chegada prevista|eta|rota ativa)`,
        'para onde (vamos|estamos a ir|seguimos)',
        'quanto [tempo] falta para (chegar|chegarmos|a chegada)',
      ],
      examples: [
        'qual é o próximo waypoint',
        'quanto falta para o próximo waypoint',
        'quando chegamos',
        'qual é a hora prevista de chegada',
        'para onde vamos',
        'quanto tempo falta para chegar',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        'que horas (são|sao) (a bordo|aqui|no barco|onde estamos)',
        `${QUAL} (a hora|o horário|o horario) (local|a bordo|aqui|no barco)`,
        `${QUAL} o fuso [horário|horario] [local|daqui|a bordo]`,
        '(em que|qual) fuso [horário|horario] (estamos|nos encontramos)',
      ],
      examples: ['que horas são a bordo', 'que horas sao aqui', 'qual é a hora local', 'em que fuso horário estamos'],
    },
    ais: {
      title: 'tráfego AIS',
      frames: [
        `(há|ha|existe) (algum|alguma) (barco|navio|embarcação|embarcacao) ${PERTO}`,
        `(há|ha|existe) (tráfego|trafego) [${PERTO}]`,
        `(quais|que) (barcos|navios|embarcações|embarcacoes) (estão|estao|há|ha) ${PERTO}`,
        '(o que|que) (há|ha|se vê|se ve) no ais',
        '(há|ha|vem) (alguém|alguem|algum barco|algum navio|algo) em rota de (colisão|colisao)',
      ],
      examples: ['há algum barco por perto', 'há tráfego', 'quais navios estão por perto', 'o que há no AIS', 'há alguém em rota de colisão'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        `${COMO_ESTAO} os tanques`,
        `${QUAL} o (nível|nivel) dos tanques`,
        `(nível|nivel) dos tanques ${A_BORDO}`,
        // No "há" here: a wildcard followed by a short word matches inside words ("quil-ha").
        '(quanto|quanta) (gasóleo|gasoleo|combustível|combustivel|gasolina|diesel|água|agua|água doce|agua doce|água potável|agua potavel) (temos|resta|nos resta|ainda temos) [no tanque|nos tanques|a bordo]',
        `${QUAL} o (nível|nivel) do tanque (de|da|do) {tank}`,
        `${COMO_ESTA} o tanque (de|da|do) {tank}`,
      ],
      examples: [
        'como estão os tanques',
        'qual é o nível dos tanques',
        'quanto gasóleo temos',
        'quanta água resta',
        'qual o nível do tanque de combustível',
        'como está o tanque de água',
      ],
    },
    engine: {
      title: 'motor',
      frames: [
        `${COMO_ESTA} o motor [agora]`,
        `${COMO_ESTAO} os motores`,
        `${QUAL} o estado do[s] motor[es]`,
        '(estado|horas) do[s] motor[es]',
        `${COMO_ESTA} o motor (de|da|do) {engine}`,
        `${QUAL} o estado do motor (de|da|do) {engine}`,
      ],
      examples: ['como está o motor', 'como estão os motores', 'estado do motor', 'como está o motor de bombordo', 'qual é o estado do motor de estibordo'],
    },
    barometer: {
      title: 'barómetro',
      frames: [
        `${QUAL} a (leitura|${PRESSAO}) do ${BAROMETRO}`,
        `${COMO_ESTA} o ${BAROMETRO}`,
        `${QUAL} a ${PRESSAO} (barométrica|barometrica)`,
        `${QUAL} a ${PRESSAO} (atmosférica|atmosferica) (a bordo|no barco|aqui)`,
        `(a ${PRESSAO}|o ${BAROMETRO}) (está|esta) a (subir|descer|cair|baixar)`,
        `${BAROMETRO} ${A_BORDO}`,
      ],
      examples: ['qual é a leitura do barómetro', 'como está o barómetro', 'a pressão está a descer', 'qual é a pressão barométrica', 'barometro'],
    },
    water_temperature: {
      title: 'temperatura da água',
      frames: [
        `${QUAL} a temperatura (da água|da agua|do mar) [do mar|agora|aqui]`,
        '(a água|a agua|o mar) (está|esta) (quente|fria|gelada|gelado|frio)',
        'temperatura (da água|da agua|do mar) [do mar]',
      ],
      examples: ['qual é a temperatura da água', 'qual a temperatura do mar', 'qual é a temperatura da água do mar', 'a água está fria', 'temperatura da água'],
    },
    anchor: {
      title: 'vigia da âncora',
      frames: [
        '(estamos|o barco está|o barco esta) a garrar',
        '(a âncora|a ancora|o ferro) (está|esta) a (garrar|segurar|unhar)',
        '(a âncora|a ancora|o ferro) (garra|segura|unha)',
        `${COMO_ESTA} (a âncora|a ancora|o ferro|o fundeio)`,
        '(vigia|alarme) (da âncora|da ancora|do fundeio)',
        '(a que distância|a que distancia) (estamos|está o barco|esta o barco) (da âncora|da ancora)',
        '(onde está|onde esta) (a âncora|a ancora)',
      ],
      examples: [
        'estamos a garrar',
        'como está a âncora',
        'a âncora está a segurar',
        'vigia da âncora',
        'a que distância estamos da âncora',
        'o ferro garra',
        'como esta a ancora',
      ],
    },

    // As últimas horas.
    wind_history: {
      title: 'rajada máxima',
      frames: [
        'qual foi a (rajada máxima|rajada mais forte|maior rajada) [de hoje|desta noite|da noite|na última hora]',
        'qual foi o vento médio [de hoje|desta noite|da noite|na última hora]',
        '(rajada máxima|rajada mais forte|maior rajada) [de hoje|desta noite|da noite|na última hora]',
      ],
      examples: ['qual foi a rajada máxima', 'qual foi a maior rajada da noite', 'qual foi o vento médio na última hora', 'rajada máxima de hoje'],
    },
    battery_history: {
      title: 'bateria durante a noite',
      frames: [
        'quanto [é que] a bateria (baixou|desceu) [durante a noite|esta noite|hoje]',
        'qual foi a (carga|tensão) mínima da bateria [durante a noite|esta noite|hoje]',
        'quanta energia (gastámos|gastamos|usámos|usamos|consumimos) [durante a noite|esta noite|hoje]',
      ],
      examples: ['quanto é que a bateria desceu durante a noite', 'qual foi a carga mínima da bateria', 'quanta energia gastámos esta noite'],
    },
    depth_history: {
      title: 'profundidade mínima',
      frames: [
        'qual foi a (profundidade mínima|menor profundidade) [durante a noite|esta noite|hoje|na maré baixa|na baixa-mar]',
        'quão pouca água (tivemos|houve) [durante a noite|esta noite|hoje|na maré baixa|na baixa-mar]',
        '(profundidade mínima|menor profundidade) [durante a noite|esta noite|hoje|na maré baixa|na baixa-mar]',
      ],
      examples: ['qual foi a profundidade mínima', 'qual foi a menor profundidade na baixa-mar', 'profundidade mínima durante a noite'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'pressão e temperatura',
      frames: [
        'como (mudou|variou) a (pressão|temperatura) [hoje|esta noite|durante a noite|nas últimas horas]',
        'quanto (caiu|desceu|subiu) a pressão [hoje|esta noite|durante a noite|nas últimas horas]',
        'está a ficar (mais frio|mais quente) [lá fora]',
      ],
      examples: ['como mudou a pressão hoje', 'quanto desceu a pressão durante a noite', 'está a ficar mais frio lá fora'],
    },

    man_overboard: {
      title: 'homem ao mar',
      frames: [
        '(há|ha|temos|existe) [algum] homem ao mar',
        '(alguém|alguem) caiu (à água|a agua|ao mar|na água|na agua)',
        '(há|ha|temos|existe) [algum|alguma] (baliza|radiobaliza|sinal) de (socorro|emergência|emergencia)',
      ],
      examples: ['há homem ao mar', 'há algum homem ao mar', 'alguém caiu à água', 'há alguma baliza de socorro', 'existe sinal de socorro'],
    },
  },
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
      'águas negras': 'blackWater',
      'aguas negras': 'blackWater',
    },
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
