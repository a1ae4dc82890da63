/**
 * The gazetteer: named places (towns and harbours) in a flat, compact store with a 1-degree grid,
 * and the rule that picks the place a sailor would name for a position. Pure: built from decoded
 * entries (src/places/load.ts reads the packages' files); no I/O.
 *
 * Memory: names are kept as their UTF-8 bytes in one pool and decoded only for the place chosen;
 * coordinates in 1e-5 degrees (about a metre) as Int32; weights as Uint32: 4.4 MB of array buffers
 * for 130,000 towns and 1,600 harbours, about 10 MB of RSS in the add-on's process with the load's
 * leftovers (test/bench/gazetteer.ts measures both).
 */

import type { Language } from '../domain/language.js';

/** What a place is, for the wording: a town ("3 nautical miles south-west of Cascais") or a harbour. */
export type PlaceKind = 'town' | 'harbour';

/**
 * Receives one place while the gazetteer is built: its name as UTF-8 bytes (copied: a view into a
 * file's buffer is fine), position in degrees, weight (inhabitants for a town, HARBOUR_WEIGHT for a
 * harbour) and kind. No object per place is made: 130,000 of them cost 35 MB of RSS at load.
 */
export type PlaceSink = (name: Uint8Array, latitude: number, longitude: number, weight: number, kind: PlaceKind) => void;

/** The place chosen for a position. */
export interface PlaceFix {
  /** The place's name as the data spells it (boat-facing: pass through sayable() before speaking). */
  name: string;
  kind: PlaceKind;
  /** Great-circle distance from the place to the boat, meters. */
  distance_m: number;
  /** Initial great-circle bearing FROM the place TO the boat, degrees true 0..360. */
  bearing_deg: number;
  /** True when the boat is within HARBOUR_RADIUS_NM of a harbour: "in the harbour of Horta". */
  in_harbour: boolean;
  /** The place's name in each answer language where a dataset gives one (local-names.ts); absent: none. */
  names?: Partial<Record<Language, string>>;
}

/** Anything that names a position: the loaded gazetteer, or one that loads on first use. */
export interface PlaceFinder {
  /** The place to name for a position in degrees (north, east positive); null when none is in range. */
  near(latitude: number, longitude: number): PlaceFix | null;
}

export const METERS_PER_NAUTICAL_MILE = 1852;
/** Mean Earth radius (IUGG), meters. */
const EARTH_RADIUS_M = 6_371_008.8;
/**
 * Within this distance of a harbour's point the boat is "in the harbour of" it. The harbour data
 * gives points to 0.01 degree (about 0.6 nautical mile), and a harbour with its approaches spans
 * about a mile: nearer than that, a skipper says "in Horta", not "half a mile north of Horta".
 */
export const HARBOUR_RADIUS_NM = 1;
/** No place is named beyond this: further out the coordinates are said (the open ocean). */
export const MAX_RANGE_NM = 300;
/**
 * A harbour counts as a town of this many people: known to sailors well beyond its size on land
 * (Horta, 6,500 inhabitants, is known across the Atlantic). Its reach is then about 220 miles.
 */
export const HARBOUR_WEIGHT = 50_000;

/** Grid: 1-degree cells, 180 rows (latitude -90..90) by 360 columns (longitude -180..180). */
const ROWS = 180;
const COLS = 360;
const SCALE = 1e5;

/**
 * The reach of a place, nautical miles: how far out a sailor still names it. The square root of its
 * weight, at most MAX_RANGE_NM: a village of 1,000 reaches 32 miles, Cascais (36,000) 190, a harbour
 * 224, Funchal (100,000) and every larger city 300.
 */
export function reachNm(weight: number): number {
  return Math.min(MAX_RANGE_NM, Math.sqrt(Math.max(weight, 0)));
}

/**
 * Places in a grid. `near` names, among the places whose reach covers the boat, the one with the
 * smallest distance / square root of its weight: a bigger place wins at a larger distance (Lisbon,
 * 518,000 people, 5 miles off, over Algés, 22,000, 2 miles off), a close small place wins close in
 * (Cascais, 36,000, 3 miles off, over Lisbon 15 miles off). A harbour within HARBOUR_RADIUS_NM wins
 * outright (the nearest such). No place in reach: null. The data has no islands or coastlines: a
 * town stands for its island ("206 miles west of Funchal" for Madeira).
 */
