/**
 * src/http-request.ts against a local node:http server on 127.0.0.1: bodies and statuses come back
 * as sent, request bodies and headers arrive, silence and oversized answers fail with their codes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { httpRequest } from '../../src/http-request.js';

describe('httpRequest', () => {
  let server: Server;
  let base: string;
  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/echo') {
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ method: req.method, auth: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8') }));
        } else if (req.url === '/missing') {
          res.writeHead(404, { 'content-type': 'text/html' });
          res.end('Cannot GET /missing');
        } else if (req.url === '/silent') {
          // never answers
        } else if (req.url === '/big') {
          res.writeHead(200);
          res.end('x'.repeat(4096));
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ok":"ünïcode"}');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const a = server.address();
    base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('returns status, headers and the UTF-8 body', async () => {
    const r = await httpRequest(`${base}/`);
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(r.text), { ok: 'ünïcode' });
  });

  it('sends method, headers and body', async () => {
    const r = await httpRequest(`${base}/echo`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"a":"é"}' });
    assert.equal(r.status, 201);
    assert.deepEqual(JSON.parse(r.text), { method: 'POST', auth: 'Bearer t', body: '{"a":"é"}' });
  });

  it('resolves error statuses with their body', async () => {
    const r = await httpRequest(`${base}/missing`);
    assert.equal(r.status, 404);
    assert.equal(r.text, 'Cannot GET /missing');
  });

  it('fails with ETIMEDOUT when the server stays silent', async () => {
    await assert.rejects(httpRequest(`${base}/silent`, { timeoutMs: 200 }), (e: NodeJS.ErrnoException) => e.code === 'ETIMEDOUT');
  });

  it('fails with EMSGSIZE on an answer over maxBytes', async () => {
    await assert.rejects(httpRequest(`${base}/big`, { maxBytes: 1000 }), (e: NodeJS.ErrnoException) => e.code === 'EMSGSIZE');
  });

  it('fails with the network error code when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const a = probe.address();
    const port = typeof a === 'object' && a ? a.port : 0;
    await new Promise((r) => probe.close(r));
    await assert.rejects(httpRequest(`http://127.0.0.1:${port}/`), (e: NodeJS.ErrnoException) => e.code === 'ECONNREFUSED');
  });
});
