/**
 * English Assist sentences. Boat words ("on board", "under the keel", "barometer") and shapes that
 * Home Assistant's own English intents do not use, so its built-in commands stay untouched ("what
 * time is it", "what's the weather", "what is the phone battery level", "what is the temperature in
 * the kitchen" ...: test/ha/assist-sentences.test.ts checks HA's whole English grammar against these).
 * Avoided on purpose: "what's the <name> battery level", "what's the temperature", "air pressure",
 * "weather", "what time is it" alone, "where is the boat" (HA answers those for entities it knows).
 */
import type { LanguageVocabulary } from './index.js';

const WHATS = "(what's|what’s|whats|what is)";
const WHAT_ARE = "(what are|what're|what’re|what's|what’s|whats)";
const HOWS = "(how's|how’s|hows|how is)";
const WHERES = "(where's|where’s|wheres|where is)";
const BOATS = "(our|the boat's|the boat’s|the boats)";
const ON_BOARD = '[on board|aboard]';

export const en: LanguageVocabulary = {
  language: 'en',
  description: 'Managed by signalk-assist: answers a question about the boat from SignalK. Changes here are overwritten; turn the Assist option off to remove it.',
  apology: "Sorry, the boat didn't answer in time.",
  words: {},
  families: {
    battery: {
      title: 'battery',
      frames: [
        `${WHATS} [the|our] battery [status|state|level|charge] ${ON_BOARD}`,
        `${WHATS} [the|our] battery state of charge ${ON_BOARD}`,
        `${HOWS} [the|our] battery [doing] ${ON_BOARD}`,
        `how are [the|our] batteries [doing] ${ON_BOARD}`,
        `battery (status|state|level) ${ON_BOARD}`,
        'how much charge (is there|is left|do we have|have we got) in the (battery|batteries)',
        `${HOWS} the {bank} (battery|bank) [doing]`,
        `${WHATS} the {bank} (battery|bank) (status|state|charge)`,
        `${WHATS} the charge (of|in|on) the {bank} (battery|bank)`,
      ],
      examples: [
        "what's our battery",
        'What’s our battery?',
        'whats our battery',
        'what is our battery',
        'what is the battery status on board',
        'how is the battery',
        'how are the batteries doing',
        'battery status',
        'how much charge is left in the batteries',
        'how is the house battery',
        "what's the start battery status",
        'what is the charge of the house bank',
      ],
    },
    depth: {
      title: 'depth',
      frames: [
        `${WHATS} [the] [water] depth [here|now|under the keel|below the keel|on board]`,
        'how deep is (it|the water) [here|now|under the keel|below the keel|under us|below us]',
        'how much water (is there|is|do we have|have we got) (under|below) (the keel|us|the boat)',
        `${WHATS} (under|below) the keel`,
        'depth (under|below) [the] keel',
      ],
      examples: ["what's the depth", 'how deep is it', 'how deep is the water here', 'how much water is under the keel', "what's under the keel", 'depth under the keel'],
    },
    wind: {
      title: 'wind',
      frames: [
        `${WHATS} the wind [doing|like] [now|right now]`,
        `${WHATS} the (true|apparent) wind`,
        `${WHATS} the wind (speed|direction|angle)`,
        'how (strong|hard) is the wind [blowing]',
        'how windy is it [now|right now|out there]',
        `${WHERES} the wind [coming] from`,
        '[the] wind (speed|direction|report)',
      ],
      examples: [
        "what's the wind",
        'what is the wind doing',
        'how strong is the wind',
        'how windy is it',
        'where is the wind coming from',
        'what is the apparent wind',
        'wind speed',
      ],
    },
    position: {
      title: 'position',
      frames: ['where are we [now|right now]', `${WHATS} ${BOATS} (position|location)`, '(give me|tell me) our (position|location)'],
      examples: ['where are we', 'where are we right now', "what's our position", "what is the boat's location", 'tell me our position'],
    },
    coordinates: {
      title: 'coordinates',
      frames: [
        `${WHAT_ARE} ${BOATS} coordinates`,
        `${WHATS} ${BOATS} (latitude and longitude|exact position|exact location|position for a mayday|mayday position)`,
        '(give me|tell me) (our|the) (coordinates|latitude and longitude|exact position|position for a mayday|mayday position)',
        '[our] (coordinates|latitude and longitude|exact position|position for a mayday)',
      ],
      examples: [
        'what are our coordinates',
        "what's our latitude and longitude",
        'latitude and longitude',
        'what is our exact position',
        'exact position',
        'our position for a mayday',
        'give me our position for a mayday',
        'tell me our coordinates',
      ],
    },
    speed_heading: {
      title: 'speed and heading',
      frames: [
        'how fast are we (going|sailing|moving|doing|motoring)',
        `${WHATS} ${BOATS} (speed|heading|course|speed and heading|speed and course|course and speed|heading and speed|speed over ground|course over ground)`,
        'which way are we (going|heading|pointing|sailing)',
        'what (course|heading) are we (on|steering|sailing)',
      ],
      examples: ['how fast are we going', "what's our speed", 'what is our heading', 'which way are we heading', 'what course are we steering'],
    },
    alarms: {
      title: 'alarms',
      frames: [
        `(are there|do we have|have we got) any (alarms|alerts|warnings|alarms or warnings) ${ON_BOARD}`,
        `any (alarms|alerts|warnings) ${ON_BOARD}`,
        `${WHAT_ARE} the [active] (alarms|alerts|warnings) ${ON_BOARD}`,
        '(list|read|tell me) [the] [active] (alarms|warnings)',
        `${WHATS} wrong (on board|aboard|with the boat)`,
        'is (everything|all) (ok|okay|well|good|fine) (on board|aboard|with the boat)',
      ],
      examples: ['are there any alarms', 'any warnings on board', 'what are the active alarms', 'is everything ok on board', "what's wrong with the boat"],
    },
    route: {
      title: 'next waypoint',
      frames: [
        `${WHATS} [the|our] next waypoint`,
        'how (far|long) [is it] (to|until|till) [the] next waypoint',
        'when (will|do|shall) we (arrive|get there|reach the next waypoint)',
        `${WHATS} [the|our] (eta|time to go|distance to go|estimated time of arrival)`,
        'where are we (heading|going|headed)',
        'how (long|far) to go',
        `${WHATS} [the|our] active route`,
      ],
      examples: [
        "what's the next waypoint",
        'how far to the next waypoint',
        'when will we arrive',
        "what's our ETA",
        'what is the time to go',
        'where are we heading',
        'how long to go',
      ],
    },
    local_time: {
      title: 'local time on board',
      frames: [
        'what time is it (on board|aboard|here|on the boat|where we are)',
        `${WHATS} the (local time|time on board|time aboard|time here|boat time|ship's time|ship’s time|ships time)`,
        '(which|what) time zone are we in',
        `${WHATS} [our|the] local time zone`,
      ],
      examples: ['what time is it on board', "what's the local time", 'what is the time on board', 'which time zone are we in'],
    },
    ais: {
      title: 'AIS traffic',
      frames: [
        '(is there|do we have|have we got) any traffic [around|nearby|around us|near us|close by]',
        '(are there|do we have|have we got) any (ships|vessels|boats) (around|nearby|around us|near us|close by)',
        '(what|which) (ships|vessels|boats) are (around|nearby|around us|near us|close by)',
        `${WHATS} on [the] ais`,
        '(show|list|read) [me] [the] ais targets',
        '(is there|is) anything on [a] collision course',
      ],
      examples: ['is there any traffic', 'are there any ships nearby', 'what ships are around us', "what's on AIS", 'is anything on a collision course'],
    },
    tanks: {
      title: 'tanks',
      frames: [
        `${WHAT_ARE} [the] tank levels ${ON_BOARD}`,
        'how (are|full are) the tanks [doing]',
        `tank levels ${ON_BOARD}`,
        `how much (fuel|diesel|petrol|gasoline|water|fresh water|drinking water|waste water|grey water|gray water|black water) (is left|do we have|have we got|is there) [left] ${ON_BOARD}`,
        'how full is the {tank} tank',
        `${WHATS} [the] level (of|in) the {tank} tank`,
      ],
      examples: ['what are the tank levels', 'how are the tanks', 'tank levels', 'how much fuel is left', 'how much water do we have', 'how full is the black water tank'],
    },
    engine: {
      title: 'engine',
      frames: [
        // Not a bare "how is the [port] engine": since 2026.x that is Home Assistant's own "how is the
        // {name}" (the state of the user's entity named "Engine" or "Port engine"), which a sentence
        // trigger would take from it (triggers are matched first).
        `${HOWS} the engine (doing|running)`,
        'how are the engines [doing|running]',
        `${WHATS} the engine (status|state|doing)`,
        'engine (status|state|hours|report)',
        `${HOWS} the {engine} engine (doing|running)`,
        `${WHATS} the {engine} engine (status|state|doing)`,
      ],
      examples: ['how is the engine running', 'how are the engines doing', 'engine status', 'how is the port engine doing', "what's the starboard engine doing"],
    },
    barometer: {
      title: 'barometer',
      frames: [
        `${WHATS} the barometer [reading|doing|saying|at]`,
        `${HOWS} the barometer [doing]`,
        `${WHATS} the barometric pressure ${ON_BOARD}`,
        'is the (barometer|pressure|glass) (rising|falling|dropping|going up|going down|steady)',
        'barometer [reading]',
      ],
      examples: ["what's the barometer", 'how is the barometer', 'is the pressure falling', 'what is the barometric pressure', 'barometer reading'],
    },
    water_temperature: {
      title: 'water temperature',
      frames: [
        `${WHATS} the (water|sea|sea water|seawater) temperature [here|now|right now]`,
        `${WHATS} the temperature of the (water|sea)`,
        'how (warm|cold) is the (water|sea) [here|now|today]',
        '(water|sea|sea water|seawater) temperature',
      ],
      examples: [
        "what's the water temperature",
        'what is the sea temperature',
        'what is the temperature of the water',
        'how warm is the water',
        'how cold is the sea',
        'water temperature',
      ],
    },
    anchor: {
      title: 'anchor watch',
      frames: [
        'are we dragging [the anchor|our anchor|anchor]',
        'is (the|our) anchor (holding|dragging)',
        `${HOWS} [the|our] anchor [doing|holding]`,
        `${WHATS} [the|our] anchor (doing|watch|status)`,
        'how far (are we|is the boat) from the anchor',
        `${WHERES} [the|our] anchor`,
        'anchor (watch|status)',
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

    // The last hours: "was", "overnight", "lowest" keep them apart from the families of now.
    wind_history: {
      title: 'strongest gust',
      frames: [
        'what was the (strongest|highest|biggest|maximum|max) gust [today|tonight|overnight|last night|in the last hour]',
        'how strong (was|were) the gusts [today|tonight|overnight|last night|in the last hour]',
        "(what was|what's been|what has been) the (average|mean) wind [speed] [today|tonight|overnight|last night|in the last hour]",
        '(strongest|maximum|max) gust [today|tonight|overnight|last night|in the last hour]',
      ],
      examples: ['what was the strongest gust', 'how strong were the gusts overnight', 'what was the average wind in the last hour', 'maximum gust today'],
    },
    battery_history: {
      title: 'battery overnight',
      frames: [
        'how low did the (battery|batteries) (get|go|drop) [overnight|last night|tonight|today]',
        "(what was|what's been|what has been) the (lowest|minimum) battery [charge|level|voltage] [overnight|last night|tonight|today]",
        'how much (energy|power) did we (use|draw|consume) [overnight|last night|tonight|today]',
      ],
      examples: ['how low did the battery get overnight', 'what was the lowest battery charge', 'how much energy did we use last night'],
    },
    depth_history: {
      title: 'minimum depth',
      frames: [
        "(what was|what's been|what has been) the (minimum|lowest|least|shallowest) depth [overnight|last night|tonight|today|at low tide|at low water]",
        'how shallow did it (get|go) [overnight|last night|tonight|today|at low tide|at low water]',
        '(minimum|shallowest) depth [overnight|last night|tonight|today|at low tide|at low water]',
      ],
      examples: ['what was the minimum depth', 'how shallow did it get at low tide', 'minimum depth overnight'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'pressure and temperature',
      frames: [
        'how (has|have) the (pressure|barometer|temperature|air temperature) changed [today|tonight|overnight|last night|in the last few hours]',
        'how much has the (pressure|barometer) (dropped|fallen|risen) [today|tonight|overnight|last night|in the last few hours]',
        'is it getting (colder|warmer) [outside]',
      ],
      examples: ['how has the pressure changed today', 'how much has the barometer dropped overnight', 'is it getting colder outside', 'how has the temperature changed overnight'],
    },

    man_overboard: {
      title: 'man overboard',
      frames: [
        '(is there|do we have|have we got) [a] man overboard',
        'any man overboard',
        '(is|has) (anyone|anybody|someone|somebody) (gone|fallen) overboard',
        'is (anyone|anybody|someone|somebody) overboard',
        '(is there|are there|do we have|have we got) (a|any) (distress|emergency|rescue|mayday) (beacon|beacons|signal|signals)',
        'any (distress|emergency|rescue|mayday) (beacon|beacons|signal|signals)',
      ],
      examples: ['any man overboard', 'is there a man overboard', 'has anyone fallen overboard', 'is anyone overboard', 'is there a distress beacon', 'any distress signals'],
    },
  },
  slotWords: {
    // "the boat battery", "the battery bank", "the main battery": the default bank
    bank: { boat: null, battery: null, main: null, service: 'house', domestic: 'house', starter: 'start', starting: 'start', engine: 'start' },
    // "the main engine" on a boat whose engine has another id: every engine (one on most boats)
    engine: { main: null, boat: null },
    tank: {},
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
