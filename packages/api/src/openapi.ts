import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from 'trpc-to-openapi';
import { appRouter } from './root.ts';
import type { ProcedureMeta } from './trpc.ts';

type SchemaObject = Record<string, unknown>;
type ResponsesObject = Record<string, unknown>;

/** One entry of an error's `issues`: which input field (`["content"]`, `["tags", "0"]`) and what is wrong with it. */
const ISSUE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    path: {
      type: 'array',
      items: { type: 'string' },
      description: 'Where in the input: field names and array positions, outermost first',
    },
    message: { type: 'string' },
  },
  required: ['path', 'message'],
};

/** Every error answer's body, whoever sends it: a procedure, the REST layer, Fastify or Node's HTTP parser. */
const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Error',
  description: 'The error information',
  properties: {
    message: { type: 'string', description: 'What a person should read' },
    code: { type: 'string', description: 'The error code, e.g. BAD_REQUEST or LIMIT_REACHED' },
    issues: {
      type: 'array',
      description: 'The input fields responsible for the error (empty when no field is)',
      items: ISSUE_SCHEMA,
    },
  },
  required: ['message', 'code', 'issues'],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * Answers the HTTP layer (apps/api app.ts, http/rest.ts) can give on any route, before or around the procedure:
 * a URL that does not decode, a request that takes over 30 s to arrive, a foreign Host, oversized headers, a failure
 * or a database away for a moment.
 */
const ANY_ROUTE: Record<string, string> = {
  400: 'Invalid input, a malformed JSON body, or a URL that does not decode',
  408: 'The request took too long to arrive',
  421: 'This server answers at another address (Host not its own)',
  431: 'The request headers are too large',
  500: 'Something went wrong on our side',
  503: 'The service is briefly unavailable',
};
/** …on a call that changes something (any method but GET), which may carry a body… */
const WITH_BODY: Record<string, string> = {
  403: "Cross-site request refused: a body other than JSON needs the header `Origin` with the app's address",
  413: 'Request body is larger than 1 MB',
  415: 'Send the request body as application/json',
};
/** …and on a path with parameters (Fastify caps a parameter's length). */
const WITH_PATH_PARAMETERS: Record<string, string> = { 414: 'The request URL is too long' };

/** What a procedure's error answers mean when its meta does not say (trpc-to-openapi's defaults, reworded). */
const PROCEDURE_DEFAULTS: Record<string, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  500: 'Something went wrong on our side',
};

/**
 * trpc-to-openapi makes one response object per error code and hands that same object to every operation, so the
 * first procedure's wording (login's 401 "Invalid email or password") was every operation's: each operation gets
 * its own object here, worded by its meta's `errorResponses`.
 */
function ownErrorAnswers(
  responses: ResponsesObject,
  described: Readonly<Record<string, string>> | undefined,
): ResponsesObject {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!/^[45]\d\d$/.test(status)) return [status, response];
      const { content } = response as { content?: unknown };
      const description = described?.[status] ?? PROCEDURE_DEFAULTS[status] ?? 'An error';
      return [status, { description, ...(content ? { content } : {}) }];
    }),
  );
}

/**
 * The document declares what the server sends: every error body has `issues` with each item's `path`, and every
 * operation lists the answers of the HTTP layer as well as its procedure's own (Prism's validating proxy checks both).
 */
function declareErrorAnswers(
  document: OpenAPIObject,
  described: ReadonlyMap<string, Readonly<Record<string, string>> | undefined>,
) {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  schemas.Error = ERROR_SCHEMA;
  for (const [name, schema] of Object.entries(schemas as Record<string, SchemaObject>)) {
    if (!name.startsWith('error.')) continue;
    const properties = schema.properties as Record<string, SchemaObject>;
    properties.issues = { ...properties.issues, items: ISSUE_SCHEMA };
    schema.required = ['message', 'code', 'issues'];
    // Its title and examples were one procedure's message, shared by every operation with the code.
    const code = name.slice('error.'.length);
    schema.title = `${code} error`;
    schema.example = undefined;
    properties.message = { type: 'string', description: 'What a person should read' };
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      item as Record<string, { responses?: ResponsesObject }>,
    )) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !operation.responses) continue;
      const added = {
        ...ANY_ROUTE,
        ...(method === 'get' ? {} : WITH_BODY),
        ...(path.includes('{') ? WITH_PATH_PARAMETERS : {}),
      };
      const key = `${method} ${path}`;
      const responses: ResponsesObject = described.has(key)
        ? ownErrorAnswers(operation.responses, described.get(key))
        : { ...operation.responses };
      for (const [status, description] of Object.entries(added))
        responses[status] ??= errorResponse(description);
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  }
}

/**
 * The OpenAPI document of every procedure with `meta.openapi`: what /api/docs shows and what the REST routes are
 * registered from (apps/api http/rest.ts). A procedure whose meta says `successStatus: 201` (or 202) is documented,
 * and answered, with it.
 */
export function createOpenApiDocument(
  baseUrl: string,
  router: OpenApiRouter = appRouter,
  /** Calls that are not procedures (a file as the body or the answer), documented by the routes that answer them. */
  otherPaths: NonNullable<OpenAPIObject['paths']> = {},
): OpenAPIObject {
  const created: Array<{ method: string; path: string; status: string }> = [];
  const withBody: string[] = [];
  const described = new Map<string, Readonly<Record<string, string>> | undefined>();
  const document = generateOpenApiDocument<ProcedureMeta>(router, {
    title: 'Innerweather API',
    description:
      "The REST face of Innerweather. Every call is also available over tRPC at /trpc. Sign in with POST /api/auth/login: the session travels in the `iw_session` cookie. Same-origin rule: a call that changes something (any method but GET) is refused with 403 when its `Origin` header names another site, and, when it has no `Origin`, unless its body is JSON (`content-type: application/json`) or empty; a file upload such as POST /api/account/import must therefore send `Origin` with the app's own address (its `APP_URL`).",
    version: '1.0.0',
    baseUrl,
    docsUrl: '/api/docs',
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'iw_session' } },
    filter: ({ metadata }) => {
      const errorResponses = metadata.openapi.errorResponses;
      described.set(
        `${metadata.openapi.method.toLowerCase()} ${metadata.openapi.path}`,
        Array.isArray(errorResponses) ? undefined : errorResponses,
      );
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
  document.paths = { ...document.paths, ...otherPaths };
  declareErrorAnswers(document, described);
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
