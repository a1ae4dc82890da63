/**
 * The water temperature's Assist sentences in every language: how sailors ask about the sea's
 * temperature (and whether it is warm enough for a swim), never "how hot is the water" (the house's
 * water heater). Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: { sea: ['water', 'sea[ water]', 'seawater', 'ocean'], temperature: ['temperature', 'temp'] },
    families: {
      water_temperature: {
        title: 'water temperature',
        frames: [
          // not "how hot is the water": the water heater's
          '(<what> the (<sea> <temperature>|<temperature> of the <sea>) [<tail>]|(<howIs> the <sea> <temperature>|how (warm|cold|chilly) is the <sea> [<here>|today]))',
          '(is the <sea> (warm|cold|warm enough|too cold) [to swim|for a swim|for swimming]|what temperature is the <sea> [<here>])',
          '(<sea>|sea surface) <temperature> [<bare>]',
        ],
        examples: [
          "what's the water temperature",
          'what is the sea temperature',
          'what is the temperature of the water',
          'how warm is the water',
          'how cold is the sea',
          'water temperature',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      agua_mar: ['a (água|agua) [do mar]', 'o mar'],
      fria: ['fri(a|o)', 'gelad(a|o)', 'quente', 'morn(a|o)', 'quentinha', 'boa (pra|para) (nadar|mergulhar|um mergulho|banho)'],
    },
    families: {
      water_temperature: {
        title: 'temperatura da água',
        frames: [
          '([<qual> [a]|<me_diz> a] temperatura (da água|da agua|do mar|da água do mar|da agua do mar)|a temperatura (da (água|agua)|do mar) <esta> [em|com] quanto) [<agora>]',
          '(<agua_mar> <esta> [muito] <fria>|<esta> [muito] <fria> <agua_mar>)',
          'quantos graus ((<esta>|tem|faz) <agua_mar>|<agua_mar> <esta>)',
          '<agua_mar> <esta> (a|com) quantos graus',
        ],
        examples: ['qual é a temperatura da água', 'temperatura do mar', 'a água tá fria', 'quantos graus tá a água'],
      },
    },
  },
  pt: {
    words: { water: ['[a] água [do mar]', '[o] mar'], feels: ['quente', 'fria', 'fresca', 'gelada', 'boa [para (nadar|um mergulho)]'] },
    families: {
      water_temperature: {
        title: 'temperatura da água',
        frames: [
          '[<what>] [a] temperatura (da água [do mar]|do mar) [<here>]',
          '<hot> [<eque>] (está|tem) <water>',
          '(que|qual) temperatura (tem|faz|está) <water>',
          '<water> está <feels>',
          'está <water> <feels>',
        ],
        examples: ['qual é a temperatura da água', 'temperatura da água do mar', 'a quantos graus está a água', 'a água está fria', 'qual a temperatura do mar'],
      },
    },
  },
  de: {
    words: { wassertemp: ['(Wasser|Meeres|Meerwasser|Seewasser)temperatur', 'Temperatur (des Wassers|vom Wasser)'] },
    families: {
      water_temperature: {
        title: 'Wassertemperatur',
        frames: [
          '(wie (ist [<pv>] die <wassertemp>|(warm|kalt) ist [<pv>] (das (Wasser|Meer|Meerwasser|Seewasser)|die See) [<pts>] [heute|hier])|<wieviel> Grad hat [<pv>] das (Wasser|Meer|Meerwasser|Seewasser)) [<pts>]',
          '(was (ist [<pv>] die <wassertemp>|hat das (Wasser|Meer) [<pts>] für [eine] Temperatur)|welche Temperatur hat [<pv>] das (Wasser|Meer|Meerwasser|Seewasser)) [<pts>]',
          '(ist das (Wasser|Meer) [<pts>] [zum (Baden|Schwimmen)] (warm genug|zu kalt) [zum (Baden|Schwimmen)]|kann man [<pts>] (baden|schwimmen) [gehen])',
          '[<sag>] <wassertemp> [draußen|hier] [<pts>]',
        ],
        examples: ['wie ist die Wassertemperatur', 'wie warm ist das Wasser', 'wie viel Grad hat das Wasser', 'kann man baden gehen', 'Wassertemperatur'],
      },
    },
  },
  fr: {
    words: { sea: ['l(<ap>eau [de mer]|a mer)'] },
    families: {
      water_temperature: {
        title: "température de l'eau",
        frames: [
          '[<ask>] [la] temp(é|e)rature (de <sea>|eau [de mer]|mer|fait <sea>)',
          // Not "chaude": "est-ce que l'eau est chaude" is the house's water heater.
          '([<estceque>] <sea> (est (bonne|froide|fraîche|fraiche|<a> combien [de degrés|de degres]|<a> quelle temp(é|e)rature)|fait combien [de degrés|de degres])|elle est (bonne|froide|fraîche|fraiche|<a> combien) <sea>)',
          'combien de degr(é|e)s (dans (<l>eau|la mer)|fait <sea>)',
        ],
        examples: ["quelle est la température de l'eau", "l'eau est à combien", "elle est bonne l'eau", 'température de la mer', 'la mer est à combien de degrés'],
      },
    },
  },
  es: {
    words: { el_agua: ['el agua', 'el mar', 'el agua del mar', 'el agua de mar'], fria: ['fría', 'caliente', 'buena', 'templada', 'helada', 'calentita', 'fresca'] },
    families: {
      water_temperature: {
        title: 'temperatura del agua',
        frames: [
          '[<cual_es>] [la] temperatura del (agua|mar|agua del mar|agua de mar) [<ahora>]',
          '<que> temperatura (tiene|hace en) <el_agua> [<ahora>]',
          'a (<que> temperatura|<cuantos> grados) <esta> <el_agua> [<ahora>]',
          '(<esta> <fria> <el_agua>|<el_agua> <esta> <fria>)',
          '<cuantos> grados (tiene|hace en|hay en) <el_agua> [<ahora>]',
        ],
        examples: ['a qué temperatura está el agua', 'cuál es la temperatura del agua', 'qué temperatura tiene el mar', 'está fría el agua', 'temperatura del mar'],
      },
    },
  },
  nl: {
    families: {
      water_temperature: {
        title: 'watertemperatuur',
        frames: [
          '[<wat_is> de] (water|zeewater|zee|zwemwater)[ ]temperatuur [hier|<nu>]',
          'wat is de temperatuur van (het water|het zeewater|de zee) [hier|<nu>]',
          '(hoe (warm|koud)|hoeveel graden) is (het water|het zeewater|de zee) [nu|vandaag|hier]',
          'is het (water|zeewater) [al] (warm|koud|lekker) [genoeg] [om te zwemmen]',
        ],
        examples: ['wat is de watertemperatuur', 'hoe warm is het water', 'hoe koud is de zee', 'is het water warm genoeg om te zwemmen', 'watertemperatuur'],
      },
    },
  },
};
