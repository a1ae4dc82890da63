/**
 * get_ais_targets on the recorded NMEA 2000 sample (`startSignalK({sampleN2k: true})`: about 60 AIS
 * targets within a minute, plus base stations and our own transponder echoed under another MMSI).
 *
 * The riskiest target is computed here independently from the server's REST full model: positions on
 * a local plane with the WGS84 radii at our latitude (no geolib), dead-reckoned to the moment of the
 * call, and the closest approach found by stepping time (half a second over 30 minutes) instead of
 * the product's closed form. The rules are the product's documented ones: risks (closing, CPA within
 * 1 mile, TCPA within 30 minutes) first by CPA/1852 m + TCPA/1800 s, then the rest by range;
 * our own MMSI, base stations, aids to navigation, positions older than 3 minutes and an own echo
 * (within 50 m, moving with us within 0.5 m/s) left out.
 *
 * The sample moves on while we look: a REST snapshot is taken just before and just after the call,
 * and the check passes once both snapshots and the tool agree (at most 10 tries; a tool that names
 * another target every time fails).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';

const DEG = Math.PI / 180;

interface Node {
  value?: unknown;
  timestamp?: string;
}
type Vessel = Record<string, unknown> & { navigation?: Record<string, Node>; name?: string; mmsi?: string; design?: Record<string, Node> };

interface Seen {
  mmsi: string;
  identity: string;
  range: number;
  score: number | null;
}

/** English words for AIS ship type ids (ITU-R M.1371 Table 53), as the display starts a sentence. */
function typeWord(id: unknown): string {
  if (typeof id !== 'number') return 'vessel';
  if (id >= 70 && id <= 79) return 'cargo vessel';
  if (id >= 80 && id <= 89) return 'tanker';
  if (id >= 60 && id <= 69) return 'passenger ship';
  if (id >= 40 && id <= 49) return 'high-speed craft';
  if (id >= 20 && id <= 29) return 'wing-in-ground craft';
  const single: Record<number, string> = {
    30: 'fishing vessel',
    31: 'towing vessel',
    32: 'towing vessel',
    33: 'dredger',
    34: 'diving vessel',
    35: 'military vessel',
    36: 'sailing vessel',
    37: 'pleasure craft',
    50: 'pilot boat',
    51: 'search and rescue vessel',
    52: 'tug',
    53: 'port tender',
    54: 'anti-pollution vessel',
    55: 'law enforcement vessel',
    58: 'medical transport',
  };
  return single[id] ?? 'vessel';
}

