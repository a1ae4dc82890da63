/**
 * Dutch voice-action commands, as called on deck: "man over boord!" (twice, with the side), "MOB",
 * "er is iemand overboord gevallen"; "nog een man over boord" for a second person; "alarm dempen",
 * "demp het alarm", "bevestig het alarm" (an alarm panel's "bevestigen" is to acknowledge), "demp het
 * alarm van de bilge"; "zet de ankerwacht op 40 meter", "ankerwacht 40 meter", "anker valt, 40 meter";
 * "stop de ankerwacht"; "ongedaan maken" undoes.
 *
 * Left to questions and to Home Assistant: "is er iemand overboord gevallen", "hebben we een man over
 * boord" (the man_overboard question), "ankerwacht" alone (the anchor question), "alarm uit", "zet het
 * alarm uit" and "zet de ankerwacht aan" (its HassTurnOff / HassTurnOn "{name} uit / aan"). "bevestig
 * het ankeralarm" is neither: it could acknowledge the drag alarm or confirm the watch; nor is "stop het
 * ankeralarm" (Home Assistant 2024.3 reads it as "stop het {alarm} alarm", with "anker").
 */
import type { CommandVocabulary } from './index.js';

export const nl: CommandVocabulary = {
  language: 'nl',
  words: {
    overboard: ['over boord', 'overboord'],
    mob: ['(man|persoon|bemanningslid) <overboard>'],
    mobName: ['man <overboard>', 'mob'],
    side: ['[aan ](bakboord|stuurboord)'],
    watch: ['ankerwacht', 'ankeralarm'],
    theWatch: ['de ankerwacht', 'het ankeralarm', '<watch>'],
    unit: ['meter', 'meters', 'm'],
    // acknowledging an alarm: "bevestigen", as a plotter's alarm button says
    quiet: ['demp', 'bevestig', 'stop', 'erken'],
    quieten: ['dempen', 'bevestigen', 'stoppen', 'stil', 'erkennen'],
    confirm: ['[ja ]bevestig'],
    cancelling: ['annuleren', 'opheffen', 'intrekken'],
  },
  frames: {
    mob: ['<mob>[ <side>][ <mob>]', 'mob[ mob]', '(er is iemand|iemand is) (<overboard>|te water)[ gevallen| geslagen| gegaan]'],
    mob_another: ['(nog een|een tweede|tweede|nog iemand) ([man |persoon |bemanningslid ]<overboard>|mob)'],
    mob_cancel: ['[vals alarm ]<mobName>[ alarm] (<cancelling>|wissen)', '[vals alarm ](annuleer|wis|hef) [het ]<mobName>[ alarm][ op]'],
    mob_undo: ['(<mobName> ongedaan maken|maak <mobName> ongedaan)'],
    confirm_mob_cancel: ['<confirm> (<cancelling>|annuleer|ongedaan maken) [van ]<mobName>', '<confirm> <mobName> (<cancelling>|ongedaan maken)'],
    mob_acknowledge: ['(demp|bevestig|erken) <mobName>', '<mobName> (dempen|bevestigen|erkennen)'],
    alarm_silence: [
      '(<quiet> (het|dat|dit) alarm|zet (het|dat|dit) alarm stil|[het ]alarm <quieten>)',
      '(<quiet> het {alarm} alarm|<quiet> het alarm van [de |het ]{alarm}|het {alarm} alarm <quieten>)',
    ],
    alarm_silence_all: ['(<quiet> alle alarmen|zet alle alarmen stil|alle alarmen <quieten>)'],
    anchor_set: [
      '((stel|zet) <theWatch> in|<watch> instellen)',
      '[stel |zet ]<theWatch>[ hier][ in][ op| met] {radius} <unit>[ instellen| zetten]',
      '(anker (laten vallen|valt|gevallen|is gevallen|uit|is uit)|we liggen voor anker)[ op| met] {radius} <unit>',
    ],
    confirm_anchor_set: ['<confirm> [de ]ankerwacht', '[ja ]ankerwacht bevestigen'],
    anchor_raise: ['((beëindig|beeindig|annuleer|hef) <theWatch>[ op]|stop [de ]ankerwacht)', '<watch> (stoppen|beëindigen|beeindigen|<cancelling>)'],
    confirm_anchor_raise: ['<confirm> <theWatch> (uit|stoppen|beëindigen|beeindigen|opheffen)', '<confirm> (stoppen|beëindigen|beeindigen|opheffen) [van ]<theWatch>'],
    anchor_undo: ['(<theWatch> ongedaan maken|maak <theWatch> ongedaan)'],
  },
  examples: {
    mob: ['man over boord', 'Man overboord, man overboord!', 'man over boord aan bakboord', 'MOB', 'er is iemand overboord gevallen'],
    mob_another: ['nog een man over boord', 'tweede man overboord'],
    mob_cancel: ['man over boord annuleren', 'vals alarm, annuleer man over boord', 'MOB alarm intrekken'],
    mob_undo: ['man over boord ongedaan maken', 'maak MOB ongedaan'],
    confirm_mob_cancel: ['bevestig man over boord annuleren', 'ja, bevestig annuleren van man over boord'],
    mob_acknowledge: ['man over boord bevestigen', 'demp man over boord'],
    alarm_silence: ['alarm dempen', 'demp het alarm', 'bevestig het alarm', 'zet dat alarm stil', 'demp het alarm van de bilge'],
    alarm_silence_all: ['alle alarmen dempen', 'bevestig alle alarmen'],
    anchor_set: ['zet de ankerwacht op 40 meter', 'ankerwacht 40 meter', 'anker valt, 40 meter', 'stel de ankerwacht in'],
    confirm_anchor_set: ['bevestig ankerwacht', 'ja, bevestig de ankerwacht'],
    anchor_raise: ['stop de ankerwacht', 'ankerwacht beëindigen', 'hef het ankeralarm op'],
    confirm_anchor_raise: ['bevestig ankerwacht uit', 'ja, bevestig stoppen van de ankerwacht'],
    anchor_undo: ['ankerwacht ongedaan maken', 'maak de ankerwacht ongedaan'],
  },
  confirmWords: ['ja[ bevestig| bevestigd| graag| doe maar| doen]', '(bevestig|bevestigd|bevestigen|doe maar)'],
};
