/**
 * The string values SignalK sends for enumerated paths: the SignalK schema (@signalk/signalk-schema 1.8.2,
 * schemas/groups/*.json `enum`) or the NMEA 2000 converter (@signalk/n2k-signalk). Which path uses which
 * set is decided in src/vessel/kinds.ts (`enumerationOf`); the words for each value are the locale's
 * (speech/sensor-words.ts).
 */

/** The value lists, by set name. Values are as SignalK sends them; matching ignores case and outer spaces. */
export const ENUMERATIONS = {
  /** navigation.state (schema; the reserved AIS codes are left out and spoken as given). */
  navigationState: [
    'not under command',
    'anchored',
    'moored',
    'sailing',
    'motoring',
    'towing < 200m',
    'towing > 200m',
    'pushing',
    'fishing',
    'fishing-hampered',
    'trawling',
    'trawling-shooting',
    'trawling-hauling',
    'pilotage',
    'not-under-way',
    'aground',
    'restricted manouverability',
    'restricted manouverability towing < 200m',
    'restricted manouverability towing > 200m',
    'restricted manouverability underwater operations',
    'constrained by draft',
    'mine clearance',
  ],
  /** propulsion.<id>.state (schema). */
  propulsionState: ['stopped', 'started', 'unusable'],
  /** propulsion.<id>.transmission.gear (schema). */
  gear: ['Forward', 'Neutral', 'Reverse', 'Fault'],
  /** tanks.<group>.<id>.type (schema). */
  tankType: ['petrol', 'fresh water', 'greywater', 'blackwater', 'holding', 'lpg', 'diesel', 'liveWell', 'baitWell', 'ballast', 'rum'],
  /** electrical.batteries.<id>.chemistry (schema: free text; these are n2k-signalk's, from PGN 127513, plus common ones). */
  batteryChemistry: ['pb (lead)', 'li', 'nicd', 'zno', 'nimh', 'lifepo4', 'li-ion', 'fla', 'agm', 'gel'],
  /** electrical.batteries.<id>.batteryType (n2k-signalk, PGN 127513). */
  batteryType: ['flooded', 'gel', 'agm'],
  /** navigation.speedThroughWaterReferenceType (n2k-signalk, PGN 128259). */
  speedReference: ['Paddle wheel', 'Pitot tube', 'Doppler', 'Correlation (ultra sound)', 'Electro Magnetic'],
  /** navigation.course.calcValues.calcMethod (Course API v2; course-provider's setting). */
  calcMethod: ['GreatCircle', 'Rhumbline'],
  /** steering.autopilot.state (schema). */
  autopilotState: ['auto', 'standby', 'alarm', 'noDrift', 'wind', 'depthContour', 'route', 'directControl'],
  /** environment.mode (schema). */
  environmentMode: ['day', 'night', 'restricted visibility'],
} as const;

export type EnumerationSet = keyof typeof ENUMERATIONS;
