import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { encode } from 'blurhash';
import { loadSharp } from '#server/lib/sharp';
import { createRandom, pick, type Random, randomInt } from './random';

/** Widths of the files written per picture; the server serves `<storageKey>-<size>.webp`. */
export const PICTURE_WIDTHS = { small: 160, medium: 640, large: 1280 } as const;

export type PictureShape = 'activity' | 'person';

export interface PictureRequest {
  storageKey: string;
  shape: PictureShape;
  seed: number;
  altText: string;
  /** Drawn large on person pictures (initials). */
  label?: string;
}

export interface RenderedPicture {
  storageKey: string;
  width: number;
  height: number;
  blurhash: string;
  altText: string;
}

const ASPECT: Record<PictureShape, { width: number; height: number }> = {
  activity: { width: 4, height: 3 },
  person: { width: 1, height: 1 },
};

const BLURHASH_WIDTH = 32;
const VIEW_WIDTH = 400;

function colour(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;
}

function shapeElements(random: Random, width: number, height: number, hue: number): string[] {
  const count = randomInt(random, 5, 9);
  return Array.from({ length: count }, () => {
    const fill = colour(
      hue + randomInt(random, -60, 60) + 360,
      randomInt(random, 45, 85),
      randomInt(random, 35, 80),
    );
    const opacity = (0.25 + random() * 0.5).toFixed(2);
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = randomInt(random, 30, 140);
    if (pick(random, ['circle', 'rect'] as const) === 'circle') {
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`;
    }
    const angle = randomInt(random, 0, 89);
    return `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${Math.round(size / 4)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`;
  });
}

function labelElement(label: string, width: number, height: number): string {
  return `<text x="${width / 2}" y="${height / 2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(height * (label.length > 2 ? 0.2 : 0.32))}" font-weight="bold" fill="white" fill-opacity="0.9" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A deterministic abstract artwork: a diagonal gradient with translucent shapes. */
export function pictureSvg(request: PictureRequest): string {
  const random = createRandom(request.seed);
  const aspect = ASPECT[request.shape];
  const width = VIEW_WIDTH;
  const height = (VIEW_WIDTH * aspect.height) / aspect.width;
  const hue = randomInt(random, 0, 359);
  const from = colour(hue, randomInt(random, 55, 80), randomInt(random, 30, 45));
  const to = colour(hue + randomInt(random, 40, 160), randomInt(random, 55, 80), randomInt(random, 55, 70));
  const label = request.label ? labelElement(request.label, width, height) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTHS.large}" height="${(PICTURE_WIDTHS.large * aspect.height) / aspect.width}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapeElements(random, width, height, hue),
    label,
    '</svg>',
  ].join('');
}

async function renderPicture(request: PictureRequest, folder: string): Promise<RenderedPicture> {
  const aspect = ASPECT[request.shape];
  const sharp = await loadSharp();
  // Rasterise the SVG once; every size and the blurhash are resized from the same pixels.
  const { data, info } = await sharp(Buffer.from(pictureSvg(request)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    Object.entries(PICTURE_WIDTHS).map(([size, width]) =>
      sharp(data, raster)
        .resize({ width })
        .webp({ quality: 78, effort: 1 })
        .toFile(path.join(folder, `${request.storageKey}-${size}.webp`)),
    ),
  );
  const blurHeight = Math.round((BLURHASH_WIDTH * aspect.height) / aspect.width);
  const pixels = await sharp(data, raster)
    .resize(BLURHASH_WIDTH, blurHeight, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return {
    storageKey: request.storageKey,
    width: info.width,
    height: info.height,
    blurhash: encode(new Uint8ClampedArray(pixels), BLURHASH_WIDTH, blurHeight, 4, 3),
    altText: request.altText,
  };
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the input order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Writes every size of every picture to `<uploadsDir>/pictures/` and returns the rows to insert. */
export async function renderPictures(
  requests: readonly PictureRequest[],
  uploadsDir: string,
  concurrency = 4,
): Promise<RenderedPicture[]> {
  const folder = path.join(uploadsDir, 'pictures');
  await mkdir(folder, { recursive: true });
  return mapLimited(requests, concurrency, (request) => renderPicture(request, folder));
}
