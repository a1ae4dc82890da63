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
