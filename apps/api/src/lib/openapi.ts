import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A file's bytes, as the OpenAPI document names an upload's file part or a download. */
export const binary = z.string().meta({ format: 'binary' });

/**
 * A download's answer in the OpenAPI document: its content types, each a binary string. The
 * route sends a stream, which Fastify never serialises, so nothing runs over the bytes.
 */
export const fileAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
});

/**
 * The bodies of a call that reads a different one for each `?type=` (`''`: without a type), as
 * the OpenAPI document shows them: one of them, each titled by its type.
 */
export function bodyPerType(bodies: Record<string, z.ZodType>): z.ZodType {
  const titled = Object.entries(bodies).map(([type, body]) =>
    body.meta({ title: type ? `type=${type}` : 'without type' }),
  );
  return titled.length === 1 ? titled[0]! : z.union(titled as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

/**
 * A route's `config.swaggerTransform` (@fastify/swagger) for a call whose `schema.body`, the one
 * Fastify validates, is not all it reads: the `?type=` actions that answer before that validation
 * with bodies of their own, or files beside JSON. The document shows these bodies instead, by
 * content type (`bodyPerType` for several); the rest of the route's schema is documented as usual.
 */
export function documentBodies(bodies: Record<string, z.ZodType>): SwaggerTransform {
  return (input) => {
    const { body: _validated, consumes: _consumes, ...schema } = input.schema as Record<string, unknown>;
    const out = jsonSchemaTransform({ ...input, schema });
    const content = Object.fromEntries(
      Object.entries(bodies).map(([type, body]) => [
        type,
        { schema: jsonSchemaTransform({ ...input, schema: { body } }).schema.body },
      ]),
    );
    return { ...out, schema: { ...out.schema, body: { content } } };
  };
}
