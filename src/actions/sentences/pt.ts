/**
 * European Portuguese voice-action commands, as called on deck: "homem ao mar!" (twice, with the side:
 * "a estibordo", "pela popa"), "socorro, homem ao mar", "MOB"; "outro homem ao mar" for a second
 * person; "silencia o alarme", "cala esse alarme", "pára o alarme", "silencia o alarme do porão"; "arma
 * o alarme de fundeio a 40 metros", "alarme de fundeio 40 metros", "larga ferro, 40 metros"; "desarma o
 * alarme de fundeio"; "desfaz" undoes.
 *
 * Left to questions and to Home Assistant: "há homem ao mar", "temos um homem ao mar", "caiu alguém à
 * água" (the man_overboard question), "alarme de fundeio" alone (the anchor question), "desliga o
 * alarme" and "liga o alarme de fundeio" (its HassTurnOff / HassTurnOn).
 */
import type { CommandVocabulary } from './index.js';

export const pt: CommandVocabulary = {
  language: 'pt',
  words: {
    who: ['homem', 'pessoa', 'tripulante'],
    mob: ['<who> ao mar'],
    mobName: ['[o ]homem ao mar', '[o ]mob'],
    side: ['a (bombordo|estibordo)', 'pela popa'],
    // silencing verbs; never those that raise the watch or cancel a man overboard
    silence: ['silencia', 'silenciar', 'cala', 'calar', 'para', 'pára', 'parar', 'reconhece', 'reconhecer'],
    watch: ['(alarme|vigia) (de fundeio|do fundeio|da âncora|da ancora|de âncora|de ancora|do ferro)'],
    theWatch: ['[o |a ]<watch>'],
    set: ['arma', 'armar', 'põe', 'pôr', 'poe', 'mete', 'meter', 'coloca', 'colocar'],
    unit: ['metros', 'metro', 'm'],
    confirm: ['[sim ](confirmo|confirma|confirmar)'],
    cancel: ['cancela', 'cancelar', 'anula', 'anular'],
  },
  frames: {
    mob: ['[socorro ]<mob>[ <side>][ <mob>]', 'mob[ mob]'],
    mob_another: ['(outro|outra|mais um|mais uma|[um ]segundo|[uma ]segunda) (<who> ao mar|mob)'],
    mob_cancel: ['[falso alarme ]<cancel> [o alarme de ]<mobName>'],
    mob_undo: ['(desfaz|desfazer|desfaça) <mobName>'],
    confirm_mob_cancel: ['<confirm> (<cancel>|desfazer) <mobName>', '<confirm> [o ]cancelamento (de|do) (homem ao mar|mob)'],
    mob_acknowledge: ['(reconhece|reconhecer|silencia|silenciar) <mobName>'],
    alarm_silence: ['<silence>[ o| esse| este] alarme', '<silence> o alarme (de|do|da|dos|das) {alarm}'],
    alarm_silence_all: ['<silence> todos os alarmes'],
    anchor_set: [
      '<set> <theWatch>',
      '[<set> ]<theWatch>[ aqui][ a| com| em| para] {radius} <unit>',
      '(larga[ o] ferro|largar[ o] ferro|ferro ao fundo|fundeámos|fundeamos)[ com| a] {radius} <unit>',
    ],
    confirm_anchor_set: ['<confirm> <theWatch>'],
    anchor_raise: ['(desarma|desarmar|<cancel>|termina|terminar) <theWatch>'],
    confirm_anchor_raise: ['<confirm> (desarmar|<cancel>|terminar) <theWatch>'],
    anchor_undo: ['(desfaz|desfazer) <theWatch>'],
  },
  examples: {
    mob: ['homem ao mar', 'Homem ao mar, homem ao mar!', 'homem ao mar a estibordo', 'MOB'],
    mob_another: ['outro homem ao mar', 'mais um homem ao mar'],
    mob_cancel: ['cancela homem ao mar', 'falso alarme, cancela o homem ao mar', 'anula o MOB'],
    mob_undo: ['desfaz homem ao mar', 'desfazer o MOB'],
    confirm_mob_cancel: ['confirmo cancelar homem ao mar', 'sim, confirmo o cancelamento do homem ao mar'],
    mob_acknowledge: ['reconhece homem ao mar', 'silencia o homem ao mar'],
    alarm_silence: ['silencia o alarme', 'cala esse alarme', 'pára o alarme', 'reconhecer alarme', 'silencia o alarme do porão'],
    alarm_silence_all: ['silencia todos os alarmes', 'cala todos os alarmes'],
    anchor_set: ['arma o alarme de fundeio a 40 metros', 'alarme de fundeio 40 metros', 'larga ferro, 40 metros', 'arma o alarme de fundeio'],
    confirm_anchor_set: ['confirmo o alarme de fundeio', 'sim, confirma o alarme de fundeio'],
    anchor_raise: ['desarma o alarme de fundeio', 'cancela a vigia do ferro'],
    confirm_anchor_raise: ['confirmo desarmar o alarme de fundeio', 'sim, confirmo cancelar o alarme de fundeio'],
    anchor_undo: ['desfaz o alarme de fundeio', 'desfazer a vigia do ferro'],
  },
  confirmWords: ['sim[ confirmo| confirma| confirmado| por favor| pode ser| força]', '(confirmo|confirma|confirmado|confirmar)'],
};
