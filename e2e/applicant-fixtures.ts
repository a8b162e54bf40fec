import { type APIRequestContext, expect } from '@playwright/test';
import { createActivatedApplicant, PNG } from './fixtures';

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Option = { id: number; option: string };
type PublicQuestion = {
  id: number;
  required: number | boolean;
  question_type_id: number;
  multi_choice_options: Option[];
  multi_part_questions: { id: number; multi_part_options: Option[] }[];
};

// Answers that reveal no child question and need no 'Please specify'.
const plain = (options: Option[]) =>
  options.find((o) => !/^(yes|referred by a friend|other)\b/i.test(o.option.trim())) ?? options[0]!;

/** Answers to every required question of the public set, through the API's five groups. */
async function requiredAnswers(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/question?type=public', { headers });
  expect(res.status()).toBe(200);
  const questions = (await res.json()) as PublicQuestion[];
  const body = {
    open_ended: {} as Record<string, string>,
    single_select: {} as Record<string, number>,
    multi_select: {} as Record<string, number[]>,
    multi_part_single_select: {} as Record<string, number>,
    multi_part_multi_select: {} as Record<string, number[]>,
    other: {},
  };
  for (const q of questions.filter((q) => q.required)) {
    const key = String(q.id);
    // The question type ids of the contract (QUESTION_TYPE).
    if (q.question_type_id === 1) body.open_ended[key] = 'A short answer';
    if (q.question_type_id === 2) body.single_select[key] = plain(q.multi_choice_options).id;
    if (q.question_type_id === 3) body.multi_select[key] = [plain(q.multi_choice_options).id];
    if (q.question_type_id === 4)
      for (const p of q.multi_part_questions) body.multi_part_single_select[p.id] = plain(p.multi_part_options).id;
    if (q.question_type_id === 5)
      for (const p of q.multi_part_questions) body.multi_part_multi_select[p.id] = [plain(p.multi_part_options).id];
  }
  return body;
}

/** A signed-in founder (id and token) and her step 1 saved through the API, as the wizard saves it. */
export async function signedInFounder(request: APIRequestContext, prefix: string) {
  const founder = await createActivatedApplicant(request, prefix);
  const login = await request.post('/api/login', { data: { email: founder.email, password: founder.password } });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { ...founder, token, id: user.id };
}

/** Step 1 (personal details) saved for the founder through the API. */
export async function savePersonalDetails(request: APIRequestContext, userId: number, token: string) {
  const res = await request.put(`/api/user/${userId}?type=user`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      first_name: 'Wambui',
      last_name: 'Karanja',
      phone_number: '+254722000222',
      dob: '1995-05-05',
      country_id: 114,
      gender_id: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new applicant whose first four steps are saved through the API (profile, certificates and
 * venture, the required answers, the team), so that every step of the wizard can be opened.
 */
export async function applicantWithSavedSteps(request: APIRequestContext, opts: { venture?: string } = {}) {
  const founder = await signedInFounder(request, 'steps');
  const { token } = founder;
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (res: Promise<import('@playwright/test').APIResponse>) => {
    const r = await res;
    expect(r.status(), await r.text()).toBe(200);
    return r.json();
  };

  await savePersonalDetails(request, founder.id, token);
  const files = (name: string, mimeType: string, buffer: Buffer) => ({
    multipart: { files: { name, mimeType, buffer } },
  });
  await ok(
    request.post('/api/venture?type=CR12', { headers, ...files('cr12.pdf', 'application/pdf', onePagePdf('CR12')) }),
  );
  await ok(
    request.post('/api/venture?type=registrationCetificate', { headers, ...files('reg.png', 'image/png', PNG) }),
  );
  const venture = await ok(
    request.post('/api/venture', {
      headers,
      data: {
        name: opts.venture ?? 'Shamba Data',
        year_established: 2022,
        email_address: 'hello@shambadata.co.ke',
        phone_number: '+254700000111',
        physical_address: 'Ngong Road, Nairobi',
        description: '<p>Soil tests by SMS for smallholder farmers.</p>',
        sectors: [1],
        stage_id: 2,
        organisation_type_id: 1,
        countries: [114],
        client_locations: [1],
        funding: 0,
      },
    }),
  );
  await ok(request.post('/api/answer', { headers, data: await requiredAnswers(request, headers) }));
  await ok(
    request.post('/api/venture-team-member', {
      headers,
      data: {
        venture_id: venture.id,
        c_suite_women: 0,
        full_time_employee_count: 2,
        part_time_employee_count: 1,
        venture_team_members: [
          {
            first_name: 'Wambui',
            last_name: 'Karanja',
            role: 'CEO',
            shares: 100,
            gender_id: 1,
            years_experience: 5,
            founder: true,
          },
        ],
        c_suite_members: [],
      },
    }),
  );
  return { ...founder, token };
}

/** A founder with the four steps saved and the application submitted, through the API. */
export async function submittedApplicant(request: APIRequestContext, opts: { venture?: string } = {}) {
  const founder = await applicantWithSavedSteps(request, opts);
  const res = await request.post('/api/application', {
    headers: { authorization: `Bearer ${founder.token}` },
    data: { marketing_source_id: 1, terms_conditions: 1, declaration: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return founder;
}
