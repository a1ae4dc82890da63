/**
 * The battery answer (tool battery_state): state of charge, voltage and current, with the current's
 * direction: "68 percent, 12.8 volts, 8.2 amps discharging" ("68 por cento, 12,8 volts, 8,2 amperes
 * descarregando"). SI in: SignalK `electrical.batteries.<id>.*`. Also the display of the bank's energy
 * sensors (sensor.ts), which no tool speaks: "3.2 kilowatt hours charged since 2:05 PM".
 */
import { fill } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { IDLE_CURRENT_AMPS } from '../../speech/units.js';
import { ENERGY_WORDS, WORDS } from './words.js';

/** The reading of one bank, SI. */
export interface BatteryReading {
  /** ratio 0..1 or null, SignalK `capacity.stateOfCharge` */
  soc: number | null;
  /** volts or null */
  voltage: number | null;
  /** amps, positive = charging (SignalK spec), already inverted by the caller where configured; or null */
  current: number | null;
}

/**
 * One language's words: the current's direction (docs/design.md#languages-and-wording), placeholder
 * `{current}` ("8.2 amps"): en "{current} charging", "{current} discharging". Below 0.1 amps neither
 * is used: the current is spoken bare.
 */
export interface BatteryWords {
  readonly charging: string;
  readonly discharging: string;
}

/**
 * "68 percent, 12.8 volts, 8.2 amps discharging"; parts missing or impossible are left out, all
 * missing: null. Below IDLE_CURRENT_AMPS (0.1 A) in magnitude the current is said bare, neither
 * charging nor discharging (docs/design.md#languages-and-wording).
 */
export function sayBattery(words: BatteryWords, n: Numbers, reading: BatteryReading): string | null {
  const soc = n.quantity('ratio', reading.soc).text;
  const voltage = n.quantity('voltage', reading.voltage).text;
  let current = n.quantity('current', reading.current).text;
  if (current !== null && typeof reading.current === 'number') {
    // SignalK: positive = charging. Below 0.1 A: neither (docs/design.md#languages-and-wording).
    if (Math.abs(reading.current) >= IDLE_CURRENT_AMPS) {
      current = fill(reading.current > 0 ? words.charging : words.discharging, { current });
    }
  }
  return n.join([soc, voltage, current]);
}

/** The answer with its words, for `Speaker.answer`. */
export const BATTERY: QuestionAnswer<BatteryWords, BatteryReading> = { words: WORDS, say: sayBattery };

/** A battery's energy counter (vessel/energy.ts) as its sensor's display says it. SI. */
export interface EnergyCountReading {
  /** `in`: charged into the bank; `out`: discharged from it. */
  direction: 'in' | 'out';
  /** Joules counted since `since`. */
  energy: number;
  /** When counting began. */
  since: Date;
}

/**
 * One language's words of a bank's energy sensors. `nameIn` / `nameOut`: their names, `{bank}` the bank
 * id (en "battery {bank} energy in"). `charged` / `discharged`: their `display`, `{energy}` in kilowatt
 * hours, `{time}` the clock time counting began (en "{energy} charged since {time}").
 */
export interface EnergyWords {
  readonly nameIn: string;
  readonly nameOut: string;
  readonly charged: string;
  readonly discharged: string;
}

/**
 * An energy sensor's display: "3.2 kilowatt hours charged since 2:05 PM" (kilowatt hours as spoken,
 * else the bare number to one decimal). Energy in joules.
 */
export function sayEnergyCounted(words: EnergyWords, n: Numbers, reading: EnergyCountReading): string {
  const energy = n.quantity('energy', reading.energy).text ?? n.number(reading.energy / 3.6e6, 1);
  return fill(reading.direction === 'in' ? words.charged : words.discharged, { energy, time: n.clockTime(reading.since) });
}

/** The energy sensors' display with its words, for `Speaker.answer`. */
export const ENERGY_COUNTED: QuestionAnswer<EnergyWords, EnergyCountReading> = { words: ENERGY_WORDS, say: sayEnergyCounted };
