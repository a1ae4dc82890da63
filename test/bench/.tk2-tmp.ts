import llama3Tokenizer from 'llama3-tokenizer-js';
import { startApp } from '../../src/app.js';
import { buildConfig } from '../../src/config.js';
import { callQuery } from '../../src/mcp/server.js';
import { findQuery } from '../../src/queries/index.js';
const cfg = buildConfig({ flags: { demo: true, mcp: false, assist: false, entities: false, 'data-dir': '/tmp/skd' } });
const app = await startApp(cfg);
await new Promise((r) => setTimeout(r, 1500));
const n = (x: string) => llama3Tokenizer.encode(x, { bos: false, eos: false }).length;
const qs: [string, string, Record<string, unknown>][] = [['battery','battery_state',{}],['depth','depth_state',{}],['wind','wind_state',{}],['position','navigation_state',{}],['alarms','get_active_alarms',{}],['ais','get_ais_targets',{limit:1}],['ais3','get_ais_targets',{}],['wp','get_route',{}],['time','get_local_time',{}],['fuel','tank_levels',{type:'fuel'}],['tanks','tank_levels',{}],['engine','engine_state',{}],['baro','barometer_state',{}],['rs','read_sensor',{path:'environment.water.temperature'}],['lp','list_paths',{prefix:'tanks'}]];
for (const [l, t, a] of qs) { const r = callQuery(findQuery(t)!, a, app.context()); const s = (r.content[0] as any).text; console.log(l, n(s), s); }
await app.stop(); process.exit(0);
