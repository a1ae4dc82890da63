/**
 * The route's Assist sentences in every language: the next waypoint, how far and how long to go,
 * when we arrive, where we are heading. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      waypoint: ['[next] (waypoint|mark)', 'destination'],
      arrive: ['arrive', 'get there', 'get in', 'be there', 'make it', 'reach the <waypoint>', 'get to the <waypoint>'],
    },
    families: {
      route: {
        title: 'next waypoint',
        frames: [
          '<what> <det> (<waypoint>|[active] route|(eta|e t a|estimated time of arrival|arrival time|time to go|distance to go|distance to run) [(to|at) [the] <waypoint>]|(distance|time|bearing|range|course|heading) to [the] <waypoint>)',
          // "to go" or "further": "how much longer" alone may be a kitchen timer's
          'how( (far|long) [is it|to go|away] (to|until|till|before|is) [the] <waypoint> [away]| far (are we|is it|is the boat) (from|to) [the] <waypoint>| (far|long|much further|much farther|much longer|many miles|many hours) [(have we got|do we have|is it|is there|are there|are left)] [left] to (go|the <waypoint>)| much (further|farther) [is it|have we got|do we have]| long (till|until|before) we <arrive>)',
          '(when (will|do|shall|are) we [going to] <arrive>|what time (will|do|shall) we <arrive>|where are we (heading|going|headed)|are we ((nearly|almost) there [yet]|there yet))',
          '[the] (eta|(distance|time|bearing) to [the] <waypoint>|distance to go|time to go|next (waypoint|mark)) [<bare>]',
        ],
        examples: ["what's the next waypoint", 'how far to the next waypoint', 'when will we get there', "what's our ETA", 'how long to go', 'where are we heading'],
      },
    },
  },
  'pt-BR': {
    words: {
      chegar: ['chegar', 'a gente chegar', 'chegarmos', 'a chegada'],
      la: ['<ate_o> <wp>', 'no destino', 'l(á|a)', 'no porto', 'na marina'],
      wp: ['pr(ó|o)ximo (waypoint|ponto)', 'waypoint', 'destino', 'pr(ó|o)xima marca'],
      ate_o: ['para o', 'pro', 'pra o', 'at(é|e) o', 'ao'],
      chega: ['a gente (chega|vai chegar|t(á|a) chegando)', 'vamos chegar', '[nós|nos] chegamos'],
    },
    families: {
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
    },
  },
  pt: {
    words: {
      nextwp: ['próximo (waypoint|ponto [de passagem])', 'destino', 'waypoint'],
      arrive: ['[lá] chegamos', 'vamos chegar', 'chegaremos'],
      left: ['[nos] falta[m]', 'está', 'fica', 'estamos', 'demora[mos]', 'levamos', 'vamos demorar'],
    },
    families: {
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
    },
  },
  de: {
    words: {
      ziel: ['[bis] (zum [nächsten] Wegpunkt|zum Ziel|zum [Ziel]hafen|zur Marina|zum Etappenziel)', 'bis zur Ansteuerung'],
      ankunft: ['voraussichtliche Ankunft[szeit]', 'Ankunft[szeit]', 'ETA'],
    },
    families: {
      route: {
        title: 'nächster Wegpunkt',
        frames: [
          // To somewhere, or "noch": "wie lange [noch]" alone is Home Assistant's timer
          'wie ((weit|lange|viele [See]meilen) [ist es|dauert es|brauchen wir|haben wir|sind es|fahren wir] [<pts>] <ziel>|(weit [ist es|sind es|haben wir es]|lange (brauchen|fahren|segeln) wir|viele [See]meilen [sind es|haben wir]) [<pts>] noch [<pts>]|weit [weg|entfernt] ist [<pts>] (der nächste Wegpunkt|das Ziel|der Hafen) [<pts>] [weg|entfernt]|heißt [<pv>] der nächste Wegpunkt|ist [<pv>] (die|unsere) <ankunft>)',
          '(was ist [<pv>] ((der nächste|unser nächster) Wegpunkt|(die|unsere) (<ankunft>|aktive Route))|(welcher|wo) ist [<pv>] (der nächste|unser nächster) Wegpunkt|welcher Wegpunkt kommt [<pts>] als nächste[s|r]|welche aktive Route)',
          'wann (kommen wir [<pts>] [am Ziel|im [Ziel]hafen|dort] an|sind wir [<pts>] [endlich] (da|im Hafen|am Ziel|dort)|erreichen wir [<pv>] (den [nächsten] Wegpunkt|das Ziel|den Hafen)|ist [<pv>] (die|unsere) <ankunft>)',
          "wohin ((fahren|segeln) wir|geht es|gehts|geht’s|geht's|geht [<pv>] die (Reise|Fahrt)) [<pts>]",
          '[<sag>] (nächste[n|r] Wegpunkt|Wegpunkt|<ankunft>|aktive Route|(Entfernung|[Rest]distanz) [<ziel>]) [<pts>]',
        ],
        examples: [
          'was ist der nächste Wegpunkt',
          'wie weit ist es noch bis zum Wegpunkt',
          'wann sind wir da',
          'wohin fahren wir',
          'wie weit ist es noch',
          'nächster Wegpunkt',
          'wann ist die voraussichtliche Ankunft',
        ],
      },
    },
  },
  fr: {
    words: {
      tillThere: ['jusqu<ap>au (prochain <wp>|port)', 'avant <d>arriver', 'jusqu<ap><a> <destination>'],
      destination: ['<l>arriv(ée|ee)', 'la destination', 'le port'],
      wp: ['waypoint', 'way point', 'point de route', 'point tournant', 'WP'],
    },
    families: {
      route: {
        title: 'prochain waypoint',
        frames: [
          '[<ask>] [<the>|notre ](prochain <wp>|distance ((au|jusqu<ap>au|du) prochain <wp>|restante)|heure <d>arriv(ée|ee) [pr(é|e)vue]|ETA|route active)',
          '(<a> quelle distance ((est|se trouve) le|(sommes<hy>nous|on est) du) prochain <wp>|(c<ap>est|on est) [encore] loin [le prochain <wp>|du prochain <wp>|de <destination>]|le prochain <wp> est <a> (combien|quelle distance))',
          '([est<hy>ce qu<ap>]on (arrive|sera (arrivés|arrives|arrivé|là|la|au port)|y sera) (quand|<a> quelle heure|vers quelle heure|dans combien de temps|bientôt|bientot)|(quand|<a> quelle heure|vers quelle heure|dans combien de temps) (arrivons<hy>nous|arrive<hy>t<hy>on|est<hy>ce qu<ap>on arrive|on arrive)) [au port|<a> destination]',
          // "il reste combien de temps" alone is Home Assistant's timer: ours say till where.
          '[<haveFirst>|encore] combien de ((milles|miles) [nautiques] [<have>] [<tillThere>]|temps (de (route|navigation|mer)|<tillThere>))',
          '<ou> (allons<hy>nous|va<hy>t<hy>on|on va)',
        ],
        examples: [
          'quel est le prochain waypoint',
          'on arrive quand',
          'il reste combien de milles',
          'distance au prochain waypoint',
          'à quelle heure arrivons-nous',
          'où allons-nous',
        ],
      },
    },
  },
  es: {
    words: {
      waypoint: ['waypoint', 'punto de paso', 'punto de ruta', 'way point'],
      proximo: ['próximo', 'siguiente'],
      hasta_llegar: ['(para|hasta) (el [<proximo>] <waypoint>|llegar [a puerto|a destino]|la llegada|el destino|puerto)'],
    },
    families: {
      route: {
        title: 'próximo waypoint',
        frames: [
          '[<abre>] el <proximo> <waypoint>',
          'a <que> distancia (<esta>|queda|tenemos) (el [<proximo>] <waypoint>|el destino|el puerto|puerto)',
          '<cuanto> (falta|queda|nos queda|nos falta) [<hasta_llegar>|de (travesía|viaje|ruta)]',
          // With "tiempo" always a destination: "cuánto tiempo queda" alone may be a kitchen timer
          '<cuanto> tiempo (falta|queda|nos queda|nos falta) <hasta_llegar>',
          '(<cuanto> (tardamos|tardaremos|vamos a tardar) en llegar|<cuantas> (millas|horas) (faltan|quedan|nos quedan|nos faltan) [para llegar|hasta el <proximo> <waypoint>|hasta puerto])',
          '(cuándo|a <que> hora) (llegamos|vamos a llegar|llegaremos|estaremos allí) [a puerto|a destino|al <proximo> <waypoint>]',
          '[<abre>] ([nuestra|la] (hora de llegada [estimada|prevista]|hora estimada de llegada|hora prevista de llegada|eta|ruta activa)|[nuestro|el] destino)',
          '(<que> distancia (hay|queda|falta|tenemos)|distancia) (al|hasta el) [<proximo>] <waypoint>',
          '((hacia|a) <donde>|adónde) (vamos|navegamos|nos dirigimos)',
        ],
        examples: [
          'cuándo llegamos',
          'cuánto nos queda para llegar',
          'cuál es el próximo waypoint',
          'a qué distancia está el próximo waypoint',
          'hora estimada de llegada',
          'hacia dónde vamos',
        ],
      },
    },
  },
  nl: {
    words: {
      waypoint: ['het volgende waypoint', 'de volgende waypoint', 'ons volgende waypoint', 'het volgende routepunt', 'het volgende punt', 'de bestemming', 'de haven'],
    },
    families: {
      route: {
        title: 'volgend waypoint',
        frames: [
          'hoe (ver|lang) (is het|duurt (het|de (tocht|overtocht|reis))|varen we|moeten we) [nog] [(naar|tot) <waypoint>|varen|(voor|voordat|tot) we er zijn]',
          '[<wat_is> de] ((afstand|tijd|koers|peiling) (tot|naar) <waypoint>|resterende (afstand|tijd))',
          'hoe (lang|ver) (nog [(naar|tot) <waypoint>]|[nog] (naar|tot) <waypoint>)',
          'hoeveel (mijl|zeemijl|uur|tijd) ([is het] nog|moeten we nog [varen]) [(naar|tot) (<waypoint>|aankomst)]',
          '(wanneer|hoe laat) (zijn we er|komen we aan|zijn we binnen|komen we binnen|zijn we (bij|in|op) <waypoint>|komen we [(bij|in|op) <waypoint>] aan [(bij|in|op) <waypoint>]) [<nu>]',
          '(waar (gaan|varen) we (naartoe|heen)|wat is onze bestemming)',
          '[<wat_is>] [de|het|onze|ons] (eta|verwachte aankomsttijd|aankomsttijd|volgende waypoint|volgend waypoint|actieve route)',
        ],
        examples: [
          'wat is het volgende waypoint',
          'hoe ver is het nog naar het volgende waypoint',
          'wanneer zijn we er',
          'hoe lang varen we nog',
          'wat is onze eta',
          'waar gaan we naartoe',
        ],
      },
    },
  },
};
