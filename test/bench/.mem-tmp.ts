import { freePort } from '../helpers/signalk.js';
import { call, connectHttp, rssMiB, sleep, startAssist } from './lib.js';
const flags = (process.argv[3] ?? '').split(' ').filter(Boolean);
const a = await startAssist({ role: 'mem', signalkUrl: process.argv[2]!, port: await freePort(), nodeFlags: ['--heapsnapshot-signal=SIGUSR2', '--diagnostic-dir=/tmp/heap', ...flags] });
const c = await connectHttp(a);
await sleep(3000);
console.log('rss idle', rssMiB(a.pid).toFixed(1));
const n = Number(process.argv[4] ?? 300);
for (let i = 0; i < n; i++) { await call(c, 'battery_state'); await call(c, 'get_ais_targets'); }
console.log('rss after', 2 * n, 'calls', rssMiB(a.pid).toFixed(1));
await sleep(5000);
console.log('rss 5 s later', rssMiB(a.pid).toFixed(1));
if (process.argv[5]) { process.kill(a.pid, 'SIGUSR2'); await sleep(8000); console.log('snapshot taken; rss', rssMiB(a.pid).toFixed(1)); }
await a.stop();
process.exit(0);
