/**
 * Dev tool (not part of CI): renders the dashboard cards of DOCS.md ("Boat sensors on a dashboard")
 * in a real Home Assistant and saves a screenshot, by default docs/dashboard-card.png.
 *
 *   node --import tsx scripts/dashboard-screenshot.ts [out.png]
 *
 * Needs the test Core (`bash scripts/setup-ha.sh`, which brings HA's frontend) and Chromium
 * (`apt-get install chromium`; CHROMIUM=/path overrides). It starts Home Assistant (test/helpers/ha.ts),
 * signalk-assist on its demo boat with only the entities output, saves the cards' YAML from DOCS.md as
 * the default dashboard (WebSocket `lovelace/config/save`), then drives headless Chromium over the
 * DevTools protocol: the long-lived token goes into the page's localStorage (`hassTokens`) before
 * the frontend loads, the page is shown until both cards have rendered, and the cards are captured.
 * Everything binds 127.0.0.1; every wait is bounded; everything started is stopped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import YAML from 'yaml';
import { startAssist } from '../test/helpers/assist.js';
import { startHomeAssistant, type HomeAssistant } from '../test/helpers/ha.js';
import { freePort } from '../test/helpers/net.js';
import { REPO_ROOT } from '../test/helpers/repo.js';

const OUT = resolve(process.argv[2] ?? join(REPO_ROOT, 'docs', 'dashboard-card.png'));
const CHROMIUM = process.env.CHROMIUM ?? 'chromium';
const WIDTH = 1000;
const HEIGHT = 900;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The YAML cards of DOCS.md's dashboard section, parsed. */
function docsCards(): Record<string, unknown>[] {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');
  const section = docs.split('## Boat sensors on a dashboard')[1]?.split('\n## ')[0] ?? '';
  const cards = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => YAML.parse(m[1]!) as Record<string, unknown>);
  if (cards.length === 0) throw new Error('DOCS.md has no YAML cards under "Boat sensors on a dashboard"');
  return cards;
}

