/**
 * The wind's Assist sentences in every language: how strong it blows and where from, true or
 * apparent; never the weather's words, which are Home Assistant's (the frames' comments say where).
 * Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      wind: ['[true|apparent|real] (wind|breeze) [speed|direction|angle|strength|speed and direction|direction and speed]', 'windspeed'],
    },
    families: {
      wind: {
        title: 'wind',
        frames: [
          '<what> (the <wind> [<tail>|in knots]|it blowing [<now>])',
          '(<howIs> the (wind|breeze) [<doing>]|how (hard|strong|much) is it blowing|how (strong|hard|fast) is the (wind|breeze) [blowing]|how windy is it|how much (wind|breeze) <have>|how many knots of wind [<have>]) [out there|<now>]',
          '[the] <wind> [<bare>]',
          '(<where> the wind [coming] from|(which|what) (way|direction) is the wind [blowing|coming] [from]|(is there|have we got|do we have|we got) (any|much|enough|a lot of) (wind|breeze)|is (it [still] (blowing [hard|strong|much|a lot|a gale]|windy|gusty)|the (wind|breeze) [still] (strong|up|dropping|easing|picking up|building|increasing|dying [down]|freshening|getting up)))',
        ],
        examples: ["what's the wind", 'how hard is it blowing', 'where is the wind coming from', 'what is the apparent wind', 'wind speed', 'true wind direction'],
      },
    },
  },
  'pt-BR': {
    words: {
      agora_v: ['agora', 'l(á|a) fora', 'aqui'],
      vento: ['vento [aparente|verdadeiro|real]'],
      vento_qty: ['velocidade [e dire(ção|cao)]', 'dire(ção|cao) [e velocidade]', 'intensidade', 'for(ç|c)a', '(â|a)ngulo'],
    },
    families: {
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
    },
  },
  pt: {
    words: {
      windkind: ['real', 'verdadeiro', 'aparente'],
      windfact: ['velocidade', 'direção', 'intensidade', 'força', 'ângulo'],
      windverb: ['temos', 'tem', 'há', 'está [a (fazer|dar|soprar)]', 'estão a dar', 'faz', 'sopra', 'dá', 'vai'],
      blows: ['vem', 'sopra', 'está a (soprar|vir)', 'entra'],
    },
    families: {
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
    },
  },
  de: {
    words: {
      draussen: ['draußen', 'auf dem Wasser', 'hier'],
      windwert: ['Wind(stärke|richtung|geschwindigkeit|winkel)', '(wahre[r]|scheinbare[r]) Wind[richtung|geschwindigkeit|winkel]'],
      wind: ['[wahre|scheinbare] Wind'],
    },
    families: {
      wind: {
        title: 'Wind',
        frames: [
          'wie ([stark|schnell] (ist|weht|bläst) [<pv>] (der|die) (<wind>|<windwert>)|[stark|schnell|viel] (weht|bläst) es|windig ist es) [<pts>] [<draussen>|in (Beaufort|Knoten)]',
          '<wieviel> ((Wind|Knoten Wind|Beaufort|Windstärken) [haben wir|ist|ist es|weht|weht es|bläst es|gibt es|sind es|hat es|hat der Wind]|Knoten (hat der Wind|weht es|bläst es)|bläst es|weht es) [<pts>] [<draussen>]',
          '(was ((macht|ist|sind|sagt|zeigt) [<pv>] (der|die) (<wind>|<windwert>|Windmesser|Windanzeige)|für [einen] Wind (haben wir|ist|weht))|(woher|von wo|aus welcher (Richtung|Ecke)) (kommt|weht|bläst) [<pv>] (der <wind>|es)|(welche|welchen) <windwert> [haben wir|ist|hat es|gibt es|herrscht]) [<pts>] [<draussen>]',
          // Verb first: "hat der Wind gedreht", "weht es noch stark", "frischt es auf", "kommt der Wind von vorne"
          '((hat|wird|kommt) der Wind|ist (der Wind|es)|(frischt|flaut|lässt) (der Wind|es)|(weht|bläst) es|haben wir) [<pts>] (gedreht|zugenommen|nachgelassen|aufgefrischt|abgenommen|stärker|schwächer|stärker geworden|schwächer geworden|auf|ab|nach|stark|viel|kräftig|[sehr] windig|(viel|wenig|zu viel) Wind|von (vorn[e]|hinten|achtern|der Seite|Backbord|Steuerbord))',
          '[<sag>] (Wind[stärke|richtung|geschwindigkeit|winkel|messer|anzeige|daten]|(wahre[r]|scheinbare[r]) Wind[richtung|geschwindigkeit|winkel]) [in (Beaufort|Knoten)] [<pts>]',
        ],
        examples: ['wie ist der Wind', 'wie viel Wind haben wir', 'woher kommt der Wind', 'wie stark bläst es gerade', 'weht es noch stark', 'Windgeschwindigkeit'],
      },
    },
  },
  fr: {
    words: {
      from: ['d<ap><ou>', 'de quel[le] (côté|cote|direction)'],
      windKind: ['réel', 'reel', 'vrai', 'apparent', '<a> bord', 'sur le bateau'],
    },
    families: {
      wind: {
        title: 'vent',
        frames: [
          // "quelle est la vitesse du vent" / "la force du vent" are Home Assistant's weather: asked, ours say réel or apparent.
          '[<ask>] [<the>](vent [<windKind>|<now>|<have>]|(direction|angle) du vent [<windKind>|<now>]|(force|vitesse) du vent <windKind>)',
          '[<the>](force|vitesse) du vent [<now>]',
          '[<haveFirst>] (combien de [<knots> de] vent [<have>|<windKind>|<now>]|force combien)',
          '[<estceque>] (le vent ([<windKind>] (est <a>|est de|souffle [<a>]|fait) combien [de <knots>]|(vient|souffle) <from>|est force combien|souffle (fort|beaucoup))|(ç|c)a souffle ([<a>] combien [de <knots>]|fort|beaucoup)|il (souffle [<a>] combien [de <knots>]|(vient|souffle) <from> le vent))',
          '(<from> (vient|souffle) le vent|qu<ap>est<hy>ce qu<ap>(on a|il y a) comme vent)',
        ],
        examples: ['combien de nœuds de vent', 'ça souffle à combien', "le vent vient d'où", 'vent réel', 'force du vent apparent', 'direction du vent'],
      },
    },
  },
  es: {
    words: {
      viento_tipo: ['real', 'aparente', 'verdadero'],
      viento_cambia: ['soplando', 'rolando', 'apretando', 'arreciando', 'subiendo', 'bajando', 'aflojando', 'amainando', 'cambiando'],
      viento_dato: ['dirección', 'intensidad', 'fuerza', 'velocidad', 'ángulo'],
    },
    families: {
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
    },
  },
  nl: {
    words: {
      wind_woord: ['wind[kracht|richting|snelheid|hoek]'],
      wind_soort: ['ware', 'echte', 'schijnbare', 'apparente'],
    },
    families: {
      wind: {
        title: 'wind',
        frames: [
          'hoe (hard|sterk) (waait het|is de wind|waait de wind) [<nu>] [buiten]',
          'hoeveel ((wind|knopen wind|beaufort) (staat er|hebben we|is er|waait er|is het|waait het)|knopen waait het) [<nu>] [buiten]',
          'waait het [<nu>] [hard|erg|veel|flink] [buiten]',
          '(is|staat) er [<nu>] [veel|weinig|genoeg|te veel] wind [<nu>] [buiten]',
          '(waar (komt|waait) de wind vandaan|(uit|van) welke (richting|hoek|kant) (komt|waait) (de wind|het)|wat doet de wind|(wat voor|welke) wind (hebben we|is er|staat er))',
          '[<wat_is> de|welke] [<wind_soort>] <wind_woord> [en <wind_woord>] [in (knopen|beaufort)] [<nu>]',
        ],
        examples: ['hoeveel wind staat er', 'hoe hard waait het', 'waar komt de wind vandaan', 'wat is de schijnbare wind', 'windkracht', 'ware windrichting'],
      },
    },
  },
};
