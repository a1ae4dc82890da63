/**
 * Man overboard's Assist sentences in every language: "is anyone overboard", "is there a distress
 * beacon". Never the bare "man overboard": that is the skipper's command (the voice actions,
 * actions/sentences/). Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      who: ['anyone', 'anybody', 'someone', 'somebody'],
    },
    families: {
      man_overboard: {
        title: 'man overboard',
        frames: [
          '(is there|do we have|have we got|any) ([a] (man|person|crew member|crew)|anyone|anybody|someone|somebody) overboard',
          '((has|is) <who> (gone|fallen|fell) (overboard|in the water|in)|[is] <who> (overboard|in the water)|did <who> fall (overboard|in))',
          '(is there|are there|do we have|have we got|any) [a|an|any] (distress|emergency|rescue|mayday|mob|man overboard|epirb|plb|sart|ais sart) (beacon[s]|signal[s]|alarm[s]|alert[s])',
        ],
        examples: ['any man overboard', 'is there a man overboard', 'has anyone fallen overboard', 'is anyone overboard', 'is there a distress beacon', 'any distress signals'],
      },
    },
  },
  'pt-BR': {
    families: {
      man_overboard: {
        title: 'homem ao mar',
        frames: [
          // a bare "homem ao mar" is the skipper's command (voice actions, actions/sentences/pt-BR.ts), never this question
          '((tem|temos|há|ha|existe) [algum|alguma]|algum|alguma) (homem ao mar|pessoa ao mar|tripulante ao mar|mob) [<alarme_state>]',
          'onde (<esta> [o]|fica [o]|caiu [o]) homem ao mar',
          '(alguém|alguem) caiu (na água|na agua|no mar|do barco)',
          // "tem alguém", never "há alguém ...": HA's zone question.
          '(tem|caiu) (alguém|alguem) (na água|na agua|no mar|ao mar)',
          '[<tem_ha>] [<algum>] (baliza|radiobaliza|sinal|alarme|alerta) de (homem ao mar|socorro|emergência|emergencia|mob) [<alarme_state>]',
        ],
        examples: ['tem homem ao mar', 'alguém caiu na água', 'tem alguém no mar', 'tem alguma baliza de socorro ativa', 'algum alarme de homem ao mar'],
      },
    },
  },
  pt: {
    words: {
      // Man overboard
      beacon: ['[radio]baliza', 'epirb', 'sinal [de] (socorro|emergência)'],
      overboard: ['à água', 'ao mar', 'na água', 'borda fora'],
    },
    families: {
      man_overboard: {
        title: 'homem ao mar',
        frames: [
          // a bare "homem ao mar" is the skipper's command (voice actions, actions/sentences/pt.ts), never this question
          '((há|temos|existe|tenho) [uma|um|alguma|algum] ([alarme de] homem ao mar [a (bombordo|estibordo)|pela popa]|mob [ativo|a tocar])|[há|temos|existe|tenho] [uma|um|alguma|algum] <beacon> [ativa|ativo|a emitir|a tocar])',
          'caiu [alguém] <overboard>',
          'alguém (caiu|está) <overboard>',
        ],
        examples: ['temos um homem ao mar', 'há algum homem ao mar', 'alguém caiu à água', 'há alguma radiobaliza ativa'],
      },
    },
  },
  de: {
    words: {
      mob: ['(Mann|Person) über Bord [Alarm|Signal]', 'MOB [Alarm|Signal]', '[See]not(funkbake[n]|sender|signal[e])', 'EPIRB', 'AIS SART'],
    },
    families: {
      man_overboard: {
        title: 'Mann über Bord',
        frames: [
          // "Mann über Bord" alone is the skipper's command (voice actions, actions/sentences/de.ts), never this question
          '(gibt es|haben wir|wurde) [<pts>] [einen|ein|eine|irgendwelche|irgendein] <mob> [<pts>] [aktiv|an|ausgelöst|gemeldet|in der Nähe]',
          '(ist ([<pts>] [einen|ein|eine|irgendein] <mob> [<pts>] [aktiv|an|ausgelöst|gemeldet|in der Nähe]|[<pts>] (jemand|einer|wer|irgendwer|eine Person) (über Bord|ins Wasser) [gegangen|gefallen])|sind [<pts>] ((jemand|einer|wer|irgendwer|eine Person) (über Bord|ins Wasser) [gegangen|gefallen]|alle [<pts>] an Bord))',
          '[<sag>] ([See]not(funkbake[n]|sender|signal[e])|EPIRB|AIS SART) [aktiv]',
        ],
        examples: ['gibt es einen Mann über Bord', 'ist jemand über Bord gegangen', 'gibt es eine Seenotfunkbake', 'haben wir Notsignale'],
      },
    },
  },
  fr: {
    words: {
      // Man overboard.
      mobWho: ['<l>homme <a> la mer', 'le MOB', 'la personne <a> la mer', '<l>(équipier|equipier) <a> la mer'],
    },
    families: {
      man_overboard: {
        title: 'homme à la mer',
        frames: [
          // a bare "(un) homme à la mer" is the skipper's command (voice actions, actions/sentences/fr.ts), never this question
          '(<there> ([un[e] |la |des ](homme <a> la mer|MOB)|quelqu<ap>un <a> (la mer|<l>eau))|[<there>] [une |la |des ]balise[s] (de d(é|e)tresse|MOB|AIS|SART) [(s<ap>est|a (été|ete)) (d(é|e)clench(é|e)e|allum(é|e)e)|est active|en cours])',
          '(quelqu<ap>un|un[e] ((é|e)quipier|personne)) est [tombé|tombe|tombée|passé|passe] (<a> <l>eau|<a> la mer|par<hy>dessus bord)',
          '(<ou> (est|se trouve)|<a> quelle distance est|[<ask>|<tellMe>] [la] (position|distance) (de|du)) (<mobWho>|la balise [MOB|de d(é|e)tresse])',
        ],
        examples: [
          'il y a un homme à la mer',
          "quelqu'un est tombé à l'eau",
          "où est l'homme à la mer",
          'y a-t-il une balise de détresse',
          'une balise de détresse s’est déclenchée',
        ],
      },
    },
  },
  es: {
    families: {
      man_overboard: {
        title: 'hombre al agua',
        frames: [
          // a bare "hombre al agua" is the skipper's command (voice actions, actions/sentences/es.ts), never this question
          '((hay|tenemos) [algún|un] hombre|algún hombre|[hay|tenemos] alguien) al agua',
          '(alguien|alguno|algún tripulante) [se] (cayó|ha caído) (al agua|por la borda)',
          '[se] (ha caído|cayó) alguien [al agua|por la borda]',
          '(alarma|alerta) de hombre al agua',
          '(hay|<esta>) alguien (en el agua|por la borda)',
          '(hay|tenemos|se ve) [alguna] (baliza|radiobaliza|epirb|señal|senal|señales|senales) (de socorro|de emergencia|activa|activas)',
          '(se ha activado|se activó|ha saltado|saltó) (la|alguna) (baliza|radiobaliza|epirb)',
        ],
        examples: ['hay un hombre al agua', 'alguien se cayó al agua', 'se ha caído alguien por la borda', 'hay alguna baliza de socorro', 'tenemos señales de socorro'],
      },
    },
  },
  nl: {
    families: {
      man_overboard: {
        title: 'man over boord',
        frames: [
          '(is er|hebben we|zijn er) [een] (man over boord|man overboord|mob|mob alarm|man over boord alarm|drenkeling) [actief]',
          'is er iemand (overboord|over boord|te water) [gevallen|geslagen|gegaan|geraakt]',
          'is de (mob|man over boord) knop ingedrukt',
          '(is er|zijn er|hebben we) [een] (noodbaken|noodbakens|noodsignaal|noodsignalen|epirb|ais sart) [actief|afgegaan|aan]',
        ],
        examples: ['is er een man over boord', 'is er iemand overboord gevallen', 'is er een noodbaken actief', 'zijn er noodsignalen'],
      },
    },
  },
};
