/**
 * list_paths: which SignalK paths our own vessel publishes, optionally under a prefix, with their
 * SI units and descriptions, so a model can discover instead of guessing (speech-cases.json "list-paths-prefix").
 *
 * Sized for a small model (the whole N2K sample was 8,771 characters,
 * about 1,950 Llama-3 tokens): without a prefix the compact answer gives only the groups (the
 * paths' first segments) and their counts, `{"electrical":12,"navigation":25,...}`, within the
 * ~60 tokens of the other answers; a prefix narrows to the paths themselves, and `offset` pages the
 * paths (all of them without a prefix), MAX_LISTED_PATHS at a time, in every answer style.
 */
import { z } from 'zod';
import { unitsOf } from '../../vessel/kinds.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';

export interface PathInfo {
  path: string;
  /** SI unit as in the SignalK schema ("m/s", "rad", "ratio"), or null. */
  units: string | null;
  description: string | null;
}

export interface ListPathsResult extends BaseResult {
  paths: PathInfo[];
  /** Number of paths under each first segment ("electrical": 12), in name order, for the paths matched. */
  groups: Record<string, number>;
  /** True when more paths matched than are listed (ask again with `offset`). */
  truncated: boolean;
  /** The prefix as matched (dotted, lower case), or null for every path. */
  prefix: string | null;
  /** The paths skipped, as asked (`offset`), or null when not asked. */
  offset: number | null;
}

/** At most this many paths per answer: keeps a small model's context small. */
export const MAX_LISTED_PATHS = 200;
/**
 * At most this many characters of paths, units and descriptions per answer (about 4,000 tokens):
 * whatever the boat's paths and metas, an answer a small model can read; the rest is paged.
 */
export const MAX_LISTED_CHARS = 16_000;
/** At most this many groups named (the largest); a real boat has about a dozen. */
export const MAX_GROUPS = 50;

const input = {
  prefix: z.string().max(256).optional().describe('Only paths under this, like tanks'),
  offset: z.number().int().min(0).max(100_000).optional().describe('Skip this many paths (paging)'),
};

export const query = defineQuery<typeof input, ListPathsResult>({
  name: 'list_paths',
  title: 'List available SignalK paths',
  description: 'Which SignalK paths the boat publishes: groups with counts, or the paths under a prefix like electrical (offset pages them); no values. A value: read_sensor.',
  input,
  subject: 'sensor',
  // Without a prefix the groups (a handful of tokens); with one, or with an offset (paging every
  // path), the paths, MAX_LISTED_PATHS at a time.
  compact: (r) => (r.prefix !== null || r.offset !== null ? ['paths', 'truncated'] : ['groups']),
  run({ prefix, offset }, ctx): ListPathsResult {
    const pre = (prefix ?? '')
      .trim()
      .replace(/\//g, '.')
      .replace(/^(vessels\.)?self\./i, '')
      .replace(/\.+$/, '')
      .toLowerCase();
    const all: string[] = [];
    for (const p of ctx.model.paths()) {
      const l = p.toLowerCase();
      if (pre === '' || l === pre || l.startsWith(pre + '.')) all.push(p);
    }
    all.sort();
    const counts = new Map<string, number>();
    for (const p of all) {
      const g = p.split('.')[0]!;
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    // Only the largest groups when a server sends more than a boat has; in path order as always.
    const kept = new Set(
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_GROUPS)
        .map(([g]) => g),
    );
    const groups: Record<string, number> = Object.fromEntries([...counts].filter(([g]) => kept.has(g)));
    const from = offset ?? 0;
    const listed: PathInfo[] = [];
    let chars = 0;
    for (const path of all.slice(from, from + MAX_LISTED_PATHS)) {
      const meta = ctx.model.meta(path);
      const info = { path, units: unitsOf(path, meta?.units) ?? null, description: meta?.description ?? null };
      chars += path.length + (info.units?.length ?? 0) + (info.description?.length ?? 0);
      if (chars > MAX_LISTED_CHARS && listed.length > 0) break;
      listed.push(info);
    }
    return {
      paths: listed,
      groups,
      truncated: all.length > from + listed.length,
      prefix: pre === '' ? null : pre,
      offset: offset ?? null,
      display: ctx.speaker.pathCount(all.length),
      timestamp: null,
    };
  },
});
