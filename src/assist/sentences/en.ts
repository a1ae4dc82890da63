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

    // battery: "battery" alone and the house bank's own names say the default (house) bank
    battery: ['batter(y|ies)[ bank[s]]', 'batts'],
    houseBanks: ['(house|domestic|service|leisure) bank[s]'],
    // "the house battery" with a voltage or level is Home Assistant's "what is the {name} voltage"
    houseBatteries: ['(house|domestic|service|leisure) batter(y|ies)'],
    houseBank: ['(house|domestic|service|leisure) (bank[s]|batter(y|ies))'],
    bankWord: ['batter(y|ies)', 'bank[s]', 'battery bank'],
    // not "state" nor "value": "what is the state of the {name}" is Home Assistant's
    batteryFact: ['voltage', 'volts', 'charge [level]', 'state of charge', 'level', 'percent[age]', 'current', 'amps'],
    // said alone: not "current" (the tide's) nor "level"
    batteryAlone: ['voltage', 'volts', 'state of charge', 'current draw', 'amp[s| draw]'],
    batteryState: ['charging', 'low', '<batteryOwnState>'],
    // not Home Assistant's "is the {name} battery low / charging" (a phone's battery)
    batteryOwnState: [
      'charged',
      'being charged',
      'getting charged',
      'charged up',
      'fully charged',
      'topped up',
      'discharging',
      'full',
      'flat',
      'dead',
      '(getting|running) low',
      'ok',
      'okay',
      'all right',
      'alright',
      'fine',
      'good',
    ],

    // depth
    keel: ['(under|below|beneath) (the keel|us|the boat|the hull)'],
    depth: ['depth [of [the] water|<keel>]', 'water depth'],
    sounder: ['depth (sounder|finder|gauge|meter)', 'echo sounder', 'sounder', 'fish finder', 'fathometer'],
    depthUnit: ['feet', 'foot', 'metres', 'meters', 'metre', 'meter', 'fathoms'],

    // wind
    wind: ['[true|apparent|real] (wind|breeze) [speed|direction|angle|strength|speed and direction|direction and speed]', 'windspeed'],

    // coordinates: the exact position, read as for a Mayday call
    coordinates: [
      'coordinates',
      'gps (coordinates|position|location)',
      'lat[ and] (long|lon)',
      'latitude[ and longitude]',
      'longitude',
      'exact (position|location)',
      'position for (a|the) mayday',
      'mayday position',
    ],

    // speed and heading
    course: [
      'speed[ over ground| through the water| and heading| and course]',
      'course[ over ground| and speed]',
      'heading[ and speed]',
      'boat speed',
      'compass heading',
      '(true|magnetic) heading',
      'sog',
      'cog',
    ],
    moving: ['going', 'doing', 'making', 'moving', 'sailing', 'motoring', 'travelling', 'traveling', 'steaming', 'getting'],

    // route
    waypoint: ['[next] (waypoint|mark)', 'destination'],
    arrive: ['arrive', 'get there', 'get in', 'be there', 'make it', 'reach the <waypoint>', 'get to the <waypoint>'],

    // local time
    localTime: ['local time[ zone]', 'time (on board|aboard|here|locally)', 'boat time', "ship's time", 'ship’s time', 'ships time', 'time zone', 'timezone'],

    // tanks: "how much ..." names the tank with fixed words (families.ts tankWordIn finds it)
    fuel: ['fuel', 'diesel', 'petrol', 'gasoline', 'gas', 'propane', 'lpg', 'cooking gas'],
    stuff: ['<fuel>', 'water', 'fresh water', 'freshwater', 'drinking water', 'potable water', 'waste water', 'grey water', 'gray water', 'black water', 'sewage'],
    // said alone, the tanks' main names
    stuffBare: ['fuel', 'diesel', 'petrol', '[fresh|grey|gray|black|waste] water', 'holding tank'],
    tankState: ['full', 'empty', 'low', '[getting|nearly|almost|running] (full|empty|low)', 'ok', 'okay'],

    // engine: "motor" too; no "on" or "off" (Home Assistant's "is the {name} on")
    engine: ['engine[s]', 'motor[s]', 'main engine', 'donk'],
    engineFact: ['rpm[s]', 'r p m', 'revs', 'revolutions', 'oil pressure', 'coolant [temperature|temp]', 'engine hours', 'hour (meter|counter)'],
    // only after an engine word: "engine temperature" bare, never "what is the engine temperature"
    engineNeeds: ['hours', 'run[ning] time', 'runtime', 'status', 'report', 'readings', 'gauges', 'data'],
    // "running" apart: "is the engine running" is Home Assistant 2024.3's "is the {name} running"
    engineState: [
      'going',
      'started',
      'turning [over]',
      'ticking over',
      'idling',
      'stopped',
      'warm',
      'warmed up',
      'overheating',
      'running hot',
      'getting hot',
      'too hot',
      'ok',
      'okay',
      'all right',
      'alright',
      'fine',
    ],
    engineDoing: ['doing', 'running', 'looking', 'behaving', 'sounding', 'holding up', 'going'],

    // barometer
    glass: ['barometer', 'barometric pressure', 'baro', 'glass'],
    rising: ['rising', 'falling', 'dropping', 'going up', 'going down', 'steady', 'climbing', 'holding', 'stable'],

    // history
    strongest: ['strongest', 'highest', 'biggest', 'max', 'maximum', 'top', 'peak', 'average', 'mean'],
    gust: ['gust[s]', 'wind[ speed]', 'windspeed'],
    lowest: ['lowest', 'minimum', 'min'],
    batteryNow: ['batter(y|ies) [voltage|charge|level]', 'voltage', 'charge', 'state of charge', '<houseBank>'],
    used: ['use[d]', 'draw[n]', 'take[n]', 'consume[d]', 'burn[ed|t]'],
    changed: ['dropped', 'fallen', 'fell', 'risen', 'rose', 'gone up', 'gone down', 'changed', 'moved', 'climbed'],
    air: ['pressure', 'barometer', 'glass', 'baro', '[air] temperature'],
  },
  families: {
    battery: {
      title: 'battery',
      frames: [
        '<what> <det> (<battery> [<batteryFact>|status|state]|(house|domestic|service|leisure) (bank[s] (<batteryFact>|status|state)|batter(y|ies) (charge|state of charge|status|percentage)|voltage|volts)|<batteryAlone> [(of|on|in) <det> <battery>]|(charge [level]|level|percent[age]|current) (of|on|in) <det> <battery>) [<aboard>|<tail>]',
        // "how much battery is left" stays Home Assistant's (a phone's): "have we got", charge, volts, amps
        '(<howIs> [<det>] (<battery> [<doing>]|<houseBanks> [<doing>]|<houseBatteries> <doing>|[battery] (charge|voltage|state of charge) [<doing>])|how (full|charged) (is|are) [<det>] (<battery>|<houseBanks>)|how much battery (have we got|do we have|have we) [left]|how (much (charge|juice|power)|many (volts|amps)) (<have>|are we (drawing|using|pulling|putting in|getting)) [left] [(in|on) [<det>] (<battery>|<houseBank>)]|how many (volts|amps) (is|are) [<det>] (<battery>|<houseBanks>) [showing|reading|at|giving|putting out]) [<aboard>|<now>]',
        // yes/no: "are the batteries charging", "are we charging"
        '((is|are) [<det>] (<battery>|<houseBanks>) [still] <batteryState>|are we ([still] (charging|discharging) [the batter(y|ies)]|(using|drawing) (a lot of|much|too much) (power|current|amps))|check [on] <det> (<battery>|<houseBank>))',
        // not a bare "house battery": Home Assistant 2024.3 turns on an entity said by its name alone
        '(<battery> [<batteryFact>|status|state|<batteryState>]|<houseBank> (<batteryFact>|status|state)|state of charge) [<bare>]',
        // The bank by name with "bank", or "battery" in words Home Assistant's "what is the phone
        // battery level" and "is the phone battery charging" do not use.
        '<what> the (<batteryFact> (of|on|in) the {bank} bank[s]|{bank} (batter(y|ies) (status|state of charge|<doing>)|bank[s] (<batteryFact>|status|state|<doing>)))',
        '<how> the {bank} <bankWord> <doing>',
        '(is|are) the {bank} (bank[s] [still] <batteryState>|batter(y|ies) [still] <batteryOwnState>)',
      ],
      examples: [
        "what's our battery",
        'What’s our battery?',
        'how are the batteries doing',
        'are the batteries charging',
        'house bank voltage',
        'how much charge is left in the batteries',
        "what's the start battery status",
        'what is the charge of the house bank',
      ],
    },
    depth: {
      title: 'depth',
      frames: [
        '<what> (<det> (<depth>|<sounder> [reading|showing|saying|say])|<keel>) [<tail>]',
        // "how much water do we have" alone is the tanks' question: the depth's says where
        'how( deep [is it|is the water|are we] [<here>] [<keel>]| (much water|many <depthUnit>) [<have>|are we in|of water] [left] <keel>| many <depthUnit> [of water] [<have>|are we in]| much depth [<have>] [<keel>|here])',
        '(<depth>|<sounder> [reading]|(under|below) [the] keel) [<bare>]',
        '(are we ((in|getting into|heading into|going into) (shallow|shoal|deep) water|(going to (run|go)|going) aground)|will we (run|go) aground|is it (shallow|deep enough|getting shallow) [<here>]|(is there|have we got|do we have) enough water (<keel>|here)|what (does|do) the <sounder> (say|read|show))',
      ],
      examples: ["what's the depth", 'how deep is it', 'how much water is under the keel', 'what does the depth sounder say', 'depth under the keel', 'are we in shallow water'],
    },
    wind: {
      title: 'wind',
      frames: [
        '<what> (the <wind> [<tail>|in knots]|it blowing [<now>])',
        '(<howIs> the (wind|breeze) [<doing>]|how (hard|strong|much) is it blowing|how (strong|hard|fast) is the (wind|breeze) [blowing]|how windy is it|how much (wind|breeze) <have>|how many knots of wind [<have>]) [out there|<now>]',
        '[the] <wind> [<bare>]',
        '(<where> the wind [coming] from|(which|what) (way|direction) is the wind [blowing|coming] [from]|(is there|have we got|do we have|we got) (any|much|enough|a lot of) (wind|breeze)|is (it [still] (blowing [hard|strong|much|a lot|a gale]|windy|gusty)|the (wind|breeze) [still] (strong|up|dropping|easing|picking up|building|increasing|dying [down]|freshening|getting up)))',
      ],
      examples: ["what's the wind", 'how hard is it blowing', 'where is the wind coming from', 'what is the apparent wind', 'wind speed', 'true wind direction'],
    },
    position: {
      title: 'position',
      frames: [
        '(where [exactly] are we|(tell me|do you know) where we are) [<now>|at|exactly]',
        '(<what>|read me) <det> [current|present] (position|location) [<tail>]',
        '[<det>] [current|present] (position|location) [<bare>]',
      ],
      examples: ['where are we', 'where are we right now', "what's our position", "what is the boat's location", 'current position'],
    },
    coordinates: {
      title: 'coordinates',
      frames: ['<what> <det> <coordinates> [<tail>]', '(read [me|out]|give me) [<det>] <coordinates>', '[our] <coordinates> [<bare>]'],
      examples: [
        'what are our coordinates',
        "what's our latitude and longitude",
        'give me our lat and long',
        'latitude and longitude',
        'our position for a mayday',
        "what's our gps position",
      ],
    },
    speed_heading: {
      title: 'speed and heading',
      frames: [
        '<what> <det> [current] (<course>|bearing|direction) [<tail>]',
        '[current] <course> [<bare>]',
        '(how ((fast|quick|quickly)|many knots) are we <moving>|are we (moving|making way|stopped|going anywhere)|what ((speed|course|heading) are we (doing|making|on|steering|sailing|going|holding)|are we (steering|making)|(way|direction) are we (going|heading|headed|pointing|sailing|facing))|which (way|direction) are we (going|heading|headed|pointing|sailing|facing)) [<now>]',
      ],
      examples: ['how fast are we going', "what's our speed", 'how many knots are we making', 'what are we steering', 'what is our heading', 'speed over ground'],
    },
    route: {
      title: 'next waypoint',
      frames: [
        '<what> <det> (<waypoint>|[active] route|(eta|e t a|estimated time of arrival|arrival time|time to go|distance to go|distance to run) [(to|at) [the] <waypoint>]|(distance|time|bearing|range|course|heading) to [the] <waypoint>)',
        // "to go" or "further": "how much longer" alone may be a kitchen timer's
        'how( (far|long) [is it|to go|away] (to|until|till|before|is) [the] <waypoint> [away]| far (are we|is it|is the boat) (from|to) [the] <waypoint>| (far|long|much further|much farther|much longer|many miles|many hours) [(have we got|do we have|is it|is there|are there|are left)] [left] to (go|the <waypoint>)| much (further|farther) [is it|have we got|do we have]| long (till|until|before) we <arrive>)',
        '(when (will|do|shall|are) we [going to] <arrive>|what time (will|do|shall) we <arrive>|where are we (heading|going|headed)|are we ((nearly|almost) there [yet]|there yet))',
        '[the] (eta|(distance|time|bearing) to [the] <waypoint>|distance to go|time to go|next (waypoint|mark)) [<bare>]',
      ],
      examples: ["what's the next waypoint", 'how far to the next waypoint', 'when will we get there', "what's our ETA", 'how long to go', 'where are we heading'],
    },
    local_time: {
      title: 'local time on board',
      frames: [
        'what time is it (on board|aboard|here|on the boat|where we are|locally|local)',
        '<what> <det> <localTime> [<here>|on board|aboard]',
        '((which|what) (time zone|timezone) are we in [<now>]|<localTime> [<bare>])',
      ],
      examples: ['what time is it on board', "what's the local time", 'which time zone are we in', 'local time'],
    },
    tanks: {
      title: 'tanks',
      frames: [
        // not "how's the water": the sea's; "how much water's left": the contraction as one word
        "(how much (<stuff> [<have>|have we] [left|got] [<aboard>|in the tank[s]]|(fuel's|fuel’s|diesel's|diesel’s|petrol's|petrol’s|water's|water’s|fresh water's|fresh water’s) left)|<howIs> [the|our] (tanks|<fuel>|fresh water|water supply|holding tank) [<doing>]|how full are the tanks)",
        '<what> (<det> (<stuff>|tank[s]|holding tank) [tank[s]] (level[s]|reading[s]|gauge|at)|[left] in the tanks)',
        '(<stuffBare> [tank[s]] [level[s]]|tank[s] [level[s]]) [<bare>]',
        '((is|are) the tank[s] <tankState>|are we [running|getting] (low|short) on <stuff>|(is there|do we have|have we got) enough <stuff> [left|<aboard>]|do we need (to (pump out|fill up|refuel|get fuel|get water)|a pump out|<stuff>)|check [on] the tanks)',
        'how full (is|are) the {tank} tank[s]',
        '<what> the (level (of|in) the {tank} tank[s]|{tank} tank[s] (level[s]|reading|at))',
        '(is|are) the {tank} tank[s] <tankState>',
      ],
      examples: [
        'what are the tank levels',
        'how are the tanks',
        'tank levels',
        'how much fuel is left',
        'how much water do we have',
        'how full is the black water tank',
        'is the holding tank full',
      ],
    },
    engine: {
      title: 'engine',
      frames: [
        // Not a bare "how is the [port] engine", "what is the engine temperature" nor "is the engine
        // on": Home Assistant's own "how is the {name}", "what is the {name} temperature" and "is the
        // {name} on" (the state of the user's entity named "Engine"), which a sentence trigger would
        // take from it (triggers are matched first).
        '<what> <det> (<engine> (doing|up to|like|running at|turning [at]|<engineNeeds>|<engineFact>)|<engineFact> [(on|of|for|in) [<det>] <engine>]) [<tail>]',
        // "is the engine running" alone stays Home Assistant's (2024.3, 2025.4): "still", "our", "motor" are ours
        "((is|are) ([<det>] <engine> [still] <engineState>|[<det>] (engines|motor[s]|main engine|donk|generator|genset) [still] running|(our|the boat's|the boat’s|the boats) engine [still] running|[the] engine still running|(both|all [the]) (engines|motors) [still] (running|<engineState>))|are we (motoring|under power|on the engine)|check [on] <det> <engine>)",
        '(<howIs> [<det>] <engine> <engineDoing>|how are [<det>] (engines|motors)|how many (hours|engine hours|revs|rpm|r p m|revolutions) ((are|is) on|on|has|have|does|do|is|are) [<det>] <engine> [got|done|doing|turning|running|at|run|had|have|been running|got on it|on it]|how many (revs|rpm|r p m) [are we (doing|turning|running|making|pulling)]|how long (has|have) [<det>] <engine> been running)',
        'what (revs|rpm|r p m) [are we (doing|turning|running|making|pulling)|is [<det>] <engine> (at|doing|turning|running|making)]',
        // a side without a wildcard ("port engine rpm" answers every engine): a bare phrase cannot
        // start with a wildcard
        '([port|starboard|main] (engine[s]|motor[s]) (<engineFact>|<engineNeeds>|temperature|temp|temperatures)|rpm[s]|revs|oil pressure|coolant [temperature|temp]) [<bare>]',
        '(<what> the ({engine} <engine> (doing|up to|<engineNeeds>|<engineFact>)|(<engineFact>|<engineNeeds>) (on|of|for) the {engine} <engine>)|what (revs|rpm|r p m) is the {engine} <engine> (at|doing|turning|running|making))',
        '(is|are) the {engine} <engine> [still] (<engineState>|running)',
        '(<howIs> the {engine} <engine> <engineDoing>|how many (hours|engine hours|revs|rpm|revolutions) ((are|is) on|on|has|have|does|is) the {engine} <engine> [got|done|doing|turning|running|at|had])',
      ],
      examples: [
        "what's the engine doing",
        'is the engine still running',
        'how are the engines doing',
        'engine hours',
        'what is the oil pressure',
        'is the engine overheating',
        'how is the port engine doing',
        "what's the starboard engine doing",
        'is the port engine running',
      ],
    },
    barometer: {
      title: 'barometer',
      frames: [
        '(<what> the (<glass> [<tail>]|pressure (doing|reading|at|showing|like))|what (does|is) the <glass> (say|saying|read|reading|show|showing))',
        // not "what's the pressure" nor "how's the pressure": a house's weather station by its name
        '(<how> the (barometer|glass|baro) [<doing>]|is the (<glass>|pressure) [still] <rising>)',
        '((barometer|barometric pressure|baro) [reading|trend|tendency]|pressure (trend|tendency)) [<bare>]',
      ],
      examples: ["what's the barometer", 'how is the barometer', 'is the pressure falling', 'what is the barometric pressure', 'barometer reading', 'is the glass dropping'],
    },

    // The last hours: "was", "overnight", "lowest" keep them apart from the families of now.
    wind_history: {
      title: 'strongest gust',
      frames: [
        '<was> the <strongest> <gust> [been] [<window>]',
        '(how ((strong|hard|bad|big) (was|were) the (gust[s]|wind)|(strong|hard|much) did it (blow|gust)|(windy|gusty) was it)|did it (blow|gust) [hard|much|a lot]|what were the gusts [like]|was it (windy|gusty)) [<window>]',
        '(<strongest> <gust> [<window>]|(wind [speed]|gusts) <window>)',
      ],
      examples: ['what was the strongest gust', 'how strong were the gusts in the last hour', 'what was the average wind in the last hour', 'maximum gust'],
    },
    battery_history: {
      title: 'battery overnight',
      frames: [
        '(how ((low|far) did the (batter(y|ies)|voltage|charge|state of charge|<houseBank>) (get|go|drop|fall)|much did the (batter(y|ies)|voltage|charge|<houseBank>) (drop|fall|go down)|(much (power|energy|battery|charge)|many (amp hours|amps|watt hours|kilowatt hours)) (did we|have we) <used> [(from|out of) [the] batter(y|ies)]|much (did we|have we) <used> (from|out of) [the] batter(y|ies))|did the (batter(y|ies)|<houseBank>) (go|get|run) (flat|low|dead)) [<window>]',
        '(<wasPast> the (batter(y|ies) [voltage]|voltage|charge|state of charge) at (its|their) lowest|<was> the <lowest> (<batteryNow> [been]|the (batter(y|ies)|voltage|charge) (has been|got|went|has got|dropped to))) [<window>]',
        '<lowest> <batteryNow> [<window>]',
      ],
      examples: ['how low did the battery get overnight', 'what was the lowest battery charge', 'how much energy did we use last night', 'lowest voltage overnight'],
    },
    depth_history: {
      title: 'minimum depth',
      frames: [
        "(<was> the ((<lowest>|least|shallowest) depth [been]|shallowest (it got|it went|it has been|it's been|it’s been))|how (shallow (did it (get|go)|has it been|was it)|(low|shallow) did the (depth|water) (get|go))) [<window>|at low tide|at low water]",
        '(<lowest>|shallowest) depth [<window>|at low tide|at low water]',
        'did it get (shallow|shallower) [<window>|at low tide|at low water]',
      ],
      examples: ['what was the minimum depth', 'how shallow did it get at low tide', 'shallowest depth in the last six hours'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'pressure and temperature',
      frames: [
        '(how ((has|have) the <air> (changed|moved|gone|done)|much (has|have) the <air> <changed>|(cold|warm|hot) did it get)|(has|have) the <air> (<changed> [much|a lot]|been (dropping|falling|rising|climbing|going up|going down|changing))) [<window>]',
        'is it getting (colder|warmer|hotter|cooler) [outside|out there]',
        // past only: "what's the highest temperature today" is the weather forecast's
        '<wasPast> the (<lowest>|highest|coldest|warmest|maximum|max) (temperature|temp|air temperature|pressure) [<window>]',
      ],
      examples: [
        'how has the pressure changed',
        'how much has the barometer dropped in the last three hours',
        'is it getting colder outside',
        'how has the temperature changed in the last few hours',
      ],
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
