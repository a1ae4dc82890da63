/**
 * Brazilian Portuguese Assist sentences. HA 2024.3 folds neither accents nor the colloquial "tá", so
 * each is written both ways: "(está|esta|tá|ta)", "(posição|posicao)". Shapes that Home Assistant's own
 * pt-BR intents use are avoided ("que horas são" alone, "como está o tempo", "qual é a temperatura ...",
 * "ligar/desligar ...", "abra ...", "toca ..."): test/ha/assist-sentences.test.ts checks HA's whole
 * pt-BR grammar against these.
 */
import type { LanguageVocabulary } from './index.js';

const COMO_ESTA = '(como está|como esta|como tá|como ta)';
const COMO_ESTAO = '(como estão|como estao|como tão|como tao)';
const QUAL = '(qual é|qual e|qual)';
const QUAIS = '(quais são|quais sao|quais)';
const A_BORDO = '[a bordo|no barco]';
const PERTO = '(por perto|perto|aqui perto|ao redor|em volta|na área|na area)';
const PROXIMO = '(próximo|proximo) (waypoint|ponto)';
const BAROMETRO = '(barômetro|barometro)';
const PRESSAO = '(pressão|pressao)';
const SUBINDO = '(está|esta|tá|ta) (subindo|caindo|baixando|estável|estavel)';

