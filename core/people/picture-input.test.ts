import { describe, expect, it } from 'vitest';
import { cropFor, ZPictureAltText, ZPictureCrop } from './picture-input';

describe('picture rules', () => {
  it('requires alt text and caps its length', () => {
    expect(ZPictureAltText.safeParse('  ').success).toBe(false);
    expect(ZPictureAltText.safeParse('Two performers on a dark stage').success).toBe(true);
    expect(ZPictureAltText.safeParse('x'.repeat(301)).success).toBe(false);
  });

  it('keeps the crop inside the picture', () => {
    expect(ZPictureCrop.safeParse({ x: 0.5, y: 0, width: 0.6, height: 1 }).success).toBe(false);
    expect(ZPictureCrop.safeParse({ x: 0.4, y: 0, width: 0.6, height: 1 }).success).toBe(true);
    expect(ZPictureCrop.safeParse({ x: 0, y: 0, width: 0, height: 1 }).success).toBe(false);
  });

  it('fits the largest crop of the aspect, then zooms and places it', () => {
    // A 2:1 picture cropped square: full height, half the width, centred.
    expect(cropFor({ imageAspect: 2, aspect: 1, zoom: 1, focusX: 0.5, focusY: 0.5 })).toEqual({
      x: 0.25,
      y: 0,
      width: 0.5,
      height: 1,
    });
    // A square picture cropped 4:3: full width, three quarters of the height, at the bottom.
    expect(cropFor({ imageAspect: 1, aspect: 4 / 3, zoom: 1, focusX: 0, focusY: 1 })).toEqual({
      x: 0,
      y: 0.25,
      width: 1,
      height: 0.75,
    });
    expect(cropFor({ imageAspect: 1, aspect: 1, zoom: 2, focusX: 1, focusY: 0 })).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: 0.5,
    });
  });
});
