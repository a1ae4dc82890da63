/**
 * The pressure and temperature history's Assist sentences in every language: how they changed over
 * the last hours, asked in the past ("how has the pressure changed", "is it getting colder outside");
 * the pressure now and its three-hour tendency are barometer_state's. The window words are the
 * language's, shared by every history question. Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      changed: ['dropped', 'fallen', 'fell', 'risen', 'rose', 'gone up', 'gone down', 'changed', 'moved', 'climbed'],
      air: ['pressure', 'barometer', 'glass', 'baro', '[air] temperature'],
    },
    families: {
      // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
      air_history: {
        title: 'pressure and temperature',
        frames: [
          '(how ((has|have) the <air> (changed|moved|gone|done)|much (has|have) the <air> <changed>|(cold|warm|hot) did it get)|(has|have) the <air> (<changed> [much|a lot]|been (dropping|falling|rising|climbing|going up|going down|changing))) [<window>]',
          'is it getting (colder|warmer|hotter|cooler) [outside|out there]',
          // past only: "what's the highest temperature today" is the weather forecast's
          '<wasPast> the (<lowest>|highest|coldest|warmest|maximum|max) (temperature|temp|air temperature|pressure) [<window>]',
        ],
        examples: [
          'how has the pressure changed',
          'how much has the barometer dropped in the last three hours',
          'is it getting colder outside',
          'how has the temperature changed in the last few hours',
        ],
      },
    },
  },
  'pt-BR': {
    families: {
      // How pressure and temperature changed; "a pressão tá caindo" (now) stays the barometer's.
      air_history: {
        title: 'pressão e temperatura',
        frames: [
          '(como|quanto) (mudou|variou|caiu|subiu|baixou) (a <pressao>|a temperatura|o <baro>) [<periodo>]',
          '[como|quanto|o quanto] (a <pressao>|a temperatura|o <baro>) (caiu|subiu|baixou|mudou|variou) [muito] [<periodo>]',
          '<qual> foi a [<pressao>|temperatura] <minima> [<periodo>]',
          '(fez|ficou) [muito] (frio|calor) <periodo>',
          '[quanto] (esfriou|esquentou) [muito|bastante] [<periodo>]',
          '<esta> (ficando mais (frio|quente)|esfriando|esquentando) [lá fora|la fora]',
        ],
        examples: [
          'como mudou a pressão hoje',
          'a pressão caiu durante a noite',
          'quanto esfriou essa noite',
          'qual foi a temperatura mínima ontem à noite',
          'está ficando mais frio lá fora',
        ],
      },
    },
  },
  pt: {
    words: {
      moved: ['caiu', 'desceu', 'subiu', 'baixou'],
      airn: ['[a] pressão [atmosférica]', '[o] barómetro', '[a] temperatura [do ar]'],
      changed: ['mudou', 'variou', 'evoluiu', 'tem (variado|estado)', 'andou'],
    },
    families: {
      // How pressure and temperature changed; "a pressão está a descer" stays the barometer's.
      air_history: {
        title: 'pressão e temperatura',
        frames: [
          'como <changed> <airn> [<window>]',
          'quanto [<eque>] <moved> <airn> [<window>]',
          '<airn> <moved> <window>',
          '[<was>] [a] (temperatura|pressão) <lowhigh> <window>',
          // Without a window only "foi": "qual é a temperatura máxima" may be the weather's
          '(qual|quanto|de quanto) foi [a] (temperatura|pressão) <lowhigh>',
          'está a ficar (mais frio|mais quente) [lá fora]',
        ],
        examples: ['como mudou a pressão hoje', 'quanto desceu a pressão durante a noite', 'a temperatura baixou durante a noite', 'como variou a pressão desde esta manhã'],
      },
    },
  },
  de: {
    families: {
      // How pressure and temperature changed; "fällt der Luftdruck" stays the barometer's.
      air_history: {
        title: 'Luftdruck und Temperatur',
        frames: [
          'wie (hat sich [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|[Luft|Außen]temperatur) [<seit>] (verändert|entwickelt|geändert)|war [<pv>] (der|das|die) (Luftdruck|Barometer|[Luft|Außen]temperatur) [<seit>]|(stark|viel|sehr|weit) ist [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|Temperatur) [<seit>] (gefallen|gesunken|gestiegen) [<seit>]|(kalt|warm) war es [<pts>] [draußen] <seit> [draußen])',
          // A change, not a reading: "ist der Luftdruck über Nacht gefallen", "wird es kälter"
          '(ist [<pv>] (der|das|die) (Luftdruck|Druck|Barometer|Temperatur) [<seit>] (gefallen|gesunken|gestiegen) [<seit>]|wird es [<pts>] [draußen] (kälter|wärmer)|(steigt|fällt|sinkt) [<pv>] die [Luft|Außen]temperatur)',
          '(((Luftdruck|Druck|Temperatur)verlauf|Verlauf (des Luftdrucks|der Temperatur)) [<seit>]|(Luftdruck|Druck)tendenz <seit>)',
        ],
        examples: ['wie hat sich der Luftdruck heute verändert', 'ist der Luftdruck über Nacht gefallen', 'wie kalt war es letzte Nacht', 'wird es draußen kälter'],
      },
    },
  },
  fr: {
    words: {
      moved: ['baiss(é|e)', 'chut(é|e)', 'mont(é|e)', 'augment(é|e)', 'descendu', 'remont(é|e)', 'vari(é|e)', 'perdu', 'pris', 'gagn(é|e)'],
      air: ['la pression', 'le baro[mètre|metre]'],
    },
    families: {
      // How pressure and temperature changed; "est-ce que la pression chute" (now) stays the barometer's.
      air_history: {
        title: 'pression et température',
        frames: [
          '(<air> (a [beaucoup|bien|un peu] <moved> [de combien|combien] [<when>]|(baisse|monte|chute|descend|remonte) <when>)|la temp(é|e)rature a <moved> [de combien] <when>)',
          '(de combien (<air>|la temp(é|e)rature) a <moved>|comment a (évolué|evolue|changé|change|varié|varie) (<air>|la temp(é|e)rature)) [<when>]',
          '[<the>]((é|e)volution|historique) (de la pression|du baro[mètre|metre]|de la temp(é|e)rature) [<when>]',
        ],
        examples: [
          'comment a évolué la pression cette nuit',
          'la pression a baissé de combien depuis ce matin',
          "évolution de la pression aujourd'hui",
          'de combien le baromètre a chuté',
        ],
      },
    },
  },
  es: {
    words: {
      mas: ['más'],
    },
    families: {
      // How pressure and temperature changed; "está bajando la presión" stays the barometer's.
      air_history: {
        title: 'presión y temperatura',
        frames: [
          '(<como> <cambio>|<cuanto> (<cambio>|ha bajado|bajó|ha subido|subió|ha caído|cayó)) (<barometro>|la temperatura) [<ventana>]',
          '<cual_fue> la (presión|temperatura) (<minima>|<maxima>) [<ventana>]',
          '(<esta> haciendo|hace) <mas> (frío|calor) [fuera|afuera]',
          '<cuanto> ha refrescado [<ventana>]',
          '((ha bajado|ha subido|ha caído|bajó|subió) (<barometro>|la temperatura)|(<barometro>|la temperatura) (ha bajado|ha subido|ha caído|bajó|subió)) [<ventana>]',
          '(<que> temperatura|<cuanto> (frío|calor)) (ha hecho|hizo|hemos tenido|tuvimos) [<ventana>]',
        ],
        examples: ['cómo ha cambiado la presión hoy', 'cuánto bajó la presión anoche', 'está haciendo más frío', 'cómo ha cambiado la temperatura esta noche'],
      },
    },
  },
  nl: {
    families: {
      // How pressure and temperature changed; "daalt de barometer" (now) stays the barometer's.
      air_history: {
        title: 'luchtdruk en temperatuur',
        frames: [
          '(is|hoeveel is|hoe ver is) de (<luchtdruk>|temperatuur) [<periode>] (gedaald|gezakt|gestegen|gevallen|veranderd) [<periode>]',
          '(hoe is de (<luchtdruk>|temperatuur) [<periode>] veranderd|wat (deed|heeft) de <luchtdruk> [<periode>] [gedaan]) [<periode>]',
          '(wordt|is) het [<periode>] [buiten] (kouder|warmer) [geworden] [<periode>]',
          '(hoe (koud|warm) was het [buiten]|wat was de (<laagste>|<hoogste>) (temperatuur|buitentemperatuur|luchtdruk)) [<periode>]',
        ],
        examples: ['hoe is de luchtdruk vandaag veranderd', 'hoeveel is de barometer de afgelopen drie uur gezakt', 'wordt het kouder'],
      },
    },
  },
};
