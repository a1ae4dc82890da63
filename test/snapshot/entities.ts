/**
 * The entities snapshot: every Home Assistant sensor the add-on plans (src/entities/plan.ts) on the
 * boats of the answer snapshot (the demo vessel two hours into its passage, the same boat two minutes
 * after its SignalK feed was lost, the recorded NMEA 2000 sample) and one with every kind of sensor
 * name (several tanks and engines, an anchor, stale readings), in the seven languages and both
 * unit presets, with the MQTT discovery config and state message of each (src/entities/discovery.ts),
 * written to test/snapshot/entities.json. test/unit/entity-snapshot.test.ts checks that a change of
 * code leaves every entity id, name, state, attribute and payload as it was; a change meant to change
 * them regenerates the file in the same commit.
 *
 * Usage: node --import tsx test/snapshot/entities.ts   rewrites entities.json.
 */
import { boatsLines } from './lines.js';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeedState } from '../../src/domain/feed.js';
import { boatDevice, boatTopics, discoveryConfig, statePayload, type BoatDevice } from '../../src/entities/discovery.js';
import { planEntities } from '../../src/entities/plan.js';
import type { EntityState } from '../../src/questions/sensor.js';
import { LazyGazetteer } from '../../src/places/load.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, UNIT_PRESETS } from '../../src/speech/types.js';
import { EnergyMeter } from '../../src/vessel/energy.js';
import { VesselModel } from '../../src/vessel/model.js';
import { demoAfter, n2kSample } from '../helpers/boats.js';
import type { AnswerSources } from '../helpers/tool-answers.js';

/** Where the snapshot is kept (committed). */
export const ENTITY_SNAPSHOT_FILE = fileURLToPath(new URL('./entities.json', import.meta.url));

/** How to regenerate it, said by the test when an entity differs. */
export const REGENERATE_ENTITIES = 'node --import tsx test/snapshot/entities.ts';

/** One planned sensor: its state as written to Home Assistant, its discovery config and its state message. */
export interface SnapshotEntity {
  entity: EntityState;
  config: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/** Per boat, per "<language> <unit preset>", every sensor in plan order. */
export interface EntitySnapshot {
  regenerate: string;
  boats: Record<string, Record<string, SnapshotEntity[]>>;
}

interface Boat {
  model: VesselModel;
  now: number;
  sources: AnswerSources;
  energy: EnergyMeter;
  feed?: FeedState;
}

/** The add-on's gazetteer: the position sensor's display names the nearest place, as in service. */
const gazetteer = new LazyGazetteer(undefined, (err) => {
  throw err;
});

/** A boat SignalK has not named (the N2K sample has no self identity): its device, so payloads can still be built. */
const UNNAMED: BoatDevice = { key: 'signalk_unnamed', name: 'SignalK vessel', mmsi: null, model: null };

/**
 * A boat with what the others lack: several tanks of one type (one named by the boat), a type of its
 * own, several engines (a position, a label, a number), a set anchor, no active course, some readings long stale.
 */
function manyNames(): Boat {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const model = new VesselModel(() => now);
  model.selfContext = 'vessels.urn:mrn:imo:mmsi:244690000';
  const send = (ago: number, values: Record<string, unknown>) =>
    model.applyDelta({
      context: 'vessels.self',
      updates: [{ $source: 'u.1', timestamp: new Date(now - ago).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
    });
  send(0, {
    name: 'Albatross',
    'electrical.batteries.house.voltage': 12.6,
    'electrical.batteries.House.voltage': 12.7,
    'tanks.freshWater.0.currentLevel': 0.8,
    'tanks.freshWater.1.currentLevel': 0.5,
    'tanks.freshWater.1.name': 'Bow tank',
    'tanks.freshWater.1.currentVolume': 0.1,
    'tanks.fuel.main.currentLevel': 1.03,
    'tanks.rum.0.currentLevel': 0.2,
    'propulsion.port.revolutions': 30,
    'propulsion.engine2.revolutions': 0,
    'propulsion.aux.revolutions': 12.5,
    'propulsion.aux.label': 'Generator',
    'navigation.position': { latitude: 38.69, longitude: -9.42 },
    'navigation.anchor.position': { latitude: 38.6902, longitude: -9.4203 },
    'navigation.anchor.maxRadius': 50,
  });
  send(3_600_000, { 'navigation.course.nextPoint': null, 'environment.depth.belowSurface': 4.2, 'environment.outside.pressure': 101_300, 'environment.wind.speedApparent': 500 });
  send(30_000, { 'tanks.freshWater.0.currentLevel': 0.79 });
  return { model, now, sources: {}, energy: new EnergyMeter(model) };
}

function boats(): Record<string, Boat> {
  const demo = demoAfter(7200);
  return {
    demo,
    'demo, SignalK lost 2 minutes ago': { ...demo, now: demo.now + 120_000, feed: { status: 'down', lostAt: demo.now } },
    'N2K sample': n2kSample(),
    'many names': manyNames(),
  };
}

/** Builds the whole snapshot. */
export function buildEntitySnapshot(): EntitySnapshot {
  const snapshot: EntitySnapshot = { regenerate: REGENERATE_ENTITIES, boats: {} };
  for (const [name, boat] of Object.entries(boats())) {
    const device = boatDevice(boat.model) ?? UNNAMED;
    const topics = boatTopics(device);
    const perSetting: Record<string, SnapshotEntity[]> = {};
    for (const language of LANGUAGES) {
      for (const units of UNIT_PRESETS) {
        const ctx: QueryContext = {
          model: boat.model,
          speaker: createSpeaker({ language, units, timeZone: 'UTC' }),
          now: () => boat.now,
          staleness: DEFAULT_STALENESS,
          invertCurrent: new Set(),
          feed: boat.feed,
          places: gazetteer,
          ...boat.sources,
        };
        perSetting[`${language} ${units}`] = planEntities(ctx, boat.energy).map((entity) => ({
          entity,
          config: discoveryConfig(entity, device, topics),
          payload: statePayload(entity),
        }));
      }
    }
    snapshot.boats[name] = perSetting;
  }
  return snapshot;
}

/** The snapshot as the file holds it: JSON with one sensor a line, so that a diff names each sensor that changed. */
export function serializeEntities(snapshot: EntitySnapshot): string {
  const lines = ['{', `"regenerate": ${JSON.stringify(snapshot.regenerate)},`, ...boatsLines(snapshot.boats), '}'];
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = serializeEntities(buildEntitySnapshot());
  writeFileSync(ENTITY_SNAPSHOT_FILE, text);
  console.log(`wrote ${ENTITY_SNAPSHOT_FILE} (${text.split('\n').length} lines, ${(text.length / 1024).toFixed(0)} KiB)`);
}
