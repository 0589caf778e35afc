import { vi } from 'vitest';

/**
 * Stands in for the network: each request the page makes is answered by `answer`, given its URL (relative ones
 * against http://localhost) and init; a request it answers `undefined` fails the test. Returns the `fetch` mock.
 */
export function stubFetch(
  answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined,
) {
  const fetchMock = vi.fn(async (request: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    const response = await answer(new URL(href, 'http://localhost'), init);
    if (!response) throw new Error(`unexpected request ${href}`);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** One procedure call as the server would see it, with the (possibly fake) clock time it arrived. */
interface TrpcCall {
  procedure: string;
  input: unknown;
  at: number;
}

export type TrpcAnswer =
  | { data: unknown }
  | { error: { code: 'UNAUTHORIZED' | 'INTERNAL_SERVER_ERROR'; httpStatus: 401 | 500; message: string } };

const JSON_RPC_CODE = { UNAUTHORIZED: -32001, INTERNAL_SERVER_ERROR: -32603 } as const;

/**
 * Stands in for the API behind `/trpc` (httpBatchLink over `fetch`): every procedure of a batched GET is
 * recorded and answered by `answer`. Any other request fails the test. The app's real tRPC client runs.
 */
export function stubTrpcServer(answer: (procedure: string, input: unknown) => TrpcAnswer) {
  const calls: TrpcCall[] = [];
  stubFetch((url) => {
    if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return undefined;
    const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    const answers = procedures.map((procedure, i) => {
      calls.push({ procedure, input: inputs[i], at: Date.now() });
      return answer(procedure, inputs[i]);
    });
    const body = answers.map((item) =>
      'data' in item
        ? { result: { data: item.data } }
        : {
            error: {
              message: item.error.message,
              code: JSON_RPC_CODE[item.error.code],
              data: { code: item.error.code, httpStatus: item.error.httpStatus },
            },
          },
    );
    const failures = answers.flatMap((item) => ('error' in item ? [item.error] : []));
    const status =
      failures.length === 0
        ? 200
        : failures.length === answers.length
          ? (failures[0]?.httpStatus ?? 500)
          : 207;
    return Response.json(body, { status });
  });
  return {
    calls,
    /** Times (ms after `since`) at which `procedure` was asked for. */
    timesOf: (procedure: string, since: number) =>
      calls.filter((call) => call.procedure === procedure).map((call) => call.at - since),
  };
}

/** jsdom has no media queries; Mantine asks for prefers-reduced-motion and the colour scheme. */
export function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** jsdom has no ResizeObserver; Mantine's autosizing textarea and its selects observe their size. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
