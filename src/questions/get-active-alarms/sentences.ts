/**
 * The alarms' Assist sentences in every language: the worries a skipper says ("any alarms", "is
 * everything ok on board", "why is the alarm going off"), never "what's the alarm" alone (Home
 * Assistant's "what is the {name}" of a house alarm). Template rules: assist/sentences/index.ts.
 */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
  en: {
    words: {
      onBoard: ['<aboard>', 'with the boat'],
      // alarms: the worries a skipper says
      worries: ['alarm[s]', 'alert[s]', 'warning[s]', 'alarms or warnings', 'warnings or alarms', 'problem[s]', 'issue[s]', 'fault[s]', 'error[s]', 'trouble'],
    },
    families: {
      alarms: {
        title: 'alarms',
        frames: [
          '[(are there|is there|do we have|have we got|we got|got)] any [active|current] <worries> [<aboard>|going off|sounding|showing]',
          '(is (there ((a|an) (problem|issue|fault) <onBoard>|(a|an|any) (alarm|alert|warning) [<aboard>|going off|sounding|showing]|anything ((i|we) (should|need to) know [about]|to worry about))|(anything|something) wrong <onBoard>|there anything wrong <onBoard>|(anything|something) (flashing|blinking|beeping|lit up|showing red) [on the (panel|display|dash|dashboard|plotter|instruments)]|(everything|all) (ok|okay|all right|alright|fine|good|well) <onBoard>|the boat (ok|okay|all right|alright|fine))|are there (a|an) (problem|issue|fault) <onBoard>)',
          // not "what's the alarm": Home Assistant's "what is the {name}" of a house alarm
          '(<what> (((anything|something) wrong|wrong|the (problem|issue|fault)) <onBoard>|that (alarm|warning|beeping)|the (warning|alert)|the alarm (for|about)|the [active|current] (alarms|alerts|warnings) [<onBoard>])|what (alarm|alarms) (is|are) (going off|sounding|beeping|on|active|showing))',
          '(why is ((the|an|that) alarm (going off|sounding|beeping|on)|(it|something|that|the boat) (beeping|alarming|buzzing))|anything (wrong [<onBoard>]|(i|we) (should|need to) know [about]|to worry about)|(has|have) ((any|an) (alarm|alarms|alert|alerts|warning|warnings) (gone off|sounded|been triggered|come on)|(anything|something) gone wrong <onBoard>)|(list|read [out]) [the] [active|current] (alarms|alerts|warnings)|(active|current) (alarms|alerts|warnings) [<bare>])',
        ],
        examples: [
          'are there any alarms',
          'any warnings on board',
          'is everything ok on board',
          'anything wrong on board',
          'what are the active alarms',
          'why is the alarm going off',
        ],
      },
    },
  },
  'pt-BR': {
    words: {
      tem_deu: ['<tem_ha>', 'disparou', 'tocou', 'deu', 'teve', 'apareceu'],
      // Alarms
      alarme: ['alarme[s]', 'alerta[s]', 'aviso[s]'],
      problema: ['problema[s]', '<alarme>'],
      tudo_bem: ['bem', 'certo', 'ok', 'em ordem', 'tranquilo', 'beleza', 'normal', 'legal'],
      coisa: ['algo', 'alguma coisa', 'coisa'],
      coisa_state: ['errad(a|o)', 'estranh(a|o)', 'piscando', 'apitando', 'tocando'],
      painel: ['no painel', 'no quadro [el(é|e)trico]'],
      alarme_onde: ['<bordo>', '<painel>'],
    },
    families: {
      alarms: {
        title: 'alarmes',
        frames: [
          '[<tem_deu>] [<algum>] <alarme> [<alarme_state>] [<alarme_onde>]',
          '[<tem_deu>] <algum> <problema> [<alarme_state>] [<alarme_onde>]',
          '<quais> [os] <alarme> [<estao>|<esta>] [<alarme_state>] [<bordo>]',
          '[o|os|algum|alguma] <alarme> (<esta>|<estao>) <alarme_state> [<alarme_onde>]',
          // Everything all right: only with a boat word ("tá tudo bem" alone is small talk, HA's).
          '([<esta>] tudo <tudo_bem> (<bordo>|por aqui no barco)|o barco <esta> <tudo_bem>)',
          '[<tem_ha>] <coisa> <coisa_state> [<alarme_onde>]',
          '(o que|por que|por quê|porque) <esta> (apitando|piscando|tocando|errado) [<alarme_onde>]',
        ],
        examples: ['tem algum alarme', 'tá tudo bem a bordo', 'algum problema no barco', 'quais são os alarmes ativos', 'tem algo errado a bordo', 'o que tá apitando'],
      },
    },
  },
  pt: {
    words: {
      // Alarms and worries may also name the engine or the panel: "há algum problema com o motor"
      aboard: ['<onboard>', '(com o|no) motor', 'no painel'],
      // Alarms
      alarm: ['alarme[s]', 'alerta[s]', 'aviso[s]', 'problema[s]', 'avaria[s]'],
      active: ['ativo[s]', 'ativa[s]', 'ligado[s]', 'a (tocar|apitar|piscar)'],
      allok: ['bem', 'em ordem', 'ok', 'normal', 'tranquilo', 'a correr bem', 'como deve ser'],
      wrong: ['de (errado|mal|anormal|estranho)', 'errada', 'mal', 'que não está bem'],
    },
    families: {
      alarms: {
        title: 'alarmes',
        frames: [
          // "há algum alarme", "temos alarmes ativos a bordo", "algum aviso", "alarmes", "está algum alarme a tocar"
          '[<thereis>|<what> [os]|que|quantos] [<any>] <alarm> [[<eque>] (temos|há|tem o barco)] [<active>] [<aboard>]',
          // "está tudo bem a bordo" (alone, "está tudo bem" is small talk: Home Assistant's)
          '[está|vai] tudo <allok> <aboard>',
          // "há alguma coisa de errado", "passa-se alguma coisa com o barco", "o que é que está a apitar"
          '[há|passa-se|se passa|está] (algo|alguma coisa) (<wrong> [<aboard>]|<aboard>|a (piscar|apitar|tocar) [no painel|a bordo])',
          '(o que|porque|porquê|que alarme) [<eque>] está a (apitar|tocar|piscar)',
        ],
        examples: ['há algum alarme', 'está tudo bem a bordo', 'temos alarmes ativos a bordo', 'há algum problema no barco', 'o que é que está a apitar', 'alarmes'],
      },
    },
  },
  de: {
    words: {
      bordmit: ['<bord>', 'mit dem (Boot|Schiff)'],
      // Alarms.
      alarm: ['Alarm[e|meldungen]', 'Warn(ung|ungen|meldungen)', 'Problem[e]', 'Störung[en]', 'Fehler[meldungen]', 'Meldungen'],
      irgendein: ['irgend(welche|ein[e|en])', 'aktive', 'neue', 'aktuelle', 'ein[e|en]'],
    },
    families: {
      alarms: {
        title: 'Alarme',
        frames: [
          // "gibt es Alarme", "haben wir irgendwelche Warnungen", "gibt es irgendwas Neues"
          '((gibt es|haben wir) [<pts>] ([<irgendein>] <alarm> [<pts>] [an|vor|aktiv]|irgend[et]was (los|Neues|Auffälliges|kaputt|defekt) [<pts>])|(sind|liegen|liegt) [<pts>] [<irgendein>] <alarm> [<pts>] [an|vor|aktiv]) [<bordmit>]',
          // "ist alles in Ordnung" alone stays Home Assistant's: only with a boat word
          '((ist|läuft) ([<pts>] alles <inordnung> <bordmit>|[<pts>] <irgendein> <alarm> [<pts>] [an|aktiv]|<bord> [<pts>] alles <inordnung>|[<pts>] [irgend](was|etwas) (nicht [in Ordnung]|los|Neues|Auffälliges|kaputt|defekt) [<pts>] [<bordmit>])|alles <inordnung> <bordmit>|stimmt [<pts>] [irgend](was|etwas) nicht [<pts>] [<bordmit>]|hat [<pts>] [irgend](was|etwas) Alarm (geschlagen|ausgelöst))',
          // "welche Warnungen sind aktiv", "was ist los an Bord", "was piept da"
          '((welche|was für) <alarm> (gibt es|sind aktiv|haben wir|stehen an|liegen an|liegen vor) [<pts>] [<bordmit>]|was (ist [<pts>] los <bordmit>|stimmt [<pts>] nicht <bordmit>|(blinkt|piept|klingelt|pfeift) [<pts>] [es|das|da]))',
          '((blinkt|piept|leuchtet|klingelt|pfeift) [<pts>] ([irgend](was|etwas)|eine Warn(leuchte|lampe)|ein Alarm)|(warum|wieso) (blinkt|piept|klingelt|pfeift) [<pts>] [es|das|da]) [<pts>] [(am|auf dem|im) (Panel|Display|Plotter|Bedienfeld|Instrument|Armaturenbrett)|<bord>]',
          '[<sag>] [aktive|aktuelle|irgendwelche] (Alarm(e|liste|status|meldungen)|Warnungen|Probleme|Fehlermeldungen) [<bordmit>] [<pts>]',
        ],
        examples: [
          'gibt es Alarme',
          'ist alles in Ordnung an Bord',
          'gibt es irgendwelche Probleme',
          'stimmt irgendwas nicht',
          'welche Warnungen sind aktiv',
          'was piept da',
          'Alarme',
        ],
      },
    },
  },
  fr: {
    words: {
      // Alarms.
      alarm: ['alarme[s]', 'alerte[s]', 'avertissement[s]'],
      alarmTail: ['en cours', 'active[s]', 'qui sonne[nt]', '(est|sont) (active[s]|en cours)', 'sonne[nt]'],
      trouble: ['(problème|probleme|souci|défaut|defaut|panne)[s]'],
    },
    families: {
      alarms: {
        title: 'alarmes',
        frames: [
          // A worry needs the boat: "tout va bien" and "il y a un problème" alone are Home Assistant's.
          '[<there>] ((un[e]|des|les|aucune) (<alarm> [<alarmTail>] [<aboard>]|<trouble> <aboard>)|<alarm> (<alarmTail>|<aboard>)|quelque chose (<d>anormal|qui cloche) <aboard>)',
          '[<estceque>] ((tout (va bien|est (ok|en ordre|normal))|ça va|rien (<d>anormal|de grave|<a> signaler)|pas de (problème|probleme|souci)|quelque chose (ne va pas|va pas|cloche)|qu<ap>est<hy>ce qui (ne va pas|va pas|cloche|se passe)|il se passe quelque chose) <aboard>|le bateau va bien)',
          '(<ask>|qu<ap>est<hy>ce que c<ap>est que) [cette|ces|les|l<ap>] <alarm> [<alarmTail>|<there>|<aboard>]',
        ],
        examples: ['y a-t-il des alarmes', 'tout va bien à bord', 'il y a un problème à bord', 'on a des alarmes', "c'est quoi cette alarme", 'alarmes en cours'],
      },
    },
  },
  es: {
    words: {
      algun: ['alg(ún|una|unos|unas)'],
      // Alarms: the worry words.
      aviso: ['alarma[s]', 'alerta[s]', 'aviso[s]', 'problema[s]', 'avería[s]', 'fall(o|a)[s]', 'error[es]'],
    },
    families: {
      alarms: {
        title: 'alarmas',
        frames: [
          '(hay|tenemos|tienes|ves) [<algun>] <aviso> [activo|activos|activa|activas|encendida|encendidas|sonando] [<a_bordo>]',
          '(ha saltado|saltó|salta|está sonando|suena|sonó|ha sonado|se ha disparado|se disparó) [<algun>|una|un] (alarma|alerta|aviso) [<a_bordo>]',
          '(cuáles son|<dime>) las (alarmas|alertas|averías) [activas] [<a_bordo>]',
          '(<que>|cuáles) <aviso> (hay|tenemos|están activas|han saltado|saltaron) [activas|activos] [<a_bordo>]',
          // "está todo bien" alone stays Home Assistant's (small talk): always with a boat word here
          '[<esta>|va|anda] todo (bien|en orden|correcto|ok|okey) (a bordo|en el barco|con el barco)',
          '((pasa|ocurre|hay) algo (raro|malo|mal|extraño|extrano) [<a_bordo>|con el barco]|hay algo que no (funcione|funciona|va bien|vaya bien)|<que> (pasa|ocurre) (<a_bordo>|con el barco)|(algo|<que>) (va mal|falla|anda mal) [<a_bordo>|con el barco])',
          '(por qué (suena|pita|está sonando) (la alarma|el zumbador|la alerta)|<que> (alarma|alerta) (suena|está sonando|ha saltado|es))',
          '[<algun>] <aviso> [activa|activas|activo|activos]',
        ],
        examples: ['hay alguna alarma', 'está todo bien a bordo', 'hay algún problema en el barco', 'ha saltado alguna alarma', 'qué alarmas hay', 'pasa algo raro en el barco'],
      },
    },
  },
  nl: {
    words: {
      // Alarms
      alarm: ['alarm[en]', 'waarschuwing[en]', '[fout]melding[en]', 'storing[en]', 'foutcode[s]', 'probleem', 'problemen'],
      alarm_plaats: ['aan boord', 'op de boot', 'met de boot', 'op het paneel', 'op het dashboard', 'op de instrumenten'],
    },
    families: {
      alarms: {
        title: 'alarmen',
        frames: [
          '(zijn er|is er|hebben we|heeft de boot|staan er|staat er) [nog] [een|actieve|openstaande] <alarm> [actief] [<alarm_plaats>]',
          '(gaat|gaan) er [ergens] [een] (alarm|alarmen) [af] [<alarm_plaats>]',
          '(knippert|brandt|piept) er (iets|een lampje|een waarschuwingslampje|een alarm) [<alarm_plaats>]',
          'welk[e] <alarm> (zijn er|staan er|is er|staat er|zijn actief|is actief|gaan er af|gaat er af) [<alarm_plaats>]',
          '(wat|waarom) piept er [iets] [<alarm_plaats>]',
          'waarom gaat [er] (het|een) alarm af [<alarm_plaats>]',
          // The worry: "is alles in orde aan boord" (never alone: Home Assistant's small talk)
          'is (alles|het) [wel] (in orde|goed|oké|oke|ok|veilig) (aan boord|op de boot|met de boot)',
          '(is er (iets|wat) (mis|aan de hand|kapot|fout)|klopt er (iets|wat) niet) [<alarm_plaats>]',
          'is er (iets|wat) (met de boot|aan boord)',
          'moet ik me ergens zorgen (om|over) maken',
          '[wat zijn de] [actieve|openstaande] (alarmen|waarschuwingen|storingen|alarmmeldingen)',
          '[wat zijn de] (actieve|openstaande) meldingen',
        ],
        examples: ['zijn er alarmen', 'is alles in orde aan boord', 'zijn er problemen', 'gaat er een alarm af', 'welke waarschuwingen staan er', 'actieve alarmen'],
      },
    },
  },
};
