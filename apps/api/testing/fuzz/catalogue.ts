import { exampleOf, type JsonSchema } from './examples';

/** Record ids of the fuzz test's world; deletes and `{ id }` actions aim past them (nothing to lose). */
export const MISSING_ID = 999_999;

/**
 * POST/PUT/PATCH calls that read no JSON or form body: an action named by the path alone, and the
 * tus protocol's creation (headers only) and PATCH (raw bytes, read by tus from the stream).
 */
export const NO_BODY = new Set([
  'POST /api/logout',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/reset/{id}',
  'POST /api/uploads',
  'PATCH /api/uploads/{id}',
]);

/** Calls that take files without a `type` (the multipart ones with a type are found by its name). */
const MULTIPART_CALLS = new Set(['POST /api/image', 'POST /api/image-upload']);

/** Calls that take files (multipart), which the fuzz test also sends a multipart body. */
const MULTIPART = /^(image|video|cr12|CR12|registrationCetificate|pic|upload)$/i;

type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** One call the fuzz test makes: a route, and for `?type=` routes one of its types. */
export type Variant = {
  key: string;
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
  documented: boolean;
};

/**
 * The body a call documents for one `type`: a body documented per type (`bodyPerType` in
 * apps/api/src/lib/openapi.ts) is one of several titled `type=<name>` or `without type`.
 */
function bodyOfType(schema: JsonSchema | undefined, type: string | undefined): JsonSchema | undefined {
  const branches = schema && isPerType(schema) ? [schema] : schema?.anyOf;
  if (!branches?.some(isPerType)) return schema;
  return branches.find((b) => b.title === (type ? `type=${type}` : 'without type'));
}

/** One type's body, as `bodyPerType` titles it. */
const isPerType = (schema: JsonSchema) =>
  typeof schema.title === 'string' && /^(type=|without type$)/.test(schema.title);

/** Every call of the OpenAPI document, one variant per `type`, each with a plausible request. */
export function variantsOf(doc: { paths: Record<string, Record<string, Operation>> }): Variant[] {
  const variants: Variant[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const typeParam = params.find((p) => p.in === 'query' && p.name === 'type');
      const types: (string | undefined)[] = typeParam?.schema.enum
        ? [...(typeParam.required ? [] : [undefined]), ...(typeParam.schema.enum as string[])]
        : [undefined];
      for (const type of types) {
        const key = `${method.toUpperCase()} ${path}${type ? `?type=${type}` : ''}`;
        const query = Object.fromEntries(
          params.filter((p) => p.in === 'query' && p.name !== 'type').map((p) => [p.name, exampleOf(p.schema, p.name)]),
        );
        if (type) query.type = type;
        const documentedBody = bodyOfType(op.requestBody?.content['application/json']?.schema, type);
        const takesBody = method === 'post' || method === 'put';
        const multipart =
          takesBody &&
          (MULTIPART_CALLS.has(key) ||
            !!bodyOfType(op.requestBody?.content['multipart/form-data']?.schema, type) ||
            (type !== undefined && MULTIPART.test(type)));
        variants.push({
          key,
          method: method.toUpperCase(),
          path,
          params: Object.fromEntries(
            params
              .filter((p) => p.in === 'path')
              .map((p) => [p.name, method === 'delete' && p.name === 'id' ? MISSING_ID : exampleOf(p.schema, p.name)]),
          ),
          query,
          body: !takesBody ? undefined : documentedBody ? exampleOf(documentedBody) : { id: MISSING_ID },
          multipart,
          documented: !takesBody || !!documentedBody || multipart || NO_BODY.has(key),
        });
      }
    }
  }
  return variants;
}
