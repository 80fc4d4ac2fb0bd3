import { decode } from 'blurhash';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

const placeholders = new Map<string, string>();

/** A tiny PNG data URL painted from a blurhash; '' where canvas is unavailable. */
export function blurhashDataUrl(hash: string, width = 32, height = 32): string {
  const cached = placeholders.get(hash);
  if (cached !== undefined) return cached;
  let url = '';
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context) {
      const image = context.createImageData(width, height);
      image.data.set(decode(hash, width, height));
      context.putImageData(image, 0, 0);
      url = canvas.toDataURL();
    }
  } catch {
    url = '';
  }
  placeholders.set(hash, url);
  return url;
}

/** Runs `work` once the browser is idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}

export interface PictureData {
  blurhash: string;
  altText: string;
  width: number;
  height: number;
}

/**
 * A picture that reserves its box from the known size (no layout shift), shows the blurhash at
 * once and fades the real image in when the browser lazily loads it [PG-5].
 */
export function Picture({
  picture,
  src,
  aspectRatio,
  sizes,
  eager = false,
  className,
}: {
  picture: PictureData;
  src: string;
  /** Crops to this ratio instead of the picture's own. */
  aspectRatio?: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const ratio =
    aspectRatio ?? (picture.width > 0 && picture.height > 0 ? picture.width / picture.height : 4 / 3);
  // Painted after mount (the server has no canvas, and the first render must match its HTML), only
  // while the image is still on its way, and when the browser is idle: decoding a hash costs a few
  // milliseconds, and a programme page has dozens of pictures, most of them long loaded or lazy.
  const [placeholder, setPlaceholder] = useState('');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (loaded) return;
    return whenIdle(() => {
      const current = image.current;
      if (current?.complete && current.naturalWidth > 0) return;
      setPlaceholder(blurhashDataUrl(picture.blurhash));
    });
  }, [picture.blurhash, loaded]);
  const style: CSSProperties = {
    aspectRatio: String(ratio),
    backgroundImage: placeholder ? `url(${placeholder})` : undefined,
  };
  return (
    <div className={['picture', className].filter(Boolean).join(' ')} style={style}>
      <img
        src={src}
        alt={picture.altText}
        width={picture.width || undefined}
        height={picture.height || undefined}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
        ref={(element) => {
          image.current = element;
          if (element?.complete && element.naturalWidth > 0) setLoaded(true);
        }}
      />
    </div>
  );
}
