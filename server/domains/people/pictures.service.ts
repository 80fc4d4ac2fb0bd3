import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { encode } from 'blurhash';
import { sql } from 'drizzle-orm';
import type { Metadata, Region } from 'sharp';
import type { TPictureCrop } from '#core/people/picture-input';
import { MAX_PROFILE_PICTURE_BYTES } from '#core/people/profile';
import type { Database } from '#server/db/client';
import { activities, pictures, profiles } from '#server/db/schema/index';
import { loadSharp } from '#server/lib/sharp';
import { InvalidPictureError } from './people.errors';
import { PICTURE_SIZES, type PictureRow } from './people.service';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Pixel bombs (a tiny file that decodes to gigapixels) are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 64;
const BLURHASH_SIDE = 32;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Checks the bytes are a picture we take (by content, not name or declared type). */
async function readMetadata(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw new InvalidPictureError('The picture is empty');
  if (bytes.length > MAX_PROFILE_PICTURE_BYTES) {
    throw new InvalidPictureError(`Pictures must be smaller than ${megabytes(MAX_PROFILE_PICTURE_BYTES)}`);
  }
  const sharp = await loadSharp();
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
  // EXIF orientations 5–8 turn the picture a quarter: the crop is in the turned picture's terms.
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The crop in pixels of the (rotated) picture, at least MIN_SIDE on each side. */
function regionOf(crop: TPictureCrop, size: { width: number; height: number }): Region {
  const left = Math.min(Math.round(crop.x * size.width), size.width - 1);
  const top = Math.min(Math.round(crop.y * size.height), size.height - 1);
  const region = {
    left,
    top,
    width: Math.min(Math.round(crop.width * size.width), size.width - left),
    height: Math.min(Math.round(crop.height * size.height), size.height - top),
  };
  if (Math.min(region.width, region.height) < MIN_SIDE) {
    throw new InvalidPictureError(`The cropped part must be at least ${MIN_SIDE} pixels wide and high`);
  }
  return region;
}

/**
 * Stores an uploaded picture: checked by its content, optionally cropped to `crop`, then cut to
 * `aspect` (width ÷ height) and written in every size as WebP (which drops EXIF and other
 * metadata), with a blurhash. Returns the new picture row.
 */
export async function storePicture(
  db: Database,
  {
    bytes,
    uploadsDir,
    altText,
    aspect,
    crop = null,
    prefix,
  }: {
    bytes: Buffer;
    uploadsDir: string;
    altText: string;
    aspect: number;
    crop?: TPictureCrop | null;
    /** Names the files by what they show (profile, activity, presenter). */
    prefix: string;
  },
): Promise<PictureRow> {
  const oriented = await readMetadata(bytes);
  const sharp = await loadSharp();
  const region = crop ? regionOf(crop, oriented) : null;
  const kept = region ?? oriented;
  // Without a crop, sharp picks the most interesting part ('attention'); with one, staff did.
  const position = region ? 'centre' : 'attention';
  const source = () => {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return region ? image.extract(region) : image;
  };
  const largeWidth = Math.min(kept.width, Math.round(kept.height * aspect), PICTURE_SIZES.large);
  const dimensions = (target: number) => {
    const width = Math.min(target, largeWidth);
    return { width, height: Math.max(1, Math.round(width / aspect)) };
  };

  const folder = path.join(uploadsDir, 'pictures');
  await mkdir(folder, { recursive: true });
  const storageKey = `${prefix}-${randomUUID()}`;
  const sizes = Object.entries(PICTURE_SIZES);
  const files = sizes.map(([size]) => path.join(folder, `${storageKey}-${size}.webp`));
  try {
    await Promise.all(
      sizes.map(([, target], index) =>
        source()
          .resize({ ...dimensions(target), fit: 'cover', position })
          .webp({ quality: 80 })
          .toFile(files[index] as string),
      ),
    );
    const pixels = await source()
      .resize(BLURHASH_SIDE, BLURHASH_SIDE, { fit: 'cover', position })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const blurhash = encode(new Uint8ClampedArray(pixels), BLURHASH_SIDE, BLURHASH_SIDE, 4, 4);
    const large = dimensions(PICTURE_SIZES.large);
    const [row] = await db
      .insert(pictures)
      .values({ storageKey, width: large.width, height: large.height, blurhash, altText })
      .returning();
    if (!row) throw new Error('Picture was not stored');
    return row;
  } catch (error) {
    await Promise.all(files.map((file) => rm(file, { force: true })));
    if (error instanceof InvalidPictureError) throw error;
    if (error instanceof Error && /Input|pixel|corrupt|unsupported|extract_area/i.test(error.message)) {
      throw new InvalidPictureError('That picture could not be read. Please try another file');
    }
    throw error;
  }
}

/** A profile picture: cropped square around its most interesting part. */
export function storeProfilePicture(
  db: Database,
  input: { bytes: Buffer; uploadsDir: string; altText: string },
): Promise<PictureRow> {
  return storePicture(db, { ...input, aspect: 1, prefix: 'profile' });
}

/**
 * Deletes a picture that something stopped using, if nothing else uses it, and returns it so its
 * files can be removed once the transaction has committed.
 */
export async function releasePicture(tx: Database, pictureId: number | null): Promise<PictureRow | null> {
  if (pictureId === null) return null;
  const [deleted] = await tx
    .delete(pictures)
    .where(
      sql`${pictures.id} = ${pictureId}
        and not exists (select 1 from ${activities} where ${activities.pictureId} = ${pictureId})
        and not exists (select 1 from ${profiles} where ${profiles.pictureId} = ${pictureId})`,
    )
    .returning();
  return deleted ?? null;
}

/** Removes a released picture's files (best effort: a leftover file is only disk space). */
export async function removePictureFiles(uploadsDir: string, picture: PictureRow): Promise<void> {
  await Promise.all(
    Object.keys(PICTURE_SIZES).map((size) =>
      rm(path.join(uploadsDir, 'pictures', `${picture.storageKey}-${size}.webp`), { force: true }),
    ),
  ).catch(() => undefined);
}
