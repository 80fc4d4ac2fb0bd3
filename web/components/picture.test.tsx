import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

afterEach(cleanup);

describe('Picture', () => {
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
