import fastJsonStringify, { type Schema } from 'fast-json-stringify';

/**
 * For a route that wants its answers written by fast-json-stringify from its response schema (the catalogue:
 * faster, and a column a query returns by mistake is dropped); every other route writes JSON.stringify's
 * (plugins/openapi.ts), so that describing a route never changes its answers.
 */
export const fastSerializerCompiler = ({ schema }: { schema: unknown }) => fastJsonStringify(schema as Schema);
