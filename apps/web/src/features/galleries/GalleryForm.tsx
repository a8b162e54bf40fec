import { zodResolver } from '@hookform/resolvers/zod';
import { type Gallery, type GalleryInput, galleryInput } from '@portal/contract/galleries';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { galleriesClient } from './api/galleries-client';

const FIELDS = ['name'] as const;

type GalleryFormProps = {
  /** The gallery to edit; none to add one. */
  gallery?: Gallery;
  onSaved: (gallery: Gallery) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
};

/** Add / edit a gallery (spec 3 §2.2, §5): its name, required; a taken name answers 409 with a message. */
export function GalleryForm({ gallery, onSaved, onCancel, onCreateFailed }: GalleryFormProps) {
  const editing = gallery !== undefined;
  const { control, handleSubmit, setError, formState } = useForm<GalleryInput>({
    resolver: zodResolver(galleryInput),
    // Validate as the user types, not on blur: a blur error would move Cancel under the pointer.
    mode: 'onChange',
    defaultValues: { name: gallery?.name ?? '' },
  });
  const { save, pending } = useResourceSave(galleriesClient, {
    editing: gallery,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  return (
    <FormCard
      title={editing ? 'Edit Gallery' : 'Add Gallery'}
      onSubmit={handleSubmit(save)}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={640}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus />
    </FormCard>
  );
}
