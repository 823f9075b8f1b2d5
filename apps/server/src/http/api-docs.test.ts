import { type EndpointKey, type Route, routes } from '@bridgehub/contract';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { API_DOCS_PATH, OPENAPI_PATH } from './api-docs.routes.ts';
import type { OpenApiDocument } from './openapi.ts';

let t: TestApp;
/** The document as served; each validation gets its own copy (the validator resolves it in place). */
let served: string;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://vendors.example' } });
  served = (await t.app.inject({ url: OPENAPI_PATH })).body;
  document = JSON.parse(served);
});
afterAll(() => t.close());

const operationOf = (key: EndpointKey) => {
  const { method, path } = routes[key];
  return document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
};

describe('the OpenAPI document', () => {
  it('is served as cacheable JSON', async () => {
    const response = await t.app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(JSON.parse(served));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('fails validation when a path parameter goes undeclared, so the check above has teeth', async () => {
    const broken = JSON.parse(served);
    broken.paths['/api/Event/Details/{id}'].get.parameters = [];
    expect((await validate(broken)).valid).toBe(false);
  });

  it('names every route of the contract with its method, path and operation id', () => {
    const keys = Object.keys(routes) as EndpointKey[];
    for (const key of keys) expect(operationOf(key)?.operationId, key).toBe(key);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(keys.length);
  });

  it('asks for the vendor’s or the staff’s bearer token exactly on the routes that need that sign-in', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.staffBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const key of Object.keys(routes) as EndpointKey[]) {
      const route: Route = routes[key];
      const scheme = { vendor: 'bearer', staff: 'staffBearer' }[route.auth ?? 'vendor'];
      expect(operationOf(key)?.security, key).toEqual(route.auth ? [{ [scheme]: [] }] : undefined);
    }
  });

  it('describes the upload as multipart and the raw answers by their media types', () => {
    expect(Object.keys(operationOf('uploadAttachment')?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const mediaTypes = (key: EndpointKey) => Object.keys(operationOf(key)?.responses['200']?.content ?? {});
    expect(mediaTypes('getEventCalendar')).toEqual(['text/calendar']);
    expect(mediaTypes('getAttachment')).toEqual(['application/octet-stream']);
    expect(mediaTypes('getCaptchaChallenge')).toEqual(['application/json']);
    expect(mediaTypes('listFaqs')).toEqual(['application/json']);
  });

  it('points integrators at the public origin', () => {
    expect(document.servers).toEqual([{ url: 'https://vendors.example' }]);
  });
});

describe('the API reference page', () => {
  it('answers an HTML page whose scripts are served from our own origin', async () => {
    const page = await t.app.inject({ url: API_DOCS_PATH, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)/);
    for (const src of scripts) {
      expect(src, src).toMatch(/^\/api\/docs\//);
      const script = await t.app.inject({ url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toContain('javascript');
    }
  });

  it('reads the same document', async () => {
    const json = await t.app.inject({ url: `${API_DOCS_PATH}/json` });
    expect(json.json()).toEqual(document);
  });
});
