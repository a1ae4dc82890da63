/**
 * AIS facts the traffic answer needs: which contexts are vessels, their MMSI, their ship type grouped
 * the way sailors name ships, their names cleaned of AIS padding, which targets are our own echo, and
 * which targets matter most (`rankTargets`).
 * Source of the codes: ITU-R M.1371-5, Annex 8 Table 53 (ship types) and Annex 2 (6-bit text).
 */
import type { ShipCategory } from '../domain/ais.js';
import { sarKindOf } from './sar.js';
import { compareRisk, encounter, estimate, newEstimate, planeAround, riskKey, riskKeyBounds, velocity, type Encounter, type Estimate, type KeyBounds, type Track } from './cpa.js';

const VESSEL_MMSI = /^vessels\.urn:mrn:imo:mmsi:(\d{9})$/;

/**
 * The MMSI of an AIS vessel context ("vessels.urn:mrn:imo:mmsi:230035780" -> "230035780"), or null for
 * anything else: our own context key, non-AIS vessels (uuid URNs), shore stations, aids to navigation,
 * SAR aircraft. MMSIs that are not ships are refused even under `vessels.` (a decoder that files
 * them there): base stations (00…), aids to navigation (99…), SAR aircraft (111…), and the
 * search-and-rescue devices (970 AIS-SART, 972 MOB, 974 EPIRB; vessel/sar.ts), which are answered
 * apart and before every ship.
 */
export function vesselMmsi(context: string): string | null {
  // Remembered: every traffic answer asks again for every context (the match arrays were
  // a seventh of the answer's garbage). Bounded; the model holds at most 2,000 contexts.
  let mmsi = mmsiOf.get(context);
  if (mmsi !== undefined) return mmsi;
  const m = VESSEL_MMSI.exec(context)?.[1];
  mmsi = !m || m.startsWith('00') || m.startsWith('99') || m.startsWith('111') || sarKindOf(m) !== null ? null : m;
  if (mmsiOf.size >= MMSI_MEMO_MAX) mmsiOf.clear();
  mmsiOf.set(context, mmsi);
  return mmsi;
}

const mmsiOf = new Map<string, string | null>();
const MMSI_MEMO_MAX = 4096;

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
  30: 'fishing',
  31: 'towing',
  32: 'towing',
  33: 'dredger',
  34: 'diving',
  35: 'military',
  36: 'sailing',
  37: 'pleasure',
  50: 'pilot',
  51: 'searchAndRescue',
  52: 'tug',
  53: 'portTender',
  54: 'antiPollution',
  55: 'lawEnforcement',
  58: 'medical',
};

/** Longest name kept, in characters: AIS sends 20; a longer one (a plugin's, a hostile feed's) is cut at a word. */
export const AIS_NAME_MAX = 60;

/**
 * A vessel name as sent, without AIS padding: 6-bit text is padded with "@" (and often spaces) to
 * 20 characters; runs of spaces inside are one space. A name given as a number (`12345`) is that
 * number written out ("12345"). A name longer than {@link AIS_NAME_MAX} characters is cut at the last
 * space within it (inside a single word that long), so that a 10,000-character name is still named.
 * Null for a missing, empty or non-text name. Letter case, symbols and scripts are left to the speech
 * layer (the field keeps the boat's own text).
 */
