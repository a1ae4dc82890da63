/**
 * English voice-action commands, as a crew shouts them: "man overboard" (twice, as it is called),
 * "person overboard", "MOB", "someone's gone overboard"; "another man overboard" for a second person;
 * "silence the alarm", "shut that alarm up", "silence the bilge alarm"; "set the anchor watch to forty
 * meters", "anchor watch forty meters", "drop anchor forty meters", "set a forty meter anchor alarm";
 * "raise the anchor watch".
 *
 * Left to Home Assistant or to questions: "any man overboard" and "is anyone overboard" (the
 * man_overboard question), "anchor watch" alone (the anchor question), "turn off the alarm" and
 * "anchor watch off" (its HassTurnOff "{name} off" of an entity, and our own answer "Anchor watch off."
 * heard back), "stop the timer". "stop the anchor alarm" silences the drag alarm ({alarm} "anchor");
 * "cancel the anchor alarm" raises the watch.
 */
import type { CommandVocabulary } from './index.js';

export const en: CommandVocabulary = {
  language: 'en',
  words: {
    mob: ['(man|person|crew|crew member) overboard'],
    mobName: ['man overboard', 'person overboard', 'mob'],
    side: ['[on the ](port|starboard)[ side]', 'to (port|starboard)'],
    watch: ['anchor (watch|alarm)'],
    unit: ['meters', 'metres', 'meter', 'metre', 'm'],
    silence: ['silence', 'mute', 'stop', 'acknowledge', 'kill', 'quiet'],
    confirm: ['[yes ]confirm'],
  },
  frames: {
    mob: [
      '[mark ]<mob>[ <mob>][ <side>]',
      '[mark ]mob[ mob]',
      "(we have|we've got|we’ve got|we got) a <mob>",
      "((someone's|someone’s|somebody's|somebody’s)[ gone| fallen]|(someone|somebody) (has gone|has fallen|fell|went)) overboard",
    ],
    mob_another: ['(another|a second|second|one more) (<mob>|mob)'],
    mob_cancel: ['[false alarm ](cancel|clear) [the ]<mobName>[ alarm]'],
    mob_undo: ['undo [the ]<mobName>'],
    confirm_mob_cancel: ['(<confirm>|yes) (cancel|undo|clear) [the ]<mobName>'],
    mob_acknowledge: ['(acknowledge|silence|mute) [the ]<mobName>'],
    alarm_silence: ['(<silence>[ the| that] alarm|shut (the|that) alarm up)', '<silence> (the|that) {alarm} alarm'],
    alarm_silence_all: ['<silence> all[ the] alarms'],
    anchor_set: [
      'set [the ](<watch>|anchor radius)[ here]',
      '[set ][the ](<watch>|anchor radius)[ here][ to| at| with| for| of] {radius} <unit>',
      'drop [the ]anchor[ here][ with| at] {radius} <unit>',
      'set [a |an ]{radius} (meter|metre|m) <watch>',
    ],
    confirm_anchor_set: ['<confirm> [the ]<watch>[ here]'],
    anchor_raise: ['(raise|cancel|clear|end|stop) [the ]anchor watch', '(raise|cancel|clear|end) [the ]anchor alarm'],
    confirm_anchor_raise: ['<confirm> [the ]<watch> off', '<confirm> (raise|raising|cancel|end) [the ]<watch>'],
    anchor_undo: ['undo [the ]<watch>'],
  },
  examples: {
    mob: ['man overboard', 'man overboard, man overboard!', 'man overboard, port side', 'MOB', "someone's gone overboard"],
    mob_another: ['another man overboard', 'second man overboard'],
    mob_cancel: ['cancel man overboard', 'false alarm, cancel the man overboard', 'clear the MOB'],
    mob_undo: ['undo man overboard', 'undo the MOB'],
    confirm_mob_cancel: ['confirm cancel man overboard', 'yes, confirm cancel man overboard', 'confirm undo man overboard'],
    mob_acknowledge: ['acknowledge man overboard', 'silence the man overboard'],
    alarm_silence: ['silence the alarm', 'stop the alarm', 'acknowledge the alarm', 'shut that alarm up', 'silence the bilge alarm'],
    alarm_silence_all: ['silence all alarms', 'mute all the alarms'],
    anchor_set: ['set the anchor watch to 40 meters', 'anchor watch 40 meters', 'drop anchor 40 meters', 'set the anchor watch'],
    confirm_anchor_set: ['confirm anchor watch', 'yes, confirm the anchor watch'],
    anchor_raise: ['raise the anchor watch', 'cancel the anchor watch', 'cancel the anchor alarm'],
    confirm_anchor_raise: ['confirm anchor watch off', 'confirm raise the anchor watch'],
    anchor_undo: ['undo anchor watch', 'undo the anchor alarm'],
  },
  confirmWords: ['(yes|yeah|yep|affirmative)[ confirm| confirmed| please| do it| go ahead]', '(confirm|confirmed|do it|go ahead)'],
};
