/**
 * The import graph of src/: imports go down the layers (LAYERS, lowest first) and never round in a
 * cycle. The imports that go up today are listed by name (UPWARD_EXCEPTIONS) with why, and so are the
 * cycles (CYCLE_EXCEPTIONS): a new one fails, and so does a listed one that is gone (the list only
 * shrinks). Imports are read with the TypeScript parser: static imports and re-exports (type-only
 * ones too) and dynamic import().
 *
 * Cycles are checked on two graphs: the modules' (a directory of src/, or a file at its top), with
 * every import; and the files', with the imports that run (type-only imports are erased, so a type
 * shared back and forth inside one module, as the locale files and their index do, is no cycle).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../helpers/repo.js';

const SRC = join(REPO_ROOT, 'src');

/**
 * The layers, lowest first: a module may import its own files and the modules of lower layers.
 * base: no project imports (src/domain: the vocabulary every layer shares: languages, quantity kinds
 * and limits, feed state, ship categories, rounding). domain: the vessel model and SignalK semantics, place names, the demo
 * boat's simulator (all pure). feed: the SignalK client, which fills the model and knows nothing of
 * answers. speech: all wording (pure). queries: the questions, reading the model and speaking through
 * speech (pure). questions: the list of questions and what each brings (src/questions/; a file of a
 * question's folder counts by its role: answer.ts and words.ts are speech, query.ts is queries). actions: the voice actions (their decisions, wording and anchor watch, on the
 * SignalK writes' contract in domain). outputs: MCP, Home Assistant, MQTT entities, Assist, announcements, agent-check.
 * config: the add-on's options (naming the outputs' choices). app wires it all; cli starts it.
 */
const LAYERS: readonly { layer: string; modules: readonly string[] }[] = [
  { layer: 'base', modules: ['log', 'version', 'http-request', 'private-file', 'domain'] },
  { layer: 'domain', modules: ['vessel', 'places', 'demo'] },
  { layer: 'feed', modules: ['signalk'] },
  { layer: 'speech', modules: ['speech'] },
  { layer: 'queries', modules: ['queries'] },
  { layer: 'questions', modules: ['questions'] },
  { layer: 'actions', modules: ['actions'] },
  { layer: 'outputs', modules: ['ha', 'mcp', 'entities', 'assist', 'announce', 'agent-check'] },
  { layer: 'config', modules: ['config'] },
  { layer: 'app', modules: ['app'] },
  { layer: 'cli', modules: ['cli'] },
];

/** Imports between two modules of one layer that are allowed (from -> to); any other is not. */
const SIDEWAYS: readonly string[] = [
  'assist -> ha', // Assist registers its intents through the Home Assistant connection
  'announce -> ha', // announcements are Home Assistant service calls
  'agent-check -> mcp', // agent-check asks a model through our own MCP server
];

/**
 * File imports allowed to go up a layer (from -> to, paths under src/), each with why. None today: the
 * types and constants that went up now live in src/domain. An entry must say why it cannot move down.
 */
const UPWARD_EXCEPTIONS: Readonly<Record<string, string>> = {};

/** File imports that close a cycle of running imports today (from -> to), each with why. */
const CYCLE_EXCEPTIONS: Readonly<Record<string, string>> = {};

