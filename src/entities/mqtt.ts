/**
 * The MQTT discovery sink: publishes the boat sensors as Home Assistant MQTT entities
 * through a broker (topics and payloads: discovery.ts), with MQTT.js.
 *
 * - Connecting: a last will (`offline`, retained, on the status topic) so the sensors go unavailable
 *   when the add-on dies; `online` after every connect. Reconnects with backoff from 1 s, doubling to
 *   {@link MAX_BACKOFF_MS}, also after the broker refused the credentials (the password may be fixed
 *   in the broker without restarting us); refusals and drops are logged once per streak.
 * - Everything is written again (configs and states) after each connect and on Home Assistant's
 *   birth message (`homeassistant/status` = `online`): a broker without persistence forgot the
 *   retained messages, and a Home Assistant that started after us wants them.
 * - A sensor's discovery config is published when first written and again only when it changes
 *   (name after a language switch, unit after a preset change); all of them when the boat's name
 *   arrives or changes (it is the device's name; SignalK may send it after the boat's identity).
 * - Nothing here can block or fail an MCP or Assist answer: publishing is fire-and-forget from the
 *   publisher's timer, bounded at stop; credentials never appear in the log (log.ts secrets, and the
 *   URL is logged without its user info).
 */
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { log } from '../log.js';
import { SELF, type VesselModel } from '../vessel/model.js';
import { boatDevice, boatTopics, discoveryConfig, HA_STATUS_TOPIC, statePayload, type BoatDevice, type BoatTopics } from './discovery.js';
import type { EntityState } from '../questions/sensor.js';
import type { EntitySink } from './publisher.js';

/** Paths that change the device (discovery.ts boatDevice). */
const DEVICE_PATHS = new Set(['name', 'design.aisShipType']);
/** Longest wait between two connection attempts. */
export const MAX_BACKOFF_MS = 60_000;
const FIRST_BACKOFF_MS = 1000;
/** Bound on one connection attempt. */
const CONNECT_TIMEOUT_MS = 10_000;

/** A broker to publish to. */
export interface Broker {
  /** mqtt://host:port or mqtts://host:port, without credentials. */
  url: string;
  username?: string;
  password?: string;
  /** Where it came from, for the log: "the Supervisor's MQTT service", "--mqtt-url". */
  source: string;
}

/** A URL for the log: no user info. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(an invalid URL)';
  }
}

export interface MqttSinkOptions {
  broker: Broker;
  model: VesselModel;
  /** MQTT client id; default `signalk-assist-<random>`. */
  clientId?: string;
}

/** See module doc. */
export class MqttSink implements EntitySink {
  readonly where = 'Home Assistant through MQTT';
  private readonly client: MqttClient;
  private readonly listeners = new Set<() => void>();
  /** Discovery configs published in this session, by topic, as JSON. */
  private readonly configs = new Map<string, string>();
  /** The device the status topic and will were set up for. */
  private device: BoatDevice | null = null;
  private topics: BoatTopics | null = null;
  private backoff = FIRST_BACKOFF_MS;
  private troubled = false;
  private closed = false;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly opts: MqttSinkOptions) {
    const { broker } = opts;
    const options: IClientOptions = {
      clientId: opts.clientId ?? `signalk-assist-${Math.random().toString(16).slice(2, 10)}`,
      username: broker.username || undefined,
      password: broker.password || undefined,
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectPeriod: FIRST_BACKOFF_MS,
      reconnectOnConnackError: true,
      manualConnect: true,
    };
    this.client = mqtt.connect(broker.url, options);
    this.client.on('connect', () => this.onConnect());
    this.client.on('message', (topic, payload) => {
      if (topic === HA_STATUS_TOPIC && payload.toString() === 'online') {
        log.debug('Home Assistant said it is online: publishing the boat sensors again.');
        this.republish();
      }
    });
    this.client.on('error', (err) => this.trouble(`the MQTT broker at ${safeUrl(broker.url)} refused or failed: ${err.message}`));
    this.client.on('offline', () => this.trouble(`lost the MQTT broker at ${safeUrl(broker.url)}`));
    this.client.on('close', () => {
      // Backoff: MQTT.js reads reconnectPeriod again before each attempt.
      this.client.options.reconnectPeriod = this.backoff;
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    });
  }

  /** Connects once the boat's identity is known (it names the topics and the will). */
  start(): void {
    this.tryConnect();
  }

  private tryConnect(): void {
    if (this.closed || this.device) return;
    const device = boatDevice(this.opts.model);
    if (!device) {
      const off = this.opts.model.onChange(() => {
        if (boatDevice(this.opts.model)) {
          off();
          this.tryConnect();
        }
      });
      return;
    }
    this.device = device;
    this.topics = boatTopics(device);
    this.unsubscribe = this.opts.model.onChange((context, path) => {
      if (context === SELF && DEVICE_PATHS.has(path)) this.deviceChanged();
    });
    this.client.options.will = { topic: this.topics.status, payload: Buffer.from('offline'), qos: 1, retain: true };
    log.info(`Boat sensors go to Home Assistant through the MQTT broker at ${safeUrl(this.opts.broker.url)} (${this.opts.broker.source}), as the device ${device.name}.`);
    this.client.connect();
  }

  /** The boat's name (or kind) arrived or changed: every config carries the device, so all go again. */
  private deviceChanged(): void {
    const now = boatDevice(this.opts.model);
    if (!now || !this.device || now.key !== this.device.key) return; // the key names the topics: it stays
    if (now.name === this.device.name && now.model === this.device.model) return;
    log.debug(`The boat is now ${now.name}${now.model ? ` (${now.model})` : ''}: publishing the sensor configs again.`);
    this.device = now;
    if (this.ready()) this.republish();
  }

  private trouble(message: string): void {
    if (this.closed || this.troubled) return;
    this.troubled = true;
    log.warn(`Boat sensors: ${message}. Retrying with backoff.`);
  }

  private onConnect(): void {
    this.backoff = FIRST_BACKOFF_MS;
    if (this.troubled) log.info(`Boat sensors: connected to the MQTT broker at ${safeUrl(this.opts.broker.url)} again.`);
    this.troubled = false;
    const topics = this.topics!;
    this.client.publish(topics.status, 'online', { qos: 1, retain: true });
    this.client.subscribe(HA_STATUS_TOPIC, { qos: 1 });
    this.republish();
  }

  private republish(): void {
    this.configs.clear();
    for (const l of this.listeners) l();
  }

  ready(): boolean {
    return this.client.connected && this.topics !== null && !this.closed;
  }

  async write(e: EntityState): Promise<void> {
    const topics = this.topics!;
    const configTopic = topics.config(e);
    const config = JSON.stringify(discoveryConfig(e, this.device!, topics));
    if (this.configs.get(configTopic) !== config) {
      await this.client.publishAsync(configTopic, config, { qos: 1, retain: true });
      this.configs.set(configTopic, config);
    }
    await this.client.publishAsync(topics.state(e), JSON.stringify(statePayload(e)), { qos: 1, retain: true });
  }

  onRepublish(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Says `offline` on the status topic (every sensor goes unavailable; the retained states stay, so
   * the last values come back with the add-on) and disconnects. The sensors stay registered.
   */
  async close(_last: EntityState[]): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    if (this.client.connected && this.topics) {
      await this.client.publishAsync(this.topics.status, 'offline', { qos: 1, retain: true }).catch(() => {});
    }
    await this.client.endAsync(true).catch(() => {});
  }
}
