import PocketBase from "pocketbase";

/**
 * Drives the route handlers in-process: a URL path is matched to its route
 * module and the exported method handler is called with a real Request, the
 * way Next calls it (dynamic params as a promise).
 */
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

const asModule = (loading: Promise<unknown>) => loading as Promise<RouteModule>;

interface Route {
  pattern: RegExp;
  keys: string[];
  load: () => Promise<RouteModule>;
}

const routes: Route[] = [
  {
    pattern: /^\/api\/collections\/users\/auth-with-password$/,
    keys: [],
    load: () => asModule(import("@/app/api/collections/users/auth-with-password/route")),
  },
  {
    pattern: /^\/api\/collections\/users\/auth-refresh$/,
    keys: [],
    load: () => asModule(import("@/app/api/collections/users/auth-refresh/route")),
  },
  {
    pattern: /^\/api\/workouts\/generate$/,
    keys: [],
    load: () => asModule(import("@/app/api/workouts/generate/route")),
  },
  {
    pattern: /^\/api\/programs\/generate$/,
    keys: [],
    load: () => asModule(import("@/app/api/programs/generate/route")),
  },
  {
    pattern: /^\/api\/programs\/([^/]+)\/loads$/,
    keys: ["id"],
    load: () => asModule(import("@/app/api/programs/[id]/loads/route")),
  },
  {
    pattern: /^\/api\/import\/([^/]+)$/,
    keys: ["source"],
    load: () => asModule(import("@/app/api/import/[source]/route")),
  },
  {
    pattern: /^\/api\/records\/recent$/,
    keys: [],
    load: () => asModule(import("@/app/api/records/recent/route")),
  },
  {
    pattern: /^\/api\/exercises\/([^/]+)\/progress$/,
    keys: ["id"],
    load: () => asModule(import("@/app/api/exercises/[id]/progress/route")),
  },
  {
    pattern: /^\/api\/collections\/users\/request-password-reset$/,
    keys: [],
    load: () => asModule(import("@/app/api/collections/users/request-password-reset/route")),
  },
  {
    pattern: /^\/api\/collections\/users\/confirm-password-reset$/,
    keys: [],
    load: () => asModule(import("@/app/api/collections/users/confirm-password-reset/route")),
  },
  {
    pattern: /^\/api\/collections\/users\/auth-methods$/,
    keys: [],
    load: () => asModule(import("@/app/api/collections/users/auth-methods/route")),
  },
  {
    pattern: /^\/api\/collections\/([^/]+)\/records\/([^/]+)$/,
    keys: ["collection", "id"],
    load: () => asModule(import("@/app/api/collections/[collection]/records/[id]/route")),
  },
  {
    pattern: /^\/api\/collections\/([^/]+)\/records$/,
    keys: ["collection"],
    load: () => asModule(import("@/app/api/collections/[collection]/records/route")),
  },
  {
    pattern: /^\/api\/batch$/,
    keys: [],
    load: () => asModule(import("@/app/api/batch/route")),
  },
  {
    pattern: /^\/api\/realtime$/,
    keys: [],
    load: () => asModule(import("@/app/api/realtime/route")),
  },
  {
    pattern: /^\/api\/auth\/logout$/,
    keys: [],
    load: () => asModule(import("@/app/api/auth/logout/route")),
  },
  {
    pattern: /^\/api\/auth\/session$/,
    keys: [],
    load: () => asModule(import("@/app/api/auth/session/route")),
  },
  {
    pattern: /^\/api\/files\/([^/]+)\/([^/]+)\/([^/]+)$/,
    keys: ["collection", "recordId", "filename"],
    load: () => asModule(import("@/app/api/files/[collection]/[recordId]/[filename]/route")),
  },
];

export const BASE_URL = "http://127.0.0.1:3000";

/** fetch() that never leaves the process. Unknown paths are 404, unsupported methods 405, as Next answers. */
export async function harnessFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1]);
    });
    const routeModule = await route.load();
    const handler = routeModule[request.method.toUpperCase()];
    if (!handler) return new Response(null, { status: 405 });
    return handler(request, { params: Promise.resolve(params) });
  }
  return new Response(JSON.stringify({ status: 404, message: "Not Found", data: {} }), { status: 404 });
}

/** A PocketBase SDK client wired to the in-process handlers. */
export function client(headers: Record<string, string> = {}): PocketBase {
  const pb = new PocketBase(BASE_URL);
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => {
    options.fetch = harnessFetch;
    options.headers = { ...headers, ...(options.headers ?? {}) };
    return { url, options };
  };
  return pb;
}

/** A raw call, for what the SDK does not expose (status codes, headers, cookies). */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return harnessFetch(`${BASE_URL}${path}`, init);
}
