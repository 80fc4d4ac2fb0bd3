import { z } from 'zod';

/**
 * Staff pictures for activities and presenters (issue 14): a crop chosen in the browser, sent as
 * fractions of the picture as it is shown (after EXIF rotation), and alt text for screen readers.
 * The same rules check the form and the upload route.
 */

/** Width ÷ height of the stored picture: activity cards are 4:3, presenters square. */
export const PICTURE_ASPECT = { activity: 4 / 3, presenter: 1 } as const;
export type PictureSubject = keyof typeof PICTURE_ASPECT;

export const ALT_TEXT_REQUIRED = 'Describe the picture for people who cannot see it';
export const ALT_TEXT_MAX = 300;

export const ZPictureAltText = z
  .string()
  .trim()
  .min(1, { error: ALT_TEXT_REQUIRED })
  .max(ALT_TEXT_MAX, { error: `Keep the description under ${ALT_TEXT_MAX} characters` });

const fraction = z.coerce.number().min(0).max(1);

/** The part of the picture to keep, each value a fraction (0–1) of its width or height. */
export const ZPictureCrop = z
  .object({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
  .refine((crop) => crop.x + crop.width <= 1.0001 && crop.y + crop.height <= 1.0001, {
    error: 'The crop must lie inside the picture',
  });
export type TPictureCrop = z.infer<typeof ZPictureCrop>;

/** What comes with the picture's bytes (as query parameters of the upload). */
export const ZPictureUpload = z.object({ altText: ZPictureAltText, crop: ZPictureCrop.nullable() });
export type TPictureUpload = z.infer<typeof ZPictureUpload>;

/**
 * The largest crop of the given aspect that fits a picture of `imageAspect` (width ÷ height),
 * scaled by `zoom` (1 = as large as fits, 3 = a third of that) and placed by `focusX`/`focusY`
 * (0 = left/top edge, 1 = right/bottom edge). Used by the crop sliders.
 */
export function cropFor({
  imageAspect,
  aspect,
  zoom,
  focusX,
  focusY,
}: {
  imageAspect: number;
  aspect: number;
  zoom: number;
  focusX: number;
  focusY: number;
}): TPictureCrop {
  const clamp = (value: number) => Math.min(Math.max(value, 0), 1);
  // As fractions of the image: a crop `w` wide is `w × imageAspect ÷ aspect` high.
  let width = 1;
  let height = imageAspect / aspect;
  if (height > 1) {
    width = aspect / imageAspect;
    height = 1;
  }
  const scale = 1 / Math.max(zoom, 1);
  width *= scale;
  height *= scale;
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    x: round(clamp(focusX) * (1 - width)),
    y: round(clamp(focusY) * (1 - height)),
    width: round(width),
    height: round(height),
  };
}
