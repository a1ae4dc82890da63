'use strict';
// Preloaded into a signalk-server under test with
//   NODE_OPTIONS=--require /abs/path/test/helpers/loopback.cjs
// signalk-server has no bind-address option and listens on every interface.
// This patch makes every TCP listen that names no host, or a wildcard host
// ('0.0.0.0', '::', ''), bind 127.0.0.1 instead, so a test server is never
// reachable from outside the machine. Unix sockets, handles and file
// descriptors, and listens on an explicit non-wildcard host, are left alone.
// It covers http/https/ws servers too: they all inherit from net.Server.

const net = require('node:net');

const LOOPBACK = '127.0.0.1';
const WILDCARD = new Set(['', '0.0.0.0', '::', '::0', '[::]']);
const original = net.Server.prototype.listen;

/** @param {unknown} v */
const isPortLike = (v) => typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v));

/** @param {unknown} host */
const needsLoopback = (host) => host == null || (typeof host === 'string' && WILDCARD.has(host));

net.Server.prototype.listen = function listen(...args) {
  if (args.length === 0 || typeof args[0] === 'function') {
    // listen() / listen(cb): a random port on all interfaces.
    args.unshift(0);
  } else if (args[0] == null) {
    // listen(undefined, ...) also means a random port.
    args[0] = 0;
  }
  const first = args[0];
  if (isPortLike(first)) {
    // listen(port[, host][, backlog][, cb])
    const second = args[1];
    if (typeof second === 'string') {
      if (WILDCARD.has(second)) args[1] = LOOPBACK;
    } else if (args.length > 1 && second == null) {
      args[1] = LOOPBACK;
    } else {
      args.splice(1, 0, LOOPBACK);
    }
  } else if (typeof first === 'object' && first !== null && !('_handle' in first)) {
    // listen(options[, cb]): only TCP options (no path, handle or fd).
    const o = /** @type {Record<string, unknown>} */ (first);
    if (o.path == null && o.handle == null && o.fd == null && needsLoopback(o.host)) {
      args[0] = { ...o, host: LOOPBACK };
    }
  }
  return original.apply(this, args);
};

// Orphan guard: when SIGNALK_TEST_PARENT_PID is set (test/helpers/signalk.ts
// sets it to the test process), exit as soon as that process is gone, so a
// test process killed with SIGKILL never leaves a server running.
const parentPid = Number(process.env.SIGNALK_TEST_PARENT_PID);
if (Number.isInteger(parentPid) && parentPid > 0) {
  // Children the server spawns must not watch (or inherit) this.
  delete process.env.SIGNALK_TEST_PARENT_PID;
  const timer = setInterval(() => {
    let alive = process.ppid === parentPid;
    if (alive) {
      try {
        process.kill(parentPid, 0);
      } catch (e) {
        alive = /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM';
      }
    }
    if (!alive) {
      console.error(`loopback.cjs: test process ${parentPid} is gone; exiting`);
      process.exit(1);
    }
  }, 500);
  timer.unref();
}