/** One import of a file of src/: the imported file (under src/, .ts) and whether only types are imported. */
interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every relative import of every .ts file under src/ (JSON data files left out: they import nothing). */
function imports(): Import[] {
  const out: Import[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const add = (specifier: string, typeOnly: boolean) => {
      if (!specifier.startsWith('.')) return;
      const to = normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts');
      if (!to.endsWith('.ts')) return;
      out.push({ from: relative(SRC, file).split(sep).join('/'), to: relative(SRC, to).split(sep).join('/'), typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
        const typeOnly = clause !== undefined && (clause.isTypeOnly || (clause.name === undefined && named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly)));
        add(node.moduleSpecifier.text, typeOnly);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.isTypeOnly);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        add(node.arguments[0].text, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** The layer role of a file of a question's folder (src/questions/<name>/<file>): its answer and words are speech, its query is queries. */
const QUESTION_ROLES: Readonly<Record<string, string>> = { 'answer.ts': 'speech', 'words.ts': 'speech', 'query.ts': 'queries' };

/** The module of a file under src/: its top directory, or the file's name at the top; a question folder's file by its role (QUESTION_ROLES). */
const moduleOf = (file: string): string => {
  const parts = file.split('/');
  if (parts[0] === 'questions' && parts.length === 3) return QUESTION_ROLES[parts[2]!] ?? 'questions';
  return parts[0]!.replace(/\.ts$/, '');
};

const layerOf = new Map(LAYERS.flatMap(({ modules }, rank) => modules.map((m) => [m, rank] as const)));

/** The cycles of a graph (its strongly connected components of two nodes or more, Tarjan). */
function cycles(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) connect(v);
  return found;
}

describe('the import graph of src/: down the layers, no cycles', () => {
  const all = imports();
  const key = (i: Import) => `${i.from} -> ${i.to}`;

  it('every module of src/ has a layer', () => {
    const modules = [...new Set(sourceFiles(SRC).map((f) => moduleOf(relative(SRC, f).split(sep).join('/'))))].sort();
    assert.deepEqual(
      modules.filter((m) => !layerOf.has(m)),
      [],
      'a new module: give it a layer in LAYERS',
    );
  });

  it('imports go down the layers (or sideways where SIDEWAYS allows); the upward ones are the listed exceptions', () => {
    const wrong = new Set<string>();
    for (const i of all) {
      const a = moduleOf(i.from);
      const b = moduleOf(i.to);
      if (a === b) continue;
      const [ra, rb] = [layerOf.get(a)!, layerOf.get(b)!];
      if (rb < ra || (rb === ra && SIDEWAYS.includes(`${a} -> ${b}`))) continue;
      wrong.add(key(i));
    }
    const fresh = [...wrong].filter((k) => !(k in UPWARD_EXCEPTIONS)).sort();
    assert.deepEqual(fresh, [], 'imports from a higher layer (or sideways): move what is imported down a layer');
    const gone = Object.keys(UPWARD_EXCEPTIONS).filter((k) => !wrong.has(k));
    assert.deepEqual(gone, [], 'these upward imports are gone: remove them from UPWARD_EXCEPTIONS');
  });

  it('no cycle between modules, once the listed upward imports are set aside', () => {
    const edges = all.filter((i) => !(key(i) in UPWARD_EXCEPTIONS) && moduleOf(i.from) !== moduleOf(i.to)).map((i) => [moduleOf(i.from), moduleOf(i.to)] as const);
    assert.deepEqual(cycles(edges), []);
  });

  it('no cycle of running imports between files, but for the listed ones', () => {
    const running = all.filter((i) => !i.typeOnly);
    const closing = running.filter((i) => key(i) in CYCLE_EXCEPTIONS);
    assert.deepEqual(
      cycles(running.filter((i) => !(key(i) in CYCLE_EXCEPTIONS)).map((i) => [i.from, i.to] as const)),
      [],
      'a new import cycle: break it (move what both need to a third file)',
    );
    // A listed edge that no longer closes a cycle (or is gone) leaves the list.
    const stale = Object.keys(CYCLE_EXCEPTIONS).filter((k) => {
      const edge = closing.find((i) => key(i) === k);
      return edge === undefined || !cycles(running.map((i) => [i.from, i.to] as const)).some((c) => c.includes(edge.from) && c.includes(edge.to));
    });
    assert.deepEqual(stale, [], 'these imports no longer close a cycle: remove them from CYCLE_EXCEPTIONS');
  });

  it('the check finds what it is for: an upward import, a cycle', () => {
    assert.deepEqual(
      cycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
      [['a', 'b', 'c']],
    );
    assert.deepEqual(
      cycles([
        ['a', 'b'],
        ['b', 'c'],
      ]),
      [],
    );
    assert.ok(layerOf.get('speech')! > layerOf.get('vessel')! && layerOf.get('queries')! > layerOf.get('speech')! && layerOf.get('app')! > layerOf.get('mcp')!);
    assert.ok(
      all.some((i) => i.from === 'questions/index.ts' && i.to === 'questions/battery-state/index.ts' && !i.typeOnly),
      'imports are read',
    );
    assert.ok(
      all.some((i) => i.from === 'speech/types.ts' && i.to === 'places/gazetteer.ts' && i.typeOnly),
      'type-only imports are told apart',
    );
  });

  it('the graph between modules (printed)', (t) => {
    const counts = new Map<string, number>();
    for (const i of all) {
      const [a, b] = [moduleOf(i.from), moduleOf(i.to)];
      if (a !== b) counts.set(`${a} -> ${b}`, (counts.get(`${a} -> ${b}`) ?? 0) + 1);
    }
    for (const { layer, modules } of [...LAYERS].reverse()) {
      for (const m of modules) {
        const out = [...counts].filter(([k]) => k.startsWith(`${m} -> `)).map(([k, n]) => `${k.slice(m.length + 4)} ${n}`);
        t.diagnostic(`${layer}: ${m} -> ${out.join(', ') || '(nothing)'}`);
      }
    }
    assert.ok(counts.size > 0);
  });
});
