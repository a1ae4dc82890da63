/**
 * The battery's Assist sentences in every language: the house (domestic, service, leisure) bank and
 * the boat's own bank names, its charge, voltage and current, and whether it is charging; never in the
 * words Home Assistant's own intents ask a phone's battery with ("what is the phone battery level").
 * Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      // battery: "battery" alone and the house bank's own names say the default (house) bank
      battery: ['batter(y|ies)[ bank[s]]', 'batts'],
      houseBanks: ['(house|domestic|service|leisure) bank[s]'],
      // "the house battery" with a voltage or level is Home Assistant's "what is the {name} voltage"
      houseBatteries: ['(house|domestic|service|leisure) batter(y|ies)'],
      bankWord: ['batter(y|ies)', 'bank[s]', 'battery bank'],
      // not "state" nor "value": "what is the state of the {name}" is Home Assistant's
      batteryFact: ['voltage', 'volts', 'charge [level]', 'state of charge', 'level', 'percent[age]', 'current', 'amps'],
      // said alone: not "current" (the tide's) nor "level"
      batteryAlone: ['voltage', 'volts', 'state of charge', 'current draw', 'amp[s| draw]'],
      batteryState: ['charging', 'low', '<batteryOwnState>'],
      // not Home Assistant's "is the {name} battery low / charging" (a phone's battery)
      batteryOwnState: [
        'charged',
        'being charged',
        'getting charged',
        'charged up',
        'fully charged',
        'topped up',
        'discharging',
        'full',
        'flat',
        'dead',
        '(getting|running) low',
        'ok',
        'okay',
        'all right',
        'alright',
        'fine',
        'good',
      ],
    },
    families: {
      battery: {
        title: 'battery',
        frames: [
          '<what> <det> (<battery> [<batteryFact>|status|state]|(house|domestic|service|leisure) (bank[s] (<batteryFact>|status|state)|batter(y|ies) (charge|state of charge|status|percentage)|voltage|volts)|<batteryAlone> [(of|on|in) <det> <battery>]|(charge [level]|level|percent[age]|current) (of|on|in) <det> <battery>) [<aboard>|<tail>]',
          // "how much battery is left" stays Home Assistant's (a phone's): "have we got", charge, volts, amps
          '(<howIs> [<det>] (<battery> [<doing>]|<houseBanks> [<doing>]|<houseBatteries> <doing>|[battery] (charge|voltage|state of charge) [<doing>])|how (full|charged) (is|are) [<det>] (<battery>|<houseBanks>)|how much battery (have we got|do we have|have we) [left]|how (much (charge|juice|power)|many (volts|amps)) (<have>|are we (drawing|using|pulling|putting in|getting)) [left] [(in|on) [<det>] (<battery>|<houseBank>)]|how many (volts|amps) (is|are) [<det>] (<battery>|<houseBanks>) [showing|reading|at|giving|putting out]) [<aboard>|<now>]',
          // yes/no: "are the batteries charging", "are we charging"
          '((is|are) [<det>] (<battery>|<houseBanks>) [still] <batteryState>|are we ([still] (charging|discharging) [the batter(y|ies)]|(using|drawing) (a lot of|much|too much) (power|current|amps))|check [on] <det> (<battery>|<houseBank>))',
          // not a bare "house battery": Home Assistant 2024.3 turns on an entity said by its name alone
          '(<battery> [<batteryFact>|status|state|<batteryState>]|<houseBank> (<batteryFact>|status|state)|state of charge) [<bare>]',
          // The bank by name with "bank", or "battery" in words Home Assistant's "what is the phone
          // battery level" and "is the phone battery charging" do not use.
          '<what> the (<batteryFact> (of|on|in) the {bank} bank[s]|{bank} (batter(y|ies) (status|state of charge|<doing>)|bank[s] (<batteryFact>|status|state|<doing>)))',
          '<how> the {bank} <bankWord> <doing>',
          '(is|are) the {bank} (bank[s] [still] <batteryState>|batter(y|ies) [still] <batteryOwnState>)',
        ],
        examples: [
          "what's our battery",
          'What’s our battery?',
          'how are the batteries doing',
          'are the batteries charging',
          'house bank voltage',
          'how much charge is left in the batteries',
          "what's the start battery status",
          'what is the charge of the house bank',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      // A named bank may be a "banco": "o banco de serviço".
      bat_banco: ['<bat>', 'banco[s]'],
      bat_qty: ['carga', 'tens(ão|ao)', 'voltagem', 'n(í|i)vel', 'estado [de carga]', 'situa(ção|cao)', 'status', 'porcentagem', 'corrente', 'amperagem'],
      bat_ask: ['<como> [a|as|o]', '[<qual>|<me_diz>] [a|o] <bat_qty> (da|das|de|do)', 'quant(os (volts|amperes|ampères|por cento)|o) (tem|<esta>) [a|as|o]'],
      // Who charges: "os painéis solares estão carregando" is the battery's question too.
      bat_subj: ['[a|as] <bat> [<bordo>]', 'o painel solar', 'os pain(é|e)is solares', 'o carregador', 'o alternador', '(a|as) placa[s] solar[es]'],
      bat_state: [
        '[des]carregando',
        '[des]carregada[s]',
        'carregando ou descarregando',
        'boa[s]',
        'ok',
        'baixa[s]',
        'fraca[s]',
        'cheia[s]',
        'recebendo carga',
        '[com|em] quant(o|os volts|os por cento)',
      ],
    },
    families: {
      battery: {
        title: 'bateria',
        frames: [
          '[<bat_ask>] <bat> [<bordo>]',
          '(<bat_subj> (<esta>|<estao>) [ainda] <bat_state>|(<esta>|<estao>) <bat_state> [a|as] <bat>)',
          '(quanto|quanta) [de] (bateria|carga|energia) <tem> [a|as|na|nas] [<bat>] [<bordo>]',
          'quanto <tem> de (bateria|carga) [<bordo>]',
          '<nos_esta> com (quanto|quanta|quantos) [de] (bateria|carga|volts) [<bordo>]',
          '(quanto <nos_esta> (gastando|consumindo|puxando) de (energia|bateria|corrente)|quantos (amperes|ampères) <nos_esta> (gastando|consumindo|puxando)) [agora]',
          // A bank by name: "bateria de serviço", "bateria do motor" (start), or the boat's own bank id.
          // "a bateria do celular" has the same shape: it reaches us, and the boat answers it has no such bank.
          '[a|as|o] <bat_banco> <de> {bank} (<esta>|<estao>) [ainda] <bat_state>',
          '(<bat_ask> <bat_banco>|<bat>) <de> {bank}',
        ],
        examples: [
          'como está a bateria',
          'a bateria tá carregando',
          'quanto tem de bateria',
          'tensão da bateria',
          'quantos volts tem a bateria',
          'como está a bateria de serviço',
          'qual é a carga da bateria do motor',
        ],
      },
    },
  },
  pt: {
    words: {
      // Battery
      bat: ['[a|as] bateria[s]'],
      batn: ['bateria[s]', 'banco', 'parque'],
      batfact: ['tensão', 'voltagem', 'carga', 'nível', 'estado [de carga]', 'percentagem', 'corrente', 'volts'],
      batstate: [
        'a (carregar|descarregar|receber carga)',
        'a ser carregada[s]',
        'em (carga|baixo)',
        '[des]carregada[s]',
        'cheia[s]',
        'boa[s]',
        'bem',
        'fraca[s]',
        'baixa[s]',
        'ok',
      ],
    },
    families: {
      battery: {
        title: 'bateria',
        frames: [
          // "bateria", "como estão as baterias", "tensão das baterias", "qual é a voltagem"
          // Yes/no in the same frame: "a bateria está a carregar", "a bateria aguenta a noite"
          '[<ask>] [a|as|o] (bateria[s] [<onboard>|<is> <batstate>|(tem|têm) [<any>|pouca] carga|(aguenta|aguentam|chega|dura) [a noite|até amanhã]]|(<batfact> (da|das|de) bateria[s]|tensão|voltagem) [<onboard>])',
          // "estão as baterias carregadas", "estamos a carregar"
          '(<is> (<bat> <batstate>|a carregar [<bat>])|estamos a carregar [<bat>])',
          '[ainda] (temos|há) [carga (na|nas)] bateria[s] [<enough>]',
          // Quantities: "quanto é que temos de bateria", "quantos volts tem a bateria", "quantos amperes estamos a gastar"
          '(quanto|quanta) [<eque>] (temos|tenho|tem|há|resta|sobra) (de|na|nas) bateria[s]',
          '(quanta|quantos|que) (carga|bateria|energia|volts|amperes|tensão|voltagem|corrente|[por] cento|percentagem) [<eque>] (tem|têm|temos|há|resta|sobra|estamos a (gastar|consumir|carregar|puxar)|está a (entrar|sair)) [<bat>|na bateria|nas baterias]',
          // One bank by name: "a bateria de serviço está a carregar", "a tensão da bateria do motor".
          // The wildcard in the middle first (the last frames' wildcard ends the sentence). "do {bank}"
          // only after a battery fact: "a bateria do telemóvel" alone is the house's.
          '[a|as|o] <batn> (de|da) {bank} <is> <batstate>',
          '[<ask>] [a|as|o] (<batfact> (da|das|do) <batn> (de|do|da)|<batn> (de|da)) {bank}',
        ],
        examples: [
          'como está a bateria',
          'a bateria está a carregar',
          'tensão das baterias',
          'quanto é que temos de bateria',
          'quantos volts tem a bateria',
          'como está a bateria de serviço',
          'qual é a carga da bateria do motor',
        ],
      },
    },
  },
  de: {
    words: {
      bat: ['<batterie>', '{bank}batterie[n]'],
      batwert: ['Batterie(stand|zustand|spannung|strom|status)', 'Lade(stand|zustand|strom)', 'Ladung', '[Bord]spannung', 'Bordnetz[ ][s]pannung'],
      batwert_der: ['(der|die|unser|unsere) <batwert> [<pts>] [(der|von der|vom|von den) <bat>|<bord>]'],
      // "wie <batwie> die Batterie": voll ist, steht's um, geht's, lange reicht
      batwie: ['(voll|geladen|leer) (ist|sind)', '<stehts> [<pts>] (um|mit)', '<gehts> [<pts>]', '(steht|stehen)', 'lange (reicht|reichen|hält|halten)'],
      // What a verb-first question is about: the battery, or what charges it ("lädt die Lichtmaschine")
      batsubj: ['(die|das|der|unsere) (<bat>|<lader>) [<pts>] [bald|fast|halb] [geladen|entladen|voll|leer|aufgeladen|schwach]'],
      lader: ['Solar(panel[s]|paneele|anlage|zellen)', 'Lichtmaschine', 'Ladegerät', 'Windgenerator', 'Landstrom'],
      strom: ['(Strom|Saft|Ladung|Landstrom) [<pts>] [da|an|<bord>|(in der|in den) <bat>]'],
    },
    families: {
      battery: {
        title: 'Batterie',
        frames: [
          // "wie voll ist", "wie steht's um", "wie lange reicht" ... the battery; "wie hoch ist die
          // Spannung"; "wie ist unsere Batterie" (not "wie ist die Batterie": Home Assistant's "wie ist {name}")
          'wie (<batwie> [<pv>] (die|der|den|unsere) <bat> [<pts>] [<bord>|aus]|[hoch|niedrig] (ist|sind) [<pv>] (unsere <bat> [<pts>]|<batwert_der>))',
          // "wie viel Volt hat die Batterie", "wie viel Strom ziehen wir"
          '<wieviel> ((Volt|Prozent|Ladung|Saft|Ampere|Kapazität) (hat|haben) [<pv>] (die|der|den|unsere) <bat>|(Volt|Prozent|Saft|Strom|Ampere|Watt) (haben|ziehen|verbrauchen|laden) wir|(Strom|Ampere|Watt) (kommt|kommen|liefert|liefern) [<pts>] (von der|vom|die|das|der) <lader>) [<pts>] [<bord>]',
          'was ((macht|machen|sagt|sagen|zeigt|zeigen) [<pv>] (die|der|den|unsere) <bat> [<pts>]|(ist|sind) [<pv>] (mit (der|den) <bat> [<pts>]|<batwert_der>))',
          // Verb first: "lädt die Batterie gerade", "ist sie bald leer", "lädt die Lichtmaschine", "haben wir noch genug Strom"
          '((lädt|wird|werden|reicht|sind) <batsubj>|laden (<batsubj>|wir [<pts>] [oder entladen wir])|ist (<batsubj>|[<pts>] [genug] <strom>)|(haben wir|gibt es) [<pts>] [genug] <strom>|entladen wir [<pts>] [oder laden wir])',
          // A noun alone or "<value> <bank>": "Batteriespannung", "Spannung Verbraucherbatterie", "Zustand der Batterien"
          // (a slot never opens a frame: it would swallow any words before "batterie")
          '[<sag>] (<batwert> [[der|von der|vom|von den] <bat>]|Volt|(Stand|Zustand|Status) (der|vom|von der|von den) <bat>|<batterie> [Status|Zustand]) [<bord>] [in (Prozent|Volt)] [<pts>]',
        ],
        examples: [
          'wie voll ist die Batterie',
          'lädt die Batterie gerade',
          'Batteriespannung',
          'wie viel Volt hat die Batterie noch',
          'wie voll ist die Starterbatterie',
          'wie steht die Verbraucherbatterie',
          'wie ist der Ladestand der Bordbatterie',
        ],
      },
    },
  },
  fr: {
    words: {
      battQty: ['tension', 'charge', 'niveau [de charge]', 'voltage', 'pourcentage', '(é|e)tat [de charge]'],
      // A state after a named bank ("le parc moteur est chargé") must not end with a shorter state's
      // word: the wildcard would swallow the start ("le parc {moteur est en} charge").
      battState: ['<bankState>', 'se (charge|chargent|décharge|déchargent) [bien]', '(est|sont) (en charge|charge)'],
      bankState: [
        '(charge|chargent|se recharge|se rechargent|décharge|déchargent)',
        '(est|sont) (chargée|chargee|chargées|chargees|chargé|chargés|pleine|pleines|plein|vide|vides|<a> plat|bien chargée[s])',
        '(tient|tiennent) le coup',
        '(est|sont) <a> combien [de volts|de charge|pour cent]',
      ],
      battAmount: ['de (charge|volts|jus)', 'pour cent'],
      amps: ['<d>(ampères|amperes)', 'de watts'],
      charger: ['l(es panneaux [solaires]|e (solaire|chargeur)|<ap>(éolienne|eolienne|alternateur))'],
    },
    families: {
      battery: {
        title: 'batterie',
        frames: [
          // "on est à combien sur les batteries", "il reste combien dans les batteries", the current
          '(on (est|en est) <a> combien ((sur|dans|pour|côté|cote) <batt>|de volts [(sur|dans) <batt>])|<haveFirst> combien ([<battAmount>] (sur|dans|en) <batt>|de volts))',
          '<estcequon> ((charge|recharge) [bien] (la batterie|les batteries)|(charge|recharge|consomme|tire|débite|debite) [<a>] combien [<amps>])',
          // A bank is named after "parc" ("le parc de servitude est chargé", "parc batterie moteur"), in a
          // wildcard after the fixed words' alternatives (the first that matches answers); wildcards
          // between words before the ones that end the sentence and would take all the rest.
          '([<estceque>] (<batt> <battState>|<charger> (charge[nt]|débite[nt]|debite[nt])) [<aboard>]|(<ou> en (est|sont)|comment vont) <batt>|[<estceque>] le parc [batterie|batteries|de batteries] {bank} <bankState>|(<ou> en est|comment va) le parc {bank})',
          'combien (<battAmount> [<have>] (sur|dans|en) <batt>|<amps> (on (charge|consomme|tire|débite|debite)|entrent|sortent)|<battAmount> [<have>] (sur|dans) le parc {bank})',
          // Not "le parc {bank}" alone: it would take "le parc est descendu à combien cette nuit".
          '[<ask>] ([<the>](<battQty> (<ofBatt> [<aboard>]|du parc [batterie|batteries|de batteries] {bank})|batterie[s] [<aboard>])|parc [batterie|batteries|de batteries] {bank})',
        ],
        examples: [
          'où en sont les batteries',
          'est-ce que la batterie charge',
          'tension batterie',
          'les batteries sont chargées',
          'on est à combien sur les batteries',
          'combien de charge reste-t-il dans les batteries',
          'comment va le parc moteur',
          'quelle est la charge du parc de servitude',
        ],
      },
    },
  },
  es: {
    words: {
      dato_bateria: ['carga', 'estado', 'estado de carga', 'voltaje', 'tensión', 'nivel', 'porcentaje', 'voltios'],
      cargando: ['bien', 'baja[s]', 'llena[s]', '[des]carg(ando|ándose|ada|adas)'],
      // The wildcard bank: "el banco de servicio", "el banco de baterías del motor", "las baterías de arranque".
      el_banco: ['el banco [de <baterias>]', 'las <baterias>'],
      del_banco: ['del banco [de <baterias>]', 'de las <baterias>'],
    },
    families: {
      battery: {
        title: 'batería',
        frames: [
          '(<que>|<cuantos>) (voltaje|tensión|voltios|carga|porcentaje) (<hay>|tiene <la_bateria>|tienen <la_bateria>|marca <la_bateria>|marcan <la_bateria>) [<a_bordo>]',
          '(<cuanto> (nos queda|queda|tenemos|hay) de (<bateria>|carga)|(en|a) <cuanto> <esta_n> <la_bateria>)',
          '<cuantos> (amperios|amperes|amps) (estamos cargando|entran|están entrando|estamos consumiendo|consumimos|gastamos|carga <la_bateria>)',
          '(<la_bateria> ([se] <esta_n> <cargando>|carga[n])|((estamos|están) cargando|[<cuanto>] carga[n]) <la_bateria>)',
          '(<la_bateria>|<bateria> [<banco_fijo>]|<baterias>)',
          '<como_va> (<la_bateria> [<a_bordo>]|<el_banco> (de|del) {bank})',
          '[<abre>] [el|la] <dato_bateria> ((de|en) (<la_bateria>|<bateria>|<baterias>) [<a_bordo>]|<del_banco> (de|del) {bank})',
          // "cuánta batería nos queda" (not "le queda al móvil": Home Assistant's)
          '<cuanta> (<bateria>|carga|energía) ((<hay>|hay en <la_bateria>|tiene <la_bateria>|tienen <la_bateria>|queda en <la_bateria>|(le|les) queda a <la_bateria>) [<a_bordo>]|(tiene|queda en|hay en) <el_banco> (de|del) {bank})',
          // Yes/no: "está cargando la batería", "las baterías se están cargando"
          // A bank by name only after "banco" here: "está cargada la batería de {name}" is Home Assistant's
          '[se] <esta_n> <cargando> (<la_bateria>|el banco [de <baterias>] (de|del) {bank})',
        ],
        examples: [
          'cómo están las baterías',
          'cuánta batería nos queda',
          'está cargando la batería',
          'tensión de la batería',
          'qué voltaje tienen las baterías',
          'cómo está el banco de servicio',
          'cuál es la carga del banco del motor',
          'como esta el banco de baterias de servicio',
        ],
      },
    },
  },
  nl: {
    words: {
      accu_maat: ['spanning', 'lading', 'laadtoestand', 'laadstatus', 'voltage', 'niveau', 'percentage', 'stand', 'status', 'toestand'],
      accu_staat: ['vol', 'leeg', 'bijna leeg', 'bijna vol', 'geladen', 'opgeladen', 'aan het laden', 'aan het ontladen', 'in orde', 'goed'],
      laden: ['laadt', 'laden', 'wordt', 'worden'],
      // What charges them
      laders: ['de zonnepanelen', 'het zonnepaneel', 'de lader', 'de acculader', 'de dynamo', 'de windgenerator', 'de windmolen'],
      lader: ['door <laders>', 'door de motor', 'met de motor', 'aan de walstroom', 'door de walstroom'],
      accu_hoeveel: ['volt', 'procent', 'lading', 'spanning', 'ampère', 'stroom'],
    },
    families: {
      battery: {
        title: 'accu',
        frames: [
          // Bare compounds and "wat is de accuspanning [aan boord]"
          '[[<wat_is>] de] (accu|batterij)[ ]<accu_staart> [<aan_boord>]',
          '[<wat_is> de] <accu_maat> van de <accu> [<aan_boord>]',
          // Alone, only the volts: "wat is de status" is no boat question
          '[<wat_is> de] (spanning|voltage) [<aan_boord>]',
          // Yes/no: "laadt de accu", "worden de accu's geladen", "is de accu bijna leeg"
          '<laden> de <accu> [nog|al|wel] [op|bij|geladen|opgeladen] [<lader>]',
          '(wordt er [nog|wel] [op]geladen|laden we [nog|wel] [op]|zijn we aan het laden) [<lader>]',
          // What charges them: "laden de zonnepanelen", "laadt de dynamo de accu"
          '(laadt|laden) <laders> [nog|wel|al] [de <accu>]',
          '(is|zijn|staat|staan|zit|zitten) de <accu> [nog|al|wel] <accu_staat> [genoeg]',
          'hoe (staat|staan) de <accu> [ervoor|erbij] [<aan_boord>]',
          'hoe (vol|leeg) (is|zijn|zit|zitten) de <accu> [<nu>] [<aan_boord>]',
          '(hoe (is|zijn)|hoe (is|staat|gaat|zit) het [ervoor|erbij] met|wat doet|wat doen) de <accu> [<aan_boord>]',
          // Quantities: "hoeveel volt heeft de accu", "hoeveel stroom komt er binnen", "hoeveel laden de zonnepanelen"
          'hoeveel <accu_hoeveel> ((heeft|hebben|geeft|geven)|(zit|staat|gaat) er [nog] (in|op)) de <accu> [nog]',
          'hoeveel [ampère|amp|stroom|watt] ((laden|verbruiken|trekken) we|(komt|gaat) er (in|binnen)|(laadt|laden|levert|leveren) <laders>) [<nu>]',
          'wat (levert|leveren|doet|doen) <laders> [<nu>]',
          'hoeveel (volt|procent|lading|stroom) (hebben we|is er|staat er) [nog] [<aan_boord>]',
          // Not "is er [nog] stroom": a house without power
          '(hebben we [nog] [genoeg] (stroom|lading|spanning)|(staat|zit) er [nog] [genoeg] (spanning|stroom|lading) (op|in) de <accu>)',
          '[de] <accu> [<aan_boord>]',
          // A bank by name: "startaccu", "huishoudaccu"
          '((hoe vol is|hoe staat|is|laadt|wordt|hoeveel <accu_hoeveel> heeft) de|[[<wat_is>] de] ((accu|batterij)[ ]<accu_staart>|<accu_maat>) [van de]) {bank}(accu|batterij|bank) [nog|al] [ervoor|erbij|<accu_staat>]',
        ],
        examples: [
          'hoe staat de accu ervoor',
          'wat is de accuspanning',
          'laadt de accu',
          "hoe vol zijn de accu's",
          'hoeveel volt heeft de accu',
          'is de accu bijna leeg',
          'hoe vol is de startaccu',
          'hoe staat de huishoudaccu ervoor',
        ],
      },
    },
  },
};
