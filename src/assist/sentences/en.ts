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

    // history
    lowest: ['lowest', 'minimum', 'min'],
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
