/**
 * The battery answer (tool battery_state): state of charge, voltage and current, with the current's
 * direction. Words: the locale's `battery` block.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { BatteryReading } from '../types.js';
import { IDLE_CURRENT_AMPS } from '../units.js';

/**
 * "68 percent, 12.8 volts, 8.2 amps discharging" ("68 por cento, 12,8 volts, 8,2 amperes descarregando");
 * parts missing or impossible are left out, all missing: null. In: `soc` a ratio 0..1, `voltage` volts,
 * `current` amps, positive charging (SignalK electrical.batteries.<id>.current). Below IDLE_CURRENT_AMPS
 * (0.1 A) in magnitude the current is said bare, neither charging nor discharging
 * (docs/design.md#languages-and-wording).
 */
export function battery(words: Locale, n: Numbers, reading: BatteryReading): string | null {
  const soc = n.quantity('ratio', reading.soc).text;
  const voltage = n.quantity('voltage', reading.voltage).text;
  let current = n.quantity('current', reading.current).text;
  if (current !== null && typeof reading.current === 'number') {
    // SignalK: positive = charging. Below 0.1 A: neither (docs/design.md#languages-and-wording).
    if (Math.abs(reading.current) >= IDLE_CURRENT_AMPS) {
      current = fill(reading.current > 0 ? words.battery.charging : words.battery.discharging, { current });
    }
  }
  return n.join([soc, voltage, current]);
}
