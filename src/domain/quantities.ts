/**
 * What a number is and which SI values of it can be real on a boat: the vocabulary the vessel model,
 * the queries and the speech layer share (speech/units.ts says how each kind is spoken).
 */

/**
 * What a number *is*, which decides its spoken unit and rounding. SI unit of the input in brackets.
 * - speed [m/s] -> knots, 1 decimal
 * - depth [m] -> meters | feet, 1 decimal (depths, drafts, short lengths)
 * - distance [m] -> miles, 1 decimal (ranges, distances to waypoints, CPA)
 * - temperature [K] -> degrees Celsius | degrees Fahrenheit, whole
 * - pressure [Pa] -> hectopascals (whole) | inches of mercury (2 decimals): atmospheric
 * - enginePressure [Pa] -> bar (1 decimal) | pounds per square inch (whole): oil, fuel, coolant
 * - ratio [0..1] -> percent, whole; 1..1.05 is 100; above 1.05 or below 0 is impossible (null)
 * - voltage [V] -> volts, 1 decimal
 * - current [A] -> amps, 1 decimal (magnitude; sign is spoken by `battery`)
 * - power [W] -> watts, whole
 * - revolutions [Hz] -> revolutions per minute, whole
 * - volume [m3] -> liters (whole) | US gallons (1 decimal)
 * - flow [m3/s] -> liters per hour (1 decimal) | US gallons per hour (1 decimal)
 * - direction [rad, 0..2pi; negative wrapped] -> "205 degrees, south-south-west"
 * - relativeAngle [rad, -pi..pi; 0..2pi accepted and folded] -> "20 degrees to port"
 * - angle [rad] -> "12 degrees" (plain angles: pitch, roll, rudder, magnetic variation)
 * - duration [s] -> "2 hours 5 minutes", "45 seconds"
 * - energy [J] -> kilowatt hours, 1 decimal; charge [C] -> amp hours, whole
 * - frequency [Hz] -> hertz, 1 decimal
 * - length [m] generic -> meters | feet, 1 decimal (alias of depth rounding)
 */
export type QuantityKind =
  | 'speed'
  | 'depth'
  | 'distance'
  | 'temperature'
  | 'pressure'
  | 'enginePressure'
  | 'ratio'
  | 'voltage'
  | 'current'
  | 'power'
  | 'revolutions'
  | 'volume'
  | 'flow'
  | 'direction'
  | 'relativeAngle'
  | 'angle'
  | 'duration'
  | 'energy'
  | 'charge'
  | 'frequency'
  | 'length';

/** Inclusive SI range of values that can be spoken, with the reason. */
export interface Limits {
  readonly min: number;
  readonly max: number;
}

const TWO_PI = 2 * Math.PI;

/** Ratios from 1 up to this are spoken as 100 percent (sensor overshoot); above it they are impossible (docs/design.md#truthful-absence). */
export const RATIO_OVERSHOOT = 1.05;

/**
 * Inclusive SI limits per kind. Outside them the speaker returns null (docs/design.md#truthful-absence:
 * impossible values are not spoken). For angles the limit is checked on the value rounded to whole degrees, so a sensor
 * writing 2π as 6.2832 is still "360", i.e. North.
 */
/**
 * Lowest depth under the keel (m) that is a reading: the keel in soft mud, or a sounder whose keel offset
 * is larger than the water; said as the keel touching. Below it: a fault, not spoken.
 */
export const KEEL_DEPTH_MIN = -100;

