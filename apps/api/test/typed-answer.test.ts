import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerAs } from '../src/lib/typed-answer';
import { registerErrorHandling } from '../src/plugins/errors';

// A call answering by `?type=`: a page, or a page of a cohort. An empty page fits both.
const page = z.object({ data: z.array(z.object({ id: z.number() })), total: z.number() });
const cohortPage = page.extend({ past_cohort: z.object({ slug: z.string() }) });
const answers = { page, cohortPage, wrong: page };

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);
app.get('/answer', {
  schema: {
    querystring: z.object({ type: z.enum(['page', 'cohortPage', 'wrong']), own: z.enum(['yes', 'no']) }),
    response: { 200: z.union([page, cohortPage]) },
  },
  handler: async (request, reply) => {
    const { type, own } = request.query;
    const value: unknown =
      type === 'page'
        ? { data: [], total: 0 }
        : type === 'cohortPage'
          ? { data: [], total: 0, past_cohort: { slug: 'cohort-1' } }
          : { data: 'not a list', total: 0 };
    return (own === 'yes' ? answerAs(reply, answers[type], value) : value) as never;
  },
});
await app.ready();
afterAll(() => app.close());

const get = (type: string, own: 'yes' | 'no') => app.inject({ method: 'GET', url: `/answer?type=${type}&own=${own}` });

describe('answers by type (lib/typed-answer.ts)', () => {
  it('loses the keys of a later member when the union writes the answer', async () => {
    expect((await get('cohortPage', 'no')).json()).toEqual({ data: [], total: 0 });
  });

  it('writes each answer with its own schema, as JSON', async () => {
    const res = await get('cohortPage', 'yes');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ data: [], total: 0, past_cohort: { slug: 'cohort-1' } });
    expect((await get('page', 'yes')).json()).toEqual({ data: [], total: 0 });
  });

  it("answers an answer that does not match its schema with a 500, not the caller's 422", async () => {
    const res = await get('wrong', 'yes');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('leaves a refusal as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/answer?type=other&own=yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('type');
  });
});