/** A minimal DevTools protocol client on one page target. */
class Cdp {
  private id = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { id?: number; result?: unknown; error?: { message: string } };
      const p = msg.id === undefined ? undefined : this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id!);
      if (msg.error) p.reject(new Error(msg.error.message));
      else p.resolve(msg.result);
    });
  }

  static async open(url: string): Promise<Cdp> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    await new Promise<void>((res, rej) => {
      ws.once('open', () => res());
      ws.once('error', rej);
    });
    return new Cdp(ws);
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, timeoutMs = 15_000): Promise<T> {
    const id = ++this.id;
    return new Promise<T>((res, rej) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        rej(new Error(`${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          res(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          rej(e);
        },
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Evaluates an expression in the page and returns its value. */
  async eval<T>(expression: string): Promise<T> {
    const r = await this.send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    return r.result.value;
  }

  close(): void {
    this.ws.close();
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Finds elements by tag name through every shadow root; returns the union of their boxes once each has text. */
const CARDS_BOX = `(() => {
  const found = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'HUI-ENTITIES-CARD' || el.tagName === 'HUI-MARKDOWN-CARD') found.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const text = (el) => {
    let t = '';
    const collect = (n) => { for (const c of n.childNodes) { if (c.nodeType === 3) t += c.textContent; collect(c); } if (n.shadowRoot) collect(n.shadowRoot); };
    collect(el);
    return t;
  };
  if (found.length < 2) return null;
  const texts = found.map(text);
  if (!texts.some((t) => t.includes('percent')) || !texts.some((t) => /\\d/.test(t))) return null;
  const boxes = found.map((el) => el.getBoundingClientRect());
  const x = Math.min(...boxes.map((b) => b.left)), y = Math.min(...boxes.map((b) => b.top));
  const r = Math.max(...boxes.map((b) => b.right)), b = Math.max(...boxes.map((b) => b.bottom));
  return { x, y, width: r - x, height: b - y };
})()`;

/**
 * A test Core whose onboarding is complete: the helper only creates the owner, and the frontend sends
 * a browser to onboarding.html until every step is done. The remaining steps would set up more
 * integrations, so they are marked done in HA's onboarding store while HA is stopped.
 */
async function onboardedHomeAssistant(): Promise<{ ha: HomeAssistant; configDir: string }> {
  const configDir = mkdtempSync(join(tmpdir(), 'signalk-assist-ha-shot-'));
  const opts = { configDir, keepConfigDir: true, language: 'en', timeZone: 'Europe/Lisbon', latitude: 38.69, longitude: -9.42 };
  const first = await startHomeAssistant(opts);
  await first.stop();
  const store = join(configDir, '.storage', 'onboarding');
  const data = JSON.parse(readFileSync(store, 'utf8')) as { data: { done: string[] } };
  data.data.done = ['user', 'core_config', 'analytics', 'integration'];
  writeFileSync(store, JSON.stringify(data));
  return { ha: await startHomeAssistant(opts), configDir };
}

async function main(): Promise<void> {
  const cards = docsCards();
  const { ha, configDir } = await onboardedHomeAssistant();
  const assist = await startAssist({ transport: 'http', args: ['--demo', '--ha-url', ha.url, '--ha-token', ha.token, '--no-assist', '--entities'] });
  const profile = mkdtempSync(join(tmpdir(), 'signalk-assist-chromium-'));
  const port = await freePort();
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      `--remote-debugging-port=${port}`,
      `--window-size=${WIDTH},${HEIGHT}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: profile } },
  ); // its scratch dirs go with the profile
  let chromiumErr = '';
  chromium.stderr!.on('data', (d: Buffer) => (chromiumErr = (chromiumErr + d.toString()).slice(-4000)));
  let cdp: Cdp | undefined;
  try {
    // The demo boat's sensors are in HA.
    for (let i = 0; ; i++) {
      const states = await ha.rest<{ entity_id: string }[]>('GET', '/api/states');
      if (states.some((s) => s.entity_id === 'sensor.signalk_battery_house')) break;
      if (i > 60) throw new Error(`no boat sensors in Home Assistant after 15 s:\n${assist.logs()}`);
      await sleep(250);
    }
    const socket = await ha.socket();
    await socket.command({ type: 'lovelace/config/save', config: { title: 'Boat', views: [{ title: 'Boat', path: 'boat', cards }] } });
    socket.close();

    let pageWs: string | undefined;
    for (let i = 0; !pageWs; i++) {
      try {
        const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
        pageWs = targets.find((t) => t.type === 'page')?.webSocketDebuggerUrl;
      } catch {
        // not listening yet
      }
      if (!pageWs && i > 80) throw new Error(`Chromium's DevTools endpoint did not come up:\n${chromiumErr}`);
      if (!pageWs) await sleep(250);
    }
    cdp = await Cdp.open(pageWs);
    await cdp.send('Page.enable');
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: HEIGHT, deviceScaleFactor: 1, mobile: false });
    const tokens = {
      hassUrl: ha.url,
      clientId: `${ha.url}/`,
      access_token: ha.token,
      token_type: 'Bearer',
      refresh_token: '',
      expires_in: 315_360_000,
      expires: Date.now() + 315_360_000_000,
    };
    // Runs before the frontend's own scripts on every document of HA's origin: logged in, no sidebar.
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `if (location.origin === ${JSON.stringify(ha.url)}) {
        localStorage.setItem('hassTokens', ${JSON.stringify(JSON.stringify(tokens))});
        localStorage.setItem('dockedSidebar', JSON.stringify('always_hidden'));
      }`,
    });
    await cdp.send('Page.navigate', { url: `${ha.url}/lovelace/boat` });
    const cardsBox = (): Promise<Box | null> => cdp!.eval<Box | null>(CARDS_BOX).catch(() => null);
    let box: Box | null = null;
    for (let i = 0; !box; i++) {
      box = await cardsBox();
      if (!box && i > 120) {
        const page = await cdp.send<{ data: string }>('Page.captureScreenshot', { format: 'png' });
        const failed = OUT.replace(/\.png$/, '') + '-failed.png';
        writeFileSync(failed, Buffer.from(page.data, 'base64'));
        throw new Error(`the cards did not render within 30 s (the page as it was: ${failed}; at ${await cdp.eval<string>('location.href')})`);
      }
      if (!box) await sleep(250);
    }
    await sleep(1500); // let fonts and icons settle
    box = (await cardsBox()) ?? box;
    const pad = 8; // the cards' own margin: no toolbar above them
    const shot = await cdp.send<{ data: string }>('Page.captureScreenshot', {
      format: 'png',
      clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad, scale: 1 },
    });
    writeFileSync(OUT, Buffer.from(shot.data, 'base64'));
    process.stdout.write(`wrote ${OUT}\n`);
  } finally {
    cdp?.close();
    chromium.kill('SIGTERM');
    await new Promise<void>((r) => {
      if (chromium.exitCode !== null) return r();
      const t = setTimeout(() => {
        chromium.kill('SIGKILL');
        r();
      }, 5000);
      chromium.once('exit', () => {
        clearTimeout(t);
        r();
      });
    });
    rmSync(profile, { recursive: true, force: true });
    await assist.stop();
    await ha.stop();
    rmSync(configDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
