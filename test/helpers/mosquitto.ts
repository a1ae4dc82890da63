/**
 * A real Mosquitto broker for tests (Debian's `mosquitto`): its own process on 127.0.0.1 and a free
 * port, password authentication (a password file made by `mosquitto_passwd -b`), no anonymous
 * access, no persistence. stop() kills it and removes its directory; the test process exiting kills
 * it too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { HomeAssistant } from './ha.js';
import { freePort } from './net.js';

export interface Mosquitto {
  /** mqtt://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  stop(): Promise<void>;
}

/** Why Mosquitto can't be started here, or undefined when it can. */
export function mosquittoUnavailableReason(): string | undefined {
  for (const bin of ['mosquitto', 'mosquitto_passwd']) {
    if (spawnSync('sh', ['-c', `command -v ${bin}`]).status !== 0) return `${bin} is not installed (Debian: apt-get install mosquitto)`;
  }
  return undefined;
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/** Starts a broker with one user (on `port`, default a free one); resolves once it accepts TCP connections (bounded: 10 s). */
export async function startMosquitto(o: { username?: string; password?: string; port?: number } = {}): Promise<Mosquitto> {
  const username = o.username ?? 'boat';
  const password = o.password ?? `pw-${Math.random().toString(36).slice(2)}`;
  const dir = mkdtempSync(join(tmpdir(), 'signalk-assist-mqtt-'));
  const port = o.port ?? (await freePort());
  const pw = join(dir, 'passwords');
  const made = spawnSync('mosquitto_passwd', ['-b', '-c', pw, username, password], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`mosquitto_passwd failed: ${made.stderr}`);
  const log = join(dir, 'mosquitto.log');
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${pw}`,
      'persistence false',
      // Run as root, mosquitto switches to the user "mosquitto", who cannot read our temporary dir.
      `user ${userInfo().username}`,
      `log_dest file ${log}`,
      'log_type error',
      'log_type warning',
      'log_type notice',
      '',
    ].join('\n'),
  );
  const child = spawn('mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  live.add(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    live.delete(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const end = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((r) => {
      const s = connect(port, '127.0.0.1', () => {
        s.destroy();
        r(true);
      });
      s.once('error', () => r(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > end) {
      const text = existsSync(log) ? readFileSync(log, 'utf8') : '(no log)';
      await stop();
      throw new Error(`mosquitto did not start on 127.0.0.1:${port}:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `mqtt://127.0.0.1:${port}`, port, username, password, stop };
}

/**
 * Sets up Home Assistant's MQTT integration with `broker` through the config-flow API (the UI's way:
 * `POST /api/config/config_entries/flow {"handler":"mqtt"}` gives the broker form; posting host,
 * port, user and password, plus the `other_settings` section where the form has one (2026.x), creates the entry), then waits (bounded: 60 s) until the entry is loaded.
 */
export async function configureMqttIntegration(ha: HomeAssistant, broker: Mosquitto): Promise<void> {
  const flow = await ha.rest<{ flow_id: string; type: string; step_id?: string; data_schema?: { name: string }[] }>('POST', '/api/config/config_entries/flow', {
    handler: 'mqtt',
    show_advanced_options: false,
  });
  if (flow.type !== 'form' || flow.step_id !== 'broker') throw new Error(`MQTT config flow: expected the broker form, got ${JSON.stringify(flow)}`);
  // HA 2026.x groups the TLS and transport fields in a required (collapsed) section of the form.
  const otherSettings = (flow.data_schema ?? []).some((f) => f.name === 'other_settings')
    ? { other_settings: { set_client_cert: false, set_ca_cert: 'off', transport: 'tcp' } }
    : {};
  const done = await ha.rest<{ type: string }>('POST', `/api/config/config_entries/flow/${flow.flow_id}`, {
    broker: '127.0.0.1',
    port: broker.port,
    username: broker.username,
    password: broker.password,
    ...otherSettings,
  });
  if (done.type !== 'create_entry') throw new Error(`MQTT config flow: expected an entry, got ${JSON.stringify(done)}`);
  const end = Date.now() + 60_000;
  for (;;) {
    const entries = await ha.rest<{ domain: string; state: string }[]>('GET', '/api/config/config_entries/entry');
    if (entries.some((e) => e.domain === 'mqtt' && e.state === 'loaded')) return;
    if (Date.now() > end) throw new Error(`the MQTT config entry did not load within 60 s:\n${ha.logTail(40)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