export class Gazetteer implements PlaceFinder {
  private readonly cellStart: Uint32Array;
  /** Per cell, the square root of its heaviest place's weight (for skipping cells in `near`). */
  private readonly cellMaxRoot: Float32Array;
  private readonly cellItems: Uint32Array;
  private readonly decoder = new TextDecoder();

  /** Builds a gazetteer from the places `fill` gives to its sink. */
  static build(fill: (add: PlaceSink) => void): Gazetteer {
    let n = 0;
    let lat = new Int32Array(1 << 14);
    let lon = new Int32Array(1 << 14);
    let weight = new Uint32Array(1 << 14);
    let harbour = new Uint8Array(1 << 14);
    let nameStart = new Uint32Array((1 << 14) + 1);
    let names = new Uint8Array(1 << 20);
    let bytes = 0;
    fill((name, latitude, longitude, w, kind) => {
      if (n + 1 >= lat.length) {
        lat = grow(lat, new Int32Array(lat.length * 2));
        lon = grow(lon, new Int32Array(lon.length * 2));
        weight = grow(weight, new Uint32Array(weight.length * 2));
        harbour = grow(harbour, new Uint8Array(harbour.length * 2));
        nameStart = grow(nameStart, new Uint32Array(nameStart.length * 2));
      }
      if (bytes + name.length > names.length) names = grow(names, new Uint8Array(Math.max(names.length * 2, bytes + name.length)));
      lat[n] = Math.round(latitude * SCALE);
      lon[n] = Math.round(longitude * SCALE);
      weight[n] = Math.min(Math.max(Math.round(w), 0), 0xffffffff);
      harbour[n] = kind === 'harbour' ? 1 : 0;
      nameStart[n] = bytes;
      names.set(name, bytes);
      bytes += name.length;
      n++;
    });
    nameStart[n] = bytes;
    return new Gazetteer(n, lat.slice(0, n), lon.slice(0, n), weight.slice(0, n), harbour.slice(0, n), nameStart.slice(0, n + 1), names.slice(0, bytes));
  }

  private constructor(
    readonly size: number,
    private readonly lat: Int32Array,
    private readonly lon: Int32Array,
    private readonly weight: Uint32Array,
    private readonly harbour: Uint8Array,
    private readonly nameStart: Uint32Array,
    private readonly names: Uint8Array,
  ) {
    const cellOf = new Uint32Array(size);
    const counts = new Uint32Array(ROWS * COLS + 1);
    this.cellMaxRoot = new Float32Array(ROWS * COLS);
    for (let i = 0; i < size; i++) {
      const cell = cellIndex(rowOf(lat[i]! / SCALE), colOf(lon[i]! / SCALE));
      cellOf[i] = cell;
      counts[cell + 1]!++;
      this.cellMaxRoot[cell] = Math.max(this.cellMaxRoot[cell]!, Math.sqrt(weight[i]!));
    }
    // Counting sort by cell: cellStart[c]..cellStart[c + 1] index cellItems.
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.cellStart = counts.slice();
    this.cellItems = new Uint32Array(size);
    for (let i = 0; i < size; i++) this.cellItems[counts[cellOf[i]!]!++] = i;
  }

