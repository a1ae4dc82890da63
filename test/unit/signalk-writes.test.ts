/**
 * src/signalk/writes.ts, its pure parts: every row of SignalK's answers to a write (`outcomeOf`, the
 * bodies as signalk-server 2.23.0 sent them), the level of a token from `/skServer/loginStatus`
 * (`writeAccessOf`), and the v2 notifications listing read defensively (`parseNotificationListing`),
 * hostile values included. The I/O is tested on a real server: test/integration/signalk-writes.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { outcomeOf, parseNotificationListing, writeAccessOf } from '../../src/signalk/writes.js';

const j = (x: unknown) => JSON.stringify(x);
const PERMISSION_TEXT = "You do not have permission to view this resource, <a href='/admin/#/login'>Please Login</a>";
const HTML_404 = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot POST /x</pre>\n</body>\n</html>\n';
const ID = 'e017e7b7-032e-4225-aee3-ddce348ad708';

describe('outcomeOf: what one SignalK answer says', () => {
  it('2xx COMPLETED is completed, with the id when SignalK gives one', () => {
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 200, message: 'OK', id: ID })), { status: 'completed', httpStatus: 200, id: ID });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 200, message: 'OK' })), { status: 'completed', httpStatus: 200 });
    // v1 PUT handled synchronously, and the anchor alarm plugin's 202 COMPLETED.
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', requestId: 'r', statusCode: 200, href: '/signalk/v1/requests/r' })), { status: 'completed', httpStatus: 200 });
    assert.deepEqual(outcomeOf(202, j({ state: 'COMPLETED', requestId: 'r', statusCode: 202, href: '/signalk/v1/requests/r' })), { status: 'completed', httpStatus: 202 });
    // An id that is no text is not an id.
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', id: 42 })), { status: 'completed', httpStatus: 200 });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', id: '' })), { status: 'completed', httpStatus: 200 });
  });

  it('202 FAILED is failed with SignalK message', () => {
    assert.deepEqual(outcomeOf(202, j({ state: 'FAILED', requestId: 'r', statusCode: 202, message: "'undefined' is no valid coordinate.", href: '/signalk/v1/requests/r' })), {
      status: 'failed',
      httpStatus: 202,
      message: "'undefined' is no valid coordinate.",
    });
    assert.deepEqual(outcomeOf(200, j({ state: 'FAILED' })), { status: 'failed', httpStatus: 200, message: null });
    assert.deepEqual(outcomeOf(200, j({ state: 'SOMETHING', message: 'odd' })), { status: 'failed', httpStatus: 200, message: 'odd' });
  });

  it('PENDING is pending, with the href to poll (only a path on the same server)', () => {
    assert.deepEqual(outcomeOf(202, j({ state: 'PENDING', requestId: 'r', statusCode: 202, href: '/signalk/v1/requests/r' })), {
      status: 'pending',
      httpStatus: 202,
      href: '/signalk/v1/requests/r',
    });
    assert.deepEqual(outcomeOf(202, j({ state: 'PENDING', href: 'http://elsewhere.example/x' })), { status: 'pending', httpStatus: 202, href: null });
    assert.deepEqual(outcomeOf(202, j({ state: 'PENDING' })), { status: 'pending', httpStatus: 202, href: null });
  });

  it('a polled request answers 200 with its own statusCode: read by that code', () => {
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 502, message: 'plugin failed' })), { status: 'failed', httpStatus: 502, message: 'plugin failed' });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 405, message: 'PUT not supported for x' })), { status: 'unsupported', httpStatus: 405 });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 403 })), { status: 'unauthorized', httpStatus: 403 });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 400, message: 'Unsupported' })), { status: 'refused', httpStatus: 400, message: 'Unsupported' });
    // A code that is no HTTP error code is not read.
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: 999 })), { status: 'completed', httpStatus: 200 });
    assert.deepEqual(outcomeOf(200, j({ state: 'COMPLETED', statusCode: '500' })), { status: 'completed', httpStatus: 200 });
  });

  it('400 with SignalK message is refused with that message', () => {
    for (const message of ['Alarm cannot be silenced!', 'Alarm already acknowledged!', 'Alarm cannot be cleared!', 'Alarm not found!', 'Alarm already silenced or acknowledged!']) {
      assert.deepEqual(outcomeOf(400, j({ state: 'FAILED', statusCode: 400, message })), { status: 'refused', httpStatus: 400, message });
    }
    // The autopilot answers a refusal as COMPLETED with 400.
    assert.deepEqual(outcomeOf(400, j({ state: 'COMPLETED', statusCode: 400, message: 'Autopilot not in auto or wind mode' })), {
      status: 'refused',
      httpStatus: 400,
      message: 'Autopilot not in auto or wind mode',
    });
    // A long message is cut to what can be said.
    const long = outcomeOf(400, j({ state: 'FAILED', message: 'x'.repeat(5000) }));
    assert.equal(long.status, 'refused');
    assert.equal((long as { message: string }).message.length, 200);
  });

  it('a 4xx without SignalK message is failed without one', () => {
    assert.deepEqual(outcomeOf(400, 'input is missing a value'), { status: 'failed', httpStatus: 400, message: null });
    assert.deepEqual(outcomeOf(400, j({ state: 'FAILED', message: 42 })), { status: 'failed', httpStatus: 400, message: null });
    assert.deepEqual(outcomeOf(400, j({ state: 'FAILED', message: '   ' })), { status: 'failed', httpStatus: 400, message: null });
    assert.deepEqual(outcomeOf(404, HTML_404), { status: 'failed', httpStatus: 404, message: null });
    assert.deepEqual(outcomeOf(400, j({ message: 'no state: not SignalK request shape' })), { status: 'failed', httpStatus: 400, message: null });
  });

  it('401 and 403 are unauthorized, whatever the body', () => {
    assert.deepEqual(outcomeOf(401, PERMISSION_TEXT), { status: 'unauthorized', httpStatus: 401 });
    assert.deepEqual(outcomeOf(401, j({ error: 'Permission Denied' })), { status: 'unauthorized', httpStatus: 401 });
    assert.deepEqual(outcomeOf(401, 'bad auth token'), { status: 'unauthorized', httpStatus: 401 });
    assert.deepEqual(outcomeOf(403, j({ state: 'FAILED', statusCode: 403, message: 'Unauthorised' })), { status: 'unauthorized', httpStatus: 403 });
    assert.deepEqual(outcomeOf(401, ''), { status: 'unauthorized', httpStatus: 401 });
  });

  it('405 is unsupported', () => {
    assert.deepEqual(outcomeOf(405, j({ state: 'COMPLETED', requestId: 'r', statusCode: 405, message: 'PUT not supported for navigation.anchor.position', href: '/x' })), {
      status: 'unsupported',
      httpStatus: 405,
    });
    assert.deepEqual(outcomeOf(405, HTML_404), { status: 'unsupported', httpStatus: 405 });
  });

  it('5xx is failed, with SignalK message when there is one', () => {
    assert.deepEqual(outcomeOf(500, j({ state: 'FAILED', statusCode: 500, message: 'Unable to set target value! MODE = null' })), {
      status: 'failed',
      httpStatus: 500,
      message: 'Unable to set target value! MODE = null',
    });
    assert.deepEqual(outcomeOf(502, '<html>Bad Gateway</html>'), { status: 'failed', httpStatus: 502, message: null });
    assert.deepEqual(outcomeOf(503, ''), { status: 'failed', httpStatus: 503, message: null });
  });

  it('a 2xx that is not SignalK shape is failed', () => {
    for (const body of [HTML_404, '', 'OK', 'null', '[]', '{}', '42', j({ state: 42 }), j([{ state: 'COMPLETED' }]), '{"state":"COMPLETED"']) {
      assert.deepEqual(outcomeOf(200, body), { status: 'failed', httpStatus: 200, message: null }, body);
    }
  });

  it('a 3xx (a redirect to a login page) is failed', () => {
    assert.deepEqual(outcomeOf(302, 'Found. Redirecting to /@signalk/server-admin-ui/#/login'), { status: 'failed', httpStatus: 302, message: null });
  });
});

describe('writeAccessOf: the level of our token from /skServer/loginStatus', () => {
  const status = (x: Record<string, unknown>) => j({ readOnlyAccess: false, allowNewUserRegistration: false, allowDeviceAccessRequests: true, securityWasEnabled: false, ...x });
  it('as signalk-server 2.23.0 answered a device token approved read-write, read-only, none, a refused one, and security off', () => {
    assert.equal(writeAccessOf(200, status({ status: 'loggedIn', authenticationRequired: true, userLevel: 'readwrite', username: 'd2d1' }), true), 'readwrite');
    assert.equal(writeAccessOf(200, status({ status: 'loggedIn', authenticationRequired: true, userLevel: 'admin', username: 'admin' }), true), 'readwrite');
    assert.equal(writeAccessOf(200, status({ status: 'loggedIn', authenticationRequired: true, userLevel: 'readonly', username: 'd430' }), true), 'readonly');
    assert.equal(writeAccessOf(200, status({ status: 'notLoggedIn', authenticationRequired: true }), false), 'none');
    assert.equal(writeAccessOf(200, status({ status: 'notLoggedIn', authenticationRequired: true }), true), 'none');
    assert.equal(writeAccessOf(200, j({ status: 'notLoggedIn', readOnlyAccess: false, authenticationRequired: false, securityWasEnabled: false }), false), 'open');
    assert.equal(writeAccessOf(200, j({ status: 'notLoggedIn', readOnlyAccess: false, authenticationRequired: false }), true), 'open');
  });
  it('anything else is unknown', () => {
    assert.equal(writeAccessOf(404, HTML_404, true), 'unknown');
    assert.equal(writeAccessOf(429, j({ message: 'Too many requests from this IP, please try again after 10 minutes' }), true), 'unknown');
    assert.equal(writeAccessOf(200, HTML_404, true), 'unknown');
    assert.equal(writeAccessOf(200, '[]', true), 'unknown');
    assert.equal(writeAccessOf(200, j({ status: 'loggedIn' }), true), 'unknown');
    assert.equal(writeAccessOf(200, j({ status: 'loggedIn', authenticationRequired: true, userLevel: 'superuser' }), true), 'unknown');
    assert.equal(writeAccessOf(200, j({ status: 'loggedIn', authenticationRequired: true }), true), 'unknown');
    assert.equal(writeAccessOf(200, j({ status: 'weird', authenticationRequired: true }), true), 'unknown');
  });
});

describe('parseNotificationListing: the v2 listing, defensively', () => {
  const STATUS = { silenced: false, acknowledged: false, canSilence: false, canAcknowledge: true, canClear: true };

  it('reads a listing as signalk-server 2.23.0 sent it', () => {
    const listing = {
      [ID]: {
        context: '',
        path: `notifications.mob.${ID}`,
        value: {
          state: 'emergency',
          method: ['visual', 'sound'],
          message: 'Man overboard (voice)',
          status: STATUS,
          position: { longitude: 24.7365244, latitude: 59.7247595 },
          createdAt: '2026-12-04T13:34:46.904Z',
          id: ID,
        },
      },
      '24e43e8a-371e-4932-b823-708d572bbf1f': {
        context: 'vessels.urn:mrn:signalk:uuid:bf72d10e-530f-498e-b713-3a2b1e664453',
        path: 'notifications.environment.depth.belowKeel',
        value: {
          state: 'alarm',
          method: ['visual'],
          message: 'Shallow water',
          id: '24e43e8a-371e-4932-b823-708d572bbf1f',
          status: { silenced: true, acknowledged: false, canSilence: true, canAcknowledge: true, canClear: false },
        },
      },
      'd2d85e0f-5fc7-4f71-b835-69a1eef2c9f4': {
        context: '',
        path: 'notifications.mob.d2d85e0f-5fc7-4f71-b835-69a1eef2c9f4',
        value: { state: 'emergency', method: ['visual', 'sound'], message: 'Person Overboard!', status: STATUS, position: null, createdAt: '2026-12-04T13:37:42.117Z' },
      },
    };
    assert.deepEqual(parseNotificationListing(listing), [
      {
        context: '',
        notification: {
          id: ID,
          path: `notifications.mob.${ID}`,
          state: 'emergency',
          message: 'Man overboard (voice)',
          method: ['visual', 'sound'],
          status: STATUS,
          createdAt: '2026-12-04T13:34:46.904Z',
          position: { latitude: 59.7247595, longitude: 24.7365244 },
        },
      },
      {
        context: 'vessels.urn:mrn:signalk:uuid:bf72d10e-530f-498e-b713-3a2b1e664453',
        notification: {
          id: '24e43e8a-371e-4932-b823-708d572bbf1f',
          path: 'notifications.environment.depth.belowKeel',
          state: 'alarm',
          message: 'Shallow water',
          method: ['visual'],
          status: { silenced: true, acknowledged: false, canSilence: true, canAcknowledge: true, canClear: false },
          createdAt: null,
        },
      },
      {
        context: '',
        notification: {
          id: 'd2d85e0f-5fc7-4f71-b835-69a1eef2c9f4',
          path: 'notifications.mob.d2d85e0f-5fc7-4f71-b835-69a1eef2c9f4',
          state: 'emergency',
          message: 'Person Overboard!',
          method: ['visual', 'sound'],
          status: STATUS,
          createdAt: '2026-12-04T13:37:42.117Z',
          position: null,
        },
      },
    ]);
    assert.deepEqual(parseNotificationListing({}), []);
  });

  it('a body that is no listing is null', () => {
    for (const body of [null, undefined, 42, 'text', [], [{ path: 'x', value: {} }], true]) assert.equal(parseNotificationListing(body), null, String(body));
  });

  it('entries without an object value or a usable path are dropped', () => {
    const good = { path: 'notifications.a', value: { state: 'alarm' } };
    const listing = {
      ok: good,
      n1: null,
      n2: 'alarm',
      n3: [good],
      n4: { path: 'notifications.b' },
      n5: { path: 'notifications.c', value: 'alarm' },
      n6: { path: 'notifications.d', value: ['alarm'] },
      n7: { path: 42, value: { state: 'alarm' } },
      n8: { path: '', value: { state: 'alarm' } },
      n9: { path: 'x'.repeat(300), value: { state: 'alarm' } },
      n10: { path: 'notifications.e\u0000f', value: { state: 'alarm' } },
      n11: { value: { state: 'alarm' } },
      '': good,
    };
    assert.deepEqual(
      parseNotificationListing(listing)?.map((n) => n.notification.id),
      ['ok'],
    );
  });

  it('fields of the wrong type are defaulted as signalk-server starts an alarm; the prefix is added', () => {
    const listing = JSON.parse(
      j({
        a: {
          context: 7,
          path: 'test.bilge',
          value: {
            state: 3,
            method: ['visual', 2, null, 'sound', { x: 1 }],
            message: { text: 'x' },
            status: 'silenced',
            createdAt: 'yesterday',
            position: { latitude: 'N', longitude: 24 },
          },
        },
        b: {
          path: 'notifications.c',
          value: {
            state: 'alarm',
            method: 'sound',
            message: 'm',
            status: { silenced: 'yes', acknowledged: 1, canSilence: null, canAcknowledge: false, canClear: true },
            createdAt: 5,
            position: { latitude: 91, longitude: 0 },
          },
        },
        c: { path: 'notifications.d', value: { state: 'warn', position: [59, 24] } },
      }).replace(/}$/, ',"__proto__":{"path":"notifications.proto","value":{"state":"alarm"}}}'),
    );
    const defaults = { silenced: false, acknowledged: false, canSilence: true, canAcknowledge: true, canClear: false };
    assert.deepEqual(parseNotificationListing(listing), [
      {
        context: '',
        notification: { id: 'a', path: 'notifications.test.bilge', state: 'normal', message: '', method: ['visual', 'sound'], status: defaults, createdAt: null, position: null },
      },
      {
        context: '',
        notification: {
          id: 'b',
          path: 'notifications.c',
          state: 'alarm',
          message: 'm',
          method: [],
          status: { silenced: false, acknowledged: false, canSilence: true, canAcknowledge: false, canClear: true },
          createdAt: null,
          position: null,
        },
      },
      { context: '', notification: { id: 'c', path: 'notifications.d', state: 'warn', message: '', method: [], status: defaults, createdAt: null, position: null } },
      { context: '', notification: { id: '__proto__', path: 'notifications.proto', state: 'alarm', message: '', method: [], status: defaults, createdAt: null } },
    ]);
  });

  it('a huge listing is read whole without throwing', () => {
    const listing: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) listing[`id${i}`] = { context: '', path: `notifications.n${i}`, value: { state: 'alert', message: `n${i}` } };
    const parsed = parseNotificationListing(listing);
    assert.equal(parsed?.length, 5000);
    assert.equal(parsed?.[4999]?.notification.path, 'notifications.n4999');
  });
});
