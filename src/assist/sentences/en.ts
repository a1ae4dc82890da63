/**
 * English Assist sentences, as British and American sailors ask: the depth sounder and the water under
 * the keel, the house (domestic, service, leisure) bank, the holding tank and grey or gray water,
 * diesel, petrol or gasoline, the glass for the barometer, the hook for the anchor, "what are we
 * steering", "how many knots are we making", "are we dragging". A question comes in one of a few
 * shapes, each a frame over the words below: what/how ("what's the depth", "how's the battery
 * doing"), a yes/no question about a state ("is the port engine running", "are the batteries
 * charging", "is the holding tank full", "are we dragging"), a quantity ("how much diesel is left",
 * "how many hours on the engine", "how many knots are we making"), the bare noun phrase said to a
 * speaker ("house bank voltage", "engine hours", "true wind direction", "anchor check") and, for the
 * last hours, everyday words ("strongest gust overnight", "how low did the batteries get last night").
 *
 * Home Assistant's own English intents keep their shapes (test/ha/assist-sentences.test.ts samples
 * its whole grammar against these): "what time is it", "what's the weather", "what is the
 * temperature" and "how cold is it" without a boat word, "what is the {name}" and "how is the {name}"
 * of an entity ("how is the engine", "what is the house battery"), a bare "{name}" (2024.3 turns it
 * on), "is the {name} on/off/hot/cold", "is the {name} running" and "is the {name} battery low /
 * charging" (2024.3), "what is the state of the {name}", "what is the {name} voltage / temperature"
 * and "how hot is the {name}" (so the engine's temperature is asked as "coolant", "overheating" or a
 * bare "engine temp"), "how much battery is left" (a phone's), timers, lists and "is everything all
 * right" alone: a worry needs a boat word ("on board", "with the boat"). A bank, tank or engine
 * wildcard always sits between the boat's words and a word after it ("the {bank} bank voltage", "the
 * {tank} tank full", "the {engine} engine doing"), and a bank named with "battery" only takes the
 * words a phone's battery is not asked with ("the {bank} battery status", never "level" or
 * "charging"), so "what is the phone battery level" stays Home Assistant's.
 *
 * Home Assistant tries every template on every question it hears, and the matcher of 2024.3 pays for
 * each alternative it tries at the point where a question leaves a template. So the frames of a family
 * share their first word ("how( deep ...| much water ...)": the space after `|` belongs to the
 * words), a what-question names its thing after "the" or "our", and lists start with distinct words.
 * Never an apostrophe opening an alternative ("what('s|’s)"): Home Assistant 2026 refuses a template
 * where "’" follows anything but a letter, so "what’s" and "how’s" are written whole.
 */
import type { LanguageVocabulary } from './index.js';

