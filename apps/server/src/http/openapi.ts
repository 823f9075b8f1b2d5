import { type Api, api, type Endpoint, type EndpointKey, envelopeSchema, UPLOAD_FIELD } from '@bridgehub/contract';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Content = Record<string, { schema: JsonSchema }>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface RequestBody {
  required: true;
  content: Content;
}

interface Answer {
  description: string;
  content: Content;
}

/** The parts of an OpenAPI 3.1 document this module writes (the test validates the whole against the spec). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

interface Operation {
  operationId: EndpointKey;
  tags: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Answer>;
}

type RawKey = { [K in EndpointKey]: Api[K] extends { raw: true } ? K : never }[EndpointKey];

/** Answers that are not JSON envelopes, as they go out: a raw route without an entry here fails the type-check. */
const RAW_ANSWERS: Record<RawKey, { mediaType: string; description: string; schema?: JsonSchema }> = {
  getEventCalendar: {
    mediaType: 'text/calendar',
    description: "The event as an iCalendar file (RFC 5545), sent as a download named '<event name>.ics'.",
    schema: { type: 'string' },
  },
  getAttachment: {
    mediaType: 'application/octet-stream',
    description: 'The stored file, always as a download under its original name.',
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
  },
  getVendorDocument: {
    mediaType: 'application/octet-stream',
    description: "Any vendor's stored file, for staff review: as the vendor's download sends it.",
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
  },
  getCaptchaChallenge: {
    mediaType: 'application/json',
    description: 'An ALTCHA challenge as the widget reads it, not an envelope.',
  },
  exportStaffVendors: {
    mediaType: 'text/csv',
    description: "The directory's filtered vendors as CSV (RFC 4180), sent as a download named 'vendors-<date>.csv'.",
    schema: { type: 'string' },
  },
  exportSurveyResponses: {
    mediaType: 'text/csv',
    description:
      'One row per response, one column per question, as CSV or (format=xlsx) a spreadsheet, sent as a download.',
    schema: { type: 'string' },
  },
  exportEventAttendees: {
    mediaType: 'text/csv',
    description:
      'Every registration of the event with its status and survey answers, as CSV or (format=xlsx) a spreadsheet.',
    schema: { type: 'string' },
  },
};

const failureSchema = envelopeSchema(z.null());

/**
 * A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12 is 3.1's own dialect). What a transform yields
 * has no JSON Schema (answers reuse input schemas whose optional texts read null as ''): such a part is any value.
 */
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/** The contract writes path parameters as `:id`; OpenAPI as `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Groups operations by the path's first segment; the contract spells some in lower case ('/api/vendor/submit'). */
const tagOf = (path: string) => {
  const segment = path.split('/')[2] ?? 'api';
  return segment.charAt(0).toUpperCase() + segment.slice(1);
};

const parameters = (schema: z.ZodType | undefined, where: 'query' | 'path'): Parameter[] => {
  if (!schema) return [];
  const { properties = {}, required = [] } = toSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property as JsonSchema,
  }));
};

const jsonContent = (schema: JsonSchema): Content => ({ 'application/json': { schema } });

const requestBody = (endpoint: Endpoint): RequestBody | undefined => {
  if (endpoint.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [UPLOAD_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [UPLOAD_FIELD],
          },
        },
      },
    };
  }
  return endpoint.body ? { required: true, content: jsonContent(toSchema(endpoint.body, 'input')) } : undefined;
};

const successAnswer = (key: EndpointKey): Answer => {
  const raw = (RAW_ANSWERS as Partial<typeof RAW_ANSWERS>)[key as RawKey];
  if (raw) {
    return {
      description: raw.description,
      content: { [raw.mediaType]: { schema: raw.schema ?? toSchema(api[key].response, 'output') } },
    };
  }
  return {
    description: 'The envelope; `Success: false` with an `ErrorMessage` is a handled outcome the person can act on.',
    content: jsonContent(toSchema(api[key].response, 'output')),
  };
};

const operation = (key: EndpointKey): Operation => {
  const endpoint: Endpoint = api[key];
  const body = requestBody(endpoint);
  const failure = jsonContent(toSchema(failureSchema, 'output'));
  return {
    operationId: key,
    tags: [tagOf(endpoint.path)],
    ...(endpoint.auth ? { security: [{ [endpoint.auth === 'staff' ? 'staffBearer' : 'bearer']: [] }] } : {}),
    ...(endpoint.roles ? { description: `Staff roles allowed: ${endpoint.roles.join(', ')}; others answer 403.` } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': successAnswer(key),
      '4XX': {
        description:
          'A malformed request (400, naming the field), 401 without a valid access token, 403, 404, 413, 429.',
        content: failure,
      },
      '500': { description: 'An unexpected error; its ErrorID is also in the server log.', content: failure },
    },
  };
};

/** The OpenAPI 3.1 document of every endpoint of the contract, for the systems that integrate with the product. */
export const openApiDocument = (publicUrl: string): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const key of Object.keys(api) as EndpointKey[]) {
    const { method, path } = api[key];
    paths[openApiPath(path)] = { ...paths[openApiPath(path)], [method.toLowerCase()]: operation(key) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'bridgehub API',
      version: '1',
      description:
        'Vendor portal and public events of the bridge-replacement program. Paths are matched case-insensitively. ' +
        'Every JSON answer is the envelope {Success, ErrorMessage, ErrorID, Response}.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a signed-in vendor contact (LoginCallback, Refresh).',
        },
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a staff session (after the second factor; StaffUser/Refresh).',
        },
      },
    },
    paths,
  };
};
