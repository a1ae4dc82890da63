/**
 * The demo route as a SignalK v2 route resource, in the delta a server's resources provider streams
 * when a route is saved (`resources.routes.<id>`, value `{name, description, feature}` with a GeoJSON
 * LineString and `coordinatesMeta` naming each point). With it, the demo's course deltas
 * (`navigation.course.activeRoute.href = "/resources/routes/<id>"`) lead to named waypoints, as a
 * real server's do, so get_route speaks in `--demo` too.
 */
import type { Delta, DemoRoute } from './types.js';

/**
 * The delta carrying `route` as a resource on `selfContext`, stamped `timestamp` (ISO 8601). Coordinates
 * are GeoJSON order, [longitude, latitude].
 */
export function routeResourceDelta(selfContext: string, route: DemoRoute, timestamp: string): Delta {
  return {
    context: selfContext,
    updates: [
      {
        $source: 'resources-provider',
        timestamp,
        values: [
          {
            path: `resources.routes.${route.id}`,
            value: {
              name: route.name,
              description: route.description,
              feature: {
                type: 'Feature',
                geometry: { type: 'LineString', coordinates: route.waypoints.map((w) => [w.longitude, w.latitude]) },
                properties: { coordinatesMeta: route.waypoints.map((w) => ({ name: w.name })) },
              },
            },
          },
        ],
      },
    ],
  };
}