export const ptBR: LanguageVocabulary = {
  language: 'pt-BR',
  description:
    'Gerenciada pelo signalk-assist: responde a uma pergunta sobre o barco com os dados do SignalK. Alterações feitas aqui são substituídas; desligue a opção Assist para removê-la.',
  apology: 'Desculpe, o barco não respondeu a tempo.',
  words: {},
  families: {
    battery: {
      title: 'bateria',
      frames: [
        `${COMO_ESTA} a bateria [do barco|a bordo]`,
        `${COMO_ESTAO} as baterias [do barco|a bordo]`,
        `${QUAL} [o|a] (estado|nível|nivel|carga|situação|situacao) da[s] bateria[s] [do barco|a bordo]`,
        `(estado|nível|nivel|carga|status) da[s] bateria[s] ${A_BORDO}`,
        'quanta carga (tem|temos|resta|sobra) (na bateria|nas baterias)',
        `${COMO_ESTA} a bateria (de|da|do) {bank}`,
        `${QUAL} [o|a] (estado|carga|nível|nivel) da bateria (de|da|do) {bank}`,
      ],
      examples: [
        'Como está a bateria?',
        'como esta a bateria',
        'como tá a bateria',
        'como estão as baterias',
        'qual é a carga da bateria',
        'qual e o estado das baterias',
        'status da bateria',
        'quanta carga tem na bateria',
        'como está a bateria de serviço',
        'qual é a carga da bateria do motor',
      ],
    },
    depth: {
      title: 'profundidade',
      frames: [
        `${QUAL} a profundidade [aqui|agora|embaixo da quilha|debaixo da quilha|sob a quilha|a bordo]`,
        `${COMO_ESTA} a profundidade [aqui|agora]`,
        '(que|qual) profundidade (temos|tem) [aqui|agora]',
        '(quanta água|quanta agua) (tem|temos|há|ha) (embaixo|debaixo|abaixo) (da quilha|do barco)',
        '(está|esta|tá|ta) fundo aqui',
        'profundidade (embaixo|debaixo|abaixo|sob) da quilha',
      ],
      examples: [
        'qual é a profundidade',
        'qual e a profundidade aqui',
        'como está a profundidade',
        'que profundidade temos',
        'quanta água tem embaixo da quilha',
        'está fundo aqui',
      ],
    },
    wind: {
      title: 'vento',
      frames: [
        `${COMO_ESTA} o vento [agora]`,
        `${QUAL} [a] (velocidade|direção|direcao|intensidade|força|forca) do vento`,
        `${QUAL} o vento (verdadeiro|aparente)`,
        'de onde (vem|está vindo|esta vindo|tá vindo|ta vindo) o vento',
        'quanto vento (está fazendo|esta fazendo|tá fazendo|ta fazendo) [agora]',
      ],
      examples: ['como está o vento', 'como esta o vento agora', 'qual é a velocidade do vento', 'qual a direcao do vento', 'de onde vem o vento', 'quanto vento está fazendo'],
    },
    position: {
      title: 'posição',
      frames: [
        'onde (estamos|nós estamos|nos estamos|a gente está|a gente esta|a gente tá|a gente ta) [agora]',
        `${QUAL} [a] [nossa] (posição|posicao|localização|localizacao) [do barco|agora]`,
        '(me dá|me da|me diga|diga) a [nossa] (posição|posicao|localização|localizacao)',
      ],
      examples: ['onde estamos', 'onde estamos agora', 'qual é a nossa posição', 'qual e a nossa posicao', 'me diga a nossa posição'],
    },
    coordinates: {
      title: 'coordenadas',
      frames: [
        `${QUAIS} [as] [nossas] coordenadas`,
        `${QUAL} [a] [nossa] latitude e longitude`,
        `${QUAL} [a] [nossa] (posição|posicao) (exata|para [um|o] mayday)`,
        '[a] [nossa] (posição|posicao) (exata|para [um|o] mayday)',
        '(me dá|me da|me diga|diga) [as] [nossas] coordenadas',
        '[as] [nossas] coordenadas',
        'latitude e longitude',
      ],
      examples: [
        'quais são as nossas coordenadas',
        'qual é a nossa latitude e longitude',
        'latitude e longitude',
        'qual é a nossa posição exata',
        'posição exata',
        'nossa posição para um mayday',
        'me diga as nossas coordenadas',
      ],
    },
    speed_heading: {
      title: 'velocidade e rumo',
      frames: [
        `${QUAL} [a] [nossa] (velocidade|proa|velocidade e proa|velocidade e rumo)`,
        `${QUAL} [o] [nosso] (rumo|curso|rumo e velocidade)`,
        '(a|em) que velocidade (estamos|vamos|estamos indo|a gente está|a gente esta)',
        '(quão|quao) (rápido|rapido) (estamos|vamos|estamos indo)',
        '(quantos nós|quantos nos) (estamos fazendo|fazemos|estamos dando|a gente está fazendo|a gente esta fazendo)',
        '(para|pra) onde (a proa está apontando|a proa esta apontando|estamos apontando)',
      ],
      examples: ['qual é a nossa velocidade', 'quantos nós estamos fazendo', 'qual é o nosso rumo', 'qual e a proa', 'a que velocidade estamos indo'],
    },
    alarms: {
      title: 'alarmes',
      frames: [
        `(tem|temos|há|ha|existe|existem) [algum|alguma|alguns|algumas] (alarme|alarmes|alerta|alertas|aviso|avisos) [ativo|ativos] ${A_BORDO}`,
        `${QUAIS} os (alarmes|alertas|avisos) [ativos] ${A_BORDO}`,
        '(está|esta|tá|ta) tudo (bem|certo|ok|em ordem) (a bordo|no barco|com o barco)',
        '(tem|há|ha) (algo|alguma coisa) (errado|errada) (a bordo|no barco|com o barco)',
        `alarmes [ativos] ${A_BORDO}`,
      ],
      examples: ['tem algum alarme', 'há alarmes ativos a bordo', 'quais são os alarmes ativos', 'está tudo bem a bordo', 'tem algo errado com o barco'],
    },
    route: {
      title: 'próximo waypoint',
      frames: [
        `${QUAL} o ${PROXIMO} [da rota]`,
        `quanto [tempo] falta (para o|pro|até o|ate o|ao) ${PROXIMO}`,
        `(a que distância|a que distancia) (está|esta|fica) o ${PROXIMO}`,
        'quando (vamos|a gente vai|nós vamos|nos vamos) chegar',
        `${QUAL} [a] [nossa] (hora prevista de chegada|previsão de chegada|previsao de chegada|eta)`,
        '(para|pra) onde (estamos indo|vamos|a gente está indo|a gente esta indo)',
        `${QUAL} a rota [ativa]`,
        'quanto [tempo] falta (para|pra) (chegar|chegarmos|a chegada)',
      ],
      examples: [
        'qual é o próximo waypoint',
        'quanto falta para o próximo waypoint',
        'quando vamos chegar',
        'qual é a previsão de chegada',
        'para onde estamos indo',
        'quanto tempo falta para chegar',
      ],
    },
    local_time: {
      title: 'hora local a bordo',
      frames: [
        'que horas (são|sao) (a bordo|aqui|no barco|onde estamos)',
        `${QUAL} (a hora|o horário|o horario) (local|a bordo|aqui|no barco)`,
        `${QUAL} o fuso [horário|horario] [local|daqui|a bordo]`,
        '(em que|qual) fuso [horário|horario] (estamos|nós estamos|a gente está|a gente esta)',
      ],
      examples: ['que horas são a bordo', 'que horas sao aqui', 'qual é a hora local', 'em que fuso horário estamos'],
    },
    ais: {
      title: 'tráfego AIS',
      frames: [
        `(tem|há|ha|existe) (algum|alguma) (barco|navio|embarcação|embarcacao) ${PERTO}`,
        `(tem|há|ha|existe) (tráfego|trafego) [${PERTO}]`,
        `(quais|que) (barcos|navios|embarcações|embarcacoes) (estão|estao|tem|há|ha) ${PERTO}`,
        'o que (tem|há|ha) no ais',
        '(tem|há|ha|existe) (alguém|alguem|algum barco|algum navio|algo) em rota de (colisão|colisao)',
      ],
      examples: ['tem algum barco por perto', 'há tráfego', 'quais navios estão por perto', 'o que tem no AIS', 'tem alguém em rota de colisão'],
    },
    tanks: {
      title: 'tanques',
      frames: [
        `${COMO_ESTAO} os tanques`,
        `${QUAL} o (nível|nivel) dos tanques`,
        `(nível|nivel) dos tanques ${A_BORDO}`,
        `(quanto|quanta) (combustível|combustivel|diesel|gasolina|água|agua|água doce|agua doce|água potável|agua potavel) (tem|temos|resta|sobra|ainda tem|ainda temos) [no tanque|nos tanques|a bordo]`,
        `${QUAL} o (nível|nivel) do tanque (de|da|do) {tank}`,
        `${COMO_ESTA} o tanque (de|da|do) {tank}`,
      ],
      examples: [
        'como estão os tanques',
        'qual é o nível dos tanques',
        'quanto diesel temos',
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
        `${QUAL} o (estado|status) do[s] motor[es]`,
        '(estado|status) do[s] motor[es]',
        `${COMO_ESTA} o motor (de|da|do) {engine}`,
        `${QUAL} o (estado|status) do motor (de|da|do) {engine}`,
      ],
      examples: ['como está o motor', 'como estão os motores', 'status do motor', 'como está o motor de bombordo', 'qual é o estado do motor de boreste'],
    },
    barometer: {
      title: 'barômetro',
      frames: [
        `${QUAL} a (leitura|${PRESSAO}) do ${BAROMETRO}`,
        `${COMO_ESTA} o ${BAROMETRO}`,
        `${QUAL} a ${PRESSAO} (barométrica|barometrica)`,
        `${QUAL} a ${PRESSAO} (atmosférica|atmosferica) (a bordo|no barco|aqui)`,
        `(a ${PRESSAO}|o ${BAROMETRO}) ${SUBINDO}`,
        `${BAROMETRO} ${A_BORDO}`,
      ],
      examples: ['qual é a leitura do barômetro', 'como está o barômetro', 'a pressão está caindo', 'qual é a pressão barométrica', 'barometro'],
    },
    water_temperature: {
      title: 'temperatura da água',
      frames: [
        `${QUAL} a temperatura (da água|da agua|do mar) [do mar|agora|aqui]`,
        '(a água|a agua|o mar) (está|esta|tá|ta) (quente|fria|gelada|gelado|frio)',
        'temperatura (da água|da agua|do mar) [do mar]',
      ],
      examples: ['qual é a temperatura da água', 'qual a temperatura do mar', 'qual é a temperatura da água do mar', 'a água está fria', 'temperatura da água'],
    },
    anchor: {
      title: 'vigia da âncora',
      frames: [
        '(estamos|o barco está|o barco esta|o barco tá|o barco ta) garrando',
        '(a âncora|a ancora|o ferro) (está|esta|tá|ta) (garrando|segurando|unhando)',
        `${COMO_ESTA} (a âncora|a ancora|o ferro|o fundeio)`,
        '(vigia|alarme) (da âncora|da ancora|do fundeio)',
        '(a que distância|a que distancia|quão longe|quao longe) (estamos|está o barco|esta o barco) (da âncora|da ancora)',
        '(onde está|onde esta|onde tá|onde ta) (a âncora|a ancora)',
      ],
      examples: [
        'estamos garrando',
        'como está a âncora',
        'a âncora está segurando',
        'vigia da âncora',
        'a que distância estamos da âncora',
        'o barco está garrando',
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
        '(quanto|o quanto) a bateria (baixou|desceu|caiu) [durante a noite|esta noite|hoje]',
        'qual foi a (carga|tensão) mínima da bateria [durante a noite|esta noite|hoje]',
        'quanta energia (gastamos|usamos|consumimos) [durante a noite|esta noite|hoje]',
      ],
      examples: ['quanto a bateria baixou durante a noite', 'qual foi a carga mínima da bateria', 'quanta energia gastamos esta noite'],
    },
    depth_history: {
      title: 'profundidade mínima',
      frames: [
        'qual foi a (profundidade mínima|menor profundidade) [durante a noite|esta noite|hoje|na maré baixa]',
        'quão raso (ficou|chegou a ficar) [durante a noite|esta noite|hoje|na maré baixa]',
        '(profundidade mínima|menor profundidade) [durante a noite|esta noite|hoje|na maré baixa]',
      ],
      examples: ['qual foi a profundidade mínima', 'qual foi a menor profundidade na maré baixa', 'profundidade mínima durante a noite'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'pressão e temperatura',
      frames: [
        'como (mudou|variou) a (pressão|temperatura) [hoje|esta noite|durante a noite|nas últimas horas]',
        'quanto a pressão (caiu|baixou|subiu) [hoje|esta noite|durante a noite|nas últimas horas]',
        'está ficando (mais frio|mais quente) [lá fora]',
      ],
      examples: ['como mudou a pressão hoje', 'quanto a pressão caiu durante a noite', 'está ficando mais frio lá fora'],
    },

    man_overboard: {
      title: 'homem ao mar',
      frames: [
        '(tem|temos|há|ha|existe) [algum] homem ao mar',
        '(alguém|alguem) caiu (na água|na agua|no mar)',
        '(tem|temos|há|ha|existe) [algum|alguma] (baliza|radiobaliza|sinal) de (socorro|emergência|emergencia)',
      ],
      examples: ['tem homem ao mar', 'há algum homem ao mar', 'alguém caiu na água', 'tem alguma baliza de socorro', 'existe sinal de socorro'],
    },
  },
  slotWords: {
    // "a bateria do barco" is the default bank; "serviço"/"casa" is the house bank, "partida"/"motor" the start bank
    bank: { barco: null, principal: null, serviço: 'house', servico: 'house', casa: 'house', consumo: 'house', partida: 'start', arranque: 'start', motor: 'start' },
    engine: { bombordo: 'port', boreste: 'starboard', estibordo: 'starboard', central: 'center', centro: 'center', principal: null, barco: null },
    tank: { 'água potável': 'freshWater', 'agua potavel': 'freshWater', 'água servida': 'wasteWater', 'agua servida': 'wasteWater' },
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
