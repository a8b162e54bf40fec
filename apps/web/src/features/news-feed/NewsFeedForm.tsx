import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { type NewsFeed, newsFeedInput } from '@portal/contract/news-feed';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { newsFeedClient } from './api/news-feed-client';

type FormValues = { subject: string; author: string; source: string; publish_date: string; body: string };
type Output = z.output<ReturnType<typeof newsFeedInput>>;

const valuesOf = (item?: NewsFeed): FormValues => ({
  subject: item?.subject ?? '',
  author: item?.author ?? '',
  source: item?.source ?? '',
  publish_date: item?.publish_date.slice(0, 10) ?? '',
  body: item?.body ?? '',
});

/**
 * The server's rule, newsFeedInput(today), on the client. An empty or half-typed date (the picker
 * hands over '') reads 'Input is Required' rather than a format error.
 */
function newsFeedResolver(today: string): Resolver<FormValues, unknown, Output> {
  const resolve = zodResolver(newsFeedInput(today)) as unknown as Resolver<FormValues, unknown, Output>;
  return (values, context, options) =>
    resolve(
      { ...values, publish_date: values.publish_date === '' ? undefined : values.publish_date } as FormValues,
      context,
      options,
    );
}

type NewsFeedFormProps = AdminFormProps<NewsFeed> & {
  /** The item to edit; none to add one. */
  item?: NewsFeed;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Add / edit a news item (spec 3 §2.5, §5): subject, author, source link, publish date (DD/MM/YYYY,
 * not after today) and the body as rich text ('Please add a Body'). Save stays disabled while
 * invalid; a 422's field errors land next to the fields.
 */
export function NewsFeedForm({ item, today: todayProp, ...props }: NewsFeedFormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { control, card } = useAdminForm({
    ...props,
    saver: newsFeedClient,
    record: item,
    title: { add: 'Add News Item', edit: 'Edit News Item' },
    resolver: useMemo(() => newsFeedResolver(today), [today]),
    defaultValues: valuesOf(item),
    fields: ['subject', 'author', 'source', 'publish_date', 'body'],
  });

  return (
    <FormCard {...card} maxWidth={1000}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField control={control} name="subject" label="Subject" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="author" label="Author" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="publish_date" label="Publish date" required maxDate={dayjs(today)} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="source"
            label="Source link"
            type="url"
            placeholder="https://"
            helperText="Where the story was first published (optional)"
            autoComplete="off"
          />
        </Grid>
        <Grid size={12}>
          <FormRichTextField control={control} name="body" label="Body" required images />
        </Grid>
      </Grid>
    </FormCard>
  );
}
