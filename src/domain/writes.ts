/**
 * The SignalK writes of voice actions, as a contract shared by the layer that writes (signalk/writes.ts)
 * and the one that decides (actions/engine.ts): what a write's outcome can be, what our token may do,
 * and a notification as the v2 API lists it. Pure types.
 */

/**
 * What SignalK made of one write (docs/design.md#voice-actions, "success only when SignalK confirms"):
 * - `completed`: a 2xx with `state: COMPLETED` and the matching delta seen on the stream within 3 s;
 * - `unconfirmed`: a 2xx with COMPLETED (or PENDING) but no matching delta within 3 s;
 * - `refused`: SignalK said no with a reason (`400 "Alarm cannot be silenced!"`), in `message`;
 * - `failed`: `202 FAILED`, a 5xx, or an answer that is not SignalK's shape; `message` when SignalK gave one;
 * - `unauthorized`: 401/403 (our token may not write);
 * - `unsupported`: 405, no PUT handler for the path (e.g. no anchor alarm plugin);
 * - `unreachable`: no answer (network error, time-out).
 */
export type WriteOutcome =
  | { status: 'completed'; httpStatus: number; id?: string }
  | { status: 'unconfirmed'; httpStatus: number; id?: string }
  | { status: 'refused'; httpStatus: number; message: string }
  | { status: 'failed'; httpStatus: number; message: string | null }
  | { status: 'unauthorized'; httpStatus: number }
  | { status: 'unsupported'; httpStatus: number }
  | { status: 'unreachable'; message: string };

/**
 * What our token may do, as SignalK answers it: `readwrite` (or admin), `readonly`, `open` (security
 * off: no token needed), `none` (no token yet, or refused), `unknown` (SignalK did not answer).
 */
export type WriteAccess = 'readwrite' | 'readonly' | 'open' | 'none' | 'unknown';

/** A notification as the v2 notifications API lists it (`GET /signalk/v2/api/notifications`). */
export interface ServerNotification {
  /** The server-assigned id (`<uuid>`), the key of the v2 listing. */
  id: string;
  /** `notifications.mob.<id>`, `notifications.navigation.anchor` ... (with the `notifications.` prefix). */
  path: string;
  /** `emergency`, `alarm`, `warn`, `alert`, `normal`, `nominal` (as sent; not validated by SignalK). */
  state: string;
  message: string;
  /** `visual`, `sound`. */
  method: string[];
  status: { silenced: boolean; acknowledged: boolean; canSilence: boolean; canAcknowledge: boolean; canClear: boolean };
  /** ISO time it was raised, when SignalK says. */
  createdAt: string | null;
  /** Where it was raised (MOB), null without a fix, undefined when the notification carries none. */
  position?: { latitude: number; longitude: number } | null;
}

/**
 * The SignalK writes voice actions need (implemented by signalk/writes.ts with the client's token).
 * Every method resolves (never rejects) with what SignalK made of it.
 */
export interface SignalKWrites {
  /** What our token may do; asked once per call (cheap: one harmless request). */
  writeAccess(): Promise<WriteAccess>;
  /** `POST /signalk/v2/api/notifications/mob {message}`; `id` of the raised MOB when completed/unconfirmed. */
  raiseMob(message: string): Promise<WriteOutcome>;
  /** The v2 listing, or null when SignalK did not answer it. */
  notifications(): Promise<ServerNotification[] | null>;
  /** `POST …/notifications/<id>/silence`. */
  silence(id: string): Promise<WriteOutcome>;
  /** `POST …/notifications/<id>/acknowledge` (stops an emergency's sound). */
  acknowledge(id: string): Promise<WriteOutcome>;
  /** `POST …/notifications/silenceAll`. */
  silenceAll(): Promise<WriteOutcome>;
  /** `DELETE …/notifications/<id>` (sets it `normal`; only API-raised ones can be cleared). */
  clear(id: string): Promise<WriteOutcome>;
  /** `PUT /signalk/v1/api/vessels/self/<path with slashes> {value}`; confirmed by a delta of that value. */
  put(path: string, value: unknown): Promise<WriteOutcome>;
  /**
   * `POST /signalk/v2/api/notifications {path, state, message}` (path without `notifications.`, e.g.
   * `navigation.anchor`): raises an alarm every plotter shows (our own anchor watch's drag alarm);
   * `id` of the notification when completed/unconfirmed, for `clear`.
   */
  raiseNotification(path: string, state: 'alarm' | 'emergency', message: string): Promise<WriteOutcome>;
}
