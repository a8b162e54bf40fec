/**
 * Photos that fit (issue 20): a picture chosen in the browser is scaled and re-encoded here when it
 * is larger than the site needs, so an ordinary phone photo (4-12 MB) is never refused for size.
 * The server still decides the type from the bytes and re-encodes what it keeps.
 */

/** The longest side a picture keeps: more than any page shows it at. */
export const MAX_IMAGE_SIDE = 2000;

// Pictures a canvas can redraw without losing anything people expect to keep (a GIF's animation,
// an SVG's vectors are sent as they are).
const SHRINKABLE = /^image\/(jpeg|png|webp|avif|heic|heif|bmp|tiff)$/;
const QUALITIES = [0.85, 0.75, 0.6];

type Drawn = { canvas: HTMLCanvasElement | OffscreenCanvas; width: number; height: number };

function draw(bitmap: ImageBitmap, scale: number): Drawn | null {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, width, height };
}

function encode(drawn: Drawn, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in drawn.canvas) return drawn.canvas.convertToBlob({ type, quality });
  const canvas = drawn.canvas;
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^.]+$/, '') || 'picture'}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;

/**
 * The picture as it should be sent: the same file when it is small enough on both counts (bytes
 * and longest side), else redrawn upright (the orientation the camera recorded is applied) at
 * most MAX_IMAGE_SIDE on its longest side, as JPEG (a photo) or WebP (a picture that may have
 * transparency), at the best quality that fits `maxBytes`. A file the browser cannot decode comes
 * back as it is, for the usual checks.
 */
export async function shrinkImage(file: File, maxBytes: number): Promise<File> {
  if (!SHRINKABLE.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= maxBytes) return file;
    const drawn = draw(bitmap, scale);
    if (!drawn) return file;
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    let best: Blob | null = null;
    for (const quality of QUALITIES) {
      best = await encode(drawn, type, quality);
      if (best && best.size <= maxBytes) break;
    }
    if (!best) return file;
    // Already fitting and no bigger: keep the original bytes (the server scales what it keeps).
    if (file.size <= maxBytes && best.size >= file.size) return file;
    return asFile(best, file, type);
  } finally {
    bitmap.close();
  }
}

const asFile = (blob: Blob, from: File, type: string) =>
  new File([blob], renamed(from.name, type), { type, lastModified: from.lastModified });
