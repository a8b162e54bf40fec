import { stageMoveBody } from '@portal/contract/application-review';
import { albumInput, galleryInput } from '@portal/contract/galleries';
import { groupInput } from '@portal/contract/judging';
import { newsFeedInput } from '@portal/contract/news-feed';
import { competitorInput, pastCohortInput } from '@portal/contract/past-cohorts';
import { programInput } from '@portal/contract/programs';
import { roleInput } from '@portal/contract/roles';
import { storyInput, videoInput } from '@portal/contract/stories';
import { teamMemberInput as staffTeamMemberInput } from '@portal/contract/team';
import { adminUserInput, passwordChangeBody, profileInput } from '@portal/contract/users';
import { z } from 'zod';
import { exampleOf, type JsonSchema } from './examples';

const TODAY = '2026-03-02';

/**
 * Bodies the OpenAPI document does not describe yet: the handlers of these calls parse them with
 * these contract schemas (the `?type=` actions and the resources' create and update). Keyed
 * `METHOD /path` or `METHOD /path?type=name`. A POST or PUT without a documented body and
 * without an entry here fails the fuzz test, so that a new call cannot escape it.
 */
export const UNDOCUMENTED_BODIES: Record<string, z.ZodType> = {
  'POST /api/user': adminUserInput(false),
  'PUT /api/user/{id}': adminUserInput(true),
  'PUT /api/user/{id}?type=user': profileInput(TODAY),
  'POST /api/user?type=password': passwordChangeBody,
  'POST /api/role': roleInput,
  'PUT /api/role/{id}': roleInput,
  'POST /api/program': programInput(TODAY),
  'PUT /api/program/{id}': programInput(TODAY),
  'POST /api/past-cohort': pastCohortInput,
  'PUT /api/past-cohort/{id}': pastCohortInput,
  'POST /api/competitor': competitorInput,
  'PUT /api/competitor/{id}': competitorInput,
  'POST /api/team': staffTeamMemberInput,
  'PUT /api/team/{id}': staffTeamMemberInput,
  'POST /api/news-feed': newsFeedInput(TODAY),
  'PUT /api/news-feed/{id}': newsFeedInput(TODAY),
  'POST /api/story': storyInput(2026),
  'PUT /api/story/{id}': storyInput(2026),
  'POST /api/video': videoInput,
  'PUT /api/video/{id}': videoInput,
  'POST /api/gallery': galleryInput,
  'PUT /api/gallery/{id}': galleryInput,
  'POST /api/album': albumInput(TODAY),
  'PUT /api/album/{id}': albumInput(TODAY),
  'POST /api/group': groupInput,
  'PUT /api/group/{id}': groupInput,
  'POST /api/application?type=review': stageMoveBody,
};

/** Record ids of the fuzz test's world; deletes and `{ id }` actions aim past them (nothing to lose). */
export const MISSING_ID = 999_999;

/** POST calls that take no body at all. */
const NO_BODY = new Set(['POST /api/logout']);

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

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * The body a call documents for one `type`: a body documented per type (`bodyPerType` in
 * apps/api/src/lib/openapi.ts) is one of several titled `type=<name>` or `without type`.
 */
function bodyOfType(schema: JsonSchema | undefined, type: string | undefined): JsonSchema | undefined {
  const branches = schema?.anyOf;
  if (!branches?.some((b) => b.title)) return schema;
  return branches.find((b) => b.title === (type ? `type=${type}` : 'without type'));
}

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
        const listed = UNDOCUMENTED_BODIES[key];
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
          // A `?type=` action listed here has its own body, not the one its call documents (the create's).
          body: !takesBody
            ? undefined
            : type && listed
              ? exampleOf(toJson(listed))
              : documentedBody
                ? exampleOf(documentedBody)
                : listed
                  ? exampleOf(toJson(listed))
                  : { id: MISSING_ID },
          multipart,
          documented: !takesBody || !!documentedBody || !!listed || !!type || multipart || NO_BODY.has(key),
        });
      }
    }
  }
  return variants;
}
