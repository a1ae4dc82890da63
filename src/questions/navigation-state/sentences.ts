/**
 * navigation_state's Assist sentences in every language, three families: `position` (where are we:
 * the named place or the coordinates), `coordinates` (the exact position, as read out on the radio for a
 * Mayday; the family passes `position: true`) and `speed_heading` (how fast and which way). Template
 * rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      moving: ['going', 'doing', 'making', 'moving', 'sailing', 'motoring', 'travelling', 'traveling', 'steaming', 'getting'],
      course: [
        'speed[ over ground| through the water| and heading| and course]',
        'course[ over ground| and speed]',
        'heading[ and speed]',
        'boat speed',
        'compass heading',
        '(true|magnetic) heading',
        'sog',
        'cog',
      ],
      // coordinates: the exact position, read as for a Mayday call
      coordinates: [
        'coordinates',
        'gps (coordinates|position|location)',
        'lat[ and] (long|lon)',
        'latitude[ and longitude]',
        'longitude',
        'exact (position|location)',
        'position for (a|the) mayday',
        'mayday position',
      ],
    },
    families: {
      position: {
        title: 'position',
        frames: [
          '(where [exactly] are we|(tell me|do you know) where we are) [<now>|at|exactly]',
          '(<what>|read me) <det> [current|present] (position|location) [<tail>]',
          '[<det>] [current|present] (position|location) [<bare>]',
        ],
        examples: ['where are we', 'where are we right now', "what's our position", "what is the boat's location", 'current position'],
      },
      coordinates: {
        title: 'coordinates',
        frames: ['<what> <det> <coordinates> [<tail>]', '(read [me|out]|give me) [<det>] <coordinates>', '[our] <coordinates> [<bare>]'],
        examples: [
          'what are our coordinates',
          "what's our latitude and longitude",
          'give me our lat and long',
          'latitude and longitude',
          'our position for a mayday',
          "what's our gps position",
        ],
      },
      speed_heading: {
        title: 'speed and heading',
        frames: [
          '<what> <det> [current] (<course>|bearing|direction) [<tail>]',
          '[current] <course> [<bare>]',
          '(how ((fast|quick|quickly)|many knots) are we <moving>|are we (moving|making way|stopped|going anywhere)|what ((speed|course|heading) are we (doing|making|on|steering|sailing|going|holding)|are we (steering|making)|(way|direction) are we (going|heading|headed|pointing|sailing|facing))|which (way|direction) are we (going|heading|headed|pointing|sailing|facing)) [<now>]',
        ],
        examples: ['how fast are we going', "what's our speed", 'how many knots are we making', 'what are we steering', 'what is our heading', 'speed over ground'],
      },
    },
  },
  'pt-BR': {
    words: {
      andando: ['fazendo', 'andando', 'indo', 'navegando', 'dando'],
      sh_noun: [
        'velocidade [sobre o fundo|no fundo|na (água|agua)|e (rumo|proa)]',
        'sog',
        'rumo [sobre o fundo|no fundo|verdadeiro|magn(é|e)tico|e velocidade]',
        'cog',
        'proa [magn(é|e)tica]',
        'curso',
      ],
      posicao: ['posi(ção|cao)', 'localiza(ção|cao)'],
    },
    families: {
      position: {
        title: 'posição',
        frames: [
          // Not "onde está o barco": HA's "onde está o {name}".
          '((onde|aonde) [é que|e que|que]|em que (lugar|ponto)) (<nos_esta>|o barco <esta>) [agora]',
          '(<nos_esta>|o barco <esta>) (onde|aonde) [agora]',
          '[<qual> [a]|<me_diz> a] [nossa] <posicao> [do barco|atual|agora]',
        ],
        examples: ['onde estamos', 'onde a gente tá', 'qual é a nossa posição', 'posição do barco', 'me passa a nossa localização'],
      },
      coordinates: {
        title: 'coordenadas',
        frames: [
          '[<quais>|<me_diz>] [as] [nossas] coordenadas [do barco|atuais|agora|do gps|gps]',
          '[<qual> [a]|<me_diz> a] [nossa] (latitude [e [a] longitude]|longitude)',
          '[<qual> [a]|<me_diz> a] [nossa] (posição|posicao) (exata|precisa|do gps|gps|(para|pra|pro) [um|o] mayday)',
        ],
        examples: [
          'quais são as nossas coordenadas',
          'me passa a latitude e a longitude',
          'qual é a nossa posição exata',
          'posição pro mayday',
          'coordenadas',
          'quais as nossas coordenadas',
        ],
      },
      speed_heading: {
        title: 'velocidade e rumo',
        frames: [
          '[<qual> [a|o]|<me_diz> [a|o]] [nossa|nosso] <sh_noun> [atual|agora|do barco]',
          '[a] (quantos nós|quantos nos|que velocidade) (<nos_esta>|o barco <esta>) [<andando>]',
          '(<nos_esta>|o barco <esta>) <andando> [a] (quantos nós|quantos nos|que velocidade|quanto)',
          '(que|qual) (rumo|proa) <nos_esta> (seguindo|fazendo|navegando|governando|levando)',
          '<nos_esta> (navegando|indo|seguindo) (em|para|pra|a) que (rumo|proa|direção|direcao|lado)',
          '(pra|para) que (lado|direção|direcao) <nos_esta> (indo|navegando|apontando)',
          '(pra|para) onde (a proa <esta>|<nos_esta>) apontando',
        ],
        examples: ['qual é a nossa velocidade', 'quantos nós a gente tá fazendo', 'qual é o rumo', 'qual a proa', 'pra onde a proa tá apontando', 'velocidade sobre o fundo'],
      },
    },
  },
  pt: {
    words: {
      steer: ['levamos', 'temos', 'seguimos', 'fazemos', 'estamos a (fazer|seguir|levar)', 'vamos'],
      going: [
        'estamos',
        '(vai|anda|segue) o barco',
        'vamos [a fazer]',
        'seguimos',
        'andamos',
        'navegamos',
        'estamos a (andar|navegar|ir|dar|fazer)',
        'fazemos',
        'levamos',
        'damos',
      ],
      course: ['[o] [nosso] rumo [verdadeiro|sobre o fundo]', '[a] [nossa] proa', '[o] cog'],
      speed: ['[a] [nossa] velocidade [do barco|sobre o fundo|na água|de superfície]', '[o] sog'],
      exact: ['exata', 'exacta', 'gps', 'para (o|um) mayday', 'para o pedido de socorro'],
      ourpos: ['[a] [nossa] (posição|localização) [atual]'],
    },
    families: {
      position: {
        title: 'posição',
        frames: [
          'onde [<eque>] [nós] (estamos|nos encontramos|está o barco|anda o barco) [agora|neste momento]',
          'em que (sítio|zona|local|lugar|parte|posição) [<eque>] (estamos|andamos) [agora|neste momento]',
          '(estamos|andamos) onde',
          '[<what>] <ourpos> [<here>]',
        ],
        examples: ['onde estamos', 'onde é que estamos agora', 'qual é a nossa posição', 'em que sítio estamos', 'posição'],
      },
      coordinates: {
        title: 'coordenadas',
        frames: [
          '[<what>] [as|a] [nossas|nossa] (coordenadas [<exact>]|latitude|longitude|latitude e longitude|(posição|localização) [atual] <exact>)',
          'em que (coordenadas|latitude|longitude) [<eque>] estamos',
          'onde [<eque>] estamos exatamente',
        ],
        examples: [
          'quais são as nossas coordenadas',
          'dá-me as coordenadas',
          'latitude e longitude',
          'qual é a nossa posição exata',
          'a nossa posição para um mayday',
          'coordenadas gps',
        ],
      },
      speed_heading: {
        title: 'velocidade e rumo',
        frames: [
          // "velocidade", "rumo", "qual é a nossa proa", "rumo e velocidade"
          '[<what>] [a|o] [nossa|nosso] (velocidade [do barco|sobre o fundo|na água|de superfície]|sog|rumo [verdadeiro|sobre o fundo]|proa|cog) [e <speed>|e <course>] [agora]',
          // "a quantos nós vamos", "quantos nós estamos a fazer", "estamos a andar a quantos nós"
          '[a] (quantos nós|que velocidade) [<eque>] <going>',
          'estamos a (andar|navegar|ir|fazer|dar) [a] (quantos nós|que velocidade)',
          // "que rumo levamos", "para onde aponta a proa"
          '(que|qual) (rumo|proa) [<eque>] <steer>',
          '(para onde|em que direção) [<eque>] (aponta|está apontada|está a apontar|vai) a proa',
        ],
        examples: ['qual é a nossa velocidade', 'quantos nós estamos a fazer', 'que rumo levamos', 'a que velocidade vamos', 'para onde aponta a proa', 'rumo'],
      },
    },
  },
  de: {
    words: {
      fahrt: [
        'Fahrt [über Grund|durchs Wasser|und Kurs]',
        '[Boots]geschwindigkeit [über Grund|durchs Wasser|und Kurs]',
        'Speed [over Ground]',
        '[Steuer|Kompass]kurs [über Grund|und (Geschwindigkeit|Fahrt)]',
      ],
      // Coordinates: the exact position, as read out on the radio.
      koord: [
        '[genauen|aktuellen] Koordinaten [<funk>]',
        'GPS (Koordinaten|Position)',
        'genaue Position',
        'Position (<funk>|in Grad und Minuten)',
        'Breite[n][grad] und (Länge[n][grad]|Laenge)',
        'Länge[n][grad] und Breite[n][grad]',
      ],
      funk: ['für (einen|den) (Mayday|Funk|Notruf|Seefunk)'],
    },
    families: {
      position: {
        title: 'Position',
        frames: [
          'wo [genau] (sind wir|befinden wir uns|liegen wir|stehen wir) [<pts>] [genau|hier] [<pts>]',
          '(was|wie) ist [<pv>] (unsere|die) [aktuelle] [Schiffs|Boots]position [<pts>]',
          '(gib|nenn|sag) [mir|uns] [<pts>] ((unsere|die) [aktuelle] Position|wo wir [<pts>] (sind|uns befinden)) [bitte]',
          '(unsere Position|aktuelle Position|[Schiffs|Boots]position) [<pts>]',
        ],
        examples: ['wo sind wir', 'wo sind wir denn gerade', 'was ist unsere Position', 'sag mal wo wir sind', 'Position'],
      },
      coordinates: {
        title: 'Koordinaten',
        frames: [
          // "wie lautet unsere Position": the position read out; "was ist unsere Position" is the position's
          '(was (sind|ist) [<pv>] (unsere|die) <koord>|wie ((sind|ist|lauten) [<pv>] (unsere|die) <koord>|lautet [<pv>] (unsere|die) [genaue] Position)|(gib|nenn|sag) [mir|uns] [<pv>] (unsere|die) <koord>) [bitte]',
          'auf welchem (Breitengrad|Längengrad) (sind wir|befinden wir uns) [<pts>]',
          '[unsere] <koord> [bitte]',
        ],
        examples: [
          'was sind unsere Koordinaten',
          'gib mir mal die Koordinaten',
          'Koordinaten',
          'was ist unsere genaue Position',
          'unsere Position für einen Mayday',
          'Breite und Länge',
        ],
      },
      speed_heading: {
        title: 'Fahrt und Kurs',
        frames: [
          'wie ((schnell|flott) [(sind|fahren|segeln|laufen) wir [<pts>] [unterwegs|durchs Wasser|über Grund]|(ist|fährt|läuft) [<pv>] (das|unser) (Boot|Schiff)]|ist [<pv>] (unsere|unser|die|der) [aktuelle] <fahrt>) [<pts>]',
          '(<wieviel> (Knoten|Fahrt) (machen|fahren|laufen|segeln|haben) wir|mit <wieviel>[n] Knoten (fahren|laufen|segeln|sind) wir) [<pts>] [durchs Wasser|über Grund]',
          // "was steuern wir", and the helmsman's "was liegt an"
          'was (ist [<pv>] (unsere|unser|die|der) [aktuelle] <fahrt>|(steuern|segeln) wir|liegt [<pts>] an|(machen|laufen|fahren) wir [<pts>] für (Fahrt|eine Geschwindigkeit|einen Kurs)|für (einen Kurs|eine Geschwindigkeit|Fahrt) (fahren|steuern|segeln|laufen|haben|machen) wir) [<pts>]',
          '(welcher Kurs liegt [<pts>] an|(welchen|welche) <fahrt> (fahren|steuern|segeln|laufen|haben|liegen|machen) wir [anliegen|an]|auf welchem Kurs (sind|fahren|segeln|laufen) wir|wohin (steuern wir|zeigt [<pv>] der Bug)|in welche Richtung (fahren|segeln|steuern|laufen) wir|machen wir [<pts>] [gute] Fahrt) [<pts>]',
          '[<sag>] <fahrt> [<pts>]',
        ],
        examples: ['wie schnell sind wir', 'welchen Kurs steuern wir', 'was steuern wir', 'wie viele Knoten machen wir', 'was ist unsere Fahrt über Grund', 'was liegt an', 'Kurs'],
      },
    },
  },
  fr: {
    words: {
      // "quel cap on suit", "à quelle vitesse on va"
      weSteer: ['on (suit|fait|tient|barre|a|va|avance|file)', '(suit|tient|fait|va)<hy>t<hy>on', '(suivons|faisons|allons|avançons|avancons)<hy>nous'],
      // Speed and heading, after le / la / notre: "le cap", "la vitesse fond", "notre route".
      course: [
        'cap [compas|vrai|magnétique|magnetique|fond|du bateau|et [la|notre] vitesse]',
        'route [fond|surface|vraie]',
        'vitesse [fond|surface|sur le fond|sur <l>eau|du bateau|et [le|notre] cap]',
      ],
      // Position and coordinates.
      exact: ['exacte', 'précise', 'precise', 'GPS', '[pour] [un|le] mayday', 'pour la VHF'],
    },
    families: {
      position: {
        title: 'position',
        frames: [
          '(on (est|se trouve|se situe)|nous sommes) <ou> [<now>|là|exactement|sur la carte]',
          '<ou> (sommes<hy>nous|est<hy>ce qu<ap>on (est|se trouve)|on (est|se trouve)|en est<hy>on|se trouve<hy>t<hy>on|nous trouvons<hy>nous) [<now>|là|exactement|sur la carte]',
          '[<ask>|<tellMe>] (notre|[la]) position [actuelle|du bateau]',
        ],
        examples: ['on est où', 'où sommes-nous', "où est-ce qu'on est", 'quelle est notre position', 'notre position'],
      },
      coordinates: {
        title: 'coordonnées',
        frames: [
          '[<ask>|<tellMe>] [no(s|tre)|l(es|a)] (coordonn(ées|ees) [GPS|exactes]|position <exact>|latitude [et [notre|la] longitude]|longitude)',
          '(lis|dicte)[<hy>moi] [nos|les] coordonn(ées|ees)',
          '(on est|nous sommes) (par|<a>) quelle latitude',
        ],
        examples: [
          'quelles sont nos coordonnées',
          'nos coordonnées GPS',
          'donne-moi la latitude et la longitude',
          'quelle est notre position exacte',
          'la position pour le mayday',
          "c'est quoi notre position exacte",
        ],
      },
      speed_heading: {
        title: 'vitesse et cap',
        frames: [
          // "quel cap on suit", "à quelle vitesse on va", "vitesse fond", "notre cap"
          '[<a>] [<ask>] [l(e|a)|notre] <course> [<weSteer>]',
          // "on barre à combien": the heading; "on file à combien": the speed. One answer says both.
          '(on ((barre|file|avance|va|marche|navigue|fait route|tient) <a> combien [de <knots>]|(suit|fait|tient|barre|a|est) [<a>] (quel cap|quelle route)|(va|avance|fait|file) [<a>] quelle vitesse|(fait|file|marche|avance) combien de <knots>|est <a> combien de <knots>)|nous allons <a> combien|<a> combien (on (va|avance|file|marche)|va<hy>t<hy>on))',
          'combien de <knots> (on (fait|file|marche|avance)|(fait|file)<hy>t<hy>on|(filons|faisons)<hy>nous)',
          '(vers <ou>|dans quelle direction) (allons<hy>nous|va<hy>t<hy>on|on va)',
        ],
        examples: ['quel est notre cap', 'on barre à combien', 'on fait combien de nœuds', 'quel cap on suit', 'vitesse fond', 'à quelle vitesse on va'],
      },
    },
  },
  es: {
    words: {
      rumbo: ['rumbo', 'rumo'],
      posicion: ['posición', 'situación', 'ubicación'],
    },
    families: {
      position: {
        title: 'posición',
        frames: [
          // Not "dónde está el barco": Home Assistant's "dónde está {name}"
          '[<dime>] [en] <donde> (estamos|nos encontramos|andamos) [<ahora>|exactamente]',
          'por <donde> (vamos|andamos|navegamos)',
          '[<abre>] [nuestra|la] <posicion> [<ahora>]',
          'en <que> (<posicion>|punto|zona|lugar|sitio) (estamos|nos encontramos)',
        ],
        examples: ['dónde estamos', 'donde estamos ahora', 'por dónde vamos', 'cuál es nuestra posición', 'dime la posicion'],
      },
      coordinates: {
        title: 'coordenadas',
        frames: [
          '[(cuáles son|<dime>)] (nuestras|las) coordenadas',
          '[<abre>] (nuestra|la) (<posicion> (exacta|para (un|el) mayday|de socorro)|latitud y [la] longitud|latitud|longitud)',
          '(coordenadas [gps]|<posicion> (exacta|para (un|el) mayday|de socorro)|latitud y [la] longitud)',
        ],
        examples: [
          'cuáles son nuestras coordenadas',
          'dame nuestras coordenadas',
          'cuál es nuestra posición exacta',
          'latitud y longitud',
          'dame la posición para un mayday',
          'dame la latitud y la longitud',
        ],
      },
      speed_heading: {
        title: 'velocidad y rumbo',
        frames: [
          '(a|con) (<que>|<cuantos>) (velocidad|nudos) (vamos|navegamos|andamos|estamos yendo|estamos navegando|estamos andando|va el barco|navega el barco|anda el barco) [ahora|ahora mismo]',
          '(<que> velocidad|<cuantos> nudos) (llevamos|tenemos|hacemos|vamos haciendo|estamos haciendo|marcamos|marca la corredera) [ahora|ahora mismo]',
          '(<cuanto> (estamos andando|andamos|corremos|estamos haciendo|vamos)|a <cuanto> (vamos|navegamos|andamos))',
          '<que> <rumbo> (llevamos|seguimos|tenemos|hacemos|estamos haciendo|marca el compás) [ahora|ahora mismo]',
          '(a|con) <que> <rumbo> (vamos|navegamos|andamos|estamos navegando)',
          '[<abre>] [nuestra|la] velocidad [sobre el fondo|sobre fondo|en el agua|del barco|en nudos]',
          '[<abre>] [nuestro|el] <rumbo> [sobre el fondo|sobre fondo|de proa|verdadero|magnético|del barco|que llevamos|que seguimos]',
          '(hacia|a) <donde> (apunta|mira|va) la proa',
          '(<rumbo> y velocidad|velocidad y <rumbo>)',
        ],
        examples: ['a qué velocidad vamos', 'cuántos nudos llevamos', 'qué rumbo llevamos', 'cuál es nuestra velocidad', 'hacia dónde apunta la proa', 'rumbo'],
      },
    },
  },
  nl: {
    words: {
      koers_woord: [
        'koers [over [de] grond|en snelheid]',
        'snelheid [over [de] grond|door het water|en koers]',
        'vaart [door het water]',
        '(stuur|kompas)koers',
        'grondsnelheid',
        'heading',
      ],
      varen: ['varen', 'gaan', 'zeilen', 'lopen', 'motoren', 'doen', 'halen', 'maken'],
      positie_coord: [
        'coördinaten',
        'coordinaten',
        'exacte positie',
        'precieze positie',
        'gps positie',
        'positie voor een mayday',
        'positie voor de marifoon',
        'positie voor de radio',
        'positie in (coördinaten|coordinaten|graden en minuten|lengte en breedte|breedte en lengte)',
        '(exacte|precieze) locatie',
        'gps[ ](coördinaten|coordinaten)',
        '(breedte[graad]|breedte-) en lengte[graad]',
        '(lengte[graad]|lengte-) en breedte[graad]',
        '(noorderbreedte|zuiderbreedte) en (oosterlengte|westerlengte)',
      ],
    },
    families: {
      position: {
        title: 'positie',
        frames: [
          'waar (zijn|liggen|varen|zitten|bevinden|hangen) we [ons|uit] [<nu>] [precies|ergens|ongeveer] [op de kaart]',
          '[wat is|geef me] (onze|de) (positie|locatie) [van de boot|van het schip] [<nu>]',
          '(positie|locatie)',
        ],
        examples: ['waar zijn we', 'waar zitten we nu', 'wat is onze positie', 'onze positie'],
      },
      coordinates: {
        title: 'coördinaten',
        frames: ['(wat (is|zijn)|geef [me|ons]|noem|lees voor) [onze|de] <positie_coord>', '(onze|de) <positie_coord>', '<positie_coord>'],
        examples: [
          'wat zijn onze coördinaten',
          'geef me de coördinaten',
          'wat is onze exacte positie',
          'onze positie voor een mayday',
          'breedte en lengte',
          'wat zijn de gps coördinaten',
        ],
      },
      speed_heading: {
        title: 'snelheid en koers',
        frames: [
          'hoe (snel|hard) (varen|gaan|zeilen|lopen|motoren|zijn) we [<nu>]',
          'hoeveel (knopen <varen>|graden (sturen|varen|liggen)) we [aan] [<nu>]',
          // "wat sturen we", "welke koers liggen we aan", "wat lopen we"
          '(wat|[op] welke koers|wat voor koers) (sturen|varen|liggen|houden|zeilen|lopen) we [aan] [<nu>]',
          '(in welke richting|welke richting|welke kant) (varen|gaan|zeilen|sturen) we [op|heen|uit]',
          // "hoe hard loopt ze", "wat loopt de boot"
          '(hoeveel|hoe hard|hoe snel|wat) (loopt|vaart|gaat|doet) (de boot|het schip|ze)',
          '[<wat_is>] [onze|de] <koers_woord> [<nu>]',
        ],
        examples: ['hoe snel gaan we', 'wat sturen we', 'hoeveel knopen lopen we', 'welke koers liggen we aan', 'wat is onze snelheid', 'snelheid over de grond'],
      },
    },
  },
};
