/**
 * The barometer's Assist sentences in every language: what the barometer (the glass) says and whether
 * the pressure is rising or falling now; how much it fell over the last hours is air_history's. Never
 * "weather", nor the pressure alone where a house's weather station answers it. Template rules:
 * assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      glass: ['barometer', 'barometric pressure', 'baro', 'glass'],
      rising: ['rising', 'falling', 'dropping', 'going up', 'going down', 'steady', 'climbing', 'holding', 'stable'],
    },
    families: {
      barometer: {
        title: 'barometer',
        frames: [
          '(<what> the (<glass> [<tail>]|pressure (doing|reading|at|showing|like))|what (does|is) the <glass> (say|saying|read|reading|show|showing))',
          // not "what's the pressure" nor "how's the pressure": a house's weather station by its name
          '(<how> the (barometer|glass|baro) [<doing>]|is the (<glass>|pressure) [still] <rising>)',
          '((barometer|barometric pressure|baro) [reading|trend|tendency]|pressure (trend|tendency)) [<bare>]',
        ],
        examples: ["what's the barometer", 'how is the barometer', 'is the pressure falling', 'what is the barometric pressure', 'barometer reading', 'is the glass dropping'],
      },
    },
  },
  'pt-BR': {
    words: {
      subindo: ['subindo', 'caindo', 'baixando', 'descendo', 'despencando', 'est(á|a)vel', 'baixa', 'alta', '[em|com] quanto'],
      baro_de: ['leitura', '<pressao>', 'tend(ê|e)ncia'],
    },
    families: {
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
    },
  },
  pt: {
    words: {
      air: ['atmosférica', 'barométrica', 'do ar'],
      trend: ['a (subir|descer|cair|baixar)', 'estável', 'alta', 'baixa'],
    },
    families: {
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
    },
  },
  de: {
    families: {
      barometer: {
        title: 'Barometer',
        frames: [
          '(wie ([hoch|tief] steht [<pv>] (das|der) (Barometer|Luftdruck)|[hoch|niedrig] ist [<pv>] der [aktuelle] (Luftdruck|Barometerstand|Druck) [<pts>] [<bord>]|entwickelt sich [<pv>] (das|der) (Barometer|Luftdruck)|ist [<pv>] die [Luftdruck|Druck|Barometer]tendenz)|<wieviel> (Hektopascal|Millibar|Luftdruck) [haben wir|hat es|sind es|zeigt das Barometer|hat das Barometer]) [<pts>]',
          '(was ((sagt|macht|zeigt) [<pv>] (das|der) (Barometer|Luftdruck)|ist [<pv>] der [aktuelle] (Luftdruck|Barometerstand|Druck))|welche[r|n] Luftdruck (herrscht|haben wir)) [<pts>] [<bord>]',
          '((steigt|fällt|sinkt) [oder (steigt|fällt|sinkt)] (das|der) (Barometer|Luftdruck|Druck)|geht (das|der) (Barometer|Luftdruck) [<pts>] (runter|rauf|hoch|nach unten|nach oben|zurück)) [<pts>]',
          '[<sag>] (Barometer[stand|tendenz]|Luftdruck[tendenz]|Drucktendenz) [<bord>] [<pts>]',
        ],
        examples: ['was sagt das Barometer', 'wie steht das Barometer', 'fällt der Luftdruck', 'steigt das Barometer wieder', 'Luftdruck', 'wie viel Hektopascal haben wir'],
      },
    },
  },
  fr: {
    words: {
      // "le baro", "le baromètre".
      baro: ['le baro[mètre|metre]'],
      trend: ['monte', 'baisse', 'chute', 'descend', 'remonte', 'est stable', 'est en (baisse|hausse)'],
    },
    families: {
      barometer: {
        title: 'baromètre',
        frames: [
          '([<estceque>] (<baro> ((dit|indique|affiche|marque|est <a>) (quoi|combien)|<trend> [ou [il] <trend>])|la pression <trend> [ou [elle] <trend>])|<says> <baro>|il (est <a>|dit|indique) (combien|quoi) <baro>)',
          // "[quelle est la] pression atmosphérique" alone is Home Assistant's weather.
          '[<ask>] ([la ](pression (barom(é|e)trique [<aboard>]|atmosph(é|e)rique <aboard>)|tendance (du baro[mètre|metre]|de la pression))|baro[mètre|metre] [<aboard>])',
          '[on a|il y a] combien <d>(hectopascals|hPa|millibars) [<have>]',
        ],
        examples: ['que dit le baromètre', 'le baromètre baisse', 'le baro est à combien', 'est-ce que la pression chute', 'pression atmosphérique à bord', 'baromètre'],
      },
    },
  },
  es: {
    words: {
      tendencia: ['subiendo', 'bajando', 'cayendo', 'estable', 'igual'],
    },
    families: {
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
    },
  },
  nl: {
    families: {
      barometer: {
        title: 'barometer',
        frames: [
          '(wat (zegt|geeft|doet)|hoe [hoog] staat) de barometer [aan] [<nu>]',
          'gaat de <luchtdruk> [nog] (omlaag|omhoog|naar beneden|naar boven|achteruit|vooruit)',
          '(stijgt|daalt|zakt|valt|keldert|stijgt of daalt|daalt of stijgt) de <luchtdruk> [nog|snel|hard]',
          'hoeveel (millibar|hectopascal) [is het|is de luchtdruk|geeft de barometer [aan]]',
          '[<wat_is> de] (luchtdruk|barometerstand|barometer|stand van de barometer) [<aan_boord>|<nu>]',
        ],
        examples: ['wat zegt de barometer', 'hoe staat de barometer', 'daalt de barometer', 'wat is de luchtdruk', 'barometerstand'],
      },
    },
  },
};
