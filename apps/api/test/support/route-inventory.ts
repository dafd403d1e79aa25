import type { TestApp } from './fixture';

export interface RouteRef {
  method: string;
  url: string;
}

/** Every route of the API from its generated OpenAPI document (the route inventory). */
export function routeInventory(app: TestApp): RouteRef[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, 'x1'),
    })),
  );
}

export const isStateChanging = (r: RouteRef) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method);
