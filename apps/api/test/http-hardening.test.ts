import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { tinyMp4 } from '@innerweather/core/testing/tiny-mp4';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/** Answers of the HTTP layer itself: timeouts, over-long URLs and headers, and the headers of every answer. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** Sends raw bytes to a listening copy of the app and returns what came back. */
async function rawExchange(request: string): Promise<string> {
  const app = await buildApp({ runtime: t.runtime });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    return await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  } finally {
    await app.close();
  }
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('errors of the HTTP layer keep the { message, code, issues } shape', () => {
  it('a path parameter over 4096 characters answers 414', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/entries/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The request URL is too long', code: 'URI_TOO_LONG', issues: [] });
  });

  it('headers over Node’s limit answer 431', async () => {
    const answer = await rawExchange(
      `GET /api/auth/user HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(bodyOf(answer)).toEqual({
      message: 'The request headers are too large',
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      issues: [],
    });
  });
});

describe('a request must arrive in time', () => {
  it('a body that trickles past the time-out answers 408 and closes the connection', async () => {
    const app = await buildApp({ runtime: t.runtime, requestTimeoutMs: 300 });
    try {
      const body = new PassThrough();
      body.write('{"email":"slow@example.com",');
      // The rest never comes.
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': '200' },
        payload: body,
      });
      expect(res.statusCode).toBe(408);
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({
        message: 'The request took too long to arrive',
        code: 'REQUEST_TIMEOUT',
        issues: [],
      });
    } finally {
      await app.close();
    }
  });

  it('the signed video upload is exempt: its body may take longer than the time-out', async () => {
    const app = await buildApp({ runtime: t.runtime, requestTimeoutMs: 300 });
    try {
      const { cookie, user } = await registerUser(app);
      await t.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      const link = await app.inject({
        method: 'POST',
        url: '/api/videos/upload-url',
        headers: { cookie },
        payload: { filename: 'slow-upload.mp4' },
      });
      expect(link.statusCode, link.body).toBe(200);
      const { uploadURL } = link.json<{ uploadURL: string }>();
      const video = tinyMp4();
      const body = new PassThrough();
      body.write(video.subarray(0, 16));
      // The rest arrives after three times the time-out.
      setTimeout(() => body.end(video.subarray(16)), 900);
      const put = await app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { 'content-type': 'video/mp4', 'content-length': String(video.length) },
        payload: body,
      });
      expect(put.statusCode, put.body).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('a request that arrives in time is answered as usual, however long the answer takes', async () => {
    const app = await buildApp({ runtime: t.runtime, requestTimeoutMs: 300 });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/support/crisis-lines' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('headers', () => {
  it('the API docs carry a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('HSTS only when the instance is served over https', { timeout: 120_000 }, async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBe(undefined);
    const https = await createTestApp({ env: { APP_URL: 'https://journal.example.org' } });
    try {
      const res = await https.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { host: 'journal.example.org' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
