import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

const DEFAULT_LINES = [
  { name: '988 Suicide & Crisis Lifeline', region: 'US', contact: 'call or text 988' },
  { name: 'Samaritans', region: 'UK & ROI', contact: 'call 116 123' },
  { name: 'Find a helpline', region: 'International', contact: 'findahelpline.com' },
];
const CRISIS_TEXT =
  'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';
const CUSTOM_LINES = [
  { name: 'Telefonseelsorge', region: 'DE', contact: 'call 0800 111 0 111' },
  { name: 'Die Nummer gegen Kummer', region: 'DE', contact: 'call 116 111' },
];

describe('GET /api/support/crisis-lines with no CRISIS_LINES setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a signed-out visitor with the built-in lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/crisis-lines' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_LINES);
  });

  it('answers a signed-in user with the same lines', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/support/crisis-lines', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_LINES);
  });

  it('is documented in /api/openapi.json with its response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const op = res.json<{ paths: Record<string, Record<string, any>> }>().paths['/api/support/crisis-lines']
      ?.get;
    expect(op).toMatchObject({ tags: ['Support'], summary: 'Crisis lines' });
    expect(op.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['name', 'region', 'contact'] },
    });
  });
});

describe('GET /api/support/crisis-lines with CRISIS_LINES set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CRISIS_LINES: JSON.stringify(CUSTOM_LINES) } });
  });
  afterAll(() => t.close());

  it('answers with the configured lines only, in their order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/crisis-lines' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CUSTOM_LINES);
  });

  it('gives the web app the same lines over tRPC, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/support.crisisLines' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { data: CUSTOM_LINES } });
  });

  it('lists the lines that immediate guidance names', async () => {
    const { cookie } = await registerUser(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie },
      payload: { content: CRISIS_TEXT },
    });
    expect(saved.statusCode).toBe(201);
    const entryId = saved.json<{ id: string }>().id;
    // The crisis.screen job's step, run here: the test app's queue has no consumer.
    expect(await t.runtime.services.analysis.screenEntry(entryId)).toBe('crisis');

    const guidance = await t.app.inject({
      method: 'GET',
      url: `/api/entries/${entryId}/therapist-recommendations`,
      headers: { cookie },
    });
    const [item] = guidance.json<Array<{ urgency: string; recommendation: string }>>();
    expect(item?.urgency).toBe('immediate');
    const lines = (await t.app.inject({ method: 'GET', url: '/api/support/crisis-lines' })).json<
      typeof CUSTOM_LINES
    >();
    for (const line of lines)
      expect(item?.recommendation).toContain(`${line.name} (${line.region}): ${line.contact}`);
    expect(item?.recommendation).not.toContain('Samaritans');
  });
});
