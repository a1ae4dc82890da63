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
import { unitsOf } from '../vessel/kinds.js';
import { defineQuery, type BaseResult } from './types.js';

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

const input = {
  prefix: z.string().max(256).optional().describe('Only paths under this, like tanks'),
  offset: z.number().int().min(0).max(100_000).optional().describe('Skip this many paths (paging)'),
};

export const listPaths = defineQuery<typeof input, ListPathsResult>({
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
    const groups: Record<string, number> = {};
    for (const p of all) {
      const g = p.split('.')[0]!;
      groups[g] = (groups[g] ?? 0) + 1;
    }
    const from = offset ?? 0;
    const listed = all.slice(from, from + MAX_LISTED_PATHS).map((path) => {
      const meta = ctx.model.meta(path);
      return { path, units: unitsOf(path, meta?.units) ?? null, description: meta?.description ?? null };
    });
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
