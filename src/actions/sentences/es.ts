/**
 * Spanish voice-action commands, as called on deck in Spain and Latin America: "¡hombre al agua!"
 * (twice, with the side: "por babor"), "MOB"; "otro hombre al agua" for a second person; "silencia la
 * alarma", "para la alarma", "calla esa alarma", "silencia la alarma de sentina"; "pon la alarma de
 * fondeo a 40 metros", "alarma de fondeo 40 metros", "fondeamos con 40 metros"; "cancela la guardia de
 * fondeo"; "deshaz" undoes, as in every Spanish application.
 *
 * Left to questions and to Home Assistant: "hay un hombre al agua", "se ha caído alguien al agua" (the
 * man_overboard question), "alarma de fondeo" alone (the anchor question), "apaga la alarma" and
 * "activa la alarma de fondeo" (its HassTurnOff / HassTurnOn). "quita la alarma de fondeo" silences the
 * drag alarm ({alarm} "fondeo"); "cancela la alarma de fondeo" raises the watch.
 */
import type { CommandVocabulary } from './index.js';

export const es: CommandVocabulary = {
  language: 'es',
  words: {
    who: ['hombre', 'persona', 'tripulante'],
    mob: ['[un |una ]<who> al agua'],
    mobName: ['[el ]hombre al agua', '[el ]mob'],
    side: ['(por|a) (babor|estribor|la popa)'],
    // silencing verbs; never those that raise the watch or cancel a man overboard
    silence: ['silencia', 'silenciar', 'para', 'parar', 'calla', 'callar', 'quita', 'quitar', 'reconoce', 'reconocer'],
    watch: ['(alarma|guardia|vigilancia) (de fondeo|del fondeo|del ancla|de ancla)'],
    theWatch: ['[la ]<watch>'],
    set: ['pon', 'poner', 'arma', 'armar', 'fija', 'fijar', 'programa', 'programar'],
    unit: ['metros', 'metro', 'm'],
    confirm: ['[sí |si ](confirmo|confirma|confirmar)'],
    cancel: ['cancela', 'cancelar', 'anula', 'anular'],
  },
  frames: {
    mob: ['<mob>[ <side>][ <mob>]', 'mob[ mob]'],
    mob_another: ['(otro|otra|[un ]segundo|[una ]segunda) (<who> al agua|mob)'],
    mob_cancel: ['[falsa alarma ](<cancel>|borra|borrar) [la alarma de ]<mobName>'],
    mob_undo: ['(deshaz|deshacer) <mobName>'],
    confirm_mob_cancel: ['<confirm> (<cancel>|deshacer) <mobName>', '<confirm> [la ](cancelación|cancelacion) (de|del) (hombre al agua|mob)'],
    mob_acknowledge: ['(silencia|silenciar|reconoce|reconocer) <mobName>'],
    alarm_silence: ['<silence>[ la| esa| esta] alarma', '<silence> (la|esa) alarma (de la|del|de) {alarm}'],
    alarm_silence_all: ['<silence> todas las alarmas'],
    anchor_set: [
      '<set> <theWatch>',
      '[<set> ]<theWatch>[ aquí| aqui][ a| en| con| de] {radius} <unit>',
      '(fondeamos|fondeados|ancla abajo|echamos el ancla|echa el ancla)[ a| en| con] {radius} <unit>',
    ],
    confirm_anchor_set: ['<confirm> <theWatch>'],
    anchor_raise: ['(<cancel>|levanta|levantar|termina|terminar) <theWatch>'],
    confirm_anchor_raise: ['<confirm> (<cancel>|levantar|terminar|quitar) <theWatch>'],
    anchor_undo: ['(deshaz|deshacer) <theWatch>'],
  },
  examples: {
    mob: ['hombre al agua', '¡Hombre al agua, hombre al agua!', 'hombre al agua por babor', 'MOB'],
    mob_another: ['otro hombre al agua', 'un segundo hombre al agua'],
    mob_cancel: ['cancela hombre al agua', 'falsa alarma, cancela el hombre al agua', 'anula el MOB'],
    mob_undo: ['deshaz hombre al agua', 'deshacer el MOB'],
    confirm_mob_cancel: ['confirmo cancelar hombre al agua', 'sí, confirmo la cancelación del hombre al agua'],
    mob_acknowledge: ['reconoce hombre al agua', 'silencia el hombre al agua'],
    alarm_silence: ['silencia la alarma', 'para la alarma', 'calla esa alarma', 'reconocer alarma', 'silencia la alarma de sentina'],
    alarm_silence_all: ['silencia todas las alarmas', 'para todas las alarmas'],
    anchor_set: ['pon la alarma de fondeo a 40 metros', 'alarma de fondeo 40 metros', 'fondeamos con 40 metros', 'pon la alarma de fondeo'],
    confirm_anchor_set: ['confirmo la alarma de fondeo', 'sí, confirma la guardia de fondeo'],
    anchor_raise: ['cancela la alarma de fondeo', 'levanta la guardia de fondeo', 'terminar la vigilancia del ancla'],
    confirm_anchor_raise: ['confirmo cancelar la alarma de fondeo', 'sí, confirmo levantar la guardia de fondeo'],
    anchor_undo: ['deshaz la alarma de fondeo', 'deshacer la guardia de fondeo'],
  },
  confirmWords: ['(sí|si)[ confirmo| confirma| confirmado| por favor| hazlo| adelante| dale]', '(confirmo|confirma|confirmado|confirmar|hazlo|adelante|dale)'],
};
