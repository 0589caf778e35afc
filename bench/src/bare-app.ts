import Fastify from 'fastify';

/** The baseline: Fastify with one JSON route and nothing else, as fast as this machine answers HTTP. */
export async function startBareApp() {
  const app = Fastify({ logger: false });
  app.get('/bare', () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bare app has no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}` };
}
