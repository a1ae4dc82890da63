/**
 * Meta (SI units and a description) for every path the demo publishes on its own vessel, sent as
 * one meta-only delta in the snapshot. Units follow the SignalK schema; objects and strings have
 * a description only.
 */
import type { MetaValue } from './types.js';

const m = (units: string | undefined, description: string): MetaValue => (units === undefined ? { description } : { units, description });

const BATTERY = (bank: string): [string, MetaValue][] => [
  [`electrical.batteries.${bank}.capacity.stateOfCharge`, m('ratio', `State of charge of the ${bank} battery, 0 to 1`)],
  [`electrical.batteries.${bank}.capacity.timeRemaining`, m('s', `Time until the ${bank} battery is empty at the present discharge; null while charging`)],
  [`electrical.batteries.${bank}.capacity.nominal`, m('J', `Nominal capacity of the ${bank} battery`)],
  [`electrical.batteries.${bank}.voltage`, m('V', `Voltage of the ${bank} battery`)],
  [`electrical.batteries.${bank}.current`, m('A', `Current of the ${bank} battery, positive when charging`)],
  [`electrical.batteries.${bank}.temperature`, m('K', `Temperature of the ${bank} battery`)],
];

const TANK = (id: string, what: string): [string, MetaValue][] => [
  [`tanks.${id}.0.currentLevel`, m('ratio', `Level of the ${what} tank, 0 to 1`)],
  [`tanks.${id}.0.currentVolume`, m('m3', `Volume in the ${what} tank`)],
  [`tanks.${id}.0.capacity`, m('m3', `Capacity of the ${what} tank`)],
  [`tanks.${id}.0.type`, m(undefined, `Type of fluid in the ${what} tank`)],
  [`tanks.${id}.0.name`, m(undefined, `Name of the ${what} tank`)],
];

/** Path -> meta for the self vessel. */
export const SELF_META: ReadonlyMap<string, MetaValue> = new Map<string, MetaValue>([
  ['navigation.position', m(undefined, 'Position of the vessel: latitude and longitude in degrees (WGS84)')],
  ['navigation.speedOverGround', m('m/s', 'Speed over ground')],
  ['navigation.courseOverGroundTrue', m('rad', 'Course over ground, true')],
  ['navigation.courseOverGroundMagnetic', m('rad', 'Course over ground, magnetic')],
  ['navigation.magneticVariation', m('rad', 'Magnetic variation at the present position, east positive')],
  ['navigation.headingTrue', m('rad', 'Heading, true')],
  ['navigation.headingMagnetic', m('rad', 'Heading, magnetic')],
  ['navigation.speedThroughWater', m('m/s', 'Speed through the water')],
  ['navigation.log', m('m', 'Total distance travelled through the water')],
  ['navigation.trip.log', m('m', 'Distance travelled through the water since the trip reset')],
  ['navigation.state', m(undefined, 'Navigational state: sailing or motoring')],
  ['navigation.course.activeRoute', m(undefined, 'The route being followed: href, name, pointIndex, pointTotal, reverse')],
  ['navigation.course.nextPoint', m(undefined, 'The point the vessel is heading for')],
  ['navigation.course.previousPoint', m(undefined, 'The point the vessel came from')],
  ['navigation.course.arrivalCircle', m('m', 'Radius of the arrival circle around a waypoint')],
  ['navigation.course.startTime', m(undefined, 'When the course was activated (ISO 8601)')],
  ['navigation.course.calcValues.calcMethod', m(undefined, 'Method of the course calculations')],
  ['navigation.course.calcValues.distance', m('m', 'Distance to the next point')],
  ['navigation.course.calcValues.bearingTrue', m('rad', 'Bearing to the next point, true')],
  ['navigation.course.calcValues.bearingMagnetic', m('rad', 'Bearing to the next point, magnetic')],
  ['navigation.course.calcValues.crossTrackError', m('m', 'Distance off the track from the previous to the next point, positive to starboard')],
  ['navigation.course.calcValues.velocityMadeGood', m('m/s', 'Speed made good towards the next point')],
  ['navigation.course.calcValues.timeToGo', m('s', 'Time to reach the next point at the present speed made good')],
  ['navigation.course.calcValues.estimatedTimeOfArrival', m(undefined, 'Estimated time of arrival at the next point (ISO 8601)')],
  ['environment.wind.speedApparent', m('m/s', 'Apparent wind speed')],
  ['environment.wind.angleApparent', m('rad', 'Apparent wind angle, negative to port')],
  ['environment.wind.speedTrue', m('m/s', 'True wind speed over the water')],
  ['environment.wind.angleTrueWater', m('rad', 'True wind angle relative to the water, negative to port')],
  ['environment.wind.directionTrue', m('rad', 'Direction the true wind comes from, relative to true north')],
  ['environment.wind.directionMagnetic', m('rad', 'Direction the true wind comes from, relative to magnetic north')],
  ['environment.depth.belowTransducer', m('m', 'Depth below the transducer')],
  ['environment.depth.belowKeel', m('m', 'Depth below the keel')],
  ['environment.depth.belowSurface', m('m', 'Depth below the surface')],
  ['environment.depth.transducerToKeel', m('m', 'Offset from the transducer to the bottom of the keel (negative: the keel is deeper)')],
  ['environment.depth.surfaceToTransducer', m('m', 'Depth of the transducer below the surface')],
  ['environment.outside.pressure', m('Pa', 'Outside air pressure')],
  ['environment.outside.temperature', m('K', 'Outside air temperature')],
  ['environment.outside.relativeHumidity', m('ratio', 'Outside relative humidity, 0 to 1')],
  ['environment.water.temperature', m('K', 'Sea water temperature')],
  ['environment.current', m(undefined, 'Tidal stream: setTrue (rad, direction it flows to) and drift (m/s)')],
  ...BATTERY('house'),
  ...BATTERY('start'),
  ...TANK('fuel', 'diesel'),
  ...TANK('freshWater', 'fresh water'),
  ...TANK('blackWater', 'holding'),
  ['propulsion.port.revolutions', m('Hz', 'Engine revolutions (60 times for rpm)')],
  ['propulsion.port.temperature', m('K', 'Engine temperature')],
  ['propulsion.port.oilPressure', m('Pa', 'Engine oil pressure')],
  ['propulsion.port.runTime', m('s', 'Total running time of the engine')],
  ['propulsion.port.state', m(undefined, 'Engine state: started or stopped')],
  ['propulsion.port.fuel.rate', m('m3/s', 'Engine fuel consumption rate')],
  ['design.draft', m(undefined, 'Draft of the vessel in metres: maximum')],
  ['design.length', m(undefined, 'Length of the vessel in metres: overall, hull, waterline')],
  ['design.beam', m('m', 'Beam of the vessel')],
  ['design.aisShipType', m(undefined, 'AIS ship type: id and name')],
]);
