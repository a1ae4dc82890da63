/**
 * The anchor watch's Assist sentences in every language: "are we dragging", "is the anchor holding",
 * "anchor check". Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      // anchor
      hook: ['anchor', 'hook'],
    },
    families: {
      anchor: {
        title: 'anchor watch',
        frames: [
          '(are we (dragging [the anchor|our anchor|anchor]|[still] holding|swinging [a lot|much|ok|okay]|still (in the same (place|spot|position)|where we anchored|where we dropped the anchor))|have we (dragged|drifted|moved) [the anchor|our anchor|anchor])',
          'is [the|our] (<hook> [still] ((holding|dragging|set|dug in) [ok|okay|well|fine]|ok|okay|all right|alright|fine)|(anchor alarm|anchor watch) (set|armed|active|running))',
          '(<howIs> [the|our] (anchor|hook|anchor watch|anchor alarm) [doing|holding|looking]|how far (are we|is the boat|have we (moved|drifted|swung|dragged)) from [the|our] <hook>|how far have we (drifted|dragged))',
          '(<what> [the|our] (<hook> (doing|status)|anchor watch [doing|saying])|<where> [the|our] anchor|anchor (watch|status|alarm|check) [please]|check [on] the (anchor|anchor watch))',
        ],
        examples: [
          'are we dragging',
          'how is the anchor',
          'anchor watch',
          'is the anchor holding',
          'are we dragging anchor',
          'how far are we from the anchor',
          "what's the anchor doing",
          'where is our anchor',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      // Anchor
      ancora: ['a (â|a)ncora', 'o ferro', 'o fundeio', 'a ancoragem'],
      // "we are (still)", said of the boat at anchor
      ainda_ai: ['<nos_esta> [ainda]', 'a gente ainda <esta>', 'ainda <nos_esta>', '(nós|nos) ainda estamos', 'o barco [ainda] <esta> [ainda]'],
      garrou: ['garrou', 'unhou', 'pegou', 'segurou', 'agarrou', '[se] (mexeu|moveu)', 'saiu do lugar'],
      garrando: ['garrando', 'arrastando', 'segurando', 'unhando', 'unhado', 'firme', 'agarrad(o|a)', 'pres(o|a)'],
    },
    families: {
      anchor: {
        title: 'vigia da âncora',
        frames: [
          '(<ainda_ai>|<ancora> <esta> [ainda]) <garrando>',
          '<esta> (garrando|arrastando)',
          '(<ancora>|o barco|a gente) <garrou>',
          '<ainda_ai> no mesmo (lugar|ponto|local|lugar de antes)',
          '[o|a] (alarme|vigia|guarda) (da|de|do) (âncora|ancora|fundeio|ancoragem|ferro) [<esta> (ativo|ativado|ativa|armado|tocando|disparado)]',
          '(a que distância|a que distancia|quão longe|quao longe|quanto longe) <nos_esta> (da âncora|da ancora|do ferro)',
          '(quanto|o quanto) (a gente se afastou|nos afastamos|o barco se afastou|o barco garrou|a gente garrou|garramos) [da âncora|da ancora|do ferro]',
          '<como> <ancora>',
          '(onde <esta>|cadê|cade) (a âncora|a ancora|o ferro)',
        ],
        examples: [
          'estamos garrando',
          'a gente tá garrando',
          'a âncora está segurando',
          'o ferro tá unhando',
          'como está a âncora',
          'a gente ainda tá no mesmo lugar',
          'alarme da âncora',
        ],
      },
    },
  },
  pt: {
    words: {
      // Anchor
      anchor: ['[a] âncora', '[o] ferro', '[o] fundeio'],
      anchorn: ['âncora', 'ferro', 'fundeio', 'ponto de fundeio'],
      holds: ['a (garrar|arrastar|segurar|unhar|aguentar|agarrar)', '[bem] (unhado|preso|presa|agarrada)'],
      spot: ['sítio', 'lugar', 'local', 'ponto'],
    },
    families: {
      anchor: {
        title: 'vigia da âncora',
        frames: [
          '(estamos|o barco está|está o barco) a (garrar|arrastar) [o ferro|a âncora]',
          '[ainda] (estamos|continuamos|ficamos) no mesmo <spot>',
          '<anchor> está <holds> [bem]',
          '<anchor> [já] (garra|segura|unha|aguenta|unhou|garrou|agarrou|aguentou)',
          '<how> <anchor>',
          'onde (está|ficou) <anchor>',
          '(alarme|vigia) (da|do|de) <anchorn>',
          '(a que distância|quão longe|quanto) [<eque>] (estamos|está o barco|fica) (da|do|de) <anchorn>',
          '[<what>] [a] distância (à|ao) <anchorn>',
        ],
        examples: ['estamos a garrar', 'o ferro está a unhar', 'ainda estamos no mesmo sítio', 'como está a âncora', 'a que distância estamos da âncora', 'alarme de fundeio'],
      },
    },
  },
  de: {
    families: {
      anchor: {
        title: 'Ankerwache',
        frames: [
          // Verb first: "hält der Anker", "slipt der Anker", "driften wir", "liegen wir noch sicher"
          '((hält|slipt|slippt|rutscht|driftet|greift) (der|unser) Anker [<pts>] [gut|fest]|hat ((der|unser) Anker [<pts>] (gegriffen|gehalten|gefasst|geslipt|geslippt|nachgegeben)|sich [<pv>] (der Anker|das Boot) [<pts>] bewegt)|ist (die Ankerwache|der Ankeralarm) [<pts>] (aktiv|scharf|gesetzt)) [<pts>]',
          '((slippen|driften|treiben|vertreiben) wir [<pts>] [vor Anker|ab]|bewegen wir uns|halten wir|(bewegt sich|driftet|treibt) [<pv>] (das|unser) (Boot|Schiff)|(liegen|sind|stehen) wir [<pts>] (sicher [vor Anker]|gut|vor Anker|(an der (gleichen|selben)|an derselben|am (gleichen|selben)) (Stelle|Position|Platz|Ort|Fleck)|an Ort und Stelle|[noch] (da|dort) wo wir (geankert|den Anker geworfen) haben)) [<pts>]',
          // Not "wo ist der Anker": Home Assistant's "wo ist {name}"
          '(wie (<stehts> (mit dem|um den) [<pts>] [unserem] Anker [aus]|weit ((sind wir|ist das Boot|liegen wir|ist es) [<pts>] (vom|zum) (Anker|Ankerplatz|Ankerpunkt)|haben wir uns [<pts>] vom (Anker|Ankerplatz) [weg]) [entfernt|weg|wegbewegt]|ist [<pv>] (die Ankerwache|der Ankerstatus|der Abstand zum Anker))|was macht [<pts>] (der|unser) Anker|wo liegt [<pv>] (der|unser) Anker)',
          '[<sag>] (Anker[wache|alarm|status|position] [Status]|Schwojkreis|Abstand zum Anker) [<pts>]',
        ],
        examples: ['hält der Anker', 'slipt der Anker', 'driften wir', 'Ankerwache', 'wie weit sind wir vom Anker entfernt', 'liegen wir noch sicher vor Anker'],
      },
    },
  },
  fr: {
    words: {
      // Anchor.
      anchor: ['l(<ap>ancre|e mouillage|a pioche)', 'notre ancre'],
      onAnchor: ['sur (<l>ancre|notre ancre|le mouillage)', 'au mouillage'],
    },
    families: {
      anchor: {
        title: 'veille au mouillage',
        frames: [
          '<estcequon> ((chasse|d(é|e)rape|a (chass(é|e)|d(é|e)rap(é|e))) [<onAnchor>|cette nuit]|(bouge|a (boug(é|e)|d(é|e)riv(é|e))) <onAnchor>|d(é|e)rive|tient [bien|toujours] <onAnchor>|est (toujours (au m(ê|e)me endroit|<a> la m(ê|e)me place|<onAnchor>)|<ou> par rapport <a> <l>ancre|(<a> quelle distance|loin|<a> combien) de (<l>ancre|notre ancre)))',
          '((chasse|d(é|e)rape)<hy>t<hy>on [<onAnchor>]|sommes<hy>nous (toujours (au m(ê|e)me endroit|<onAnchor>)|(<a> quelle distance|loin) de (<l>ancre|notre ancre))|<a> quelle distance (sommes<hy>nous|on est|est le bateau) de (<l>ancre|notre ancre)|[la] distance (<a>|de) (<l>ancre|notre ancre))',
          '([<estceque>] (<anchor> (tient [bien|bon|toujours|le coup]|chasse|croche|(a d|d)(é|e)croch(é|e)|a [bien] croch(é|e)|d(é|e)rape|tient<hy>(elle|il)|chasse<hy>t<hy>elle|est bon)|le bateau (chasse|d(é|e)rape|d(é|e)rive))|<ou> en est <anchor>|[<ask>] [<the>](alarme|veille|surveillance) [de|du|au] mouillage [est (active|activ(é|e)e|en marche)])',
        ],
        examples: [
          "est-ce qu'on chasse",
          'on dérape',
          "l'ancre tient",
          'le mouillage tient',
          'alarme de mouillage',
          "on est loin de l'ancre",
          "à quelle distance sommes-nous de l'ancre",
        ],
      },
    },
  },
  es: {
    words: {
      // Anchor.
      el_ancla: ['el ancla', 'nuestra ancla', 'el fondeo', 'el fondeadero'],
    },
    families: {
      anchor: {
        title: 'guardia de fondeo',
        frames: [
          '([<esta>|estamos|ya] (garreando|garreamos) [el ancla]|hemos garreado|(seguimos|estamos) [bien] fondeados)',
          '(<esta> el barco|el (barco|velero) <esta>) (garreando|moviéndose|arrastrando el ancla)',
          '<el_ancla> ((garrea|agarra|aguanta|ha garreado|ha agarrado|agarró|se ha movido|se movió) [bien]|<esta> (garreando|agarrando|aguantando|bien))',
          '((garrea|agarra|aguanta|ha garreado|ha agarrado|agarró) [bien]|<esta> (garreando|agarrando|aguantando|bien)) <el_ancla>',
          '(seguimos|estamos|continuamos) en (el mismo sitio|el mismo lugar|el mismo punto|el sitio|nuestro sitio)',
          '((el barco|el velero) se <esta> moviendo|se <esta> moviendo el (barco|velero)|(se ha soltado|se soltó) el ancla|nos (hemos movido|estamos moviendo|movimos) [del fondeo|del sitio])',
          '<como_va> <el_ancla>',
          '(guardia|alarma|vigilancia) (de fondeo|del fondeo|del ancla|de ancla)',
          '((a <que> distancia|<cuanto>|[a] <cuantos> metros) (estamos|está el barco) del ancla|distancia (al|del) ancla)',
          '<donde> <esta> (el ancla|nuestra ancla)',
        ],
        examples: ['estamos garreando', 'cómo está el ancla', 'el ancla aguanta', 'seguimos en el mismo sitio', 'guardia de fondeo', 'a qué distancia estamos del ancla'],
      },
    },
  },
  nl: {
    families: {
      anchor: {
        title: 'ankerwacht',
        frames: [
          '(krabben|drijven|verlijeren|slieren|verschuiven) we [niet] [af|weg] [van (ons|het) anker]',
          'zijn we [aan het] [van onze (plek|plaats)] (krabben|afdrijven|drijven|verlijeren|verschoven|verplaatst|weggedreven|afgedreven|verdreven|gegaan)',
          '(krabt|houdt|grijpt|ligt) (het|ons) anker [nog] [niet] [het|goed] [vast]',
          '(liggen|staan) we [nog] (op dezelfde (plek|plaats)|goed|vast|op ons anker)',
          'hoe (staat|ligt) (het|ons) anker [erbij|ervoor]',
          'hoe ver (zijn|liggen) we (van|vanaf) (het|ons) anker [af|vandaan]',
          'hoe ver (zijn we|is de boot) (afgedreven|verschoven|weggedreven|verplaatst)',
          'waar (ligt|is) (het|ons) anker',
          '[is de] (ankerwacht|ankeralarm|ankerstatus) [actief|status]',
        ],
        examples: ['krabben we', 'houdt het anker', 'liggen we nog op dezelfde plek', 'ankerwacht', 'hoe ver zijn we van het anker', 'krabt ons anker'],
      },
    },
  },
};