  near(latitude: number, longitude: number): PlaceFix | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    let best = -1;
    let bestScore = Infinity;
    let bestDistance = 0;
    let harbour = -1;
    let harbourDistance = Infinity;
    // Nearest cells first; a cell is skipped when even its heaviest place at the cell's nearest
    // edge could not beat the best so far (nor hold a harbour within the harbour radius).
    for (const [cell, boundNm] of this.cellsNear(latitude, longitude)) {
      const root = this.cellMaxRoot[cell]!;
      if (boundNm > HARBOUR_RADIUS_NM && (boundNm > Math.min(MAX_RANGE_NM, root) || boundNm / root >= bestScore)) continue;
      const end = this.cellStart[cell + 1]!;
      for (let k = this.cellStart[cell]!; k < end; k++) {
        const i = this.cellItems[k]!;
        const d = distanceM(latitude, longitude, this.lat[i]! / SCALE, this.lon[i]! / SCALE) / METERS_PER_NAUTICAL_MILE;
        if (this.harbour[i] === 1 && d <= HARBOUR_RADIUS_NM && d < harbourDistance) {
          harbour = i;
          harbourDistance = d;
        }
        const weight = this.weight[i]!;
        if (d > reachNm(weight)) continue;
        const score = d / Math.sqrt(weight);
        if (score < bestScore) {
          best = i;
          bestScore = score;
          bestDistance = d;
        }
      }
    }
    const i = harbour >= 0 ? harbour : best;
    if (i < 0) return null;
    const placeLat = this.lat[i]! / SCALE;
    const placeLon = this.lon[i]! / SCALE;
    const name = this.decoder.decode(this.names.subarray(this.nameStart[i], this.nameStart[i + 1]));
    const names = this.localNames?.(name, placeLat, placeLon);
    return {
      name,
      kind: this.harbour[i] === 1 ? 'harbour' : 'town',
      distance_m: (harbour >= 0 ? harbourDistance : bestDistance) * METERS_PER_NAUTICAL_MILE,
      bearing_deg: bearingDeg(placeLat, placeLon, latitude, longitude),
      in_harbour: harbour >= 0,
      ...(names === undefined ? {} : { names }),
    };
  }

  /** Names the chosen place in each language (local-names.ts): the place's name and position in degrees. */
  private localNames: ((name: string, latitude: number, longitude: number) => Partial<Record<Language, string>> | undefined) | null = null;

  /** Gives every place found from now on its names per language, where `names` has them; returns this. */
  withLocalNames(names: (name: string, latitude: number, longitude: number) => Partial<Record<Language, string>> | undefined): this {
    this.localNames = names;
    return this;
  }

  /**
   * The cells that may hold a place within MAX_RANGE_NM, across the date line and the poles, each with
   * a lower bound of its distance in nautical miles (the latitude gap, and the distance to the great
   * circle of its nearest meridian edge), nearest first.
   */
  private cellsNear(latitude: number, longitude: number): [number, number][] {
    const rangeDeg = MAX_RANGE_NM / 60;
    const south = latitude - rangeDeg;
    const north = latitude + rangeDeg;
    const rowLo = rowOf(Math.max(south, -90));
    const rowHi = rowOf(Math.min(north, 90));
    // Near a pole every meridian is close: all columns. Else the widest longitude span in the band.
    const edge = Math.max(Math.abs(south), Math.abs(north));
    const cos = edge >= 90 ? 0 : Math.cos(edge * RAD);
    const spanDeg = cos <= 0 ? Infinity : rangeDeg / cos;
    const all = spanDeg >= 180;
    const colLo = all ? 0 : Math.floor(longitude - spanDeg) + 180;
    const colHi = all ? COLS - 1 : Math.floor(longitude + spanDeg) + 180;
    const cosLat = Math.cos(latitude * RAD);
    const out: [number, number][] = [];
    for (let r = rowLo; r <= rowHi; r++) {
      const latGap = Math.max(0, r - 90 - latitude, latitude - (r - 89));
      for (let c = colLo; c <= colHi; c++) {
        const col = ((c % COLS) + COLS) % COLS;
        const cell = cellIndex(r, col);
        if (this.cellStart[cell] === this.cellStart[cell + 1]) continue;
        const west = col - 180;
        const lonGap = longitude >= west && longitude <= west + 1 ? 0 : Math.min(lonApart(longitude, west), lonApart(longitude, west + 1));
        const meridianGap = lonGap >= 90 ? 0 : Math.asin(Math.sin(lonGap * RAD) * cosLat) / RAD;
        out.push([cell, Math.max(latGap, meridianGap) * 60]);
      }
    }
    return out.sort((x, y) => x[1] - y[1]);
  }
}

/** Degrees between two longitudes, 0..180. */
function lonApart(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** `to` with `from` copied into its start. */
function grow<T extends Int32Array | Uint32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

function rowOf(latitude: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor(latitude + 90)));
}

function colOf(longitude: number): number {
  return Math.min(COLS - 1, Math.max(0, Math.floor(longitude + 180)));
}

function cellIndex(row: number, col: number): number {
  return row * COLS + col;
}

const RAD = Math.PI / 180;

/** Great-circle (haversine) distance between two points in degrees, meters. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial great-circle bearing from point 1 to point 2, degrees true 0..360. */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLon = (lon2 - lon1) * RAD;
  const y = Math.sin(dLon) * Math.cos(lat2 * RAD);
  const x = Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) - Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos(dLon);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}
