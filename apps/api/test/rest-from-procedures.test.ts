import { appRouter } from '@innerweather/api/root';
import { mergeRouters, protectedProcedure, publicProcedure, router } from '@innerweather/api/trpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/**
 * A new REST call is one procedure with `.meta({ openapi })`: these two fixture procedures are added to the app's
 * router here and nowhere else, and must show up in the OpenAPI document and answer at their paths.
 */
const echoRoute = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/api/fixture/echo', summary: 'Fixture: echoes its query' } })
  .input(
    z.object({ times: z.number().int().min(1).max(3), loud: z.boolean().default(false), word: z.string() }),
  )
  .output(z.object({ said: z.string() }))
  .query(({ input }) => {
    const word = input.loud ? input.word.toUpperCase() : input.word;
    return { said: Array.from({ length: input.times }, () => word).join(' ') };
  });

const createNoteRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/api/fixture/notes/{folder}', summary: 'Fixture: creates a note' },
  })
  .input(
    z.object({ folder: z.string(), pinned: z.boolean(), title: z.string().min(1, 'A note needs a title') }),
  )
  .output(z.object({ folder: z.string(), pinned: z.boolean(), title: z.string(), by: z.string() }))
  .mutation(({ ctx, input }) => ({ ...input, by: ctx.user.email }));

const fixtureRouter = mergeRouters(
  appRouter,
  router({ fixture: router({ echo: echoRoute, createNote: createNoteRoute }) }),
);

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ runtime: t.runtime, router: fixtureRouter });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('REST from the procedures', () => {
  it('documents a procedure added only to the router, with 201 for a create', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/fixture/echo'].get.summary).toBe('Fixture: echoes its query');
    expect(Object.keys(doc.paths['/api/fixture/notes/{folder}'].post.responses)).toContain('201');
    expect(Object.keys(doc.paths['/api/fixture/notes/{folder}'].post.responses)).not.toContain('200');
    // The app's own create is documented the same way.
    expect(Object.keys(doc.paths['/api/entries'].post.responses)).toContain('201');
  });

  it('answers the query call at its path, converting numbers and booleans of the query string', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/fixture/echo?times=2&loud=true&word=rain&other=x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ said: 'RAIN RAIN' });
  });

  it('refuses a query value that is not what the procedure takes, with its message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fixture/echo?times=many&word=rain' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['times'] })],
    });
  });

  it('answers the create with 201, its path parameter merged into the input', async () => {
    const { cookie, user } = await registerUser(t.app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes/inbox',
      headers: { cookie },
      payload: { pinned: true, title: 'Remember the rain' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ folder: 'inbox', pinned: true, title: 'Remember the rain', by: user.email });
  });

  it('keeps a JSON string "maybe" for a boolean field a 400 (bodies are never coerced)', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes/inbox',
      headers: { cookie },
      payload: { pinned: 'maybe', title: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['pinned'] })],
    });
    const prefs = await app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie },
      payload: { dailyJournalReminder: 'maybe' },
    });
    expect(prefs.statusCode).toBe(400);
  });

  it('answers errors as { message, code, issues } with the first validation message', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes/inbox',
      headers: { cookie },
      payload: { pinned: false, title: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'A note needs a title',
      code: 'BAD_REQUEST',
      issues: [{ path: ['title'], message: 'A note needs a title' }],
    });
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/fixture/notes/inbox',
      payload: { pinned: false, title: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED', issues: [] });
  });

  it('documents the two file calls: the import with its Origin, and the export download', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const upload = doc.paths['/api/account/import'].post;
    expect(upload.parameters.map((p: { in: string; name: string }) => `${p.in} ${p.name}`)).toEqual([
      'query source',
      'query dryRun',
      'query moodMap',
      'header Origin',
    ]);
    expect(upload.requestBody.content['*/*'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.responses['200'].content['application/json'].schema.required).toEqual([
      'dryRun',
      'counts',
      'from',
      'to',
      'errors',
      'unmappedMoods',
    ]);
    expect(upload.responses['202'].content['application/json'].schema.required).toEqual(['id', 'status']);
    expect(upload.description).toContain('`Origin`');
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415']),
    );
    const download = doc.paths['/api/account/export/{id}/download'].get;
    expect(download.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'expires', 'signature']);
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/zip', 'text/markdown']);
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(doc.info.description).toContain('Origin');
  });

  it("words each operation's error answers for that operation, not another's", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const described = (path: string, method: string, status: string): string =>
      doc.paths[path][method].responses[status].description;
    expect(described('/api/auth/login', 'post', '401')).toBe('Invalid email or password');
    expect(described('/api/stats', 'get', '401')).toBe('Not signed in');
    expect(described('/api/entries', 'post', '401')).toBe('Not signed in');
    expect(described('/api/entries', 'post', '409')).toContain('Idempotency-Key');
    expect(described('/api/entries', 'post', '403')).toContain('LIMIT_REACHED');
    expect(described('/api/ai-coach/goals/{id}/complete', 'post', '409')).toBe(
      'The goal has not reached 100% yet',
    );
    expect(described('/api/admin/users/{id}', 'delete', '409')).toBe('The last admin');
    expect(described('/api/guidance/{id}/not-about-me', 'post', '409')).toBe('Not a crisis support card');
    for (const [path, item] of Object.entries<
      Record<string, { responses: Record<string, { description: string }> }>
    >(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        if (path !== '/api/auth/register' && path !== '/api/admin/users')
          expect(operation.responses['409']?.description, `${method} ${path}`).not.toBe(
            'E-mail already registered',
          );
        if (path !== '/api/auth/login')
          expect(operation.responses['401']?.description, `${method} ${path}`).not.toBe(
            'Invalid email or password',
          );
      }
    expect(doc.paths['/api/entries'].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
  });

  it('documents an entry id as the calls treat it: a UUID, any other text a 404', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const item = doc.paths['/api/entries/{id}'];
    for (const method of ['get', 'patch', 'delete']) {
      const id = item[method].parameters.find((p: { in: string; name: string }) => p.in === 'path');
      expect(id.schema, method).toMatchObject({ type: 'string', format: 'uuid' });
      expect(id.description, method).toContain('404');
      expect(item[method].responses['404'].description, method).toBe('Entry not found');
    }
    const { cookie } = await registerUser(t.app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/entries/not-a-uuid',
        headers: { cookie },
        ...(method === 'PATCH' ? { payload: { content: 'Changed my mind about this one.' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toMatchObject({ message: 'Entry not found', code: 'NOT_FOUND' });
    }
  });
});
