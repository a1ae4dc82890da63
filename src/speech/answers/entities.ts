/**
 * The Home Assistant sensors' words (docs/design.md#home-assistant-glue; src/entities/plan.ts): their
 * names (`friendly_name`, shown on dashboard cards, not spoken) and the display of the battery energy
 * counters, which no query speaks. Locale blocks `entities` and `energy`; a tank's and an engine's name as
 * the tanks and engines answers say it (tank-name.ts, engine-name.ts), the anchor's `anchor.entity`.
 */
import { fill, type Locale } from '../locale.js';
import { keyWords } from '../key-words.js';
import type { Numbers } from '../numbers.js';
import type { EnergyCountReading, EntityNameReading } from '../types.js';
import { enginePosition } from './engine-name.js';
import { capitalised } from './sentence.js';
import { tankName, tankType } from './tank-name.js';

/**
 * A sensor's name, its first letter capitalised: "Battery house", "Battery house energy in", "Depth",
 * "Fuel tank" (a type's only tank), "Bow tank" / "Fresh water tank 1" (one of several), "Engine" (the
 * only one), "Generator" (its label) / "Port engine" / "Engine 2"; de "Batterie house", "Kraftstofftank".
 */
export function entityName(words: Locale, n: Numbers, reading: EntityNameReading): string {
  const names = words.entities;
  let text: string;
  switch (reading.family) {
    case 'battery':
      text = fill(names.battery, { bank: reading.bank });
      break;
    case 'energy':
      text = fill(reading.direction === 'in' ? words.energy.nameIn : words.energy.nameOut, { bank: reading.bank });
      break;
    case 'tank':
      text = reading.shared
        ? tankName(words, { type: reading.type, id: reading.id, name: reading.name, numbered: true })
        : fill(names.tank, { type: tankType(words, reading.type) });
      break;
    case 'engine':
      // The boat's label, or the position, only tells several engines apart.
      text = reading.only ? names.engine : (reading.label ?? enginePosition(words, reading.id) ?? fill(words.engines.numbered, { id: keyWords(reading.id) }));
      break;
    case 'anchor':
      text = words.anchor.entity;
      break;
    default:
      text = names[reading.family];
  }
  return capitalised(words, text);
}

/**
 * A battery energy counter's display: "3.2 kilowatt hours charged since 2:05 PM" (`energy.charged` /
 * `energy.discharged`; kilowatt hours as spoken, else the bare number to one decimal; the clock time
 * counting began). Energy in joules.
 */
export function energyCounted(words: Locale, n: Numbers, reading: EnergyCountReading): string {
  const energy = n.quantity('energy', reading.energy).text ?? n.number(reading.energy / 3.6e6, 1);
  return fill(reading.direction === 'in' ? words.energy.charged : words.energy.discharged, { energy, time: n.clockTime(reading.since) });
}
