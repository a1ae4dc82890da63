import { startSignalK } from './test/helpers/signalk.js';
const sk = await startSignalK({ sampleN2k: true });
for (const wait of [3000, 10000, 20000]) {
  await new Promise((r) => setTimeout(r, wait));
  const r = await sk.request('/signalk/v1/api/vessels/self/electrical');
  console.log(wait, r.status, (await r.text()).slice(0, 300));
}
await sk.stop();
