import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from './api.ts';
import { TEXT_PATTERN } from './fields.ts';

type JsonSchema = { [key: string]: unknown };

/** Every string node of a JSON Schema, with its path. */
const stringsOf = (schema: unknown, path = ''): { path: string; node: JsonSchema }[] => {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as JsonSchema;
  const own = node.type === 'string' ? [{ path, node }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => stringsOf(value, `${path}/${key}`))];
};

const requestParts = Object.entries(api).flatMap(([key, endpoint]) =>
  (['query', 'params', 'body'] as const).flatMap((part) => {
    const schema = (endpoint as Partial<Record<typeof part, z.ZodType>>)[part];
    return schema ? [{ name: `${key} ${part}`, schema }] : [];
  }),
);

describe('text a request carries', () => {
  it.each(requestParts)(
    '$name: every string is the contract’s text type, bounded and free of control characters',
    ({ schema }) => {
      const strings = stringsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
      for (const { path, node } of strings) {
        expect({ path, pattern: node.pattern }).toEqual({ path, pattern: TEXT_PATTERN.source });
        expect(node.maxLength, path).toBeTypeOf('number');
      }
    },
  );

  it('refuses NUL and other C0 controls, keeps tab, line breaks and any other character', () => {
    const field = api.startChat.body;
    const parse = (Message: string) => field.safeParse({ Subject: 'Hi', Message }).success;
    for (const control of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F']) {
      expect(parse(`a${control}b`), JSON.stringify(control)).toBe(false);
    }
    for (const fine of ['tab\there', 'lines\r\nand\nmore', 'emoji 🌉', 'RTL \u202Eevil', 'DEL \u007F', 'é ß 漢字']) {
      expect(parse(fine), fine).toBe(true);
    }
  });
});