export const LIMITS: Readonly<Record<QuantityKind, Limits>> = {
  // Fastest craft we expect is well under 100 knots; 100 m/s (194 knots) is a unit error (e.g. km/h sent as m/s
  // on a fast boat) or a fault. Speeds are magnitudes in SignalK (SOG, STW, wind speed): negative is a fault.
  speed: { min: 0, max: 100 },
  // Deepest ocean is about 10 935 m (Challenger Deep): more than 11 000 m is not a depth, including the
  // 42949672.92 m (2^32 cm) "no bottom" sentinel some sounders send. Negative depth (also below the keel,
  // where it would mean the keel is in the ground) is a sign or offset error.
  depth: { min: 0, max: 11_000 },
  // Generic lengths (drafts, beams, anchor rode, offsets): no boat dimension reaches 100 km; also rejects 2^32 cm.
  length: { min: 0, max: 100_000 },
  // Half the Earth's circumference (~20 038 km) is the longest great-circle distance; 2.1e7 m leaves slack.
  distance: { min: 0, max: 21_000_000 },
  // 150 K (−123 °C) is below any natural or on-board temperature (coldest air ~184 K, LNG ~111 K is not a
  // boat reading); it catches Celsius or Fahrenheit sent as Kelvin (18 "K" would be −255 °C).
  // 1500 K (~1227 °C) is above diesel exhaust gas (~800–900 K).
  temperature: { min: 150, max: 1500 },
  // Atmospheric: 500 hPa is the air at ~5500 m (no boat sails that high; Titicaca at 3800 m is ~630 hPa);
  // 1100 hPa is above the highest sea-level pressure ever recorded (1084 hPa). Catches hPa or inHg sent as Pa.
  pressure: { min: 50_000, max: 110_000 },
  // Engine gauges (oil, coolant, fuel supply, boost): full vacuum (−1 atm gauge) up to 100 bar; higher is a unit error.
  enginePressure: { min: -101_325, max: 10_000_000 },
  // Ratios are 0..1; 1..1.05 is overshoot spoken as 100; 0–100 sent on a ratio path is not rescaled.
  ratio: { min: 0, max: RATIO_OVERSHOOT },
  // Boat DC/AC systems up to high-voltage propulsion packs (~800 V); 1000 V leaves slack. Negative is reversed polarity / fault.
  voltage: { min: 0, max: 1000 },
  // Bow thrusters and windlasses draw hundreds of amps, inverters ~500 A; 5000 A either way is a fault or mA sent as A.
  current: { min: -5000, max: 5000 },
  // Up to 10 MW either way (generation negative on some meters); beyond is a unit error.
  power: { min: -10_000_000, max: 10_000_000 },
  // 250 Hz = 15 000 rpm, beyond any marine engine (outboards peak ~7000 rpm); catches rpm sent as Hz (case engine-rpm).
  revolutions: { min: 0, max: 250 },
  // Up to 100 000 m³ (tanker scale); a yacht's tanks are well under 10 m³. Negative volume is a fault.
  volume: { min: 0, max: 100_000 },
  // 0.1 m³/s = 360 000 L/h, far above any pump or engine on a boat; catches L/h sent as m³/s.
  flow: { min: 0, max: 0.1 },
  // Directions: 0..2π, negative values wrapped; beyond 2π in magnitude is a unit error.
  direction: { min: -TWO_PI, max: TWO_PI },
  // Relative angles arrive in −π..π or 0..2π; beyond 2π in magnitude is impossible.
  relativeAngle: { min: -TWO_PI, max: TWO_PI },
  // Plain angles (pitch, roll, rudder, variation): same ±2π bound.
  angle: { min: -TWO_PI, max: TWO_PI },
  // Durations (time to go, runtime since): non-negative, up to ~3 years (1e8 s); more is a unit error (ms sent as s).
  duration: { min: 0, max: 100_000_000 },
  // Up to 1 GWh either way (3.6e12 J): far beyond any boat's battery bank; negative allowed for net energy.
  energy: { min: -3.6e12, max: 3.6e12 },
  // Up to 100 000 Ah (3.6e8 C): far beyond any bank (large yachts ~2000 Ah). Negative allowed (consumed charge).
  charge: { min: -3.6e8, max: 3.6e8 },
  // AC frequency and similar; up to 1 MHz.
  frequency: { min: 0, max: 1_000_000 },
};
