/**
 * The wind history's Assist sentences in every language: the strongest gust and the average wind over
 * the last hours, asked in the past ("what was the strongest gust", "how hard did it blow overnight");
 * the wind now is wind_state's. The window words (`<window>`, `<periodo>`, `<seit>`...) are the
 * language's, shared by every history question. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      strongest: ['strongest', 'highest', 'biggest', 'max', 'maximum', 'top', 'peak', 'average', 'mean'],
      gust: ['gust[s]', 'wind[ speed]', 'windspeed'],
    },
    families: {
      // The last hours: "was", "overnight", "lowest" keep them apart from the families of now.
      wind_history: {
        title: 'strongest gust',
        frames: [
          '<was> the <strongest> <gust> [been] [<window>]',
          '(how ((strong|hard|bad|big) (was|were) the (gust[s]|wind)|(strong|hard|much) did it (blow|gust)|(windy|gusty) was it)|did it (blow|gust) [hard|much|a lot]|what were the gusts [like]|was it (windy|gusty)) [<window>]',
          '(<strongest> <gust> [<window>]|(wind [speed]|gusts) <window>)',
        ],
        examples: ['what was the strongest gust', 'how strong were the gusts in the last hour', 'what was the average wind in the last hour', 'maximum gust'],
      },
    },
  },
  'pt-BR': {
    words: {
      rajada: [
        'rajada (m(á|a)xima|mais forte)',
        'maior (rajada|vento)',
        'vento (m(á|a)ximo|mais forte|m(é|e)dio)',
        'm(é|e)dia do vento',
        '(velocidade|intensidade) (m(á|a)xima|m(é|e)dia) do vento',
      ],
    },
    families: {
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
    },
  },
  pt: {
    words: {
      gust: ['rajada[s] [máxima|mais forte]', 'maior rajada', 'vento (máximo|mais forte|médio)', '(máximo|pico) [de] vento', '(velocidade|força) máxima [do] vento'],
      gotwind: ['fez', 'houve', 'tivemos', 'deu', 'esteve', 'apanhámos'],
    },
    families: {
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
    },
  },
  de: {
    words: {
      boe: ['(stärkste|höchste|maximale|größte|heftigste) ([Wind]böe|Windgeschwindigkeit|Windstärke)'],
      windmittel: ['[mittlere|stärkste|maximale] Wind', 'Durchschnittswind'],
    },
    families: {
      // The last hours: everyday words for a window ("heute Nacht", "seit heute Morgen", "in der letzten Stunde").
      wind_history: {
        title: 'stärkste Böe',
        frames: [
          '(was (war [<pv>] (die <boe>|der <windmittel>)|waren [<pv>] die Böen)|wie ([stark|hoch|heftig] war [<pv>] (die <boe>|der <windmittel>)|[stark|heftig|hoch] waren [<pv>] die Böen|(stark|viel) hat es [<pts>] [<seit>] (geweht|geblasen))|<wieviel> (Wind|Knoten Wind|Beaufort) (hatten wir|war|gab es)) [<pts>] [<seit>]',
          // Only with a window: "hat der Wind gedreht" is the wind's
          '(hat|haben) [<pv>] (der Wind|es|die Böen) <seit> (zugenommen|nachgelassen|aufgefrischt|abgenommen)',
          '(<boe>|Böen|Spitzenböe[n]|Windverlauf) [<seit>]',
        ],
        examples: ['was war die stärkste Böe', 'wie stark waren die Böen heute Nacht', 'wie viel Wind hatten wir letzte Nacht', 'höchste Windgeschwindigkeit heute'],
      },
    },
  },
  fr: {
    words: {
      gust: [
        'rafale[s] (max|maxi|maximale|maximum|la plus forte)',
        'plus (forte|grosse|grande|violente) rafale',
        '(force|vitesse) (moyenne|maximale|max) du vent',
        'vent (max|maxi|maximum|maximal|moyen|le plus fort)',
      ],
    },
    families: {
      // Les dernières heures.
      wind_history: {
        title: 'rafale maximale',
        frames: [
          '[<was>] [l(a|e) ]<gust> [<when>]',
          '((ç|c)a a soufflé (<a> combien|fort)|il a soufflé (<a> combien|fort)|le vent (a soufflé (<a> combien|fort)|(est|a) mont(é|e) [jusqu<ap>]<a> combien)|les rafales (sont|ont) mont(é|e)es [jusqu<ap>]<a> combien|[jusqu<ap>]<a> combien (est|a|sont) mont(é|e)[e][s] (le vent|les rafales)) [<when>]',
          '(combien [de <knots>] en rafale[s]|(il y a eu|on a eu) (du vent|[de grosses|des] rafales)) [<when>]',
        ],
        examples: [
          'quelle a été la rafale max',
          'rafale max cette nuit',
          "quelle a été la plus grosse rafale aujourd'hui",
          'ça a soufflé à combien cette nuit',
          'vent moyen sur la dernière heure',
        ],
      },
    },
  },
  es: {
    families: {
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
    },
  },
  nl: {
    words: {
      vlaag: ['vlaag', 'vlagen', 'windvlaag', 'windstoot', 'windstoten', 'wind', 'windsnelheid'],
    },
    families: {
      // The last hours: "was", "geweest", "gehad" and the superlatives keep them apart from the families of now.
      wind_history: {
        title: 'sterkste vlaag',
        frames: [
          '[wat (was|is) de] <hoogste> <vlaag> [<periode>]',
          '(hoe hard (heeft het [<periode>] gewaaid|waaide het|woei het|was de (wind|<hoogste> <vlaag>)|waren de vlagen)|heeft het [<periode>] hard gewaaid) [<periode>]',
          'hoeveel wind (hebben we [<periode>] gehad|was er [<periode>]|is er [<periode>] geweest)',
          '[wat was de] gemiddelde (wind|windsnelheid|windkracht) [<periode>]',
        ],
        examples: ['wat was de sterkste vlaag', 'hoe hard heeft het gewaaid vannacht', 'wat was de gemiddelde wind het afgelopen uur', 'hardste windstoot vandaag'],
      },
    },
  },
};
