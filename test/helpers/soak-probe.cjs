// Loaded into signalk-assist by scripts/soak.ts (node --expose-gc --require this file): on SIGUSR2 a
// full garbage collection, then one line on stderr with the heap used after it and the RSS, in bytes.
// Soak scaffolding only; the add-on never loads it.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
  const m = process.memoryUsage();
  process.stderr.write(`SOAK-PROBE ${JSON.stringify({ heapUsed: m.heapUsed, rss: m.rss })}\n`);
});
