import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { type DefaultValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, renderRoutes } from '../../testing/test-utils';
import type { RichTextEditorProps } from '../RichTextEditor';
import { FormDateField } from './FormDateField';
import { FormRichTextField } from './FormRichTextField';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { FieldLimits } from './field-limits';
import { SocialLinkFields } from './SocialLinkFields';
import { socialFormValues } from './social-fields';

// The real editor (tiptap) is tested on its own; a plain text area stands in for it.
vi.mock('../LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (p: RichTextEditorProps) => (
    <>
      <textarea
        aria-label={p.label}
        data-images={p.images ? 'on' : 'off'}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <p>{p.helperText}</p>
    </>
  ),
}));

/** The form's current values, as JSON, for the tests to read. */
function Values({ control }: { control: ReturnType<typeof useForm>['control'] }) {
  return <output aria-label="values">{JSON.stringify(useWatch({ control }))}</output>;
}
const values = () => JSON.parse(screen.getByRole('status', { name: 'values' }).textContent ?? '{}');

/** Types a DD/MM/YYYY date into a picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value } });
}

/** A form of one required text field, blank at first: the `control` of it. */
function useRequiredField<K extends string>(name: K, message: string, mode: 'all' | 'onTouched') {
  type Values = Record<K, string>;
  return useForm<Values>({
    resolver: zodResolver(z.object({ [name]: z.string().min(1, message) })) as unknown as Resolver<Values>,
    mode,
    defaultValues: { [name]: '' } as DefaultValues<Values>,
  }).control;
}

const render = (element: ReactNode) => renderRoutes([{ path: '/', element }]);

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

const dateSchema = z.object({
  when: z
    .string()
    .min(1, 'Input is Required')
    .refine((v) => v <= '2026-01-31', 'The date cannot be after today'),
});

function DateForm() {
  const { control } = useForm<{ when: string }>({
    resolver: zodResolver(dateSchema),
    mode: 'all',
    defaultValues: { when: '' },
  });
  return (
    <>
      <FormDateField control={control} name="when" label="When" required maxDate={dayjs('2026-01-31')} />
      <Values control={control as never} />
    </>
  );
}

function OptionalDateForm() {
  const { control } = useForm<{ when: string | null }>({
    resolver: zodResolver(z.object({ when: z.iso.date().nullable() })) as Resolver<{ when: string | null }>,
    mode: 'all',
    defaultValues: { when: null },
  });
  return (
    <>
      <FormDateField
        control={control}
        name="when"
        label="When"
        helperText="Optional"
        clearable
        emptyValue={null}
        partial={{ value: 'invalid', message: 'Enter a whole date: DD/MM/YYYY' }}
      />
      <Values control={control as never} />
    </>
  );
}

describe('FormDateField', () => {
  it('hands back a YYYY-MM-DD string for a DD/MM/YYYY date and shows the error of the form', async () => {
    render(<DateForm />);
    expect(screen.getByRole('group', { name: 'When' })).toBeInTheDocument();

    setDate('When', '15/01/2026');
    await waitFor(() => expect(values()).toEqual({ when: '2026-01-15' }));
    expect(screen.queryByText('The date cannot be after today')).not.toBeInTheDocument();

    setDate('When', '02/02/2026');
    await waitFor(() => expect(values()).toEqual({ when: '2026-02-02' }));
    expect(await screen.findByText('The date cannot be after today')).toBeInTheDocument();
  });

  it('an optional date: null when blank; a date that cannot be (31/02) is handed back as `partial` with its message', async () => {
    const user = userEvent.setup();
    render(<OptionalDateForm />);
    expect(screen.getByText('Optional')).toBeInTheDocument();
    expect(values()).toEqual({ when: null });
    setDate('When', '31/01/2026');
    await waitFor(() => expect(values()).toEqual({ when: '2026-01-31' }));
    // 31/02: every section filled, no such day.
    const month = screen.getByRole('spinbutton', { name: 'Month' });
    await user.click(month);
    fireEvent.input(month, { target: { textContent: '2' } });
    await waitFor(() => expect(values()).toEqual({ when: 'invalid' }));
    expect(await screen.findByText('Enter a whole date: DD/MM/YYYY')).toBeInTheDocument();
  });
});

