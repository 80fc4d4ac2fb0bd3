import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Picture } from './picture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Picture', () => {
  it('shows the blurred placeholder painted from the blurhash until the image has loaded [PG-5]', async () => {
    // jsdom has no canvas: stand in for one and record the pixels painted on it.
    const painted: Uint8ClampedArray[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      createImageData: (width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4),
      }),
      putImageData: (image: { data: Uint8ClampedArray }) => painted.push(image.data),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,BLUR');
    const { container } = render(
      <Picture
        picture={{ blurhash: 'L6PZfSi_.AyE_3t7t7R**0o#DgR4', altText: 'A stage', width: 800, height: 600 }}
        src="/uploads/b.webp"
      />,
    );
    // The blurhash was decoded into real pixels (not a blank canvas) and shown behind the image,
    // once the browser was idle (issue 27: not in the hydrating task).
    await waitFor(() => expect(painted).toHaveLength(1));
    expect(painted[0]?.some((value, i) => i % 4 !== 3 && value > 0)).toBe(true);
    const box = container.querySelector('.picture') as HTMLElement;
    await waitFor(() => expect(box.style.backgroundImage).toContain('data:image/png;base64,BLUR'));
    // The real image fades in only once loaded.
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.dataset.loaded).toBe('false');
    fireEvent.load(image);
    expect(image.dataset.loaded).toBe('true');
  });

  it('reserves its box from the picture size and loads lazily with alt text [PG-5]', () => {
    const { container } = render(
      <Picture
        picture={{
          blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
          altText: 'Two people mid-scene',
          width: 1200,
          height: 800,
        }}
        src="/uploads/a.webp"
      />,
    );
    const box = container.querySelector('.picture') as HTMLElement;
    expect(box.style.aspectRatio).toMatch(/^1\.5( \/ 1)?$/);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.alt).toBe('Two people mid-scene');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('800');
  });
});
