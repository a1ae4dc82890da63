/** Reading a test Home Assistant's entities: its REST states and one websocket command. */
import type { HaSocket, HomeAssistant } from './ha.js';

/** One entity's state as GET /api/states/<id> returns it. */
export interface HaState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_updated: string;
}

/** GET /api/states/<id>, or undefined on 404 (any other failure throws). */
export async function getState(ha: HomeAssistant, id: string): Promise<HaState | undefined> {
  const r = await fetch(`${ha.url}/api/states/${id}`, { headers: { authorization: `Bearer ${ha.token}` }, signal: AbortSignal.timeout(10_000) });
  if (r.status === 404) return undefined;
  if (!r.ok) throw new Error(`GET /api/states/${id}: ${r.status}`);
  return (await r.json()) as HaState;
}

/** One websocket command (e.g. `config/entity_registry/list`) on a socket of its own, closed after. */
export async function haCommand<T>(ha: HomeAssistant, cmd: Record<string, unknown>): Promise<T> {
  const socket: HaSocket = await ha.socket();
  try {
    return await socket.command<T>(cmd);
  } finally {
    socket.close();
  }
}

/** One entry of `config/entity_registry/list` (or `/get`), the fields the tests read. */
export interface RegistryEntry {
  entity_id: string;
  unique_id: string;
  platform: string;
  device_id: string | null;
  original_device_class: string | null;
}

/** One entry of `config/device_registry/list`, the fields the tests read. */
export interface DeviceEntry {
  id: string;
  name: string | null;
  identifiers: [string, string][];
}

/** The states the recorder holds for `id` since `since` (ISO), oldest first, without unknown/unavailable. */
export async function recordedStates(ha: HomeAssistant, id: string, since: string): Promise<string[]> {
  const h = await ha.rest<{ state: string }[][]>('GET', `/api/history/period/${encodeURIComponent(since)}?filter_entity_id=${id}&minimal_response&no_attributes`);
  return (h[0] ?? []).map((x) => x.state).filter((x) => x !== 'unknown' && x !== 'unavailable');
}
