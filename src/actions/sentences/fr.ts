/**
 * French voice-action commands, as called on deck: "un homme à la mer !" (twice, with the side), "MOB";
 * "encore un homme à la mer" for a second person; "coupe l'alarme", "acquitte l'alarme", "arrête
 * l'alarme de cale" (a named alarm after "de", "du", "des" or alone: "coupe l'alarme moteur");
 * "alarme de mouillage à 40 mètres", "règle l'alarme de mouillage sur 40 mètres", "on mouille, 40
 * mètres"; "lève la veille de mouillage", "fin de mouillage". French has one word for cancel and
 * undo: "annule" cancels, "défais" or "annule le dernier" undoes.
 *
 * Left to questions and to Home Assistant: "il y a un homme à la mer", "quelqu'un est tombé à l'eau"
 * (the man_overboard question), "alarme de mouillage" alone (the anchor question), "éteins l'alarme",
 * "désactive l'alarme de mouillage" (its HassTurnOff). "arrête l'alarme de mouillage" silences the drag
 * alarm ({alarm} "mouillage"); "annule l'alarme de mouillage" raises the watch.
 *
 * Elisions are written whole with both apostrophes ("l'alarme", "l’alarme"): Home Assistant 2024.3
 * matches a typed "’" only where the template has it.
 */
import type { CommandVocabulary } from './index.js';

export const fr: CommandVocabulary = {
  language: 'fr',
  words: {
    a: ['à', 'a'],
    who: ['homme', 'personne', 'équipier', 'equipier'],
    mob: ['[un |une ]<who> <a> la mer'],
    mobName: ["l'homme <a> la mer", 'l’homme <a> la mer', 'homme <a> la mer', 'le mob', 'mob'],
    side: ['<a> (bâbord|babord|tribord)'],
    lalarme: ["l'alarme", 'l’alarme'],
    // silencing verbs; never those that raise the watch or cancel a man overboard
    silence: ['coupe', 'couper', 'arrête', 'arrete', 'arrêter', 'arreter', 'acquitte', 'acquitter', 'stoppe', 'fais taire'],
    watch: ["l'alarme", 'l’alarme', 'alarme', 'la veille', 'veille', 'la surveillance', 'surveillance'],
    theWatch: ['<watch> (de|du) mouillage'],
    ofWatch: ['de la (veille|surveillance) (de|du) mouillage', "de l'alarme de mouillage", 'de l’alarme de mouillage', 'du mouillage'],
    unit: ['mètres', 'metres', 'mètre', 'metre', 'm'],
    confirm: ['[oui ][je ](confirme|confirmer)'],
    cancel: ['annule', 'annuler', "l'annulation", 'l’annulation', 'annulation'],
  },
  frames: {
    mob: ['<mob>[ <side>][ <mob>]', 'mob[ mob]'],
    mob_another: ['(encore (un|une)|un autre|une autre|[un ]deuxième|[une ]deuxième|[un ]second|[une ]seconde) (<who> <a> la mer|mob)'],
    mob_cancel: ['[fausse (alerte|alarme) ](annule|annuler|efface|effacer) [<lalarme> ]<mobName>'],
    mob_undo: ['((défais|défaire|defais|defaire)|(annule|annuler) le dernier) <mobName>'],
    confirm_mob_cancel: ['<confirm> <cancel> [de |du ]<mobName>'],
    mob_acknowledge: ['(acquitte|acquitter) <mobName>'],
    alarm_silence: ['<silence> (<lalarme>|cette alarme)', '<silence> <lalarme> (de la|du|des|de) {alarm}', '<silence> <lalarme> {alarm}'],
    alarm_silence_all: ['<silence> toutes les alarmes'],
    anchor_set: [
      '(mets|mettre|règle|regle|régler|regler|arme|armer|lance|lancer) <theWatch>',
      '[(mets|mettre|règle|regle|régler|regler|arme|armer) ]<theWatch>[ ici][ <a>| sur| de] {radius} <unit>',
      "(on mouille|mouillage|ancre <a> l’eau|ancre <a> l'eau)[ <a>| avec| sur] {radius} <unit>",
    ],
    confirm_anchor_set: ['<confirm> <theWatch>'],
    anchor_raise: [
      '(annule|annuler|termine|terminer|lève|leve|lever) <theWatch>',
      '(arrête|arrete|arrêter|arreter|stoppe) (la veille|la surveillance) (de|du) mouillage',
      'fin (de|du) mouillage',
    ],
    confirm_anchor_raise: ["<confirm> (l'arrêt|l’arrêt|l'arret|l’arret|arrêt|arret|la fin|fin) <ofWatch>"],
    anchor_undo: ['((défais|défaire|defais|defaire)|(annule|annuler) (le dernier réglage de|la dernière)) <theWatch>'],
  },
  examples: {
    mob: ['homme à la mer', 'un homme à la mer, un homme à la mer !', 'homme à la mer à tribord', 'MOB'],
    mob_another: ['encore un homme à la mer', 'un deuxième homme à la mer'],
    mob_cancel: ["annule l'homme à la mer", "fausse alerte, annule l'alarme homme à la mer", 'annule le MOB'],
    mob_undo: ["défais l'homme à la mer", 'annule le dernier MOB'],
    confirm_mob_cancel: ["confirme l'annulation de l'homme à la mer", 'oui, je confirme annuler homme à la mer'],
    mob_acknowledge: ["acquitte l'homme à la mer", 'acquitter MOB'],
    alarm_silence: ["coupe l'alarme", "arrête l'alarme", "acquitte l'alarme", 'fais taire cette alarme', "coupe l'alarme de cale"],
    alarm_silence_all: ['coupe toutes les alarmes', 'acquitte toutes les alarmes'],
    anchor_set: ['alarme de mouillage à 40 mètres', "règle l'alarme de mouillage sur 40 mètres", 'on mouille, 40 mètres', "mets l'alarme de mouillage"],
    confirm_anchor_set: ["confirme l'alarme de mouillage", "oui, je confirme l'alarme de mouillage"],
    anchor_raise: ['lève la veille de mouillage', "annule l'alarme de mouillage", 'fin de mouillage'],
    confirm_anchor_raise: ["confirme l'arrêt de l'alarme de mouillage", 'je confirme la fin du mouillage'],
    anchor_undo: ["défais l'alarme de mouillage", 'annule la dernière alarme de mouillage'],
  },
  confirmWords: ['oui[ je confirme| confirme| confirmé| vas y| allez]', '(je confirme|confirme|confirmé|confirmer|vas y)'],
};
