import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_SIDE, shrinkImage } from './shrink-image';

const MB = 1024 * 1024;
const LIMIT = 5 * MB;

/** A file of `size` bytes (the content is not read: the bitmap is stubbed). */
const fileOf = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type, lastModified: 7 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/**
 * jsdom draws nothing: the browser's decoder and canvas are stubbed. The bitmap has the given
 * size; each encode answers the next size of `encoded`, and what was asked is recorded.
 */
function stubBrowser(bitmap: { width: number; height: number } | 'undecodable', encoded: number[] = []) {
  const drawn: { width: number; height: number }[] = [];
  const asked: { type?: string; quality?: number }[] = [];
  const decode = vi.fn(async (_file: Blob, options?: ImageBitmapOptions) => {
    if (bitmap === 'undecodable') throw new DOMException('cannot decode', 'InvalidStateError');
    expect(options).toEqual({ imageOrientation: 'from-image' });
    return { ...bitmap, close: vi.fn() } as unknown as ImageBitmap;
  });
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        public width: number,
        public height: number,
      ) {
        drawn.push({ width, height });
      }
      getContext() {
        return { drawImage: vi.fn(), imageSmoothingQuality: 'low' };
      }
      async convertToBlob(options: { type?: string; quality?: number }) {
        asked.push(options);
        return new Blob([new Uint8Array(encoded.shift() ?? 1)], { type: options.type });
      }
    },
  );
  return { decode, drawn, asked };
}

afterEach(() => vi.unstubAllGlobals());

describe('shrinkImage', () => {
  it('keeps a picture that already fits, on both counts', async () => {
    stubBrowser({ width: 1600, height: 1200 });
    const file = fileOf('small.jpg', 'image/jpeg', 2 * MB);
    expect(await shrinkImage(file, LIMIT)).toBe(file);
  });

  it('redraws a 12-megapixel photo upright at most 2,000 px as JPEG, under the limit', async () => {
    const { drawn, asked } = stubBrowser({ width: 3000, height: 4000 }, [3 * MB]);
    const shrunk = await shrinkImage(fileOf('IMG_2041.JPG', 'image/jpeg', 9 * MB), LIMIT);
    expect(drawn).toEqual([{ width: 1500, height: MAX_IMAGE_SIDE }]);
    expect(asked).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect([shrunk.name, shrunk.type, shrunk.size, shrunk.lastModified]).toEqual([
      'IMG_2041.jpg',
      'image/jpeg',
      3 * MB,
      7,
    ]);
  });

  it('lowers the quality until the picture fits', async () => {
    const { asked } = stubBrowser({ width: 2000, height: 2000 }, [6 * MB, 5.5 * MB, 4 * MB]);
    const shrunk = await shrinkImage(fileOf('dense.jpg', 'image/jpeg', 7 * MB), LIMIT);
    expect(asked.map((a) => a.quality)).toEqual([0.85, 0.75, 0.6]);
    expect(shrunk.size).toBe(4 * MB);
  });

  it('makes a large PNG a WebP (it may be transparent), scaled to the longest side', async () => {
    const { drawn, asked } = stubBrowser({ width: 5000, height: 1000 }, [1 * MB]);
    const shrunk = await shrinkImage(fileOf('banner.png', 'image/png', 3 * MB), LIMIT);
    expect(drawn).toEqual([{ width: 2000, height: 400 }]);
    expect(asked[0]!.type).toBe('image/webp');
    expect([shrunk.name, shrunk.type]).toEqual(['banner.webp', 'image/webp']);
  });

  it('keeps the original when redrawing it would only make it bigger and it fits', async () => {
    stubBrowser({ width: 4000, height: 3000 }, [3 * MB]);
    const file = fileOf('already-small.jpg', 'image/jpeg', 2 * MB);
    expect(await shrinkImage(file, LIMIT)).toBe(file);
  });

  it('sends what the browser cannot decode as it is, and never redraws a GIF or a PDF', async () => {
    const { decode } = stubBrowser('undecodable');
    const broken = fileOf('broken.jpg', 'image/jpeg', 8 * MB);
    expect(await shrinkImage(broken, LIMIT)).toBe(broken);
    const gif = fileOf('dance.gif', 'image/gif', 8 * MB);
    const pdf = fileOf('cr12.pdf', 'application/pdf', 8 * MB);
    expect(await shrinkImage(gif, LIMIT)).toBe(gif);
    expect(await shrinkImage(pdf, LIMIT)).toBe(pdf);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
