/**
 * The depth's Assist sentences in every language: how deep it is, the water under the keel, what the
 * sounder says, and the worry (shallow water, running aground). "How much water do we have" alone is
 * the tanks' question: the depth's says where. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      sounder: ['depth (sounder|finder|gauge|meter)', 'echo sounder', 'sounder', 'fish finder', 'fathometer'],
      keel: ['(under|below|beneath) (the keel|us|the boat|the hull)'],
      depth: ['depth [of [the] water|<keel>]', 'water depth'],
      depthUnit: ['feet', 'foot', 'metres', 'meters', 'metre', 'meter', 'fathoms'],
    },
    families: {
      depth: {
        title: 'depth',
        frames: [
          '<what> (<det> (<depth>|<sounder> [reading|showing|saying|say])|<keel>) [<tail>]',
          // "how much water do we have" alone is the tanks' question: the depth's says where
          'how( deep [is it|is the water|are we] [<here>] [<keel>]| (much water|many <depthUnit>) [<have>|are we in|of water] [left] <keel>| many <depthUnit> [of water] [<have>|are we in]| much depth [<have>] [<keel>|here])',
          '(<depth>|<sounder> [reading]|(under|below) [the] keel) [<bare>]',
          '(are we ((in|getting into|heading into|going into) (shallow|shoal|deep) water|(going to (run|go)|going) aground)|will we (run|go) aground|is it (shallow|deep enough|getting shallow) [<here>]|(is there|have we got|do we have) enough water (<keel>|here)|what (does|do) the <sounder> (say|read|show))',
        ],
        examples: ["what's the depth", 'how deep is it', 'how much water is under the keel', 'what does the depth sounder say', 'depth under the keel', 'are we in shallow water'],
      },
    },
  },
  'pt-BR': {
    words: {
      // "fundo" is the water under the keel, the sounder is "sonda" or "ecobatímetro".
      aqui: ['aqui [agora]', 'agora', '<sob_quilha>', 'n(e|es)se lugar'],
      sob_quilha: ['<sob> (da quilha|do barco|do casco|da gente|de nós|de nos)', 'sob (a quilha|o casco)'],
      sob: ['embaixo', 'debaixo', 'abaixo', 'em baixo', 'de baixo'],
      sonda: ['sonda', 'ecobat(í|i)metro', 'ecossonda', 'profund(í|i)metro'],
      marca: ['marca', 'mostra', 'dá', 'da', 'indica'],
    },
    families: {
      depth: {
        title: 'profundidade',
        frames: [
          '([<qual> [a]|<me_diz> a|<como> a] profundidade|a profundidade <esta> [em|com] quanto) [<aqui>]',
          '(em|a) que profundidade <nos_esta> [<aqui>]',
          '((o que|quanto) ([a|o] <sonda> <esta> <marcando>|<marca> [a|o] <sonda>)|[a|o] <sonda> <esta> <marcando> quanto)',
          '[<qual> a] (leitura|marcação|marcacao) (da|do) <sonda>',
          'quanto <tem> de ((fundo|profundidade) [<aqui>]|(água|agua) <sob_quilha>)',
          '(quantos|quantas) (metros|pés|pes|braças|bracas) [de (água|agua|fundo|profundidade)] [<tem>|<esta> dando] [<aqui>]',
          // "água" is the depth only under the keel: alone it is the fresh water tank.
          '(quanta|quanto de) (água|agua) <tem> <sob_quilha>',
          '(<esta>|é|e) [muito] (raso|fundo) [<aqui>]',
          '(tem|temos|a gente tem) ((fundo|profundidade) [suficiente] [<aqui>]|(água|agua) [suficiente] <sob_quilha>)',
          '(dá|da|<esta> dando) pé [<aqui>]',
        ],
        examples: [
          'qual é a profundidade',
          'quanto tem de fundo aqui',
          'tá raso aqui',
          'o que a sonda tá marcando',
          'quanta água tem embaixo da quilha',
          'quantos metros tem aqui',
        ],
      },
    },
  },
  pt: {
    words: {
      shallow: ['pouca (água|profundidade)', 'pouco fundo', 'fundo baixo', 'água[s] pouco profunda[s]'],
      depthverb: ['temos', 'tem', 'há', 'dá', 'marca'],
    },
    families: {
      depth: {
        title: 'profundidade',
        frames: [
          // "profundidade", "qual é a profundidade aqui", "o que diz a sonda", "água debaixo da quilha"
          '[<what>|(o que|que|quanto) [<eque>] <says>] ([a] (profundidade|sonda) [<under>|<here>|está a (diminuir|baixar|subir|aumentar)|(marca|diz|dá|indica) [quanto]]|[o] fundo [<under>|<here>]|água <under> [<here>])',
          // Quantities: "que fundo temos", "quantos metros temos debaixo da quilha", "quanto é que temos de fundo"
          '(quanto|que|quanta|quantos metros) ((fundo|profundidade) [<eque>] <depthverb> [<under>] [<here>]|água [<eque>] (temos|tem|há) <under> [<here>]|[<eque>] (temos|há|tem) de (fundo|profundidade|água <under>) [<here>])',
          'quantos metros [de (água|fundo|profundidade)] [[<eque>] <depthverb>] [<under>] [<here>]',
          // Yes/no and the worry: "temos fundo suficiente", "estamos com pouca água", "é fundo aqui"
          '(temos|há) ((fundo|profundidade) [<enough>] [<under>|<here>]|água [<enough>] <under>)',
          // "temos pouca água" alone is the tank's
          '((estamos (com|em|a ficar com)|há|está a ficar [com]) <shallow>|(é|está) fundo) [<under>|<here>]',
        ],
        examples: ['qual é a profundidade', 'quanta água temos debaixo da quilha', 'o que diz a sonda', 'que fundo temos aqui', 'temos fundo suficiente', 'profundidade'],
      },
    },
  },
  de: {
    families: {
      depth: {
        title: 'Wassertiefe',
        frames: [
          // "wie tief ist es hier", "wie ist die Wassertiefe"
          'wie (((tief|flach) [ist [<pv>] (es|das Wasser|das)]|tief sind wir) [<pts>] [hier|<kiel>|an dieser Stelle] [<pts>]|ist [<pv>] die [Wasser]tiefe [<pts>] [hier|<kiel>])',
          // "wie viele Meter haben wir unterm Kiel"
          '<wieviel> ((Wasser|Meter [Wasser]|Fuß|Platz) [haben wir|ist|sind|hat es] [<pts>] <kiel>|Meter [Wasser] (haben wir|sind es|hat es)) [<pts>]',
          // "was sagt das Echolot", not "wie ist das Echolot" (Home Assistant's "wie ist {name}")
          '(was ((ist|sagt|zeigt|misst) [<pv>] (das|der|die) ([Wasser]tiefe|Echolot|Tiefenmesser|Lot) [<pts>] [hier|an|<kiel>]|für eine [Wasser]tiefe haben wir)|welche [Wasser]tiefe haben wir) [<pts>] [hier]',
          '((haben wir|ist) [<pts>] genug Wasser [<pts>] <kiel>|(wird es|ist es|sind wir) [<pts>] [hier] (zu flach|flach[er]|seicht[er]|tiefer|tief genug) [hier]|sind wir [<pts>] (im flachen|in flachem) Wasser)',
          '[<sag>] ([Wasser]tiefe [<kiel>]|Echolot|Lot|Wasser <kiel>) [<pts>]',
        ],
        examples: ['wie tief ist es', 'wie viel Wasser haben wir unterm Kiel', 'was sagt das Echolot', 'Wassertiefe', 'wird es flacher', 'wie viele Meter haben wir unter uns'],
      },
    },
  },
  fr: {
    words: {
      ofBottom: ['de (fond|profondeur)', 'de (mètres|metres|pieds) [de fond]'],
      sounder: ['l(e sondeur|a sonde)'],
      under: ['sous (la quille|le bateau|la coque|nous|le sondeur)'],
    },
    families: {
      depth: {
        title: 'profondeur',
        frames: [
          // "d'eau" needs the keel: "combien d'eau avons-nous" alone is the water tank's (tanks).
          '[<estceque>] [<haveFirst>] (combien [<have>] (<ofBottom> [<have>] [<now>|<under>]|[<ofBottom>|<d>eau] [<have>] <under>|(<a> la sonde|au sondeur))|(assez|suffisamment) (de fond [<under>]|<d>eau <under>|de <l>eau <under>)|du fond [<under>]|de <l>eau <under>)',
          '[<ask>] [<the>](profondeur|hauteur <d>eau|sonde|fond) [<have>] [<under>|<now>] [est (de|<a>) combien]',
          // "on est par cinq mètres de fond": the sailor's "par".
          '(<says> <sounder>|<sounder> (dit|donne|indique|affiche|marque|est <a>) (quoi|combien)|on est par combien [<ofBottom>])',
        ],
        examples: ['on a combien de fond', 'quelle est la profondeur', "combien d'eau sous la quille", 'que dit le sondeur', 'fond sous la quille', 'combien de fond y a-t-il'],
      },
    },
  },
  es: {
    words: {
      debajo: [
        'debajo',
        'abajo',
        'bajo la quilla',
        'debajo de la quilla',
        'bajo el casco',
        'debajo del casco',
        'bajo el barco',
        'debajo del barco',
        'bajo nosotros',
        'debajo de nosotros',
      ],
      sonda: ['la sonda', 'la ecosonda', 'el sonar', 'el profundímetro', 'la sonda de profundidad'],
    },
    families: {
      depth: {
        title: 'profundidad',
        frames: [
          '(<que>|<cuanta>) profundidad (<hay>|hace|marca <sonda>) [<ahora>|<debajo>]',
          '<que> (sonda|fondo) (hay|tenemos|marca|da) [<ahora>]',
          '[<abre>] la profundidad [<ahora>|<debajo>]',
          '(<que>|<cuanto>) (marca|dice|indica|da|está marcando) <sonda> [<ahora>]',
          '<cuanto> ((fondo|calado) (<hay>|marca <sonda>) [<ahora>|<debajo>]|(hay|tenemos|queda) (de (fondo|profundidad|calado)|<debajo>))',
          '(a|en) <que> profundidad (estamos|navegamos|vamos|estamos fondeados)',
          // "cuánta agua tenemos" alone is the water tank's (tanks): here always under us
          '<cuanta> agua (<hay>|hay|tenemos) <debajo>',
          '<cuantos> metros [de (fondo|agua|profundidad)] (<hay>|marca <sonda>) [<debajo>]',
          '(hay|tenemos) ((suficiente|bastante|poco|poca|mucho|mucha) (fondo|calado|profundidad|agua <debajo>)|(fondo|calado|profundidad|agua <debajo>) (suficiente|de sobra)) [<ahora>]',
          '(vamos a tocar|tocamos|estamos tocando|podemos tocar) fondo',
          '(profundidad [<ahora>]|<sonda>|fondo|agua <debajo>|profundidad <debajo>)',
        ],
        examples: ['qué profundidad hay', 'cuánta agua tenemos bajo la quilla', 'qué marca la sonda', 'cuánto fondo tenemos', 'hay suficiente fondo', 'profundidad'],
      },
    },
  },
  nl: {
    words: {
      onder: ['onder de kiel', 'onder de boot', 'onder ons'],
      dieptemeter: ['de dieptemeter', 'het echolood', 'de dieptesensor', 'de dieptemeting'],
      diepte: ['diepte', 'waterdiepte', 'diepte onder de kiel', 'dieptemeter', 'echolood', 'dieptemeting'],
    },
    families: {
      depth: {
        title: 'diepte',
        frames: [
          'hoe diep [is het [water]] [hier] [<nu>] [<onder>]',
          '[<wat_is> de] <diepte> [hier] [<nu>]',
          // "hoeveel water staat er"; "hoeveel water hebben we" only under the keel (else it is the tanks)
          'hoeveel (meter|voet|water|meter water|diepte) staat er [hier] [<nu>] [<onder>]',
          'hoeveel (meter|voet|meter water|water|ruimte) (hebben we|is er|is het|staat er|zit er) [nog] (hier|<onder>)',
          'hoeveel ([meter] diepte (hebben we|is er|is het) [nog] [hier]|staat er <onder>|meter is het [hier] diep)',
          '(hebben we|is er) [nog] genoeg (water|diepte|ruimte) <onder>',
          '(is het|wordt het) [hier] (diep genoeg|te ondiep|ondiep|ondieper|dieper) [hier] [om te ankeren]',
          // The worry: "lopen we vast", "raken we de grond"
          '(lopen|raken|zitten) we [bijna|zo] (vast|aan de grond|de grond|de bodem)',
          '(wat|hoeveel) (zegt|geeft) <dieptemeter> [aan] [<nu>]',
          '[hoeveel] [meter] water <onder>',
        ],
        examples: [
          'hoe diep is het',
          'hoeveel water staat er',
          'hoeveel water hebben we onder de kiel',
          'wat zegt de dieptemeter',
          'diepte onder de kiel',
          'is het hier diep genoeg',
        ],
      },
    },
  },
};
