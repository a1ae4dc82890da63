/**
 * Place names as each answer's language says them: Lisboa in Portuguese, Londres in French and Spanish.
 * Pure: built from Unicode CLDR's time-zone city names (`exemplarCity`, cldr-dates-full's
 * `main/<locale>/dates/timeZoneNames.json`, read by src/places/load.ts) and a time-zone finder.
 *
 * CLDR names the city of every IANA time zone in every language it covers ("Europe/Lisbon": en
 * "Lisbon", pt "Lisboa", fr "Lisbonne", de "Lissabon"); a locale's file lists only the names that
 * differ from what it inherits (pt-PT from pt, every locale from root, whose name is the zone id's
 * last part with spaces). A place of the gazetteer takes those names when it IS that zone's city:
 * its own name (as the data spells it) is the zone's city name in one of our languages, and the time
 * zone at its position is that zone. Only zone cities have names here (about 450 in the world, the
 * capitals and the great ports among them; about 280 of them named some other way in one of our
 * languages); every other place keeps the data's spelling (Köln, no zone's city, stays Köln in
 * English). No maintained offline source that the add-on's build can use names more places
 * (test/bench/README.md compares the candidates).
 */
import type { Language } from '../domain/language.js';

/** The CLDR locale of each answer language, most specific last (pt-PT inherits from pt). */
export const CLDR_LOCALES: Readonly<Record<Language, readonly string[]>> = {
  en: ['en'],
  'pt-BR': ['pt'],
  pt: ['pt', 'pt-PT'],
  de: ['de'],
  fr: ['fr'],
  es: ['es'],
  nl: ['nl'],
};

/** Zone id -> city name, from one CLDR timeZoneNames document. */
export type CityNames = ReadonlyMap<string, string>;

/**
 * The exemplar cities of a CLDR `timeZoneNames.json` document (`main.<locale>.dates.timeZoneNames.zone`,
 * nested by the zone id's parts): zone id -> name. A document of another shape gives an empty map.
 */
export function exemplarCities(doc: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const main = record(record(doc)?.main);
  const locale = main === null ? null : record(Object.values(main)[0]);
  const zones = record(record(record(locale?.dates)?.timeZoneNames)?.zone);
  const walk = (node: Record<string, unknown>, id: string, depth: number) => {
    if (typeof node.exemplarCity === 'string' && id !== '') out.set(id, node.exemplarCity);
    if (depth > 4) return;
    for (const [k, v] of Object.entries(node)) {
      const child = record(v);
      if (child !== null && k !== 'long' && k !== 'short') walk(child, id === '' ? k : `${id}/${k}`, depth + 1);
    }
  };
  if (zones !== null) walk(zones, '', 0);
  return out;
}

function record(x: unknown): Record<string, unknown> | null {
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
}

/** A name compared as words: lower case, without accents. */
const key = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The zone's city as root names it: the id's last part with spaces ("America/New_York" -> "New York"). */
const rootName = (zone: string): string => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

/**
 * Names of places per answer language. `byLocale` holds each CLDR locale's exemplar cities (keys of
 * {@link CLDR_LOCALES}' values); `zoneAt(latitude, longitude)` the IANA zone at a position (null: none).
 */
export class LocalNames {
  /** Our languages' names per zone, only for zones named in more than one way. */
  private readonly names = new Map<string, Partial<Record<Language, string>>>();
  /** Every spelling of a zone's city (any of our languages, or root) -> the zones so named. */
  private readonly zonesBySpelling = new Map<string, string[]>();

  constructor(
    byLocale: ReadonlyMap<string, CityNames>,
    private readonly zoneAt: (latitude: number, longitude: number) => string | null,
  ) {
    const zones = new Set<string>();
    for (const m of byLocale.values()) for (const z of m.keys()) zones.add(z);
    for (const zone of zones) {
      const per: Partial<Record<Language, string>> = {};
      for (const [language, locales] of Object.entries(CLDR_LOCALES) as [Language, readonly string[]][]) {
        let name = rootName(zone);
        for (const l of locales) name = byLocale.get(l)?.get(zone) ?? name;
        per[language] = name;
      }
      this.names.set(zone, per);
      for (const spelling of new Set([rootName(zone), ...Object.values(per)].map(key))) {
        const list = this.zonesBySpelling.get(spelling) ?? [];
        list.push(zone);
        this.zonesBySpelling.set(spelling, list);
      }
    }
  }

  /** How many zones have names. */
  get size(): number {
    return this.names.size;
  }

  /**
   * The place's name in each language, when the place named `name` at (latitude, longitude) degrees is
   * a zone's city (module doc); undefined otherwise.
   */
  of(name: string, latitude: number, longitude: number): Partial<Record<Language, string>> | undefined {
    const zones = this.zonesBySpelling.get(key(name));
    if (zones === undefined) return undefined;
    const here = this.zoneAt(latitude, longitude);
    return here !== null && zones.includes(here) ? this.names.get(here) : undefined;
  }
}
