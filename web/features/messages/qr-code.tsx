import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules of a QR code for `text` as one SVG path, and the code's size in modules. */
export function qrPath(text: string): { path: string; size: number } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: count + 2 * QUIET_ZONE };
}

/**
 * A QR code as SVG: dark on white in both themes (scanners need the contrast and the quiet zone).
 */
export function QrCode({ value, label, size = 224 }: { value: string; label: string; size?: number }) {
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