export const en: LanguageVocabulary = {
  language: 'en',
  description: 'Managed by signalk-assist: answers a question about the boat from SignalK. Changes here are overwritten; turn the Assist option off to remove it.',
  apology: "Sorry, the boat didn't answer in time.",
  words: {
    // Question openers. Home Assistant folds no apostrophes: each contraction is written out, after
    // the first word they share.
    what: ["what's", 'what’s', 'whats', 'what is', 'what are', "what're", 'what’re', 'tell me'],
    howIs: ["how's", 'how’s', 'hows', 'how is', 'how are'],
    how: ['<howIs>'],
    where: ["where's", 'where’s', 'wheres', 'where is'],
    wasPast: ['what was', 'what were', "what's been", 'what’s been', 'what has been'],
    was: ['<wasPast>', "what's", 'what’s', 'whats', 'what is'],
    have: ['is there', 'is', 'are there', 'have we got', "we've got", 'we’ve got', 'do we have', 'have we', 'we got', 'we have', 'is left', 'are left'],
    det: ["the[ boat's| boat’s| boats]", 'our'],
    aboard: ['on board', 'aboard', 'on the boat'],
    onBoard: ['<aboard>', 'with the boat'],
    now: ['now', 'right now', 'at the moment', 'currently'],
    here: ['here', '<now>'],
    // after a what-question: "what's the wind at", "what's the barometer reading now"
    tail: ['(at|like|looking like|doing|reading|showing|saying) [<here>|please]', '<here> [please]', 'please'],
    // after a bare noun phrase: "depth please", "anchor check", "wind report"
    bare: ['[check|report|update|status] [please]'],
    doing: ['doing', 'looking', 'holding up', 'getting on', 'keeping up'],
    // the last hours, as said; focus.window reads the hours from them
    window: [
      'today',
      'so far today',
      'tonight',
      'overnight',
      'last night',
      'during the night',
      'in the night',
      '[since] this morning',
      'since midnight',
      '(in|over|during|for) the (last|past) [(few|couple of|couple|2|3|4|6|12|24|two|three|four|six|twelve|twenty four)] (hour|hours)',
    ],

    houseBank: ['(house|domestic|service|leisure) (bank[s]|batter(y|ies))'],

    // alarms: the worries a skipper says
    worries: ['alarm[s]', 'alert[s]', 'warning[s]', 'alarms or warnings', 'warnings or alarms', 'problem[s]', 'issue[s]', 'fault[s]', 'error[s]', 'trouble'],

    // AIS traffic
    ships: ['traffic', '[other|another] (ship|ships|vessel|vessels|boat|boats)', '[ais] targets', 'ais traffic', 'shipping'],
    near: ['around', 'about', 'nearby', 'near us', 'around us', 'close by', 'close', 'close to us', 'in range', 'on the ais', 'out there'],

    // anchor
    hook: ['anchor', 'hook'],

    // history
    lowest: ['lowest', 'minimum', 'min'],
    who: ['anyone', 'anybody', 'someone', 'somebody'],
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
    ais: {
      title: 'AIS traffic',
      frames: [
        '(is there|are there|do we have|have we got|we got|are|any) [any|a|an] <ships> [<near>]',
        '(<what> (on [the] ais|around us|near us|nearby|close by)|[is there] anything on [the] ais|(what|which) <ships> are <near>|ais [targets|traffic|contacts])',
        '((is there|is) (anything|anyone|anybody|any ship|a ship|any boat|a boat) on a collision course|are we on a collision course [with anything|with anyone]|is (anything|any ship|any boat|any vessel) ((coming|getting) close|near us|close to us|close by|nearby|around us)|(any|is there [a|any]) (collision risk|risk of collision|danger of collision))',
      ],
      examples: ['is there any traffic', 'are there any ships nearby', 'what ships are around us', "what's on AIS", 'is anything on a collision course'],
    },
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

    man_overboard: {
      title: 'man overboard',
      frames: [
        '(is there|do we have|have we got|any) ([a] (man|person|crew member|crew)|anyone|anybody|someone|somebody) overboard',
        '((has|is) <who> (gone|fallen|fell) (overboard|in the water|in)|[is] <who> (overboard|in the water)|did <who> fall (overboard|in))',
        '(is there|are there|do we have|have we got|any) [a|an|any] (distress|emergency|rescue|mayday|mob|man overboard|epirb|plb|sart|ais sart) (beacon[s]|signal[s]|alarm[s]|alert[s])',
      ],
      examples: ['any man overboard', 'is there a man overboard', 'has anyone fallen overboard', 'is anyone overboard', 'is there a distress beacon', 'any distress signals'],
    },
  },
  slotWords: {
    // "the boat battery", "the battery bank", "the main battery": the default bank
    bank: {
      boat: null,
      battery: null,
      main: null,
      service: 'house',
      domestic: 'house',
      leisure: 'house',
      starter: 'start',
      starting: 'start',
      cranking: 'start',
      engine: 'start',
    },
    // "the main engine" on a boat whose engine has another id: every engine (one on most boats)
    // a generator set publishes its engine under propulsion.<id> like any other (N2K engine PGNs)
    engine: { main: null, boat: null, generator: 'generator', genset: 'generator' },
    tank: {},
  },
  focus: {
    // the first fact whose words the sentence holds: "how many hours has the engine been running" is its hours
    engine: {
      runTime: ['hours', 'hour', 'run time', 'running time', 'runtime', 'hour meter', 'hour counter', 'how long'],
      oilPressure: ['oil pressure', 'oil', 'pressure'],
      coolantTemperature: ['coolant', 'temperature', 'temperatures', 'temp', 'overheating', 'overheated', 'hot', 'warm', 'warmed up'],
      revolutions: ['rpm', 'r p m', 'rpms', 'revs', 'revolutions'],
      // a yes/no question ("is the port engine running"), not "how is the engine running" (every value)
      state: ['^is', '^are', 'started', 'ticking over', 'idling', 'stopped', 'motoring', 'under power', 'on the engine'],
    },
    window: {
      'last hour': 1,
      'past hour': 1,
      'last 2 hours': 2,
      'last two hours': 2,
      'past 2 hours': 2,
      'past two hours': 2,
      'couple of hours': 2,
      'couple hours': 2,
      'last 3 hours': 3,
      'last three hours': 3,
      'past 3 hours': 3,
      'past three hours': 3,
      'last few hours': 3,
      'past few hours': 3,
      'last 4 hours': 4,
      'last four hours': 4,
      'past 4 hours': 4,
      'past four hours': 4,
      'last 6 hours': 6,
      'last six hours': 6,
      'past 6 hours': 6,
      'past six hours': 6,
      'last 12 hours': 12,
      'last twelve hours': 12,
      'past 12 hours': 12,
      'past twelve hours': 12,
      'last 24 hours': 24,
      'last twenty four hours': 24,
      'past 24 hours': 24,
      'past twenty four hours': 24,
      overnight: 12,
      'last night': 12,
      tonight: 12,
      'during the night': 12,
      'in the night': 12,
      'this morning': 'morning',
      'since midnight': 'today',
      today: 'today',
    },
  },
};
