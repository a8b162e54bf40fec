import type { Storage } from '../../../lib/storage';
import { removeUpload, storeDrawnImage } from '../../../lib/uploads';

export type DrawnPicture = { name: string; width: number; height: number };

/**
 * Renders and stores the demo's SVG pictures all at once (sharp works on libuv's thread pool, so
 * they share the cores), answering them in the order given. If any fails, the others are removed
 * and the first failure is thrown: a failed seed leaves no orphaned files.
 */
export async function drawAll(
  storage: Storage,
  bucket: string,
  svgs: readonly string[],
  opts: { maxWidth?: number; thumbWidth?: number } = {},
): Promise<DrawnPicture[]> {
  const settled = await Promise.allSettled(svgs.map((svg) => storeDrawnImage(storage, bucket, svg, opts)));
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return settled.map((r) => (r as PromiseFulfilledResult<DrawnPicture>).value);
  await removeDrawn(
    storage,
    bucket,
    settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
  );
  throw failed.reason;
}

/** Removes pictures drawAll stored (and their thumbnails), when the rows naming them failed. */
export async function removeDrawn(storage: Storage, bucket: string, pictures: readonly DrawnPicture[]) {
  await Promise.all(pictures.map((p) => removeUpload(storage, bucket, p.name)));
}
