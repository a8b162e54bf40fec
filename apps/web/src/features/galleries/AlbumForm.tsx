import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { type Album, type AlbumInput, albumInput } from '@portal/contract/galleries';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { albumsClient } from './api/albums-client';

/** albumInput(today) on the client: an empty or half-typed date reads 'Input is Required'. */
function albumResolver(today: string): Resolver<AlbumInput> {
  const resolve = zodResolver(albumInput(today));
  return (values, context, options) =>
    resolve(
      { ...values, date: values.date === '' ? undefined : values.date } as AlbumInput,
      context,
      options,
    ) as ReturnType<Resolver<AlbumInput>>;
}

type AlbumFormProps = AdminFormProps<Album> & {
  galleryId: number;
  galleryName: string;
  /** The album to edit; none to add one. */
  album?: Album;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Add / edit an album of a gallery (spec 3 §2.2, §5): name and date, both required; the date
 * not after today (the picker stops at today, DD/MM/YYYY). A new album is dated today.
 */
export function AlbumForm({ galleryId, galleryName, album, today: todayProp, ...props }: AlbumFormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { control, card } = useAdminForm({
    ...props,
    saver: albumsClient,
    record: album,
    title: { add: `Add Album to ${galleryName}`, edit: `Edit Album of ${galleryName}` },
    resolver: useMemo(() => albumResolver(today), [today]),
    // Validate as the user types, not on blur: a blur error would move Cancel under the pointer.
    mode: 'onChange',
    defaultValues: {
      gallery_id: album?.gallery_id ?? galleryId,
      name: album?.name ?? '',
      date: album ? album.date.slice(0, 10) : today,
    },
    fields: ['name', 'date', 'gallery_id'],
  });

  return (
    <FormCard {...card} maxWidth={760}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormDateField control={control} name="date" label="Date" required maxDate={dayjs(today)} />
        </Grid>
      </Grid>
    </FormCard>
  );
}
