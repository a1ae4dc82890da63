/**
 * Brazilian Portuguese voice-action commands, as called on deck: "homem ao mar!" (twice, with the side:
 * "por boreste"), "homem na água", "socorro, homem ao mar", "MOB"; "mais um homem ao mar" for a second
 * person; "silencia o alarme", "cala esse alarme", "para o alarme", "silencia o alarme do porão";
 * "coloca o alarme da âncora em 40 metros", "alarme de âncora 40 metros", "joga a âncora, 40 metros";
 * "desarma o alarme da âncora"; "desfaz" undoes.
 *
 * Left to questions and to Home Assistant: "tem homem ao mar", "alguém caiu no mar" (the man_overboard
 * question), "alarme da âncora" alone (the anchor question), "desligar o alarme" and "liga o alarme da
 * âncora" (its HassTurnOff / HassTurnOn).
 */
import type { CommandVocabulary } from './index.js';

export const ptBR: CommandVocabulary = {
  language: 'pt-BR',
  words: {
    who: ['homem', 'pessoa', 'tripulante'],
    mob: ['<who> (ao mar|na água|na agua)'],
    mobName: ['[o ]homem ao mar', '[o ]mob'],
    side: ['(a|por) (bombordo|boreste|estibordo)'],
    // silencing verbs; never those that raise the watch or cancel a man overboard
    silence: ['silencia', 'silenciar', 'cala', 'calar', 'para', 'parar', 'reconhece', 'reconhecer'],
    watch: ['(alarme|vigia) (de âncora|de ancora|da âncora|da ancora|de fundeio|do fundeio|do ferro)'],
    theWatch: ['[o |a ]<watch>'],
    set: ['arma', 'armar', 'coloca', 'colocar', 'põe', 'bota', 'botar', 'configura', 'configurar'],
    unit: ['metros', 'metro', 'm'],
    confirm: ['[sim ](confirmo|confirma|confirmar)'],
    cancel: ['cancela', 'cancelar', 'anula', 'anular'],
  },
  frames: {
    mob: ['[socorro ]<mob>[ <side>][ <mob>]', 'mob[ mob]'],
    mob_another: ['(outro|outra|mais um|mais uma|[um ]segundo|[uma ]segunda) (<who> ao mar|mob)'],
    mob_cancel: ['[alarme falso |falso alarme ]<cancel> [o alarme de ]<mobName>'],
    mob_undo: ['(desfaz|desfazer|desfaça) <mobName>'],
    confirm_mob_cancel: ['<confirm> (<cancel>|desfazer) <mobName>', '<confirm> [o ]cancelamento (de|do) (homem ao mar|mob)'],
    mob_acknowledge: ['(reconhece|reconhecer|silencia|silenciar) <mobName>'],
    alarm_silence: ['<silence>[ o| esse| este] alarme', '<silence> o alarme (de|do|da|dos|das) {alarm}'],
    alarm_silence_all: ['<silence> todos os alarmes'],
    anchor_set: [
      '<set> <theWatch>',
      '[<set> ]<theWatch>[ aqui][ em| a| com| para| de] {radius} <unit>',
      '(ancoramos|fundeamos|joga a âncora|joga a ancora|joga o ferro|lança a âncora|lança a ancora)[ com| em] {radius} <unit>',
    ],
    confirm_anchor_set: ['<confirm> <theWatch>'],
    anchor_raise: ['(desarma|desarmar|<cancel>|encerra|encerrar) <theWatch>'],
    confirm_anchor_raise: ['<confirm> (desarmar|<cancel>|encerrar) <theWatch>'],
    anchor_undo: ['(desfaz|desfazer) <theWatch>'],
  },
  examples: {
    mob: ['homem ao mar', 'Homem ao mar, homem ao mar!', 'homem ao mar por boreste', 'MOB'],
    mob_another: ['mais um homem ao mar', 'outro homem ao mar'],
    mob_cancel: ['cancela homem ao mar', 'alarme falso, cancela o homem ao mar', 'anula o MOB'],
    mob_undo: ['desfaz homem ao mar', 'desfazer o MOB'],
    confirm_mob_cancel: ['confirmo cancelar homem ao mar', 'sim, confirmo o cancelamento do homem ao mar'],
    mob_acknowledge: ['reconhece homem ao mar', 'silencia o homem ao mar'],
    alarm_silence: ['silencia o alarme', 'cala esse alarme', 'para o alarme', 'reconhecer alarme', 'silencia o alarme do porão'],
    alarm_silence_all: ['silencia todos os alarmes', 'cala todos os alarmes'],
    anchor_set: ['coloca o alarme da âncora em 40 metros', 'alarme de âncora 40 metros', 'joga a âncora, 40 metros', 'arma o alarme da âncora'],
    confirm_anchor_set: ['confirmo o alarme da âncora', 'sim, confirma o alarme da âncora'],
    anchor_raise: ['desarma o alarme da âncora', 'cancela o alarme de fundeio'],
    confirm_anchor_raise: ['confirmo desarmar o alarme da âncora', 'sim, confirmo cancelar o alarme da âncora'],
    anchor_undo: ['desfaz o alarme da âncora', 'desfazer o alarme de fundeio'],
  },
  confirmWords: ['sim[ confirmo| confirma| confirmado| por favor| pode| pode fazer]', '(confirmo|confirma|confirmado|confirmar|pode fazer)'],
};
