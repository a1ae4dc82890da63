/**
 * The local time's Assist sentences in every language: the time on board or where the boat is, and the
 * time zone; never "what time is it" alone, which is Home Assistant's own. Template rules:
 * assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      localTime: ['local time[ zone]', 'time (on board|aboard|here|locally)', 'boat time', "ship's time", 'ship’s time', 'ships time', 'time zone', 'timezone'],
    },
    families: {
      local_time: {
        title: 'local time on board',
        frames: [
          'what time is it (on board|aboard|here|on the boat|where we are|locally|local)',
          '<what> <det> <localTime> [<here>|on board|aboard]',
          '((which|what) (time zone|timezone) are we in [<now>]|<localTime> [<bare>])',
        ],
        examples: ['what time is it on board', "what's the local time", 'which time zone are we in', 'local time'],
      },
    },
  },
  'pt-BR': {
    families: {
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
    },
  },
  pt: {
    words: {
      boattime: ['a bordo [do barco]', 'aqui', 'no barco', 'onde estamos', 'neste fuso', 'locais'],
    },
    families: {
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
    },
  },
  de: {
    words: {
      ortszeit: ['Ortszeit', 'Bordzeit', 'Zeitzone', '[Uhr]zeit (an Bord|hier)', 'lokale [Uhr]zeit'],
    },
    families: {
      local_time: {
        title: 'Ortszeit an Bord',
        frames: [
          // Never "wie spät ist es" / "Uhrzeit" alone: Home Assistant's
          '(wie (spät ist es|ist [<pv>] die <ortszeit>)|<wieviel> Uhr ist es) [<pts>] (an Bord|auf dem Boot|bei uns|wo wir sind|[hier] vor Ort|hier [an Bord])',
          '(wie ist [<pv>] die <ortszeit>|was ist [<pv>] die <ortszeit>|in welcher Zeitzone (sind wir|befinden wir uns|liegen wir)|welche (Zeitzone (haben wir|gilt|ist)|(Ortszeit|Bordzeit) haben wir|[Uhr]zeit (haben wir|ist es|gilt) (an Bord|hier|[hier] vor Ort))) [<pts>] [hier|an Bord]',
          '[<sag>] <ortszeit> [<pts>]',
        ],
        examples: ['wie spät ist es an Bord', 'was ist die Ortszeit', 'in welcher Zeitzone sind wir', 'wie viel Uhr ist es hier', 'Ortszeit'],
      },
    },
  },
  fr: {
    words: {
      here: ['<a> bord', 'ici', 'sur le bateau', '(là|la) <ou> (on est|nous sommes)', 'en heure locale'],
    },
    families: {
      local_time: {
        title: 'heure locale à bord',
        frames: [
          // "quelle heure est-il" alone is Home Assistant's: ours name the boat or the place.
          '(quelle heure (est<hy>il|il est)|il est quelle heure) <here>',
          '[<ask>] [<the>|notre ](heure (locale|du bord|<a> bord|du bateau|ici)|fuseau horaire [<here>]|d(é|e)calage horaire)',
          '((on est|nous sommes|sommes<hy>nous|est<hy>on) dans quel fuseau [horaire]|dans quel fuseau [horaire] (sommes<hy>nous|on est|est<hy>on))',
        ],
        examples: ['quelle heure est-il à bord', 'il est quelle heure à bord', 'heure locale', "quelle est l'heure locale", 'on est dans quel fuseau horaire'],
      },
    },
  },
  es: {
    families: {
      local_time: {
        title: 'hora local a bordo',
        frames: [
          // Not "qué hora es [ahora]" alone: Home Assistant's
          '<que> hora (es|tenemos|hay) (a bordo|aquí|en el barco|donde estamos|en este puerto|local) [ahora]',
          '[<cual_es>] [la] hora (local|a bordo|de a bordo|del barco) [a bordo|aquí]',
          'en <que> (zona horaria|huso horario) (estamos|nos encontramos)',
          '[<cual_es>] (la zona horaria|el huso horario) [local|de aquí|a bordo]',
        ],
        examples: ['qué hora es a bordo', 'que hora es aqui', 'cuál es la hora local', 'en qué huso horario estamos', 'hora local'],
      },
    },
  },
  nl: {
    families: {
      local_time: {
        title: 'lokale tijd aan boord',
        frames: [
          '(hoe laat|welke tijd) is het [nu] (aan boord|hier|op de boot|waar we zijn|ter plaatse|bij ons|hier lokaal) [<nu>]',
          '[<wat_is>] de (lokale|plaatselijke) tijd [hier|aan boord]',
          '[<wat_is>] de (boordtijd|scheepstijd|tijd aan boord|tijd hier)',
          '[in] welke tijdzone (zijn|zitten|liggen|hebben) we [<nu>]',
          '[<wat_is>|welke] [de|onze] [lokale] tijdzone',
        ],
        examples: ['hoe laat is het aan boord', 'hoe laat is het hier', 'wat is de lokale tijd', 'in welke tijdzone zitten we', 'wat is de tijdzone'],
      },
    },
  },
};
