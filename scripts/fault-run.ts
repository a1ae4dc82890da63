/**
 * Prints the SignalK fault figures on demand (the same run as test/integration/faults.test.ts):
 * a real signalk-server killed and restarted under a steady load of MCP tool calls.
 *
 *   node --import tsx scripts/fault-run.ts                     # 10 cycles, a call every 50 ms
 *   node --import tsx scripts/fault-run.ts --cycles 20 --down-ms 3000 --interval-ms 20
 *
 * Needs the pinned signalk-server (bash scripts/install-signalk.sh). Exit code 1 when a call failed
 * or a cycle did not recover.
 */
import { parseArgs } from 'node:util';
import { formatFigures, lastRunLogs, runFaultCycles } from '../test/helpers/faults.js';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '10' },
    'down-ms': { type: 'string', default: '1500' },
    'interval-ms': { type: 'string', default: '50' },
    'timeout-ms': { type: 'string', default: '5000' },
    logs: { type: 'boolean', default: false },
  },
});

const figures = await runFaultCycles({
  cycles: Number(values.cycles),
  downMs: Number(values['down-ms']),
  callIntervalMs: Number(values['interval-ms']),
  callTimeoutMs: Number(values['timeout-ms']),
  progress: (line) => process.stderr.write(line + '\n'),
}).catch((e: Error) => {
  process.stderr.write(`fault run failed: ${e.message}\n${lastRunLogs()}\n`);
  process.exit(1);
});
console.log(formatFigures(figures));
if (values.logs) console.log(lastRunLogs());
if (figures.failed > 0) console.log(`first failures: ${figures.failures.join(' | ')}`);
process.exit(figures.failed === 0 && figures.recoveryMs.length === figures.cycles && figures.staleMismatches.length === 0 ? 0 : 1);
