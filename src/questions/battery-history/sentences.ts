/**
 * The battery history's Assist sentences in every language: how low a bank got and the energy used
 * over the last hours, asked in the past ("how low did the battery get overnight", "how much power did
 * we use"); the bank now is battery_state's. The window words are the language's, shared by every
 * history question. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      batteryNow: ['batter(y|ies) [voltage|charge|level]', 'voltage', 'charge', 'state of charge', '<houseBank>'],
      used: ['use[d]', 'draw[n]', 'take[n]', 'consume[d]', 'burn[ed|t]'],
    },
    families: {
      battery_history: {
        title: 'battery overnight',
        frames: [
          '(how ((low|far) did the (batter(y|ies)|voltage|charge|state of charge|<houseBank>) (get|go|drop|fall)|much did the (batter(y|ies)|voltage|charge|<houseBank>) (drop|fall|go down)|(much (power|energy|battery|charge)|many (amp hours|amps|watt hours|kilowatt hours)) (did we|have we) <used> [(from|out of) [the] batter(y|ies)]|much (did we|have we) <used> (from|out of) [the] batter(y|ies))|did the (batter(y|ies)|<houseBank>) (go|get|run) (flat|low|dead)) [<window>]',
          '(<wasPast> the (batter(y|ies) [voltage]|voltage|charge|state of charge) at (its|their) lowest|<was> the <lowest> (<batteryNow> [been]|the (batter(y|ies)|voltage|charge) (has been|got|went|has got|dropped to))) [<window>]',
          '<lowest> <batteryNow> [<window>]',
        ],
        examples: ['how low did the battery get overnight', 'what was the lowest battery charge', 'how much energy did we use last night', 'lowest voltage overnight'],
      },
    },
  },
  'pt-BR': {
    words: {
      desceu: ['caiu', 'baixou', 'desceu', '[des]carregou', 'abaixou', 'gastou', 'perdeu', 'subiu'],
    },
    families: {
      battery_history: {
        title: 'bateria durante a noite',
        frames: [
          '([quanto|o quanto] [a|as] <bat> (<desceu> [muito|bastante]|aguentou [bem])|(quanto|o quanto) <desceu> [a|as] <bat>) [<periodo>]',
          '(como|quanto) ficou [a|as] <bat> [<periodo>]',
          '[<qual> foi a] ((carga|tensão|tensao|voltagem) <minima>|<minima> (carga|tensão|tensao|voltagem)) (da|das) <bat> [<periodo>]',
          '(quanta|quanto de) (energia|bateria|carga) [a gente|nós|nos] (gastou|usou|consumiu|gastamos|usamos|consumimos|perdeu|perdemos) [<periodo>]',
          'quanto (a gente gastou|gastamos|a gente usou|usamos|consumimos|a gente consumiu) de (bateria|energia|carga) [<periodo>]',
        ],
        examples: ['quanto a bateria caiu durante a noite', 'qual foi a tensão mínima da bateria', 'quanto a gente gastou de bateria essa noite', 'a bateria baixou muito hoje'],
      },
    },
  },
  pt: {
    words: {
      used: ['gastámos', 'consumimos', 'usámos', 'gastou-se', 'foi gasta'],
      dropped: ['baixou', 'desceu', 'baixaram', 'desceram', 'descarregou', 'descarregaram', 'perdeu', 'perderam', 'caiu', 'caíram'],
    },
    families: {
      battery_history: {
        title: 'bateria durante a noite',
        frames: [
          'quanto [<eque>] [a|as] bateria[s] <dropped> [<window>]',
          '[a|as] bateria[s] <dropped> [muito] <window>',
          'quanto [<eque>] <used> de (bateria|energia) [<window>]',
          '[<was>] [a] (tensão|voltagem|carga) <lowhigh> (da|das) bateria[s] [<window>]',
          '(quanta (energia|bateria)|quantos amperes [hora]) [<eque>] <used> [<window>]',
          '[a|as] bateria[s] (aguentou|aguentaram) [bem] [a noite|<window>]',
        ],
        examples: ['quanto é que a bateria desceu durante a noite', 'qual foi a tensão mais baixa das baterias hoje', 'quanta energia gastámos esta noite'],
      },
    },
  },
  de: {
    words: {
      batmin: ['(die|der) [niedrigste|tiefste|minimale|geringste] (<batterie>|[Batterie]spannung|Ladung|Ladestand|Ladezustand|Batteriestand) [<seit>]'],
    },
    families: {
      battery_history: {
        title: 'Batterie über Nacht',
        frames: [
          '(wie ((weit|tief|stark|viel|sehr) (ist|sind) [<pv>] (die|unsere) (<batterie>|[Batterie]spannung|Ladung) [<seit>] (gefallen|gesunken|runtergegangen|heruntergegangen|abgesackt|entladen|zurückgegangen)|[niedrig|tief|leer|voll] (war|waren) [<pv>] <batmin>|hat sich [<pv>] (die <batterie>|die [Batterie]spannung|der Lade(zustand|stand)) [<seit>] [entwickelt|verändert|geändert])|<wieviel> [Strom|Energie|Ladung|Amperestunden|[Kilo]wattstunden] haben wir [<pts>] [<seit>] (verbraucht|gezogen|geladen|verloren))',
          'was (war|waren) [<pv>] <batmin>',
          '((niedrigste|tiefste|minimale) ([Batterie]spannung|Ladung)|(Batterie|Spannungs)verlauf|(Strom|Energie)verbrauch) [<seit>]',
        ],
        examples: [
          'wie tief ist die Batterie über Nacht gefallen',
          'wie niedrig war die Batterie heute Nacht',
          'wie viel Strom haben wir seit heute Morgen verbraucht',
          'niedrigste Batteriespannung heute',
        ],
      },
    },
  },
  fr: {
    words: {
      energy: ['<d>(énergie|energie|électricité|electricite)', '<d>(ampères|amperes) [heure|heures]', '<d>(ampères|amperes)-heure[s]', 'de (watts|jus)'],
      used: ['consommé', 'consomme', 'utilisé', 'utilise', 'tiré', 'tire', 'mangé', 'mange'],
      fell: ['descendu[e][s]', 'tomb(é|e)[e][s]'],
    },
    families: {
      battery_history: {
        title: 'batterie cette nuit',
        frames: [
          '[<estceque>] <batt> ((est|sont) <fell> ((<a>|jusqu<ap><a>) combien|jusqu<ap><ou>)|(a|ont) (baissé|baisse|perdu) [de] combien|(a|ont) [bien] tenu [le coup]) [<when>]',
          '(<a>|jusqu<ap>(<a>|<ou>)) [combien] (est|sont) <fell> <batt> [<when>]',
          '[<was>] [<the>]((tension|charge) (mini|minimale|minimum|la plus basse) [<ofBatt>]|minimum de (tension|charge) [<ofBatt>]|consommation [électrique|electrique] <when>|bilan (énergétique|energetique|électrique|electrique)) [<when>]',
          // Energy used needs the energy or the time: "on a consommé combien" alone could be the house's.
          '((on a|nous avons|avons<hy>nous|a<hy>t<hy>on) <used> combien (<energy> [<when>]|<when>)|combien [<energy>] (on a|avons<hy>nous|a<hy>t<hy>on|nous avons) <used> [<when>])',
        ],
        examples: [
          'la batterie est descendue à combien cette nuit',
          'tension mini de la batterie cette nuit',
          'la batterie a bien tenu cette nuit',
          'combien d’énergie avons-nous consommé cette nuit',
        ],
      },
    },
  },
  es: {
    words: {
      bajo: ['bajó', 'ha bajado', 'cayó', 'ha caído', 'bajaron', 'han bajado', 'se descargó', 'se ha descargado', 'se descargaron'],
    },
    families: {
      battery_history: {
        title: 'batería por la noche',
        frames: [
          '(<cuanto>|hasta (<donde>|<cuanto>)) <bajo> <la_bateria> [<ventana>]',
          '<como> <cambio> <la_bateria> [<ventana>]',
          '<cual_fue> ((la carga|la tensión|el voltaje|el nivel) <minima> (de|en) <la_bateria>|(la carga|la tensión|el voltaje) <minima>) [<ventana>]',
          '<cuanto> (hemos gastado|gastamos|hemos consumido|consumimos) de (<bateria>|energía) [<ventana>]',
          '<cuanta> (energía|batería|carga) (hemos gastado|gastamos|hemos consumido|consumimos|hemos usado|usamos|se ha gastado|se gastó) [<ventana>]',
        ],
        examples: ['cuánto bajó la batería anoche', 'cuál fue la tensión más baja de las baterías esta noche', 'cuánta energía hemos gastado hoy'],
      },
    },
  },
  nl: {
    families: {
      battery_history: {
        title: 'accu vannacht',
        frames: [
          'hoe (laag|ver|diep|leeg) (is|zijn) de (<accu>|(accu|batterij)[ ]<accu_staart>|spanning) [<periode>] (geweest|geworden|gezakt|gedaald|gekomen|gegaan|leeggelopen|ontladen) [<periode>]',
          '[wat was de] <laagste> (accu|batterij)<accu_staart> [<periode>]',
          'wat was de <laagste> (spanning|lading|laadtoestand) [van de <accu>] [<periode>]',
          'hoeveel (stroom|energie|amperuur|ampère uur|procent) hebben we [<periode>] (verbruikt|gebruikt) [<periode>]',
        ],
        examples: ['hoe ver is de accu vannacht gezakt', 'wat was de laagste accuspanning', 'hoeveel stroom hebben we vannacht verbruikt'],
      },
    },
  },
};
