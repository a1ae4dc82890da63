/**
 * German voice-action commands, as on a German-speaking deck: "Mann über Bord!" or "Mensch über Bord!"
 * (twice, with the side), "MOB", "jemand ist über Bord gegangen"; "noch ein Mann über Bord"; commands
 * in the infinitive ("Alarm quittieren", "Ankerwache auf 40 Meter setzen", "Mann über Bord aufheben")
 * and the imperative ("quittiere den Alarm", "setze die Ankerwache auf 40 Meter", "schalte den Alarm
 * stumm"); "quittiere den Bilgen Alarm" names an alarm (a spoken compound "Bilgenalarm" is one word, which
 * a wildcard cannot split: "Bilgen-Alarm", as speech-to-text often writes it, is heard as two words).
 *
 * Left to questions and to Home Assistant: "ist jemand über Bord gegangen", "gibt es einen MOB Alarm"
 * (the man_overboard question), "Ankerwache" alone (the anchor question), "Alarm aus", "schalte den
 * Alarm aus" and "Ankerwache aus" (its HassTurnOff "{name} aus", and our own answer heard back).
 */
import type { CommandVocabulary } from './index.js';

export const de: CommandVocabulary = {
  language: 'de',
  words: {
    mob: ['(mann|mensch|person|frau) über bord'],
    mobName: ['mann über bord', 'mensch über bord', 'person über bord', 'mob'],
    side: ['[an |nach ](backbord|steuerbord)'],
    watch: ['ankerwache', 'ankeralarm'],
    theWatch: ['die ankerwache', 'den ankeralarm', '<watch>'],
    unit: ['meter', 'metern', 'm'],
    confirmed: ['bestätigt', 'bestätigen'],
    confirm: ['[ja ](bestätige|bestätigt|bestätigen)'],
    cancel: ['abbrechen', 'aufheben', 'beenden', 'löschen'],
    // "quittieren" is what an alarm panel's button says; "stumm" what a skipper shouts
    quiet: ['quittieren', 'stumm', 'stummschalten', 'stumm schalten', 'abstellen'],
  },
  frames: {
    mob: ['<mob>[ <mob>][ <side>]', 'mob[ mob]', '(jemand|einer|eine person) ist (über bord|ins wasser)[ gegangen| gefallen]'],
    mob_another: ['(noch (ein|eine|einer|jemand)|[ein ]zweiter|[eine ]zweite|[ein ]weiterer|[eine ]weitere) ([mann |mensch |person |frau ]über bord|mob)'],
    mob_cancel: ['[fehlalarm ][den ]<mobName>[ alarm] <cancel>', '[fehlalarm ](lösche|beende|brich|breche|hebe|heb) [den ]<mobName>[ alarm][ ab| auf]'],
    mob_undo: ['[mach |mache ]<mobName> rückgängig[ machen]'],
    confirm_mob_cancel: ['<confirm> <mobName> (<cancel>|rückgängig)', '[ja ]<mobName> (<cancel>|rückgängig) (<confirmed>|bestätige)'],
    mob_acknowledge: ['<mobName> (quittieren|stumm|stummschalten|stumm schalten)', '(quittiere|quittier) <mobName>'],
    alarm_silence: [
      '([den |diesen ]alarm <quiet>|(quittiere|quittier) (den|diesen) alarm|(schalte|schalt|mach) (den|diesen) alarm stumm|(stell|stelle) (den|diesen) alarm ab)',
      '((quittiere|quittier) den {alarm} alarm|(schalte|schalt|mach) den {alarm} alarm stumm|(stell|stelle) den {alarm} alarm ab|den {alarm} alarm <quiet>)',
    ],
    alarm_silence_all: ['(alle alarme <quiet>|(quittiere|quittier) alle alarme|(schalte|schalt|mach) alle alarme stumm|(stell|stelle) alle alarme ab)'],
    anchor_set: [
      '((setze|setz|starte) (die ankerwache|den ankeralarm)|<watch> (setzen|starten|scharf schalten)|(schalte|schalt) (die ankerwache|den ankeralarm) scharf)',
      '[(setze|setz|stell|stelle) (die|den) ]<watch>[ hier][ auf| mit] {radius} <unit>[ setzen| stellen| einstellen]',
      'anker (werfen|fällt|gefallen|ist gefallen|ist unten)[ mit| auf] {radius} <unit>',
    ],
    confirm_anchor_set: ['<confirm> <theWatch>', '[ja ]<watch> <confirmed>'],
    anchor_raise: ['((beende|stoppe|stopp|hebe|heb) (die ankerwache|den ankeralarm)[ auf]|<watch> (beenden|aufheben|stoppen|abbrechen))'],
    confirm_anchor_raise: ['<confirm> <theWatch> (aus|beenden|aufheben)', '[ja ]<watch> (aus|beenden|aufheben) <confirmed>'],
    anchor_undo: ['[mach |mache ]<theWatch> rückgängig[ machen]'],
  },
  examples: {
    mob: ['Mann über Bord', 'Mensch über Bord, Mensch über Bord!', 'Mann über Bord an Steuerbord', 'MOB', 'jemand ist über Bord gegangen'],
    mob_another: ['noch ein Mann über Bord', 'zweiter Mann über Bord', 'noch jemand über Bord'],
    mob_cancel: ['Mann über Bord aufheben', 'Fehlalarm, Mann über Bord abbrechen', 'lösche den MOB Alarm'],
    mob_undo: ['Mann über Bord rückgängig', 'Mann über Bord rückgängig machen', 'mach MOB rückgängig'],
    confirm_mob_cancel: ['bestätige Mann über Bord aufheben', 'ja, Mann über Bord abbrechen bestätigt'],
    mob_acknowledge: ['Mann über Bord quittieren', 'quittiere MOB'],
    alarm_silence: ['Alarm quittieren', 'Alarm stumm', 'schalte den Alarm stumm', 'stell den Alarm ab', 'quittiere den Bilgen Alarm'],
    alarm_silence_all: ['alle Alarme quittieren', 'schalte alle Alarme stumm'],
    anchor_set: ['Ankerwache auf 40 Meter', 'setze die Ankerwache auf 40 Meter', 'Anker gefallen, 40 Meter', 'Ankerwache setzen'],
    confirm_anchor_set: ['bestätige Ankerwache', 'ja, Ankerwache bestätigt'],
    anchor_raise: ['Ankerwache beenden', 'beende die Ankerwache', 'Ankeralarm aufheben'],
    confirm_anchor_raise: ['bestätige Ankerwache aus', 'Ankerwache beenden bestätigt'],
    anchor_undo: ['Ankerwache rückgängig machen', 'mach die Ankerwache rückgängig'],
  },
  confirmWords: ['(ja|jawohl|jo|jep)[ bestätigt| bestätige| bitte| mach das| mach es| los]', '(bestätigt|bestätige|bestätigen|mach das|mach es)'],
};