export function cleanAisName(name: unknown): string | null {
  if (typeof name === 'number' && Number.isFinite(name)) return String(name);
  if (typeof name !== 'string') return null;
  const clean = name
    .slice(0, AIS_NAME_MAX * 8)
    .replace(/@+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? null : cutAtWord(clean, AIS_NAME_MAX);
}

/** `text` cut to at most `max` characters at its last space, inside a word only when it has none; never within a surrogate pair. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  if (space > 0) return text.slice(0, space).trim();
  const end = /[\uDC00-\uDFFF]/.test(text[max] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * A target this close that moves with us (relative speed below {@link OWN_ECHO_SPEED_MPS}) is our own
 * transponder heard under another MMSI, or a boat rafted alongside: neither is traffic.
 */
export const OWN_ECHO_RANGE_M = 50;
export const OWN_ECHO_SPEED_MPS = 0.5;

/** Whether a placed target is our own echo or a raft-up (see {@link OWN_ECHO_RANGE_M}). */
export function isOwnEcho(e: Encounter, own: Track, target: Track): boolean {
  if (e.rangeM >= OWN_ECHO_RANGE_M) return false;
  const a = velocity(own.cog, own.sog);
  const b = velocity(target.cog, target.sog);
  return a !== null && b !== null && Math.hypot(b.e - a.e, b.n - a.n) < OWN_ECHO_SPEED_MPS;
}

/** {@link isOwnEcho} from an estimate: true or false when its error bound decides, null when only the exact range can. */
function echoFromEstimate(est: Estimate): boolean | null {
  if (!est.moving) return false;
  const range = Math.sqrt(est.rE * est.rE + est.rN * est.rN);
  if (range - est.errorM >= OWN_ECHO_RANGE_M) return false;
  // The same relative speed isOwnEcho computes (the velocities do not depend on the positions).
  if (Math.hypot(est.vE, est.vN) >= OWN_ECHO_SPEED_MPS) return false;
  return range + est.errorM < OWN_ECHO_RANGE_M ? true : null;
}

/** `rankTargets`' working arrays, grown to the largest list of targets seen (at most the model's 2,000 contexts). */
interface Scratch {
  kept: Uint32Array;
  lo: Float64Array;
  hi: Float64Array;
  exactOf: Map<number, Encounter | null>;
}
const newScratch = (n: number): Scratch => {
  const size = Math.max(64, 2 ** Math.ceil(Math.log2(n)));
  return { kept: new Uint32Array(size), lo: new Float64Array(size), hi: new Float64Array(size), exactOf: new Map() };
};
let scratch = newScratch(64);

/** A target as `rankTargets` reports it: the caller's target and its exact encounter (vessel/cpa.ts `encounter`). */
export interface RankedTarget<T> {
  item: T;
  encounter: Encounter | null;
}

/**
 * The `limit` most relevant of `targets` seen from `own` at `at` (epoch ms), in `compareRisk`'s order
 * (vessel/cpa.ts: collision risks first, then by range), without our own echoes
 * ({@link isOwnEcho}); the same targets in the same order, with the same encounters, as computing
 * `encounter` for every target, dropping the echoes and sorting them all with `compareRisk` (a stable
 * sort: ties keep the order of `targets`).
 *
 * Only some targets get the exact (geolib) `encounter`. Every target is first placed with
 * `estimate`, whose error bound gives bounds [lo, hi] on its `riskKey` (`riskKeyBounds`). With U the
 * `limit`-th smallest hi, at least `limit` targets have an exact key at most U, so a target with lo
 * above U can never be reported; the others (those reported, and those that could tie with them
 * within the error bounds) get their exact encounter and are sorted exactly. Targets outside the
 * estimate's domain, and possible echoes the bound cannot decide, are placed exactly at once.
 *
 * `total` counts the targets left after the echoes; `exact` how many exact encounters were computed.
 */
export function rankTargets<T extends Track>(own: Track, targets: readonly T[], at: number, limit: number): { chosen: RankedTarget<T>[]; total: number; exact: number } {
  const n = Math.max(0, Math.floor(limit));
  const plane = planeAround(own, at);
  const est = newEstimate();
  const bounds: KeyBounds = { lo: 0, hi: 0 };
  // The targets left after the echoes (their indices), with their key bounds and the exact
  // encounters computed so far: typed, no object (nor boxed number) per target, and reused from one
  // answer to the next (the function runs to its end without yielding, so one set is enough).
  if (scratch.kept.length < targets.length) scratch = newScratch(targets.length);
  const { kept, lo, hi, exactOf } = scratch;
  exactOf.clear();
  let count = 0;
  // The n smallest upper bounds so far, ascending.
  const lowestHi: number[] = [];
  let exact = 0;
  for (let t = 0; t < targets.length; t++) {
    const target = targets[t]!;
    const placed = plane !== null && estimate(plane, target, est);
    const echo = placed ? echoFromEstimate(est) : null;
    if (echo === true) continue;
    if (echo === false) {
      riskKeyBounds(est, bounds);
    } else {
      const e = encounter(own, target, at);
      exact++;
      if (e !== null && isOwnEcho(e, own, target)) continue;
      bounds.lo = bounds.hi = riskKey(e);
      exactOf.set(t, e);
    }
    kept[count] = t;
    lo[count] = bounds.lo;
    hi[count] = bounds.hi;
    count++;
    const h = bounds.hi;
    if (lowestHi.length < n || h < lowestHi[n - 1]!) {
      let i = Math.min(lowestHi.length, n - 1);
      for (; i > 0 && lowestHi[i - 1]! > h; i--) lowestHi[i] = lowestHi[i - 1]!;
      lowestHi[i] = h;
    }
  }
  const cut = n === 0 ? Number.NEGATIVE_INFINITY : count <= n ? Number.POSITIVE_INFINITY : lowestHi[n - 1]!;
  const candidates: RankedTarget<T>[] = [];
  for (let i = 0; i < count; i++) {
    if (lo[i]! > cut) continue;
    const t = kept[i]!;
    let e = exactOf.get(t);
    if (e === undefined) {
      e = encounter(own, targets[t]!, at);
      exact++;
    }
    candidates.push({ item: targets[t]!, encounter: e });
  }
  candidates.sort(compareRisk);
  if (candidates.length > n) candidates.length = n;
  return { chosen: candidates, total: count, exact };
}
