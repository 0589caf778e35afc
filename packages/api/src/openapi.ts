import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from 'trpc-to-openapi';
import { appRouter } from './root.ts';
import type { ProcedureMeta } from './trpc.ts';

/**
 * The OpenAPI document of every procedure with `meta.openapi`: what /api/docs shows and what the REST routes are
 * registered from (apps/api http/rest.ts). A procedure whose meta says `successStatus: 201` (or 202) is documented,
 * and answered, with it.
 */
export function createOpenApiDocument(baseUrl: string, router: OpenApiRouter = appRouter): OpenAPIObject {
  const created: Array<{ method: string; path: string; status: string }> = [];
  const withBody: string[] = [];
  const document = generateOpenApiDocument<ProcedureMeta>(router, {
    title: 'Innerweather API',
    description:
      'The REST face of Innerweather. Every call is also available over tRPC at /trpc. Sign in with POST /api/auth/login: the session travels in the `iw_session` cookie.',
    version: '1.0.0',
    baseUrl,
    docsUrl: '/api/docs',
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'iw_session' } },
    filter: ({ metadata }) => {
      if (metadata.bodyOnDelete) withBody.push(metadata.openapi.path);
      if (metadata.successStatus && metadata.successStatus !== 200)
        created.push({
          method: metadata.openapi.method.toLowerCase(),
          path: metadata.openapi.path,
          status: String(metadata.successStatus),
        });
      return true;
    },
  });
  for (const { method, path, status: success } of created) {
    const operation = (document.paths?.[path] as Record<string, { responses?: Record<string, unknown> }>)?.[
      method
    ];
    const responses = operation?.responses;
    if (!operation || !responses?.['200']) continue;
    operation.responses = Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [
        status === '200' ? success : status,
        success === '204' && status === '200' ? { description: 'Done; nothing to answer' } : response,
      ]),
    );
  }
  for (const path of withBody) moveQueryToBody(document, path);
  return document;
}

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown; description?: string };

/** trpc-to-openapi reads a DELETE's input from the query string; these take a JSON body instead. */
function moveQueryToBody(document: OpenAPIObject, path: string) {
  const operation = (
    document.paths?.[path] as Record<string, { parameters?: Parameter[]; requestBody?: unknown }>
  )?.delete;
  if (!operation) return;
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  operation.parameters = (operation.parameters ?? []).filter((p) => p.in !== 'query');
  operation.requestBody = {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
          required: query.filter((p) => p.required).map((p) => p.name),
        },
      },
    },
  };
}