/** How the display names a target: "Pleasure craft Adelante", "Vessel" (unnamed). */
function identity(v: Vessel): string {
  const raw =
    typeof v.name === 'string'
      ? v.name
          .replace(/@+\s*$/, '')
          .replace(/[^\p{L}\p{N}\s'.,&-]/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  const type = typeWord((v.design?.aisShipType?.value as { id?: unknown } | undefined)?.id);
  let name = raw;
  if (/\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name)) {
    name = name
      .split(' ')
      .map((w) => (/^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$/.test(w) ? w : w.toLowerCase().replace(/(^|[-'])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase())))
      .join(' ');
  }
  const phrase = name === '' ? type : `${type} ${name}`;
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Velocity east/north in m/s, or null when unknown (the documented "stopped" and "not available" rules). */
function vel(v: Vessel): { e: number; n: number } | null {
  const sog = v.navigation?.speedOverGround?.value;
  const cog = v.navigation?.courseOverGroundTrue?.value;
  if (typeof sog !== 'number' || sog < 0 || sog >= 52.57) return null;
  if (sog < 0.05) return { e: 0, n: 0 };
  if (typeof cog !== 'number' || Math.abs(cog) >= 2 * Math.PI - 1e-4) return null;
  return { e: sog * Math.sin(cog), n: sog * Math.cos(cog) };
}

/** Every target of a REST full model as the tool should see it at `at`, riskiest first. */
function rank(doc: { self: string; vessels: Record<string, Vessel> }, at: number): Seen[] {
  const selfId = doc.self.replace(/^vessels\./, '');
  const own = doc.vessels[selfId]!;
  const ownPos = own.navigation?.position;
  const op = ownPos?.value as { latitude: number; longitude: number };
  const lat0 = op.latitude * DEG;
  const e2 = 0.00669437999014;
  const M = (6378137 * (1 - e2)) / (1 - e2 * Math.sin(lat0) ** 2) ** 1.5;
  const N = 6378137 / Math.sqrt(1 - e2 * Math.sin(lat0) ** 2);
  const vo = vel(own);
  const ownAge = Math.max(0, at - Date.parse(String(ownPos?.timestamp))) / 1000;
  const seen: Seen[] = [];
  for (const [id, v] of Object.entries(doc.vessels)) {
    const mmsi = /^urn:mrn:imo:mmsi:(\d{9})$/.exec(id)?.[1];
    if (id === selfId || !mmsi || /^(00|99|111)/.test(mmsi) || mmsi === own.mmsi) continue;
    const pos = v.navigation?.position;
    const p = pos?.value as { latitude?: unknown; longitude?: unknown } | undefined;
    if (typeof p?.latitude !== 'number' || typeof p.longitude !== 'number') continue;
    const time = Math.min(Date.parse(String(pos?.timestamp)), at);
    if (at - time > 180_000) continue;
    const vt = vel(v);
    const age = Math.max(0, at - time) / 1000;
    const rx = (p.longitude - op.longitude) * DEG * N * Math.cos(lat0) + (vt?.e ?? 0) * age - (vo?.e ?? 0) * ownAge;
    const ry = (p.latitude - op.latitude) * DEG * M + (vt?.n ?? 0) * age - (vo?.n ?? 0) * ownAge;
    const range = Math.hypot(rx, ry);
    let score: number | null = null;
    if (vo && vt) {
      const ve = vt.e - vo.e;
      const vn = vt.n - vo.n;
      if (range < 50 && Math.hypot(ve, vn) < 0.5) continue; // our own echo or a raft-up
      let best = range;
      let bestT = 0;
      for (let t = 0.5; t <= 1800; t += 0.5) {
        const d = Math.hypot(rx + ve * t, ry + vn * t);
        if (d < best) {
          best = d;
          bestT = t;
        }
      }
      if (bestT >= 1 && bestT < 1800 && best <= 1852) score = best / 1852 + bestT / 1800;
    }
    seen.push({ mmsi, identity: identity(v), range, score });
  }
  return seen.sort((a, b) => {
    if (a.score !== null || b.score !== null) return a.score === null ? 1 : b.score === null ? -1 : a.score - b.score;
    return a.range - b.range;
  });
}

describe('get_ais_targets on the recorded N2K sample', { timeout: 300_000 }, () => {
  let signalk: SignalKServer;
  let assist: AssistProcess;
  before(async () => {
    signalk = await startSignalK({ sampleN2k: true });
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url] });
  });
  after(async () => {
    await assist?.stop();
    await signalk?.stop();
  });

  it('answers with the riskiest target named first, as computed independently from REST', async () => {
    await until(
      async () => {
        const r = await assist.call('get_ais_targets');
        return Number(r.structured?.total_targets) >= 40;
      },
      150_000,
      'forty AIS targets from the sample',
    );

    const tries: string[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const before = await signalk.requestJson<{ self: string; vessels: Record<string, Vessel> }>('/signalk/v1/api/');
      const t1 = Date.now();
      const r = await assist.call('get_ais_targets', { limit: 10 });
      const t2 = Date.now();
      const later = await signalk.requestJson<{ self: string; vessels: Record<string, Vessel> }>('/signalk/v1/api/');
      assert.equal(r.isError, false, r.text);
      const targets = r.structured!.targets as { mmsi: string }[];
      const display = r.structured!.display as string;
      assert.equal(targets.length, 10);
      assert.deepEqual(ttsViolations(display, 'en'), [], display);
      const a = rank(before, t1)[0]!;
      const b = rank(later, t2)[0]!;
      tries.push(`tool ${targets[0]!.mmsi}, REST before ${a.mmsi}, after ${b.mmsi}`);
      if (a.mmsi !== b.mmsi || targets[0]!.mmsi !== a.mmsi) {
        await new Promise((res) => setTimeout(res, 1500));
        continue;
      }
      assert.ok(display.startsWith(`${a.identity}, `), `display ${JSON.stringify(display)} names ${a.identity} first`);
      assert.ok(!targets.some((t) => t.mmsi === '230035780'), 'our own transponder echo is not traffic');
      return;
    }
    assert.fail(`the tool and the REST data never agreed on the riskiest target:\n${tries.join('\n')}`);
  });
});
