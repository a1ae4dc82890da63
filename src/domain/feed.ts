/**
 * The SignalK feed as every answer sees it (src/signalk/client.ts; docs/design.md#truthful-absence):
 * - `up`: connected, and the initial full model of this connection received, so that "none" (no
 *   alarms, no vessels, no route) is something the boat said;
 * - `never`: not connected since the add-on started (nothing received, or the first load still running);
 * - `down`: contact lost; `lostAt` is the epoch ms of the last frame or connection we had.
 * The demo vessel is always `up`.
 */
/**
 * The SignalK feed as answers see it. `approval`: SignalK's security holds this add-on's access
 * request until the user approves it (signalk/access.ts); answers say so instead of "can't reach".
 * `streamRefused` (down): the server answers REST but its WebSocket stream refuses us, so answers
 * say the stream, not the server, is the problem. `beforeRestart` (up): this connection had no full
 * model from REST, and our own notifications SignalK did not send again when we subscribed (it sends
 * everything it holds) are from before it restarted: said as such, never as live.
 */
export type FeedState =
  | { readonly status: 'up'; readonly beforeRestart?: BeforeRestart }
  | { readonly status: 'never'; readonly approval?: boolean }
  | { readonly status: 'down'; readonly lostAt: number; readonly approval?: boolean; readonly streamRefused?: boolean };

/** Our own (`vessels.self`) notification paths ("notifications.fire") SignalK has not confirmed since it restarted. */
export interface BeforeRestart {
  readonly paths: ReadonlySet<string>;
}

/** The feed of a context that names none (tests of pure logic, the demo). */
export const FEED_UP: FeedState = { status: 'up' };
