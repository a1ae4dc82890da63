import { startSignalK } from '/work/main/test/helpers/signalk.js';
const sk = await startSignalK({ sampleN2k: true });
console.log(sk.url);
process.on('SIGTERM', async () => { await sk.stop(); process.exit(0); });
setInterval(() => {}, 1000);
