import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { encode } from 'blurhash';
import sharp, { type Metadata } from 'sharp';
import { MAX_PROFILE_PICTURE_BYTES } from '#core/people/profile';
import type { Database } from '#server/db/client';
import { pictures } from '#server/db/schema/index';
import { InvalidPictureError } from './people.errors';
import { PICTURE_SIZES, type PictureRow } from './people.service';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Pixel bombs (a tiny file that decodes to gigapixels) are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 64;
const BLURHASH_SIDE = 32;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Stores an uploaded profile picture: checked by its content (not the name or declared type),
 * cropped square, written in every size as WebP, with a blurhash. Returns the new picture row.
 */
export async function storeProfilePicture(
  db: Database,
  { bytes, uploadsDir, altText }: { bytes: Buffer; uploadsDir: string; altText: string },
): Promise<PictureRow> {
  if (bytes.length === 0) throw new InvalidPictureError('The picture is empty');
  if (bytes.length > MAX_PROFILE_PICTURE_BYTES) {
    throw new InvalidPictureError(`Pictures must be smaller than ${megabytes(MAX_PROFILE_PICTURE_BYTES)}`);
  }
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new InvalidPictureError(
      'That file is not a picture we can read. Please use a JPEG, PNG, WebP or GIF',
    );
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new InvalidPictureError('Please use a JPEG, PNG, WebP or GIF picture');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw new InvalidPictureError('That picture has too many pixels');
  if (Math.min(width, height) < MIN_SIDE) {
    throw new InvalidPictureError(`Pictures must be at least ${MIN_SIDE} pixels wide and high`);
  }

  const folder = path.join(uploadsDir, 'pictures');
  await mkdir(folder, { recursive: true });
  const storageKey = `profile-${randomUUID()}`;
  const side = Math.min(width, height, PICTURE_SIZES.large);
  const files = Object.entries(PICTURE_SIZES).map(([size]) =>
    path.join(folder, `${storageKey}-${size}.webp`),
  );
  try {
    await Promise.all(
      Object.entries(PICTURE_SIZES).map(([size, target], index) =>
        source()
          .resize({
            width: Math.min(target, side),
            height: Math.min(target, side),
            fit: 'cover',
            position: 'attention',
          })
          .webp({ quality: 80 })
          .toFile(files[index] ?? path.join(folder, `${storageKey}-${size}.webp`)),
      ),
    );
    const pixels = await source()
      .resize(BLURHASH_SIDE, BLURHASH_SIDE, { fit: 'cover', position: 'attention' })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const blurhash = encode(new Uint8ClampedArray(pixels), BLURHASH_SIDE, BLURHASH_SIDE, 4, 4);
    const [row] = await db
      .insert(pictures)
      .values({ storageKey, width: side, height: side, blurhash, altText })
      .returning();
    if (!row) throw new Error('Picture was not stored');
    return row;
  } catch (error) {
    await Promise.all(files.map((file) => rm(file, { force: true })));
    if (error instanceof InvalidPictureError) throw error;
    if (error instanceof Error && /Input|pixel|corrupt|unsupported/i.test(error.message)) {
      throw new InvalidPictureError('That picture could not be read. Please try another file');
    }
    throw error;
  }
}
