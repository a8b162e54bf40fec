import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_TEXT, type Image, type ImageScope, MAX_IMAGES_PER_UPLOAD } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import type { Paged } from '@portal/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatNumber } from '../lib/format';
import { ApiError, http } from '../lib/http';
import { Can } from './Can';
import { LoadError } from './LoadError';
import { Pager } from './list-screen/Pager';
import { UploadDialog } from './UploadDialog';
import { useConfirmedAction } from './useConfirmedAction';

/** Query keys of `/api/image` all start with 'image': one invalidation refreshes every grid. */
export const imageKeys = {
  all: ['image'] as const,
  page: (scope: ImageScope, page: number) => ['image', 'list', scope, page] as const,
};

/** `GET /api/image?album_id=|video_id=&page=`: a page of the images of an album or a video. */
export const fetchImages = (scope: ImageScope, page: number, signal?: AbortSignal) =>
  http<Paged<Image>>('GET', '/api/image', { query: { ...scope, page }, signal });

/** `POST /api/image` multipart `album_id|video_id` and several `files`: the new images. */
export function uploadImages(scope: ImageScope, files: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(scope)) form.append(key, String(value));
  for (const f of files) form.append('files', f);
  return http<{ data: Image[] }>('POST', '/api/image', { form });
}

/** `DELETE /api/image/{id}`. */
export const deleteImage = (image: Pick<Image, 'id'>) => http<{ message: string }>('DELETE', `/api/image/${image.id}`);

type ImageGridManagerProps = {
  /** Whose images: an album's or a video's. */
  scope: { album_id: number } | { video_id: number };
  /** Heading of the grid ('Images', 'Video Images'). */
  label: string;
  /** Permission of the Add Images button (album_edit, video_edit). */
  addPermission: string;
  /** Permission of the delete buttons (album_edit, video_edit). */
  deletePermission: string;
};

/**
 * The admin image grid of an album or a video (spec 3 §2.2, §2.4): a paged grid of thumbnails,
 * Add Images (several files at once), delete per image with its confirmation, and the full-size
 * picture on click.
 */
export function ImageGridManager({ scope, label, addPermission, deletePermission }: ImageGridManagerProps) {
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<Image | null>(null);
  const scopeKey = JSON.stringify(scope);
  // A new album or video starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scopeKey stands for the scope object.
  useEffect(() => setPage(1), [scopeKey]);

  const query = useQuery({
    queryKey: imageKeys.page(scope, page),
    queryFn: ({ signal }) => fetchImages(scope, page, signal),
    placeholderData: keepPreviousData,
  });
  const list = query.data;

  // Deleting the last image of the last page: step back to the page that now ends the list.
  useEffect(() => {
    if (list && list.data.length === 0 && page > 1 && !query.isPlaceholderData) setPage(list.last_page);
  }, [list, page, query.isPlaceholderData]);

  const upload = useConfirmedAction({
    mutationFn: (files: File[]) => uploadImages(scope, files),
    confirm: null,
    success: (r: { data: Image[] }) => (r.data.length === 1 ? MSG.imageUploaded : MSG.imagesUploaded),
    invalidate: [imageKeys.all, ['logs']],
  });
  const remove = useConfirmedAction({
    mutationFn: deleteImage,
    confirm: IMAGE_TEXT.confirmDelete,
    destructive: true,
    success: IMAGE_TEXT.deleted,
    invalidate: [imageKeys.all, ['logs']],
  });

  const headingId = `image-grid-${scopeKey.replace(/\W/g, '')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {label}
          </Typography>
          {list && (
            <Typography variant="body2" color="text.secondary">
              Total: {formatNumber(list.total)}
            </Typography>
          )}
        </Box>
        <Can permission={addPermission}>
          <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={() => setUploading(true)}>
            Add Images
          </Button>
        </Can>
      </Stack>

      {query.isError && !list ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !list ? (
        <Box sx={gridSx} aria-busy="true" aria-label="Loading images">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {IMAGE_TEXT.empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
          {list.data.map((image, i) => {
            const n = (list.current_page - 1) * list.per_page + i + 1;
            return (
              <Box component="li" key={image.id} sx={{ position: 'relative' }}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => setOpen(image)}
                  aria-label={`Open image ${n} full size`}
                  sx={{
                    display: 'block',
                    width: '100%',
                    p: 0,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    cursor: 'zoom-in',
                    bgcolor: 'action.hover',
                    aspectRatio: '4 / 3',
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineStyle: 'solid' },
                  }}
                >
                  <Box
                    component="img"
                    src={image.thumb_url ?? image.image_url ?? ''}
                    alt={`${label}: image ${n}`}
                    loading="lazy"
                    width={image.width}
                    height={image.height}
                    sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </Box>
                <Can permission={deletePermission}>
                  <IconButton
                    aria-label={`Delete image ${n}`}
                    size="small"
                    onClick={() => void remove.run(image)}
                    sx={{
                      position: 'absolute',
                      top: 6,
                      right: 6,
                      bgcolor: 'rgba(255,255,255,0.9)',
                      color: 'error.main',
                      '&:hover': { bgcolor: '#fff' },
                    }}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Can>
              </Box>
            );
          })}
        </Box>
      )}

      {list && list.last_page > 1 && (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
          <Pager page={page} count={list.last_page} onChange={setPage} label={`${label} pages`} />
        </Box>
      )}

      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        title="Add Images"
        accept="image/*"
        multiple
        submitText="Upload"
        onUpload={async (files) => {
          if (files.length > MAX_IMAGES_PER_UPLOAD) {
            throw new ApiError(`Please choose at most ${MAX_IMAGES_PER_UPLOAD} images at a time.`, 422);
          }
          const outcome = await upload.run(files);
          if (outcome.status === 'failed') throw outcome.error;
        }}
      />

      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        aria-label="Full-size image"
        slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, bgcolor: 'grey.900', position: 'relative' } } }}
      >
        {open && (
          <>
            <IconButton
              aria-label="Close"
              onClick={() => setOpen(null)}
              sx={{ position: 'absolute', top: 8, right: 8, color: '#fff', bgcolor: 'rgba(0,0,0,0.45)' }}
            >
              <CloseIcon />
            </IconButton>
            <Box
              component="img"
              src={open.image_url ?? ''}
              alt={`${label}: full-size image`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh', objectFit: 'contain' }}
            />
          </>
        )}
      </Dialog>
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
} as const;
