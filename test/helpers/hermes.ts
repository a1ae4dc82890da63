/**
 * What Hermes Agent shows a model of our server (src/agent-check/hermes.ts frames it the same way):
 * test/unit/agent-check-hermes.test.ts checks our framing, test/integration/hermes.test.ts what the
 * real Hermes sent.
 */

/** The default menu's tools (src/mcp/surface.ts DEFAULT_MENU) as Hermes names them: `mcp__boat__<tool>`, sorted. */
export const HERMES_DEFAULT_MENU_NAMES: readonly string[] = [
  'mcp__boat__battery_state',
  'mcp__boat__depth_state',
  'mcp__boat__get_active_alarms',
  'mcp__boat__more_tools',
  'mcp__boat__navigation_state',
  'mcp__boat__read_sensor',
  'mcp__boat__wind_state',
];
