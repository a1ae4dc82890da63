/**
 * The engine's Assist sentences in every language: its revolutions, coolant temperature, oil pressure
 * and hours, whether it is running, one engine by name; never in Home Assistant's own shapes ("is the
 * {name} on", "is the {name} running", "what is the {name} temperature"). Template rules:
 * assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      // engine: "motor" too; no "on" or "off" (Home Assistant's "is the {name} on")
      engine: ['engine[s]', 'motor[s]', 'main engine', 'donk'],
      engineFact: ['rpm[s]', 'r p m', 'revs', 'revolutions', 'oil pressure', 'coolant [temperature|temp]', 'engine hours', 'hour (meter|counter)'],
      // only after an engine word: "engine temperature" bare, never "what is the engine temperature"
      engineNeeds: ['hours', 'run[ning] time', 'runtime', 'status', 'report', 'readings', 'gauges', 'data'],
      // "running" apart: "is the engine running" is Home Assistant 2024.3's "is the {name} running"
      engineState: [
        'going',
        'started',
        'turning [over]',
        'ticking over',
        'idling',
        'stopped',
        'warm',
        'warmed up',
        'overheating',
        'running hot',
        'getting hot',
        'too hot',
        'ok',
        'okay',
        'all right',
        'alright',
        'fine',
      ],
      engineDoing: ['doing', 'running', 'looking', 'behaving', 'sounding', 'holding up', 'going'],
    },
    families: {
      engine: {
        title: 'engine',
        frames: [
          // Not a bare "how is the [port] engine", "what is the engine temperature" nor "is the engine
          // on": Home Assistant's own "how is the {name}", "what is the {name} temperature" and "is the
          // {name} on" (the state of the user's entity named "Engine"), which a sentence trigger would
          // take from it (triggers are matched first).
          '<what> <det> (<engine> (doing|up to|like|running at|turning [at]|<engineNeeds>|<engineFact>)|<engineFact> [(on|of|for|in) [<det>] <engine>]) [<tail>]',
          // "is the engine running" alone stays Home Assistant's (2024.3, 2025.4): "still", "our", "motor" are ours
          "((is|are) ([<det>] <engine> [still] <engineState>|[<det>] (engines|motor[s]|main engine|donk|generator|genset) [still] running|(our|the boat's|the boat’s|the boats) engine [still] running|[the] engine still running|(both|all [the]) (engines|motors) [still] (running|<engineState>))|are we (motoring|under power|on the engine)|check [on] <det> <engine>)",
          '(<howIs> [<det>] <engine> <engineDoing>|how are [<det>] (engines|motors)|how many (hours|engine hours|revs|rpm|r p m|revolutions) ((are|is) on|on|has|have|does|do|is|are) [<det>] <engine> [got|done|doing|turning|running|at|run|had|have|been running|got on it|on it]|how many (revs|rpm|r p m) [are we (doing|turning|running|making|pulling)]|how long (has|have) [<det>] <engine> been running)',
          'what (revs|rpm|r p m) [are we (doing|turning|running|making|pulling)|is [<det>] <engine> (at|doing|turning|running|making)]',
          // a side without a wildcard ("port engine rpm" answers every engine): a bare phrase cannot
          // start with a wildcard
          '([port|starboard|main] (engine[s]|motor[s]) (<engineFact>|<engineNeeds>|temperature|temp|temperatures)|rpm[s]|revs|oil pressure|coolant [temperature|temp]) [<bare>]',
          '(<what> the ({engine} <engine> (doing|up to|<engineNeeds>|<engineFact>)|(<engineFact>|<engineNeeds>) (on|of|for) the {engine} <engine>)|what (revs|rpm|r p m) is the {engine} <engine> (at|doing|turning|running|making))',
          '(is|are) the {engine} <engine> [still] (<engineState>|running)',
          '(<howIs> the {engine} <engine> <engineDoing>|how many (hours|engine hours|revs|rpm|revolutions) ((are|is) on|on|has|have|does|is) the {engine} <engine> [got|done|doing|turning|running|at|had])',
        ],
        examples: [
          "what's the engine doing",
          'is the engine still running',
          'how are the engines doing',
          'engine hours',
          'what is the oil pressure',
          'is the engine overheating',
          'how is the port engine doing',
          "what's the starboard engine doing",
          'is the port engine running',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      // Engine: running is "funcionando/rodando" ("ligado" is HA's on/off state), RPM "giros" or "rotação".
      motor: ['motor[es]', 'motor principal'],
      eng_qty: [
        'rota(ção|cao|ções|coes)',
        'rpm',
        'giro[s]',
        'temperatura [da (água|agua)]',
        'press(ão|ao) (do|de) (óleo|oleo)',
        'horas',
        'hor(í|i)metro',
        'situa(ção|cao)',
        'estado',
        'status',
      ],
      eng_bare: ['press(ão|ao) (do|de) (óleo|oleo)', 'rpm', 'rota(ção|cao)', 'hor(í|i)metro', 'horas de motor'],
      // A reading said as a state: "a temperatura do motor tá alta", "a pressão do óleo tá baixa".
      eng_reading: ['alt(a|o)', 'baix(a|o)', 'normal', 'ok', 'bo(a|m)', '[em|com] quanto'],
      eng_ask: ['<qual> [a|o]', '<me_diz> [a|o]', '<como> [a|o]', 'quanto <esta> [a|o]', 'a', 'o'],
      eng_state: [
        'funcionando',
        'rodando',
        'trabalhando',
        'girando',
        'parado[s]',
        'em funcionamento',
        'esquentando',
        'quente',
        '[super]aquec(endo|ido)',
        'com quantos giros',
        '(com|a) quantas (rpm|rota(ções|coes))',
        'bem',
        'ok',
        'normal',
      ],
    },
    families: {
      engine: {
        title: 'motor',
        frames: [
          // Not "como está o motor [de bombordo]" alone: HA 2026's "como está o {name}" (a user's entity
          // named "Motor"), which a trigger would take. "ligado/desligado" is HA's on/off state too.
          '[<eng_ask>] (<eng_qty> (do|dos) <motor>|<eng_bare>)',
          '[o|os] <motor> [(<esta>|<estao>) [ainda] <eng_state>]',
          '[a|o] (<eng_qty> (do|dos) <motor>|<eng_bare>) <esta> <eng_reading>',
          '(<esta>|<estao>) <eng_state> [o|os] <motor>',
          '(quantos giros|quantas rotações|quantas rotacoes|quantas rpm|que rotação|que rotacao) [[o|os] <motor> (<esta>|<estao>) (dando|girando|fazendo|rodando)]',
          'quantas horas ((tem|<esta> com) [o|os] <motor>|de motor [<tem>])',
          'quantas horas [o|os] <motor> [já|ja] (tem|rodou|trabalhou|funcionou)',
          '[<eng_ask>] <eng_qty> do motor <de> {engine}',
          '[o] motor <de> {engine} <esta> [ainda] <eng_state>',
        ],
        examples: [
          'o motor está funcionando',
          'qual a rotação do motor',
          'temperatura do motor',
          'pressão do óleo',
          'quantas horas tem o motor',
          'o motor de bombordo está funcionando',
          'qual é o estado do motor de boreste',
        ],
      },
    },
  },
  pt: {
    words: {
      // Engine
      motor: ['[o] motor', '[os] motores'],
      engfact: ['rotações', 'rotação', 'rpm', 'regime', 'temperatura [da água]', 'pressão [do|de] óleo', 'horas [de funcionamento]', 'conta-horas', 'estado'],
      engstate: [
        'a (trabalhar|funcionar) [bem]',
        'ligado[s]',
        'desligado[s]',
        'parado[s]',
        'em marcha',
        'a (andar|rodar)',
        'a (aquecer|sobreaquecer) [demais|muito]',
        '[demasiado] quente',
        'sobreaquecido',
        'bem',
        'ok',
        'normal',
      ],
      level: ['baixa[s]', 'alta[s]', 'boa[s]', 'normal', 'normais', 'bem', 'ok', 'estável'],
      revs: ['rotações', 'rotação', 'rpm', 'regime'],
      runs: ['está [a (trabalhar|rodar|dar)]', 'vai', 'anda', 'roda', 'trabalha', 'tem', 'dá'],
      hours: ['tem', 'leva', 'já tem', 'marca'],
    },
    families: {
      engine: {
        title: 'motor',
        frames: [
          // "motor", "como é que está o motor", "rotações do motor", "pressão do óleo", "horas de motor"
          // Yes/no in the same frame: "o motor está a trabalhar", "a pressão do óleo está boa"
          '[<ask>] [a|as|o|os] (motor[es] [[ainda|já] <is> [ainda|já] <engstate>|[já] (arrancou|pegou|parou|desligou|está a (quantas|que) <revs>)]|(<revs>|pressão [do|de] óleo) [(do|dos|de) motor[es]] [<is> <level>]|(temperatura [da água]|horas [de funcionamento]|conta-horas|estado) (do|dos|de) motor[es] [<is> <level>])',
          // "está o motor ligado", "temos o motor a trabalhar"
          '(<is> [ainda|já]|temos|tens) <motor> <engstate>',
          // Quantities: "a quantas rotações está o motor", "quantas horas tem o motor"
          '[a] ((quantas|que) <revs> [<eque>] [<runs> o motor]|<hot> [<eque>] (está|tem) o motor)',
          'quantas horas ([<eque>] <hours> o (motor|conta-horas)|de motor [[<eque>] [já] (temos|levamos|tem|tem o barco|fizemos)])',
          // One engine by name: "o motor de bombordo está ligado", "a temperatura do motor de estibordo"
          'o motor (de|do) {engine} <is> <engstate>',
          '([a] (quantas|que) <revs> [<eque>] <runs>|<hot> [<eque>] (está|tem)|quantas horas [<eque>] <hours>) o motor (de|do) {engine}',
          '[<ask>] [[a|as|o] <engfact> do|o] motor (de|do) {engine}',
        ],
        examples: [
          'o motor está a trabalhar',
          'como está o motor',
          'rotações do motor',
          'qual é a temperatura do motor',
          'pressão do óleo',
          'quantas horas tem o motor',
          'como está o motor de bombordo',
          'qual é o estado do motor de estibordo',
        ],
      },
    },
  },
  de: {
    words: {
      // Engine: "Maschine" as sailors say (not "Diesel": that is the fuel's); "{engine}motor" is one by name ("Backbordmotor").
      art: ['der', 'die', 'das', 'dem', 'den', 'unser[e|em|en]', 'beide[n]', 'die beiden'],
      motor: ['Motor[en]', 'Maschine[n]', '{engine}motor[en]'],
      vommotor: [
        '(des|unseres) Motors',
        '(der|von der|an der) Maschine',
        '(vom|von unserem|am) Motor',
        '(der|von den|an den) (Motoren|Maschinen)',
        'des {engine}motors',
        '(vom|am) {engine}motor',
      ],
      // An engine's values in its own words; not "Temperatur" alone (Home Assistant's room temperature).
      motorwert: [
        'Motor(drehzahl|temperatur|öldruck|stunden|daten|werte|status)',
        'Drehzahl',
        'Umdrehungen',
        'Touren',
        'Kühl(wasser|mittel)[temperatur| Temperatur]',
        'Öldruck',
        '(Betriebs|Maschinen)stunden',
      ],
      motorzahl: ['Umdrehungen', 'Touren', '[Betriebs|Motor]stunden', 'Grad', '[Öl]druck'],
    },
    families: {
      engine: {
        title: 'Motor',
        frames: [
          // "wie läuft der Motor", "wie heiß ist die Maschine", "wie ist der Öldruck" (not "wie ist der Motor":
          // Home Assistant's "wie ist {name}", nor "wie warm ist der Motor": its "wie warm ist {name}")
          'wie (([lange] (läuft|laufen)|<gehts>|<stehts> (um|mit)|(heiß|heiss) (ist|sind|wird|werden)|warm (wird|werden)) [<pts>] <art> <motor> [<pts>] [drauf|rund|normal]|(warm|heiß|heiss) ist [<pv>] das Kühlwasser|[hoch|niedrig] (ist|sind) [<pv>] <art> <motorwert> [<pts>] [<vommotor>])',
          // "wie viele Touren macht die Maschine", "wie viele Stunden läuft der Motor schon", "wie viele Motorstunden haben wir"
          '(<wieviel> (<motorzahl> (hat|haben|macht|machen|sind auf|läuft|laufen) [<pts>] <art> <motor> [<pts>] [drauf]|(Umdrehungen|Touren|(Motor|Betriebs|Maschinen)stunden) haben wir [<pts>])|mit (<wieviel>[n] (Umdrehungen|Touren)|welcher Drehzahl) (läuft|laufen|dreht|drehen) <art> <motor> [<pts>])',
          'was ((macht|machen) [<pv>] <art> <motor> [<pts>]|(ist|sind) [<pv>] mit <art> <motor> [<pts>]|(ist|sind|sagt|sagen) [<pv>] <art> <motorwert> [<pts>] [<vommotor>])',
          // Verb first: "läuft der Motor noch", "ist der Motor zu heiß", "passt der Öldruck"
          '((läuft|laufen) (<art> <motor> [<pts>] [rund|normal]|alles <inordnung> (mit dem|beim|mit den) <motor>)|(ist|sind|wird|werden) <art> (<motor> [<pts>] (zu heiß|zu heiss|zu warm|überhitzt|heiß|heiss)|<motorwert> [<pts>] [<vommotor>] (in Ordnung|okay|ok|normal|zu hoch|zu niedrig) [<vommotor>])|[ist] alles <inordnung> (mit dem|beim|mit den) <motor>|(passt|stimmt) <art> <motorwert> [<pts>] [<vommotor>]|(welche|welchen) <motorwert> ((hat|haben|macht|machen) <art> <motor>|haben wir) [<pts>]|(hat|haben) <art> <motor> [<pts>] [genug] Öldruck)',
          // A value alone or "<value> <engine>": "Öldruck", "Drehzahl Steuerbordmotor"
          '[<sag>] (<motorwert> [<vommotor>|<motor>]|(Motor[en]|Maschine) [<motorwert>|Status|Zustand]) [<pts>]',
        ],
        examples: [
          'läuft der Motor noch',
          'wie läuft der Backbordmotor',
          'was macht der Steuerbordmotor',
          'wie viele Touren macht die Maschine',
          'wie heiß ist der Motor',
          'Öldruck',
          'wie viele Betriebsstunden hat der Motor',
          'Motorstunden',
        ],
      },
    },
  },
  fr: {
    words: {
      // Engine.
      engine: ['le[s] moteur[s]'],
      ofEngine: ['du moteur', 'des moteurs', 'moteur', 'au moteur', 'de moteur'],
      // The facts of an engine, after le / la / les / l': "pression d'huile", "température moteur".
      engineFact: [
        'pression (([<d>]huile|de <l>huile) [<ofEngine>]|<ofEngine>)',
        'compte(<hy>tours [<ofEngine>]|ur ((<d>heures|horaire) [<ofEngine>]|<ofEngine>))',
        'tours [minute|par minute] [<ofEngine>]',
        'r(é|e)gime [<ofEngine>|on a|on tourne]',
        'heures (moteur|[de marche|de fonctionnement] <ofEngine>)',
        'temp(é|e)rature [de <l>eau|<d>eau|eau] <ofEngine>',
        '(é|e)tat <ofEngine>',
      ],
      namedFact: ['pression [<d>]huile', 'r(é|e)gime', 'temp(é|e)rature', '(é|e)tat', 'heures'],
      // As bankState: after a named engine no state ends with a shorter state ("est en marche").
      engineState: ['<namedEngineState>', '(marche|marchent) [encore|toujours|bien|normalement]'],
      namedEngineState: [
        '(tourne|tournent) [encore|toujours|bien|rond|normalement|<a> combien [de tours]]',
        '(est|sont) (allumé|allume|allumés|en marche|en route|démarré|demarre|arrêté|arrete|coupé|coupe|chaud|chauds|en surchauffe)',
        '(chauffe|chauffent|surchauffe|surchauffent)',
        // Inverted: "le moteur est-il en marche", "le moteur tourne-t-il".
        '(est<hy>il|sont<hy>ils) (allumé|allume|allumés|en marche|en route|démarré|demarre|chaud|chauds)',
        '(tourne<hy>t<hy>il|tournent<hy>ils|chauffe<hy>t<hy>il|chauffent<hy>ils)',
        '(est|sont) <a> (combien [de tours|de degr(é|e)s]|quelle temp(é|e)rature|quel r(é|e)gime)',
        '(a|ont) combien <d>heures',
        '(tourne|tournent) depuis combien [de temps|<d>heures]',
      ],
      factState: ['(est|sont) (bonne|bon|normale|normal|correcte|correct|ok|trop haute|trop basse|trop élevée|trop elevee)', '(est|sont) <a> combien'],
      rpmTail: ['de tours', 'le moteur', 'les moteurs', 'au moteur'],
      engineRuns: ['[que] le moteur tourne', '[que] les moteurs tournent'],
    },
    families: {
      engine: {
        title: 'moteur',
        frames: [
          // "il tourne à combien le moteur", "à combien tourne le moteur", "on est au moteur"
          '(il[s] ((tourne|tournent) <a> combien <rpmTail>|<engineState> <engine>)|(ç|c)a (tourne <a> combien <rpmTail>|fait combien (<d>heures|de temps) <engineRuns>)|on ((tourne|tournent) <a> combien <rpmTail>|(est|marche|avance) au moteur)|<a> (combien [de tours]|quel r(é|e)gime) (tourne le moteur|tournent les moteurs|on tourne)|est<hy>ce qu<ap>on est au moteur|depuis combien (<d>heures|de temps) <engineRuns>|<says> le compte<hy>tours)',
          '[on (est|tourne) <a>|<haveFirst>] combien (de tours [minute|par minute] [<ofEngine>|(fait|font) <engine>]|<d>heures [<have>] (<ofEngine>|au compteur [<ofEngine>]|sur le moteur|(a|ont) [fait] <engine>))',
          // "le moteur, il tourne ?": the spoken "il" before the wildcard can take it as the engine's name.
          '[<estceque>] (<engine> [il|ils] <engineState>|l(a (pression [<d>]huile [<ofEngine>]|temp(é|e)rature <ofEngine>)|e r(é|e)gime [<ofEngine>]) <factState>|le moteur {engine} <namedEngineState>)',
          // An engine is named after "moteur" ("le moteur bâbord"), in a wildcard after the fixed words.
          '[<ask>] [<the>](<engineFact>|<namedFact> (du moteur|moteur) {engine})',
          // "comment va le moteur" is Home Assistant's "comment va le {name}": ours ask how it runs.
          'comment (tourne|tournent|se porte|se portent) (<engine>|le moteur {engine})',
        ],
        examples: [
          'le moteur tourne',
          'est-ce que le moteur chauffe',
          'régime moteur',
          "pression d'huile",
          'heures moteur',
          'comment tourne le moteur bâbord',
          "quel est l'état du moteur tribord",
        ],
      },
    },
  },
  es: {
    words: {
      // Engine: the engine itself, and what it is doing.
      el_motor: ['el motor', 'el motor principal', 'la máquina', 'los motores', 'el fueraborda', 'el motor fueraborda'],
      motor_x: ['motor (de|del) {engine}'],
      // The engine at the end of a frame, any or by name (the wildcard last: hassil tries them in order).
      motor_fin: ['<el_motor>', 'el <motor_x>'],
      del_motor: ['del motor', 'del motor principal', 'de los motores', 'de la máquina', 'del fueraborda', 'del <motor_x>'],
      // Running or not. "encendido / prendido / apagado" are Home Assistant's on/off words, so never
      // right after the engine ("está el motor encendido" is its "is the {name} on").
      en_marcha: ['encendid(o|a)[s]', 'prendid(o|a)[s]', 'apagad(o|a)[s]', '<en_marcha_tras>'],
      en_marcha_tras: ['funcionando', 'en marcha', 'en funcionamiento', 'arrancad(o|a)[s]', 'parad(o|a)[s]', 'andando'],
      revoluciones: ['revoluciones', 'vueltas', 'rpm', 'erre pe eme', 'revoluciones por minuto'],
      caliente: ['[muy] caliente[s]', 'recalentado[s]', 'frío'],
      calentando: ['calentando', 'recalentando', 'calentándose'],
      aceite: ['presión de aceite', 'presión del aceite'],
      horas_verbo: ['tiene', 'tienen', 'lleva', 'llevan', 'marca', 'ha hecho', 'acumula', 'ha trabajado', 'lleva funcionando', 'llevan funcionando', 'ha funcionado'],
    },
    families: {
      engine: {
        title: 'motor',
        frames: [
          '(el motor|los motores|motor[es])',
          // Running or not, verb first or engine first; never "está el motor encendido" (see the header).
          // Each frame takes the engine by name too: "el motor de babor" ({engine}, after the others).
          '<esta_n> <en_marcha> <motor_fin>',
          '(<el_motor>|el <motor_x>) <esta_n> <en_marcha>',
          '(<esta_n>|tenemos|llevamos) (<el_motor>|el <motor_x>) <en_marcha_tras>',
          '(([ya] (funciona|anda|arrancó) [bien]|va bien|sigue <en_marcha>) <motor_fin>|(<el_motor>|el <motor_x>) ((funciona|anda|arrancó) [bien]|va bien|sigue <en_marcha>))',
          'a (<cuantas>|<que>) <revoluciones> (va|<esta>|gira|anda|marcha) <motor_fin>',
          '<cuantas> <revoluciones> (lleva|tiene|hace|da|marca) <motor_fin>',
          '[<abre>] [las] <revoluciones> <del_motor>',
          '<que> temperatura (tiene|tienen|lleva|marca) <motor_fin>',
          // Not "a qué temperatura está el motor" nor "cómo está la temperatura del motor": Home Assistant's
          'a <que> temperatura (va|anda|marcha|trabaja) <motor_fin>',
          '[<abre>] [la] temperatura (del refrigerante|del agua del motor|<del_motor>)',
          '(<esta_n> <caliente> <motor_fin>|<el_motor> <esta_n> <caliente>|<como> va de (temperatura|aceite|presión de aceite|revoluciones|vueltas) <motor_fin>)',
          '(<el_motor> se (<esta_n> <calentando>|calienta|recalienta)|se (<esta_n> <calentando>|calienta|recalienta) <motor_fin>)',
          '[<abre>|<como_va>] [la] <aceite> [<del_motor>]',
          '(<que> <aceite> (tiene|tenemos|hay|marca) [<el_motor>|el <motor_x>]|(hay|tenemos) [suficiente|buena|poca] <aceite>)',
          '<cuantas> horas (<horas_verbo> <el_motor> [funcionando|encendido|en marcha]|de motor (tenemos|llevamos|hay|hemos hecho)|<horas_verbo> el <motor_x>)',
          '([las] horas (de motor|<del_motor>)|[el] (horómetro|contador de horas) [del motor]|<cuantas> horas (marca|tiene|lleva) el (horómetro|contador de horas))',
          // "cómo va el motor" alone is Home Assistant's "how is the {name}": "qué tal", "cómo anda" are not
          '(<como> (van|<estan>|andan) los motores|<como> anda <motor_fin>|<que> tal [va|<esta>|anda] <motor_fin>|<como_va> el <motor_x>)',
          '([<cual_es>] [el] estado|datos) <del_motor>',
        ],
        examples: [
          'está encendido el motor',
          'cuántas horas tiene el motor',
          'presión de aceite',
          'a cuántas revoluciones va el motor',
          'qué temperatura tiene el motor',
          'cómo van los motores',
          'cómo está el motor de babor',
          'cual es el estado del motor de estribor',
        ],
      },
    },
  },
  nl: {
    words: {
      // Engine
      motor: ['motor', 'motoren', 'hoofdmotor', 'buitenboordmotor', 'buitenboorder', 'binnenboordmotor', 'inboard', 'motor van de boot'],
      // A reading of the engine said as a noun: "oliedruk", "toerental", "motoruren"
      // (grouped by first part, which hassil 1.6 then tries once; speech-to-text may split a compound)
      motor_woord: [
        'toeren[tal]',
        'motor[ ](toerental|oliedruk|temperatuur|temp|uren|status|gegevens)',
        'olie[ ]druk',
        'koelwater[ ](temperatuur|temp)',
        'temperatuur van het koelwater',
        'draai[ ]uren',
        'uren(stand|teller)',
      ],
      motor_warm: ['warm', 'heet', 'te warm', 'te heet', 'oververhit'],
    },
    families: {
      engine: {
        title: 'motor',
        frames: [
          // Yes/no: "draait de motor nog", "loopt de motor warm"
          '(draait|loopt|draaien|lopen) (de <motor>|beide motoren|allebei de motoren|alle motoren) [<nu>] [nog|al|wel|goed|<motor_warm>]',
          // Not "staat de motor aan/uit" alone: Home Assistant's "is de {name} aan"
          '(is|staat|wordt|raakt) de <motor> [nog|al|niet] (<motor_warm>|gestart|aan het draaien|stil)',
          '(is|staat) de <motor> nog aan',
          'hoe (warm|heet) (is|wordt) de <motor> [<nu>]',
          // "hoeveel toeren draait de motor", "hoeveel uur staat er op de motor"
          'hoeveel (toeren|uur|uren|draaiuren|motoruren|oliedruk) (heeft|hebben|maakt|draait|doet|loopt|staat er op|staan er op|zit er op) de <motor> [al|nu|gedraaid|erop]',
          'hoeveel ((motoruren|draaiuren) [hebben we|staan er|zijn er]|[bar] oliedruk [hebben we]|toeren [draait hij|draait ze|draaien we|maken we|lopen we])',
          'wat (staat er op|zegt|geeft) de (urenteller|toerenteller) [aan]',
          'hoe lang (heeft|hebben|draait|loopt) de <motor> [al] [gedraaid|gelopen]',
          '[de] (motor|motoren)',
          '(hoe [lang|hard|snel] (draait|loopt|draaien|lopen)|hoe (gaat|is|zit) het met|wat doet|wat doen) de <motor> [al|nu]',
          // Readings as nouns: "oliedruk", "wat is het toerental van de motor"
          '[<wat_is> (de|het)] <motor_woord> [van de <motor>]',
          '(is|zit) de oliedruk [nog] (goed|in orde|ok|oké|te laag|laag)',
          // One engine by name: "draait de bakboordmotor nog", "toerental van de stuurboordmotor"
          '((draait|loopt) de|hoe (draait|loopt) de|hoe gaat het met de|wat doet de|hoeveel (toeren|uur|uren|draaiuren) (heeft|maakt|draait) de|[<wat_is> (de|het)] <motor_woord> [van de]|hoe (warm|heet) is de) {engine}motor [<nu>] [wel|goed|<motor_warm>]',
        ],
        examples: [
          'draait de motor nog',
          'hoeveel toeren draait de motor',
          'oliedruk',
          'koelwatertemperatuur',
          'motoruren',
          'hoe draait de bakboordmotor',
          'wat doet de stuurboordmotor',
        ],
      },
    },
  },
};
