import { spawn } from 'node:child_process';
const url = process.argv[2]!;
const port = 18000 + Math.floor(Math.random() * 1000);
const t0 = performance.now();
const child = spawn(process.execPath, [...(process.argv[3] ? process.argv[3].split(' ') : []), 'dist/cli.js', 'serve', '--port', String(port), '--signalk-url', url, '--log-level', 'debug'], { env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent' }, stdio: ['ignore', 'ignore', 'pipe'] });
child.stderr!.on('data', (d: Buffer) => process.stdout.write(`${(performance.now() - t0).toFixed(0)} ms: ${d}`));
let health = 0;
for (;;) {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/health`);
    if (!health) { health = performance.now() - t0; console.log('health', health.toFixed(0), JSON.stringify(await r.json())); }
    const res = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'read_sensor', arguments: { path: 'navigation.position' } } }) });
    const j = await res.json() as any;
    if (j.result?.structuredContent?.display) { console.log('first answer', (performance.now() - t0).toFixed(0)); break; }
  } catch {}
  await new Promise((r) => setTimeout(r, 5));
}
child.kill();
