/**
 * The AIS traffic's Assist sentences in every language: ships near us, what the AIS shows, a
 * collision course ("is there any traffic", "is anything on a collision course"). Template rules:
 * assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      // AIS traffic
      ships: ['traffic', '[other|another] (ship|ships|vessel|vessels|boat|boats)', '[ais] targets', 'ais traffic', 'shipping'],
      near: ['around', 'about', 'nearby', 'near us', 'around us', 'close by', 'close', 'close to us', 'in range', 'on the ais', 'out there'],
    },
    families: {
      ais: {
        title: 'AIS traffic',
        frames: [
          '(is there|are there|do we have|have we got|we got|are|any) [any|a|an] <ships> [<near>]',
          '(<what> (on [the] ais|around us|near us|nearby|close by)|[is there] anything on [the] ais|(what|which) <ships> are <near>|ais [targets|traffic|contacts])',
          '((is there|is) (anything|anyone|anybody|any ship|a ship|any boat|a boat) on a collision course|are we on a collision course [with anything|with anyone]|is (anything|any ship|any boat|any vessel) ((coming|getting) close|near us|close to us|close by|nearby|around us)|(any|is there [a|any]) (collision risk|risk of collision|danger of collision))',
        ],
        examples: ['is there any traffic', 'are there any ships nearby', 'what ships are around us', "what's on AIS", 'is anything on a collision course'],
      },
    },
  },
  'pt-BR': {
    words: {
      // Traffic
      navio: ['barco[s]', 'navio[s]', 'embarca(ção|cao|ções|coes)', 'tr(á|a)fego', 'alvo[s]'],
      perto: [
        'por (perto|aqui)',
        'perto [da gente|de (nós|nos)]',
        'aqui perto',
        'ao redor',
        'em volta',
        'na (área|area|região|regiao)',
        'vindo [na nossa dire(ção|cao)|pra (cá|ca)|pra cima da gente]',
        'no radar',
        'em rota de colis(ão|ao)',
      ],
    },
    families: {
      ais: {
        title: 'tráfego AIS',
        frames: [
          // Not "há alguém ...": HA's zone question ("há alguém em casa").
          '[<tem_ha>] [<algum>|muito|muitos] <navio> <perto>',
          '(tem|existe) (alguém|alguem) <perto>',
          '[<quais>|que|quantos|quantas] <navio> (<estao>|<esta>|tem|há|ha) <perto>',
          'o que (tem|há|ha|aparece|<esta> aparecendo) no ais',
          '[<tem_ha>|<qual> o] [<algum>] <navio> [no|do] ais',
          '<qual> [é] o (navio|barco|alvo) mais (próximo|proximo|perto)',
        ],
        examples: ['tem algum barco por perto', 'tem navio por perto', 'quais navios estão por perto', 'o que aparece no AIS', 'tem algum navio vindo na nossa direção'],
      },
    },
  },
  pt: {
    words: {
      // Traffic
      vessel: ['barco[s]', 'navio[s]', 'embarcação', 'embarcações', 'cargueiro[s]', 'tráfego', 'alvo[s]'],
      near: ['[por|aqui] perto [de nós]', 'por aqui', 'à [nossa] volta [de nós]', 'na zona', 'ao pé de nós', 'nas redondezas', 'no radar', 'no ais', 'à vista'],
      towards: ['na nossa direção', 'em (rota de colisão|colisão)', 'contra nós', 'para cima de nós', 'a vir para nós', 'a aproximar-se', 'a chegar perto'],
    },
    families: {
      ais: {
        title: 'tráfego AIS',
        frames: [
          // "há barcos por perto", "há algum navio à nossa volta", "tráfego", "há tráfego"
          '[<thereis>|vem|andam|anda] [<any>] (<vessel> [<near>|<towards>|[no] ais]|alguém <towards>|[no] ais)',
          '(quais|que|quantos|quantas|o que) ([são] [os|as] <vessel> [<eque>] [estão|há|andam|temos|vês|vemos] <near>|[<eque>] (há|temos|se vê|aparece|mostra) no ais)',
          '(estamos|vamos) em rota de colisão [com alguém|com algum (barco|navio)]',
        ],
        examples: ['há algum barco por perto', 'há barcos à nossa volta', 'o que é que temos no ais', 'vem algum navio em rota de colisão', 'tráfego ais'],
      },
    },
  },
  de: {
    words: {
      naehe: ['in der (Nähe|Naehe|Umgebung)', 'in unserer Nähe', 'um uns [herum]', 'in Sicht'],
      imais: ['(im|auf dem) AIS'],
      schiffe: ['Schiffsverkehr', 'Schiffe', 'Boote', 'andere (Schiffe|Boote)', 'Frachter', 'Berufsschifffahrt', 'AIS Ziele'],
    },
    families: {
      ais: {
        title: 'AIS-Verkehr',
        frames: [
          // Ships around us; "Verkehr" alone only near us (not the road's)
          '((gibt es|haben wir) [<pts>] (<schiffe> [<pts>] [<naehe>|hier|auf Kollisionskurs]|(Verkehr|ein (Schiff|Boot)|jemand|irgendwer) <naehe>|Kollisionsgefahr)|(sind|fahren) [<pts>] <schiffe> [<pts>] [<naehe>|hier|auf Kollisionskurs]|ist ([<pts>] (Verkehr|ein (Schiff|Boot|Frachter|Tanker)|jemand|irgendwer) <naehe>|(jemand|ein Schiff|etwas|was|irgendwer) [<pts>] (auf Kollisionskurs|auf uns zu))|(fährt|wer (ist|fährt)) [<pts>] <naehe>)',
          '((welche|wie viele) (Schiffe|Boote) (sind|fahren|gibt es) [<pts>] [hier] (<naehe>|<imais>)|was (für (Schiffe|Boote) (sind|fahren|gibt es) [<pts>] [hier] (<naehe>|<imais>)|(ist|gibt es|zeigt|sagt) [<pv>] (<imais>|das AIS) [an])|(sieht|zeigt) das AIS [<pts>] (was|etwas|jemand|Schiffe))',
          '(kommt ((jemand|ein Schiff|etwas|was|irgendwer) [<pts>] (auf Kollisionskurs|auf uns zu)|uns [<pts>] (jemand|ein Schiff|etwas|was) (zu nahe|zu nah))|nähert sich [<pts>] (jemand|ein (Schiff|Boot)|etwas)|besteht [<pts>] Kollisionsgefahr)',
          '[<sag>] (AIS [Ziele|Verkehr|Kontakte] [<naehe>]|Schiffsverkehr [<naehe>]|Kollisionsgefahr|(Schiffe|Boote|Verkehr) <naehe>) [<pts>]',
        ],
        examples: ['gibt es Verkehr in der Nähe', 'sind Schiffe in der Nähe', 'welche Schiffe sind in der Nähe', 'was zeigt das AIS', 'ist jemand auf Kollisionskurs'],
      },
    },
  },
  fr: {
    words: {
      // Traffic.
      near: [
        'en vue',
        'autour [de nous]',
        '<a> proximité',
        'a proximite',
        'dans les parages',
        'pr(è|e)s de nous',
        'pas loin [de nous]',
        'dans le coin',
        'en approche',
        'sur <l>AIS',
      ],
      collision: ['(est<hy>il|est) en route de collision'],
    },
    families: {
      ais: {
        title: 'trafic AIS',
        frames: [
          '[<there>] (d(es (bateaux|navires|cibles|cargos|voiliers)|u trafic) <near>|combien de (bateaux|navires|cibles) [<have>] <near>|un[e] ((bateau|navire|cible|cargo) (<near>|<collision>)|risque de collision)|risque de collision|quelqu<ap>un <collision>)',
          '((qu(<ap>est<hy>ce qu<ap>(on a|il y a|on voit)|e voit<hy>on)|(on a|il y a) quoi) sur <l>AIS|<a> quelle distance est le (bateau|navire) le plus proche)',
          '[<ask>] ([<the>](trafic|cibles|bateaux|navires) [sont|il y a|y a<hy>t<hy>il] (AIS|<near>)|le (bateau|navire) le plus proche|[<the>]AIS)',
        ],
        examples: ['il y a des bateaux autour de nous', "qu'est-ce qu'on a sur l'AIS", 'des navires à proximité', 'y a-t-il un risque de collision', 'trafic AIS'],
      },
    },
  },
  es: {
    families: {
      ais: {
        title: 'tráfico AIS',
        frames: [
          '[hay|se ve|ves|tenemos] (algún|un) (barco|buque|velero|mercante|pesquero) (cerca|por aquí|alrededor|a la vista|cerca de nosotros)',
          '[hay|tenemos] (tráfico|barcos|buques) [cerca|por aquí|alrededor|a la vista|cerca de nosotros|en el AIS|en el ais]',
          '(<que>|<cuantos>) (barcos|buques) (hay|<estan>|se ven|tenemos) (cerca|por aquí|alrededor|a la vista|cerca de nosotros)',
          '<que> (hay|se ve|sale) en el (AIS|ais)',
          '(hay|viene) (alguien|algún barco|algún buque|algo) en rumbo de colisión',
          '((viene|se acerca|se nos acerca) (alguien|algún barco|un barco|algo|algún buque) [hacia nosotros]|hay (alguien|algún barco|algo) que (venga|viene|se acerque|se acerca) [hacia nosotros])',
        ],
        examples: ['hay algún barco cerca', 'hay tráfico', 'qué barcos hay cerca', 'qué hay en el AIS', 'viene algún barco hacia nosotros'],
      },
    },
  },
  nl: {
    words: {
      // AIS
      schepen: ['schepen', 'boten', 'scheepvaart', 'verkeer', 'ais doelen', 'een schip', 'een boot'],
      buurt: ['in de buurt', 'om ons heen', 'rondom ons', 'in zicht', 'dichtbij', 'op de ais'],
    },
    families: {
      ais: {
        title: 'AIS-verkeer',
        frames: [
          '(is er|zijn er|liggen er|varen er|zie je) [nog] [andere] <schepen> <buurt>',
          '(zijn er|zie je|is er) [nog] [andere] (schepen|boten|scheepvaart)',
          '[de] ais [doelen|contacten]',
          '(welke|hoeveel|wat voor) (schepen|boten|ais doelen) (zijn er|varen er|liggen er|zie je) [<buurt>]',
          'wat voor (scheepvaart (is er|zie je) [<buurt>]|verkeer (is er|zie je) <buurt>)',
          'wie (zit|vaart|ligt) er <buurt>',
          '(wat|welk|hoe ver|waar) is het dichtstbijzijnde (schip|vaartuig|ais doel)',
          '(wat staat er|wat is er|wat zie je) op [de] ais',
          '(is er|zit er|ligt er|komt er|vaart er) (iemand|iets|een schip|een boot) (op ramkoers|op ons af|op aanvaringskoers|dichterbij|<buurt>)',
        ],
        examples: ['is er verkeer in de buurt', 'zijn er schepen om ons heen', 'wat staat er op de AIS', 'komt er iemand op ons af', 'is er iets op ramkoers'],
      },
    },
  },
};
