/**
 * Keeps Home Assistant's managed Assist automations in step with what signalk-assist answers: one
 * sentence-trigger automation per available family, in HA's language, through HA's config API; and
 * none left over (families gone, or the Assist output turned off).
 *
 * Idempotent: each automation has a fixed id (`signalk_assist_<family>`), HA's config API writes by
 * id, and a body that is already there (compared in a form the same for every HA release) is not
 * written again, so restarting the add-on any number of times leaves exactly one automation per
 * family and makes no write at all (each write rewrites automations.yaml and reloads automations).
 *
 * HA 2024.3 has no REST call that lists config automations: the managed ones are found among the
 * `automation.*` states, whose `id` attribute is the config id.
 */
import { isDeepStrictEqual } from 'node:util';
import { HaHttpError, type HaConnection } from '../ha/connection.js';
import { log } from '../log.js';
import { automationId, buildAutomation, comparableAutomation, isManagedId } from './automations.js';
import { availableFamilies } from './families.js';
import type { AssistSentences } from './sentences/index.js';

/** What one sync changed, by automation id. */
export interface SyncReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  removed: string[];
}

interface HaState {
  entity_id: string;
  attributes?: { id?: unknown };
}

const CONFIG_PATH = '/api/config/automation/config/';

/** See the module comment. Calls are serialised: a sync never interleaves with another. */
export class AssistRegistrar {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly ha: Pick<HaConnection, 'rest'>) {}

  /**
   * Creates or updates the automation of every available family in `sentences`' language and the
   * `extra` ones (the voice action automations, assist/actions.ts), and deletes every other managed
   * automation.
   * @throws HaHttpError or a network error from HA (the caller logs it and tries again on the next connect).
   */
  sync(sentences: AssistSentences, extra: readonly { id: string; body: Record<string, unknown> }[] = []): Promise<SyncReport> {
    return this.serial(async () => {
      const report: SyncReport = { created: [], updated: [], unchanged: [], removed: [] };
      const wanted = new Set<string>();
      const all = [...availableFamilies().map((family) => ({ id: automationId(family.id), body: buildAutomation(family.id, sentences) })), ...extra];
      for (const { id, body } of all) {
        wanted.add(id);
        const current = await this.read(id);
        if (current && sameBody(current, body)) {
          report.unchanged.push(id);
          continue;
        }
        await this.ha.rest('POST', CONFIG_PATH + id, body);
        (current ? report.updated : report.created).push(id);
      }
      for (const id of await this.managedIds()) {
        if (wanted.has(id)) continue;
        await this.remove(id);
        report.removed.push(id);
      }
      return report;
    });
  }

  /**
   * Deletes every managed automation (the Assist output is off).
   * @throws as `sync`.
   */
  removeAll(): Promise<SyncReport> {
    return this.serial(async () => {
      const report: SyncReport = { created: [], updated: [], unchanged: [], removed: [] };
      for (const id of await this.managedIds()) {
        await this.remove(id);
        report.removed.push(id);
      }
      return report;
    });
  }

  /** Ids of the managed automations HA has loaded (from the `automation.*` states). */
  async managedIds(): Promise<string[]> {
    const states = await this.ha.rest<HaState[]>('GET', '/api/states');
    const ids = new Set<string>();
    for (const s of Array.isArray(states) ? states : []) {
      const id = s.attributes?.id;
      if (s.entity_id.startsWith('automation.') && isManagedId(id)) ids.add(id);
    }
    return [...ids].sort();
  }

  /** The stored automation config, or null when there is none with that id. */
  private async read(id: string): Promise<Record<string, unknown> | null> {
    try {
      const body = await this.ha.rest<unknown>('GET', CONFIG_PATH + id);
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    } catch (e) {
      if (e instanceof HaHttpError && e.status === 404) return null;
      throw e;
    }
  }

  private async remove(id: string): Promise<void> {
    try {
      await this.ha.rest('DELETE', CONFIG_PATH + id);
    } catch (e) {
      // Already gone (deleted by the user between listing and now): the goal is met.
      if (!(e instanceof HaHttpError && e.status === 404)) throw e;
    }
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

/**
 * Whether HA's stored config (with its added `id`) is the body we would write, in the form that is
 * the same for every HA release (`comparableAutomation`: HA 2024.10+ stores `triggers`/`actions`;
 * a plain comparison rewrote every automation on every start and reconnect).
 */
function sameBody(stored: Record<string, unknown>, body: Record<string, unknown>): boolean {
  return isDeepStrictEqual(comparableAutomation(stored), comparableAutomation(body));
}

/** One line for the log: "2 created, 10 unchanged". */
export function describeReport(r: SyncReport): string {
  const parts = [
    r.created.length ? `${r.created.length} created` : '',
    r.updated.length ? `${r.updated.length} updated` : '',
    r.unchanged.length ? `${r.unchanged.length} unchanged` : '',
    r.removed.length ? `${r.removed.length} removed` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing to do';
}

/** Logs a failed sync without a stack (HA answers are the usual cause). */
export function logSyncFailure(what: string, e: unknown): void {
  log.warn(`Assist: could not ${what} in Home Assistant: ${(e as Error)?.message ?? String(e)}. Trying again when Home Assistant reconnects.`);
}
