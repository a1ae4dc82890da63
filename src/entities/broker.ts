/**
 * Where the MQTT broker comes from. In the add-on: the Supervisor's MQTT service
 * (config.yaml `services: - mqtt:want`; `GET http://supervisor/services/mqtt` with SUPERVISOR_TOKEN
 * answers `{"result":"ok","data":{"host","port","ssl","username","password","protocol"}}`, or an
 * error when no MQTT add-on provides the service). Elsewhere: the options mqtt_url, mqtt_username and
 * mqtt_password. A configured mqtt_url wins over the Supervisor's.
 */
import { addSecret } from '../log.js';
import type { Broker } from './mqtt.js';

/** The Supervisor's service endpoint. */
export const SUPERVISOR_MQTT_SERVICE = 'http://supervisor/services/mqtt';
/** Bound on asking the Supervisor: a slow Supervisor only delays the sensors. */
const SUPERVISOR_TIMEOUT_MS = 10_000;

/** What the options say. */
export interface BrokerOptions {
  mqtt_url: string;
  mqtt_username: string;
  mqtt_password: string;
}

/** The broker the options name, or null when mqtt_url is empty. Credentials in the URL are moved to username/password. */
export function brokerFromOptions(o: BrokerOptions): Broker | null {
  if (o.mqtt_url === '') return null;
  const u = new URL(o.mqtt_url);
  const username = o.mqtt_username || decodeURIComponent(u.username);
  const password = o.mqtt_password || decodeURIComponent(u.password);
  u.username = '';
  u.password = '';
  return { url: u.toString().replace(/\/$/, ''), username, password, source: 'option mqtt_url' };
}

/**
 * The broker in a Supervisor services answer (`data` of `GET /services/mqtt`), or null when the
 * answer names no host and port. `ssl: true` means mqtts.
 */
export function brokerFromService(data: unknown): Broker | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const port = Number(d.port);
  if (typeof d.host !== 'string' || d.host === '' || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  const host = d.host.includes(':') ? `[${d.host}]` : d.host;
  return {
    url: `${d.ssl === true ? 'mqtts' : 'mqtt'}://${host}:${port}`,
    username: typeof d.username === 'string' ? d.username : undefined,
    password: typeof d.password === 'string' ? d.password : undefined,
    source: "the Supervisor's MQTT service",
  };
}

/**
 * The broker to use: the options', else (with a Supervisor token) the Supervisor's MQTT service,
 * else null. Never rejects: a Supervisor that fails or has no MQTT service means no broker.
 */
export async function resolveBroker(o: BrokerOptions, env: NodeJS.ProcessEnv = process.env): Promise<Broker | null> {
  const configured = brokerFromOptions(o);
  if (configured) return remember(configured);
  const token = env.SUPERVISOR_TOKEN?.trim();
  if (!token) return null;
  try {
    const r = await fetch(SUPERVISOR_MQTT_SERVICE, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(SUPERVISOR_TIMEOUT_MS) });
    if (!r.ok) return null; // 400 "Service not enabled": no MQTT add-on
    const body = (await r.json()) as { data?: unknown };
    const b = brokerFromService(body.data);
    return b ? remember(b) : null;
  } catch {
    return null;
  }
}

function remember(b: Broker): Broker {
  addSecret(b.password);
  return b;
}
