/**
 * battery_history: how low a battery bank got and the energy into and out of it over the last
 * 12 hours (overnight), or the hours asked, from the recent history (vessel/history.ts): "In the
 * last 12 hours: lowest charge 62 percent, 1.2 kilowatt hours used." (the bank is a field, as in battery_state) The lowest
 * state of charge (electrical.batteries.<id>.capacity.stateOfCharge, else .stateOfCharge), else the
 * lowest voltage; energy is voltage × current integrated at ingest (positive current = charging,
 * SignalK spec; the per-bank inversion option applied). Banks as battery_state chooses them.
 */
import { z } from 'zod';
import { energyInKey, energyOutKey } from '../../vessel/history.js';
import { chooseBank } from '../battery-state/query.js';
import { feedSaid, historyDisplay, historyReading, hoursArg, newestIso, spanFields, spanOf, windowOf, type HistoryFields } from '../../queries/history-common.js';
import { defineQuery } from '../../queries/types.js';
import { BATTERY_HISTORY } from './answer.js';

export interface BatteryHistoryResult extends HistoryFields {
  /** The bank answered, or null. */
  bank: string | null;
  /** Lowest state of charge in the window, ratio 0..1. */
  soc_min_fraction: number | null;
  /** Lowest voltage in the window, volts. */
  voltage_min: number | null;
  /** Energy into the bank (charging) and out of it in the window, joules. */
  energy_in_j: number | null;
  energy_out_j: number | null;
  /** Banks the history holds. */
  available_banks: string[];
}

const DEFAULT_HOURS = 12;

export const query = defineQuery({
  name: 'battery_history',
  title: 'Battery history',
  description: 'Lowest point of a bank overnight and energy in and out: last 12 hours or the hours asked, bank like house. Now: battery_state.',
  input: {
    bank: z.string().max(64).optional().describe('Bank id, like house or start'),
    hours: hoursArg(DEFAULT_HOURS),
  },
  subject: 'battery',
  described: false,
  compact: ['available_banks'],
  run({ bank: asked, hours = DEFAULT_HOURS }, ctx): BatteryHistoryResult {
    const window = windowOf(ctx, hours);
    const banks = ctx.history?.bankIds() ?? [];
    const bank = chooseBank(banks, asked);
    const sum = (key: string) => (bank === null ? null : (ctx.history?.summary(key, window.from, window.now) ?? null));
    const p = `electrical.batteries.${bank}`;
    const soc = sum(`${p}.capacity.stateOfCharge`) ?? sum(`${p}.stateOfCharge`);
    const voltage = sum(`${p}.voltage`);
    const energyIn = bank === null ? null : sum(energyInKey(bank));
    const energyOut = bank === null ? null : sum(energyOutKey(bank));
    const span = spanOf(ctx, window, `${p}.voltage`, soc ?? voltage, [voltage, sum(`${p}.current`)]);
    const remembered = span !== null && (soc !== null || voltage !== null || energyIn !== null);
    const reading = {
      ...historyReading(ctx, remembered ? span : null),
      socMin: soc?.min ?? null,
      voltageMin: voltage?.min ?? null,
      energyIn: energyIn?.sum ?? null,
      energyOut: energyOut?.sum ?? null,
    };
    // A bank asked for that the history does not hold: no display, the note says what to send.
    const display = !remembered && asked && banks.length ? null : historyDisplay(ctx, reading, ctx.speaker.answer(BATTERY_HISTORY, reading));
    return feedSaid(ctx, {
      ...spanFields(hours, span),
      bank: bank ?? (asked?.trim() || null),
      soc_min_fraction: soc?.min ?? null,
      voltage_min: voltage?.min ?? null,
      energy_in_j: energyIn ? Math.round(energyIn.sum) : null,
      energy_out_j: energyOut ? Math.round(energyOut.sum) : null,
      available_banks: banks,
      display,
      timestamp: newestIso(span),
      ...(asked && banks.length && bank === null ? { note: `No battery bank named ${asked.trim()}; choose one of available_banks.` } : {}),
    });
  },
});