describe('FormTextField', () => {
  it('shows its helper text until the field has an error', async () => {
    function TextForm() {
      const control = useRequiredField('name', 'Input is Required', 'all');
      return <FormTextField control={control} name="name" label="Name" required helperText="As on the ID" />;
    }
    const user = userEvent.setup();
    render(<TextForm />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toBeRequired();
    expect(screen.getByText('As on the ID')).toBeInTheDocument();
    await user.type(name, 'x');
    await user.clear(name);
    expect(await screen.findByText('Input is Required')).toBeInTheDocument();
    expect(screen.queryByText('As on the ID')).not.toBeInTheDocument();
  });
});

const teamSchema = z.object({
  members: z.array(z.object({ role: z.string().trim().max(12, 'Maximum 12 characters') })),
});

function TeamRoleForm() {
  const { control } = useForm<{ members: { role: string }[] }>({
    resolver: zodResolver(teamSchema),
    mode: 'all',
    defaultValues: { members: [{ role: '' }] },
  });
  return (
    <FieldLimits schema={teamSchema}>
      <FormTextField control={control} name="members.0.role" label="Role" helperText="What she does" />
    </FieldLimits>
  );
}

describe('FormTextField with a limit', () => {
  it("counts live against the schema's limit, and keeps text past it, in red, instead of cutting it", async () => {
    const user = userEvent.setup();
    render(<TeamRoleForm />);
    const box = screen.getByRole('textbox', { name: 'Role' });
    expect(box).toHaveAccessibleDescription('What she does 0 / 12 characters');
    await user.type(box, 'Chief Executive');
    expect(box).toHaveValue('Chief Executive');
    expect(box).toHaveAccessibleDescription('Maximum 12 characters 15 / 12 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'CEO');
    await waitFor(() => expect(box).toHaveAccessibleDescription('What she does 3 / 12 characters'));
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('FormSelectField', () => {
  it('keeps the type of the options and a value from outside them', async () => {
    function SelectForm() {
      const { control } = useForm<{ year: number }>({ defaultValues: { year: 1901 } });
      return (
        <>
          <FormSelectField control={control} name="year" label="Year" required options={[2026, 2025, 2024]} />
          <Values control={control as never} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<SelectForm />);
    const year = screen.getByRole('combobox', { name: /^Year/ });
    expect(year).toHaveValue('1901');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1901', '2026', '2025', '2024']);
    await user.selectOptions(year, '2025');
    await waitFor(() => expect(values()).toEqual({ year: 2025 }));
  });
});

describe('FormRichTextField', () => {
  it('marks the label required and shows the error once the editor is left', async () => {
    function BodyForm() {
      const control = useRequiredField('body', 'Please add a Body', 'onTouched');
      return (
        <>
          <FormRichTextField control={control} name="body" label="Body" required />
          <button type="button">elsewhere</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<BodyForm />);
    await user.click(screen.getByRole('textbox', { name: 'Body *' }));
    expect(screen.queryByText('Please add a Body')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText('Please add a Body')).toBeInTheDocument();
  });

  it('offers image upload only when asked', () => {
    function TwoFields() {
      const control = useRequiredField('body', 'Please add a Body', 'onTouched');
      return (
        <>
          <FormRichTextField control={control} name="body" label="Plain" />
          <FormRichTextField control={control} name="body" label="Illustrated" images />
        </>
      );
    }
    render(<TwoFields />);
    expect(screen.getByRole('textbox', { name: 'Plain' })).toHaveAttribute('data-images', 'off');
    expect(screen.getByRole('textbox', { name: 'Illustrated' })).toHaveAttribute('data-images', 'on');
  });
});

describe('SocialLinkFields', () => {
  type Links = Record<SocialField, string>;

  function LinksForm({ order, labels }: { order?: readonly SocialField[]; labels?: Partial<Links> }) {
    const { control } = useForm<Links>({ defaultValues: socialFormValues({ x_url: 'https://x.com/shamba' }) });
    return (
      <Grid container>
        <SocialLinkFields control={control} heading="Website and social links" order={order} labels={labels} />
      </Grid>
    );
  }

  it('renders the seven link fields under their heading, with the record’s values', () => {
    render(<LinksForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Website and social links' })).toBeInTheDocument();
    const fields = screen.getAllByRole('textbox');
    expect(fields.map((f) => f.getAttribute('name'))).toEqual([...SOCIAL_FIELDS]);
    for (const f of fields) {
      expect(f).toHaveAttribute('type', 'url');
      expect(f).toHaveAttribute('placeholder', 'https://');
    }
    expect(screen.getByRole('textbox', { name: 'X (Twitter)' })).toHaveValue('https://x.com/shamba');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('');
  });

  it('takes the order and the labels of a form', () => {
    render(<LinksForm order={['x_url', 'website_url']} labels={{ x_url: 'X' }} />);
    expect(screen.getAllByRole('textbox').map((f) => f.getAttribute('name'))).toEqual(['x_url', 'website_url']);
    expect(screen.getByRole('textbox', { name: 'X' })).toHaveValue('https://x.com/shamba');
  });
});
