/**
 * The version of signalk-assist, as in package.json (a unit test keeps the two equal): printed by
 * `signalk-assist --version`. A constant rather than a read of package.json at run time, because
 * the add-on image carries only the bundle.
 */
export const VERSION = '0.1.0';
