import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { type Album, type AlbumInput, albumInput } from '@portal/contract/galleries';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { albumsClient } from './api/albums-client';

const FIELDS = ['name', 'date', 'gallery_id'] as const;

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

type AlbumFormProps = {
  galleryId: number;
  galleryName: string;
  /** The album to edit; none to add one. */
  album?: Album;
  onSaved: (album: Album) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): back to the list. */
  onCreateFailed: () => void;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Add / edit an album of a gallery (spec 3 §2.2, §5): name and date, both required; the date
 * not after today (the picker stops at today, DD/MM/YYYY). A new album is dated today.
 */
export function AlbumForm({
  galleryId,
  galleryName,
  album,
  onSaved,
  onCancel,
  onCreateFailed,
  today: todayProp,
}: AlbumFormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const editing = album !== undefined;
  const { control, handleSubmit, setError, formState } = useForm<AlbumInput>({
    resolver: useMemo(() => albumResolver(today), [today]),
    // Validate as the user types, not on blur: a blur error would move Cancel under the pointer.
    mode: 'onChange',
    defaultValues: {
      gallery_id: album?.gallery_id ?? galleryId,
      name: album?.name ?? '',
      date: album ? album.date.slice(0, 10) : today,
    },
  });
  const { save, pending } = useResourceSave(albumsClient, {
    editing: album,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  return (
    <FormCard
      title={editing ? `Edit Album of ${galleryName}` : `Add Album to ${galleryName}`}
      onSubmit={handleSubmit(save)}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={760}
    >
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
