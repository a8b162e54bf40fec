import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The answer as its schema writes it (zod's encode, as fastify-type-provider-zod serialises):
 * the answer is already in the schema's output form (parsed by it, or built to it). One that does
 * not match is the server's fault: a plain error (500), never a ZodError, which the error handler
 * would answer as the caller's 422.
 */
export function encodeAnswer(schema: z.ZodType, value: unknown): unknown {
  const result = z.safeEncode(schema, value);
  if (!result.success) throw new Error('The answer does not match its schema', { cause: result.error });
  return result.data;
}

/**
 * Serialises this reply's answer with the schema it was built for. A call that answers by
 * `?type=` documents the union of its answers, but zod serialises a union with the first member
 * that fits, which drops the keys of a later one (an empty page fits every paged schema): so each
 * answer is written by its own schema. A refusal or an error keeps its plain JSON.
 */
export function answerAs<T>(reply: FastifyReply, schema: z.ZodType, value: T): T {
  reply.type('application/json; charset=utf-8');
  reply.serializer((payload: unknown) =>
    JSON.stringify(reply.statusCode < 300 ? encodeAnswer(schema, payload) : payload),
  );
  return value;
}

/** The OpenAPI document's answer of a call with several: one schema, or the union of them. */
export function anyOf(schemas: z.ZodType[]): z.ZodType {
  const unique = [...new Set(schemas)];
  return unique.length === 1 ? unique[0]! : z.union(unique as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}
