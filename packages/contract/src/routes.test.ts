import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { routes } from './routes.ts';

describe('routes', () => {
  it('names every endpoint of api with the same method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(api).sort());
    for (const [key, endpoint] of Object.entries(api)) {
      expect(routes[key as keyof typeof routes], key).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });
});
