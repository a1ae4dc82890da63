/**
 * Tells the boat's owner in Home Assistant what the SignalK access request needs: a
 * persistent notification while the request waits for approval (or was denied), dismissed once a
 * token is granted. The text is the access flow's own message, which never holds a token.
 * HA service: persistent_notification.create / dismiss (notification_id keeps it to one).
 */
import type { AccessEvent, DeviceAccess } from '../signalk/access.js';
import { log } from '../log.js';
import type { HaConnection } from './connection.js';

/** The notification's id in Home Assistant: one at a time, replaced on each change. */
export const ACCESS_NOTIFICATION_ID = 'signalk_assist_access_request';

/** The service call for an access event: create for requested/denied, dismiss for approved/unavailable. */
export function notificationCall(e: AccessEvent): { service: 'create' | 'dismiss'; data: Record<string, string> } {
  if (e.state === 'requested' || e.state === 'denied') {
    const title = e.state === 'requested' ? 'SignalK Assist: approve access in SignalK' : 'SignalK Assist: SignalK denied access';
    return { service: 'create', data: { notification_id: ACCESS_NOTIFICATION_ID, title, message: e.message } };
  }
  return { service: 'dismiss', data: { notification_id: ACCESS_NOTIFICATION_ID } };
}

/**
 * Mirrors the access flow's state into a Home Assistant notification, again after every reconnect.
 * @returns a function that stops it.
 */
export function mirrorAccessToHa(access: DeviceAccess, ha: HaConnection): () => void {
  const send = (e: AccessEvent) => {
    const { service, data } = notificationCall(e);
    ha.send({ type: 'call_service', domain: 'persistent_notification', service, service_data: data }).catch((err: unknown) => {
      log.warn(`Could not ${service} the SignalK access notification in Home Assistant: ${(err as Error)?.message ?? String(err)}`);
    });
  };
  const offEvents = access.onEvent((e) => {
    if (ha.conn?.connected) send(e);
  });
  const offReady = ha.onReady(() => {
    const e = access.current();
    if (e) send(e);
  });
  return () => {
    offEvents();
    offReady();
  };
}
