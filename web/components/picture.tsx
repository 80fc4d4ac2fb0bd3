import { decode } from 'blurhash';
import { type CSSProperties, useEffect, useState } from 'react';

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
  // Painted after mount: the server has no canvas, and the first render must match its HTML.
  const [placeholder, setPlaceholder] = useState('');
  useEffect(() => setPlaceholder(blurhashDataUrl(picture.blurhash)), [picture.blurhash]);
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
        ref={(image) => {
          if (image?.complete && image.naturalWidth > 0) setLoaded(true);
        }}
      />
    </div>
  );
}
