/**
 * AIS facts the traffic answer needs: which contexts are vessels, their MMSI, their ship type grouped
 * the way sailors name ships, and their names cleaned of AIS padding.
 * Source of the codes: ITU-R M.1371-5, Annex 8 Table 53 (ship types) and Annex 2 (6-bit text).
 */
import type { ShipCategory } from '../speech/types.js';

const VESSEL_MMSI = /^vessels\.urn:mrn:imo:mmsi:(\d{9})$/;

/**
 * The MMSI of an AIS vessel context ("vessels.urn:mrn:imo:mmsi:230035780" -> "230035780"), or null for
 * anything else: our own context key, non-AIS vessels (uuid URNs), shore stations, aids to navigation,
 * SAR aircraft. MMSIs that are not ships are refused even under `vessels.` (a decoder that files
 * them there): base stations (00…), aids to navigation (99…), SAR aircraft (111…).
 */
export function vesselMmsi(context: string): string | null {
  const m = VESSEL_MMSI.exec(context);
  const mmsi = m?.[1];
  if (!mmsi || mmsi.startsWith('00') || mmsi.startsWith('99') || mmsi.startsWith('111')) return null;
  return mmsi;
}

/**
 * A ship type id (AIS message 5/19/24B, `design.aisShipType.id`) as the category a sailor names:
 * 30 fishing, 31-32 towing, 33 dredger, 34 diving, 35 military, 36 sailing, 37 pleasure craft,
 * 40-49 high-speed craft, 50 pilot, 51 search and rescue, 52 tug, 53 port tender, 54 anti-pollution,
 * 55 law enforcement, 58 medical transport, 60-69 passenger, 70-79 cargo, 80-89 tanker, 20-29
 * wing-in-ground; everything else (0 not available, reserved and spare codes, 59, 90-99 "other")
 * and null is plain 'vessel'.
 */
export function shipCategory(id: unknown): ShipCategory {
  if (typeof id !== 'number' || !Number.isInteger(id)) return 'vessel';
  if (id >= 20 && id <= 29) return 'wingInGround';
  if (id >= 40 && id <= 49) return 'highSpeed';
  if (id >= 60 && id <= 69) return 'passenger';
  if (id >= 70 && id <= 79) return 'cargo';
  if (id >= 80 && id <= 89) return 'tanker';
  return SINGLE_CODES[id] ?? 'vessel';
}

const SINGLE_CODES: Readonly<Record<number, ShipCategory>> = {
  30: 'fishing', 31: 'towing', 32: 'towing', 33: 'dredger', 34: 'diving', 35: 'military', 36: 'sailing',
  37: 'pleasure', 50: 'pilot', 51: 'searchAndRescue', 52: 'tug', 53: 'portTender', 54: 'antiPollution',
  55: 'lawEnforcement', 58: 'medical',
};

/**
 * A vessel name as sent, without AIS padding: 6-bit text is padded with "@" (and often spaces) to
 * 20 characters; runs of spaces inside are one space. Null for a missing, non-string or empty name.
 * Letter case and symbols are left to the speech layer (the field keeps the boat's own text).
 */
export function cleanAisName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const clean = name.replace(/@+\s*$/, '').replace(/\s+/g, ' ').trim();
  return clean === '' ? null : clean;
}
