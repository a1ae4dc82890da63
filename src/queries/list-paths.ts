/**
 * list_paths: which SignalK paths our own vessel publishes, optionally under a prefix, with their
 * SI units and descriptions, so a model can discover instead of guessing (speech-cases.json "list-paths-prefix").
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
  /** True when more paths matched than are listed. */
  truncated: boolean;
}

/** At most this many paths per answer: keeps a small model's context small. */
export const MAX_LISTED_PATHS = 200;

export const listPaths = defineQuery({
  name: 'list_paths',
  title: 'List available SignalK paths',
  description:
    'Which SignalK paths the boat publishes: with units, under a prefix if given; no values. A value: read_sensor.',
  input: {
    prefix: z.string().max(256).optional().describe('Only paths under this, like tanks'),
  },
  subject: 'sensor',
  compact: ['paths', 'truncated'],
  run({ prefix }, ctx): ListPathsResult {
    const pre = (prefix ?? '').trim().replace(/\//g, '.').replace(/^(vessels\.)?self\./i, '').replace(/\.+$/, '').toLowerCase();
    const all: string[] = [];
    for (const p of ctx.model.paths()) {
      const l = p.toLowerCase();
      if (pre === '' || l === pre || l.startsWith(pre + '.')) all.push(p);
    }
    all.sort();
    const listed = all.slice(0, MAX_LISTED_PATHS).map((path) => {
      const meta = ctx.model.meta(path);
      return { path, units: unitsOf(path, meta?.units) ?? null, description: meta?.description ?? null };
    });
    return {
      paths: listed,
      truncated: all.length > listed.length,
      display: ctx.speaker.pathCount(all.length),
      timestamp: null,
    };
  },
});
