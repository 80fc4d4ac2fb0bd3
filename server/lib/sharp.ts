import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp maps libvips (≈25 MB resident) when imported, and only picture uploads and the demo seed
 * use it: it is loaded on first use rather than at every server start (issue 32).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
