import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root.ts';

export function createOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: 'Innerweather API',
    description:
      'The REST face of Innerweather. Every call is also available over tRPC at /trpc. Sign in with POST /api/auth/login: the session travels in the `iw_session` cookie.',
    version: '1.0.0',
    baseUrl,
    docsUrl: '/api/docs',
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'iw_session' } },
  });
}
