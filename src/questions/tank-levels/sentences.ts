/**
 * The tanks' Assist sentences in every language: how much fuel or water is left, whether a tank is
 * full or empty, the tank levels; the tank is named by fixed words (what is in it), and the answerer
 * finds which in the sentence (../slots.ts tankWordIn), or by the `{tank}` wildcard between fixed
 * words. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      // tanks: "how much ..." names the tank with fixed words (families.ts tankWordIn finds it)
      fuel: ['fuel', 'diesel', 'petrol', 'gasoline', 'gas', 'propane', 'lpg', 'cooking gas'],
      stuff: ['<fuel>', 'water', 'fresh water', 'freshwater', 'drinking water', 'potable water', 'waste water', 'grey water', 'gray water', 'black water', 'sewage'],
      // said alone, the tanks' main names
      stuffBare: ['fuel', 'diesel', 'petrol', '[fresh|grey|gray|black|waste] water', 'holding tank'],
      tankState: ['full', 'empty', 'low', '[getting|nearly|almost|running] (full|empty|low)', 'ok', 'okay'],
    },
    families: {
      tanks: {
        title: 'tanks',
        frames: [
          // not "how's the water": the sea's; "how much water's left": the contraction as one word
          "(how much (<stuff> [<have>|have we] [left|got] [<aboard>|in the tank[s]]|(fuel's|fuel’s|diesel's|diesel’s|petrol's|petrol’s|water's|water’s|fresh water's|fresh water’s) left)|<howIs> [the|our] (tanks|<fuel>|fresh water|water supply|holding tank) [<doing>]|how full are the tanks)",
          '<what> (<det> (<stuff>|tank[s]|holding tank) [tank[s]] (level[s]|reading[s]|gauge|at)|[left] in the tanks)',
          '(<stuffBare> [tank[s]] [level[s]]|tank[s] [level[s]]) [<bare>]',
          '((is|are) the tank[s] <tankState>|are we [running|getting] (low|short) on <stuff>|(is there|do we have|have we got) enough <stuff> [left|<aboard>]|do we need (to (pump out|fill up|refuel|get fuel|get water)|a pump out|<stuff>)|check [on] the tanks)',
          'how full (is|are) the {tank} tank[s]',
          '<what> the (level (of|in) the {tank} tank[s]|{tank} tank[s] (level[s]|reading|at))',
          '(is|are) the {tank} tank[s] <tankState>',
        ],
        examples: [
          'what are the tank levels',
          'how are the tanks',
          'tank levels',
          'how much fuel is left',
          'how much water do we have',
          'how full is the black water tank',
          'is the holding tank full',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      // Tanks
      fluido: ['combust(í|i)vel', '[(ó|o)leo] diesel', 'gasolina', '(á|a)gua [doce|pot(á|a)vel]'],
      no_tanque: ['no tanque', 'nos tanques', 'a bordo', 'no barco'],
      tanque_state: ['[quase] (cheio|cheios|vazio|vazios)', 'acabando', 'na reserva', 'no fim', 'baixo', 'transbordando', 'pela metade', '[com|em] quant(o|os litros)'],
      tanque_ask: ['<qual> o n(í|i)vel do', 'n(í|i)vel do', '<como> [o] n(í|i)vel do', '<como> (o|os)', 'quanto tem no'],
      nivel_de: ['[<qual> o|<como> o] n(í|i)vel (de|do|da)'],
      acabando: ['acabando', 'no (fim|final)', 'na reserva'],
    },
    families: {
      tanks: {
        title: 'tanques',
        frames: [
          '([<qual> o (nível|nivel) dos|<como> os|(nível|nivel) dos] tanques [<bordo>]|[os] tanques <estao> <tanque_state>)',
          '(<nivel_de> <fluido>|<como> o (diesel|óleo diesel|oleo diesel|combustível|combustivel)) [<no_tanque>]',
          '(quanto|quanta) [de] <fluido> <tem> [<no_tanque>]',
          'quanto <tem> de <fluido> [<no_tanque>]',
          '(quantos|quantas) (litros|galões|galoes) [de <fluido>] <tem> [<no_tanque>]',
          '(tem|temos|a gente tem|ainda tem) <fluido> [suficiente|bastante] [<no_tanque>]',
          '([o|a] <fluido> <esta> <tanque_state>|<esta> <acabando> [o|a] <fluido>)',
          // A tank by name: "tanque de dejetos", "tanque de águas servidas".
          '[o] tanque <de> {tank} <esta> <tanque_state>',
          '[<tanque_ask>|o|os] (tanque|tanques) <de> {tank}',
        ],
        examples: [
          'como estão os tanques',
          'quanto tem de diesel',
          'quanto diesel temos',
          'quanta água resta',
          'o tanque de dejetos tá cheio',
          'qual o nível do tanque de combustível',
          'como está o tanque de água',
        ],
      },
    },
  },
  pt: {
    words: {
      // Tanks: what is in a tank, as fixed words (families.ts tankWordIn finds it in the sentence)
      tankword: ['<fluid>', 'água'],
      // Alone, "água" is also the sea's and the keel's: not a bare question of its own
      fluid: ['gasóleo', 'combustível', 'diesel', 'gasolina', 'água (doce|potável)', 'águas (cinzentas|negras|sujas)'],
      tank: ['tanque', 'depósito'],
      tanks: ['[os] (tanques|depósitos)'],
      of: ['de', 'da[s]', 'do[s]'],
      tankstate: ['cheio', 'vazio', 'quase (cheio|vazio)', '[a] meio', 'no fim', 'na reserva', 'a (acabar|encher)'],
      have: ['temos', '[nos] resta', 'sobra', 'ainda (temos|resta|há)', 'há', 'falta', 'tem o (tanque|depósito)', 'levamos'],
    },
    families: {
      tanks: {
        title: 'tanques',
        frames: [
          // What is in the tank as fixed words: "quanto gasóleo temos", "nível de gasóleo", "como estão os tanques"
          '(quanto|quanta|quantos litros de) <tankword> [<eque>] <have> [no <tank>|nos <tanks>|a bordo]',
          '[<ask>] [o|a|as|os] (nível (de|do|da|das|dos) (<tankword>|tanques|depósitos) [<onboard>]|(tanques|depósitos) [<onboard>]|<fluid> [(chega|dá|vai chegar) [para a viagem|para chegar]]|<tank> está <tankstate>)',
          // "temos combustível suficiente", "como estamos de água", "o gasóleo chega", "o depósito está cheio"
          '[ainda] (há [muito|muita]|temos [muito|muita|pouco|pouca]) <tankword> [<enough>]',
          'como [<eque>] estamos de <tankword>',
          '(estamos|ficámos) na reserva [de <fluid>]',
          'quantos litros [<eque>] (temos|há|restam|tem|ficam) (no|nos) (<tank>|<tanks>)',
          // One tank by name: "o tanque das águas cinzentas está cheio", "como está o tanque de água"
          'o <tank> <of> {tank} está <tankstate>',
          'está <tankstate> o <tank> <of> {tank}',
          '[<ask>] [o|a] [(nível|percentagem|quantidade) do] <tank> <of> {tank}',
        ],
        examples: [
          'quanto gasóleo temos',
          'como estão os tanques',
          'quanta água resta',
          'como estamos de água',
          'temos gasóleo suficiente',
          'qual o nível do tanque de combustível',
          'como está o tanque de água',
        ],
      },
    },
  },
  de: {
    words: {
      // Tanks: the contents ("wie viel Diesel"); "{tank}tank" is a tank by its contents ("Fäkalientank").
      vorrat: ['Diesel', 'Kraftstoff', 'Treibstoff', 'Sprit', 'Benzin', '(Frisch|Trink|Grau|Ab|Schmutz|Schwarz)wasser', 'Fäkalien'],
      inhalt: ['<vorrat>', 'Wasser', 'Gas'],
      tank: ['Tank[s]', '{tank}tank[s]'],
      tankstand: ['(Tank(stand|stände|anzeige|füllstand|inhalt)|Füllst(and|ände)) [der Tanks|<bord>]', '(Füllstand|Wasserstand|Stand|Pegel|Inhalt) [des|vom|im|der] <tank>'],
    },
    families: {
      tanks: {
        title: 'Tanks',
        frames: [
          // "wie voll ist der Dieseltank", "wie steht es mit dem Wasser", "wie weit kommen wir mit dem Diesel"
          'wie ((voll|leer) (ist|sind) [<pv>] (der|die|unser|unsere) <tank> [<pts>]|weit (kommen|reichen) wir [<pts>] mit (dem|unserem) <inhalt>|<stehts> [<pts>] (mit dem|mit unserem|um den|um das|um unser) <inhalt> [aus]|(sind|stehen) [<pv>] die Tanks [<pts>]|(ist|sind) [<pv>] (der|die) <tankstand>)',
          // By contents, in fixed words (the tank is read from the sentence): "wie viel Diesel haben wir noch"
          '<wieviel> ([Liter] <inhalt> (haben wir|ist|sind|bleibt|hat es|gibt es) [<pts>] [(im|in den) Tank[s]|<bord>|drin|übrig]|[Liter] (ist|sind) [<pts>] (im|in den|in unserem) <tank> [<pts>]|(Prozent|Liter) (hat|haben) [<pv>] (der|die|unser|unsere) <tank> [<pts>])',
          '(was ((ist|sind) [<pv>] (der|die) <tankstand>|sagen [<pv>] die Tanks [<pts>])|(haben wir|gibt es) [<pts>] (genug <inhalt>|<inhalt> (im Tank|in den Tanks|an Bord)) [<pts>] [<bord>|im Tank]|reicht (der|das|unser) <inhalt> [<pts>])',
          // Verb first: "ist der Fäkalientank voll", "muss der Fäkalientank abgepumpt werden"
          '(ist ((der|die|unser|unsere) <tank> [<pts>] ([fast|halb] voll|[fast] leer)|[<pts>] (genug <inhalt>|<inhalt> (im Tank|in den Tanks|an Bord)) [<pts>])|sind (der|die|unser|unsere) <tank> [<pts>] ([fast|halb] voll|[fast] leer)|muss der <tank> [<pts>] (geleert|abgepumpt|aufgefüllt) werden)',
          '[<sag>] (<tankstand>|Tanks|<vorrat>[stand]) [[der|vom|von] <inhalt>|im Tank] [<pts>]',
        ],
        examples: [
          'wie voll sind die Tanks',
          'wie viel Diesel haben wir noch',
          'wie viel Wasser haben wir',
          'haben wir noch genug Frischwasser',
          'Tankstand',
          'reicht der Diesel noch',
          'wie voll ist der Fäkalientank',
        ],
      },
    },
  },
  fr: {
    words: {
      // Tanks: words starting with a consonant or a vowel ("de gasoil", "d'eau douce", "la cuve à eaux noires").
      liquidC: ['gasoil', 'gazole', 'carburant', 'diesel'],
      liquidV: ['eau [douce|potable]', 'eaux (grises|noires|usées|usees)', 'essence'],
      ofLiquid: ['(de|du) <liquidC>', '<d><liquidV>', 'de <l><liquidV>'],
      tankOf: ['(de|<a>) <liquidC>', '<d><liquidV>', '<a> <liquidV>', 'des eaux (grises|noires|usées|usees)'],
      // What a tank question is about: "la cuve à eaux noires", "les réservoirs", "le gasoil", "l'eau douce".
      tankSubj: ['l(a (cuve|caisse) [<tankOf>]|e (r(é|e)servoir [<tankOf>]|<liquidC>)|es (cuves|r(é|e)servoirs|caisses|eaux (grises|noires|usées|usees))|<ap>eau (douce|potable))'],
      tankState: ['(est|sont) [presque] (pleine|plein|pleines|pleins|vide|vides)', '(est|sont) <a> (combien|moitié|moitie|quel niveau)'],
    },
    families: {
      tanks: {
        title: 'réservoirs',
        frames: [
          '[<estceque>] [<haveFirst>] ((combien [de litres]|quelle (quantité|quantite)) ([<have>] <ofLiquid> [<have>] [<aboard>|dans <tankSubj>]|[<have>] dans <tankSubj>)|[encore] (du <liquidC>|de <l><liquidV>|assez <ofLiquid>))',
          '[<ask>] [l(e|a) ]((niveau|jauge) (<ofLiquid>|<liquidC>|<liquidV>|des (cuves|r(é|e)servoirs)|(de la cuve|du r(é|e)servoir) [<tankOf>])|(cuve|r(é|e)servoir|caisse) <tankOf>)',
          '([<estceque>] <tankSubj> <tankState>|<ou> en (est|sont) <tankSubj>|(est<hy>ce qu<ap>il faut|il faut|faut<hy>il) vider <tankSubj>)',
        ],
        examples: [
          'il reste combien de gasoil',
          'combien de gasoil reste-t-il',
          "combien d'eau avons-nous",
          "on a combien d'eau douce",
          'niveau des cuves',
          'la cuve à eaux noires est pleine',
          "quel est le niveau du réservoir d'eaux noires",
        ],
      },
    },
  },
  es: {
    words: {
      // "cuánto / cuánta / qué tanto" for a quantity of liquid (Latin America says "qué tanto").
      cuanto_de: ['<cuanto>', '<cuanta>', '<que> tanto', '<que> tanta'],
      // Tanks: the liquids (the answerer finds which in the sentence), and the tank itself.
      liquido: ['combustible', 'gasoil', 'gasóleo', 'diésel', 'gasolina', 'agua', 'agua dulce', 'agua potable', 'aguas grises', 'aguas negras'],
      tanque: ['tanque', 'depósito'],
      tanques: ['tanques', 'depósitos'],
      lleno: ['[casi] (lleno|llena|vacío|vacía)', 'medio (lleno|vacío)', 'a tope', 'al máximo'],
    },
    families: {
      tanks: {
        title: 'tanques',
        frames: [
          // Fixed liquid words: the answerer finds which in the sentence (families.ts tankWordIn)
          '<cuanto_de> <liquido> <hay> [en (el <tanque>|los <tanques>)|<a_bordo>]',
          '<cuantos> litros de <liquido> <hay> [en (el <tanque>|los <tanques>)|<a_bordo>]',
          '(hay|tenemos|queda|nos queda) ((suficiente|bastante|poco|poca|mucho|mucha) <liquido>|<liquido> (suficiente|de sobra)) [<a_bordo>|para llegar]',
          '(hay que|tenemos que) ((vaciar|llenar|rellenar|cargar|repostar) (el <tanque> de <liquido>|las aguas (negras|grises)|<liquido>)|repostar)',
          '(tenemos|nos queda|queda) <liquido> [<a_bordo>]',
          '<cuanto_de> (queda|nos queda|hay|tenemos) (de <liquido>|en el <tanque> de <liquido>)',
          // Spain's "cómo vamos de gasoil", "vamos bien de agua"
          '(<como> (vamos|andamos|estamos)|(vamos|andamos|estamos) bien) de <liquido>',
          // Yes/no with fixed words: a wildcard here would take "está lleno el depósito de agua del deshumidificador"
          '(<esta> <lleno> el <tanque> de <liquido>|el <tanque> de <liquido> <esta> <lleno>)',
          '[los] <tanques>',
          '<como_va> (los <tanques>|el <tanque> de {tank})',
          '[<cual_es>] [el] nivel (de los <tanques> [<a_bordo>]|(de|del) <liquido> [<a_bordo>]|del <tanque> de {tank})',
        ],
        examples: [
          'cómo están los tanques',
          'cuánto gasoil queda',
          'cuánta agua tenemos',
          'hay suficiente combustible',
          'nivel de combustible',
          'cuál es el nivel del tanque de aguas negras',
          'como esta el deposito de agua',
        ],
      },
    },
  },
  nl: {
    words: {
      // Tanks: what is in them (families.ts tankWordIn reads the type back from the sentence)
      tank_stof: [
        'diesel',
        'brandstof',
        'benzine',
        'water',
        'drinkwater',
        'zoet water',
        'zoetwater',
        'grijswater',
        'grijs water',
        'vuilwater',
        'vuil water',
        'zwartwater',
        'zwart water',
        'afvalwater',
      ],
      tank_staat: ['vol', 'leeg', 'bijna vol', 'bijna leeg', 'halfvol', 'half vol'],
    },
    families: {
      tanks: {
        title: 'tanks',
        frames: [
          'hoe (vol zijn|staan|zijn) de [water|diesel|brandstof]tanks [ervoor|erbij] [<aan_boord>]',
          'hoe vol (is|zit) de tank [<nu>]',
          '[de] tanks',
          'moeten we [nog|al] [diesel|water] (tanken|bunkeren)',
          // Not "waterstand": the height of the tide
          '[<wat_is> (de|het)] (tank|brandstof|diesel|drinkwater)[ ](inhoud|stand|standen|niveau|niveaus) [<aan_boord>]',
          // "hoeveel diesel hebben we nog"; "hoeveel water staat er" stays the depth
          'hoeveel [liter|procent] <tank_stof> (hebben we|is er|zit er) [nog] [over] [(in de tank|in de tanks|<aan_boord>)]',
          // "staat er" only for what is not bare "water" ("hoeveel water staat er" is the depth)
          'hoeveel [liter|procent] (diesel|brandstof|benzine|drinkwater|zoet water) staat er [nog] [in de tank]',
          '(hebben we|is er) [nog] [genoeg] <tank_stof> [<aan_boord>]',
          'hoe (staat het met|zit het met) de <tank_stof>',
          '(is|zijn) de (tank|tanks) [al|nog] <tank_staat>',
          '(hoe vol (is|zit)|is|zit) de {tank}tank [al|nog] [<tank_staat>]',
          'hoeveel [liter|procent|ruimte] (zit|is) er [nog] in de {tank}tank',
          'moet de {tank}tank [al|nog] (geleegd|leeggepompt|gepompt) [worden]',
        ],
        examples: ['hoe vol zijn de tanks', 'hoeveel diesel hebben we nog', 'hoeveel water is er nog', 'hebben we nog genoeg diesel', 'tankinhoud', 'hoe vol is de vuilwatertank'],
      },
    },
  },
};
