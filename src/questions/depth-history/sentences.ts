/**
 * The depth history's Assist sentences in every language: the least depth over the last hours (the
 * anchorage at low water), asked in the past ("what was the minimum depth", "how shallow did it get at
 * low tide"); the depth now is depth_state's. The window words are the language's, shared by every
 * history question. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    families: {
      depth_history: {
        title: 'minimum depth',
        frames: [
          "(<was> the ((<lowest>|least|shallowest) depth [been]|shallowest (it got|it went|it has been|it's been|it’s been))|how (shallow (did it (get|go)|has it been|was it)|(low|shallow) did the (depth|water) (get|go))) [<window>|at low tide|at low water]",
          '(<lowest>|shallowest) depth [<window>|at low tide|at low water]',
          'did it get (shallow|shallower) [<window>|at low tide|at low water]',
        ],
        examples: ['what was the minimum depth', 'how shallow did it get at low tide', 'shallowest depth in the last six hours'],
      },
    },
  },
  'pt-BR': {
    families: {
      depth_history: {
        title: 'profundidade mínima',
        frames: [
          '[<qual> foi (a|o)] (profundidade <minima>|<minima> profundidade|(ponto|momento|lugar) mais raso) [<periodo>|na (maré|mare) baixa]',
          '(a profundidade|o fundo) (baixou|diminuiu|caiu|subiu|mudou|variou) [muito] [<periodo>|na (maré|mare) baixa]',
          '(ficou|chegou a ficar|ficamos|a gente ficou|quão raso ficou|quao raso ficou) [muito] raso [<periodo>|na (maré|mare) baixa]',
        ],
        examples: ['qual foi a profundidade mínima', 'qual foi a menor profundidade essa noite', 'ficou muito raso na maré baixa', 'profundidade mínima nas últimas seis horas'],
      },
    },
  },
  pt: {
    words: {
      lowtide: ['na baixa-mar', 'na maré baixa', 'na vazante'],
      mindepth: ['profundidade (mínima|máxima|mais baixa)', '(menor|maior) (profundidade|fundo)', 'fundo mínimo', 'menos fundo'],
    },
    families: {
      depth_history: {
        title: 'profundidade mínima',
        frames: [
          '[<was>] [a|o] <mindepth> [que (tivemos|houve)] [<window>|<lowtide>]',
          '(quanto fundo|quanta água|quão pouca água) (tivemos|houve) (<window>|<lowtide>)',
          '(qual|quanto) foi o fundo [mínimo] (<window>|<lowtide>)',
        ],
        examples: ['qual foi a profundidade mínima', 'qual foi o menor fundo esta noite', 'profundidade mínima durante a noite', 'quanta água tivemos na baixa-mar'],
      },
    },
  },
  de: {
    words: {
      tiefmin: ['(geringste|niedrigste|minimale|kleinste|flachste) [Wasser]tiefe'],
    },
    families: {
      depth_history: {
        title: 'geringste Tiefe',
        frames: [
          'was war [<pv>] die <tiefmin> [<seit>|bei Niedrigwasser]',
          '(wie (war [<pv>] die <tiefmin> [<seit>|bei Niedrigwasser]|hat sich [<pv>] die [Wasser]tiefe [<seit>|bei Niedrigwasser] (verändert|entwickelt|geändert)|(flach|tief|seicht) war es [<pts>] [minimal|am flachsten] [<seit>|bei Niedrigwasser])|<wieviel> Wasser hatten wir [<pts>] [<seit>|bei Niedrigwasser] [minimal|mindestens|am wenigsten] [<kiel>]|wie wenig Wasser hatten wir [<pts>] [<seit>|bei Niedrigwasser] [<kiel>])',
          '(<tiefmin>|Tiefenverlauf|Mindesttiefe) [<seit>|bei Niedrigwasser]',
        ],
        examples: ['was war die geringste Tiefe', 'wie flach war es heute Nacht', 'wie viel Wasser hatten wir bei Niedrigwasser', 'minimale Wassertiefe über Nacht'],
      },
    },
  },
  fr: {
    words: {
      lowWater: ['au (plus bas|minimum|mini)', '<a> mar(é|e)e basse'],
      shallowest: [
        '(profondeur|hauteur <d>eau) (mini|minimale|minimum|la plus faible|la plus petite)',
        'plus (petite|faible) (profondeur|hauteur <d>eau)',
        'fond (mini|minimum|minimal|le plus faible|le plus petit|le plus bas)',
        '(plus petit|moins de) fond',
        'minimum de (profondeur|fond)',
      ],
    },
    families: {
      depth_history: {
        title: 'profondeur minimale',
        frames: [
          '[<was>] [<the>]<shallowest> [<when>|<a> mar(é|e)e basse]',
          '[on (a eu|avait)|il y a eu|nous avons eu] combien de fond <lowWater> [<when>]',
          '<was> le fond <lowWater> [<when>]',
        ],
        examples: ['quelle a été la profondeur minimale', 'fond minimum cette nuit', 'on a eu combien de fond au plus bas', 'la plus petite profondeur des six dernières heures'],
      },
    },
  },
  es: {
    words: {
      bajamar: ['<ventana>', 'en bajamar', 'en la bajamar', 'con marea baja', 'con la marea baja'],
    },
    families: {
      depth_history: {
        title: 'profundidad mínima',
        frames: [
          '<cual_fue> (la profundidad <minima>|la menor profundidad|el fondo <minima>|el menor fondo|el mínimo de agua) [<bajamar>]',
          '(<que>|<cual>|<cuanto>|<cuanta>) (profundidad|fondo|agua|calado) <minima> (hemos tenido|ha habido|hubo|tuvimos) [<bajamar>]',
          '(profundidad <minima>|menor profundidad|fondo <minima>) [<bajamar>]',
        ],
        examples: ['cuál fue la profundidad mínima', 'cuál fue la menor profundidad en bajamar', 'profundidad mínima esta noche', 'qué fondo mínimo hemos tenido hoy'],
      },
    },
  },
  nl: {
    families: {
      depth_history: {
        title: 'minste diepte',
        frames: [
          '[wat was de] <laagste> diepte [<periode>|bij laagwater]',
          '(hoe ondiep (is|was|werd) het|hoe diep was het) [<periode>|bij laagwater] [geweest] [<periode>]',
          'wat was de diepte bij laagwater',
        ],
        examples: ['wat was de minste diepte', 'hoe ondiep was het bij laagwater', 'minimale diepte vannacht'],
      },
    },
  },
};
