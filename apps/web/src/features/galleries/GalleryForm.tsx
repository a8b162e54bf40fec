import { zodResolver } from '@hookform/resolvers/zod';
import { type Gallery, galleryInput } from '@portal/contract/galleries';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { galleriesClient } from './api/galleries-client';

const resolver = zodResolver(galleryInput);

type GalleryFormProps = AdminFormProps<Gallery> & {
  /** The gallery to edit; none to add one. */
  gallery?: Gallery;
};

/** Add / edit a gallery (spec 3 §2.2, §5): its name, required; a taken name answers 409 with a message. */
export function GalleryForm({ gallery, ...props }: GalleryFormProps) {
  const { control, card } = useAdminForm({
    ...props,
    saver: galleriesClient,
    record: gallery,
    title: { add: 'Add Gallery', edit: 'Edit Gallery' },
    resolver,
    // Validate as the user types, not on blur: a blur error would move Cancel under the pointer.
    mode: 'onChange',
    defaultValues: { name: gallery?.name ?? '' },
    fields: ['name'],
  });

  return (
    <FormCard {...card} maxWidth={640}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
    </FormCard>
  );
}
