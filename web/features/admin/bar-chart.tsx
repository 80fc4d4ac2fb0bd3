import { Text, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** Shown instead of the number (e.g. money, or "12 of 40"). */
  valueText?: string;
  /** A second, fainter bar behind (e.g. capacity behind places taken). */
  outOf?: number;
}

const ROW = 26;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 220;
const VALUE_WIDTH = 110;

function BarRect({ width, fill }: { width: number; fill: string }) {
  return <rect x={LABEL_WIDTH} y={5} width={width} height={ROW - 10} fill={fill} rx={2} />;
}

/**
 * A small horizontal bar chart in plain SVG: no chart library. The SVG is decoration for sighted
 * readers; the same figures are in a table for screen readers (and for tests).
 */
export function BarChart({
  title,
  bars,
  columns,
}: {
  title: string;
  bars: Bar[];
  columns: [string, string];
}) {
  const id = useId();
  const widest = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.outOf ?? 0)));
  const scale = (value: number) => (value / widest) * BAR_WIDTH;
  const height = bars.length * ROW;
  return (
    <figure aria-labelledby={id} style={{ margin: 0 }}>
      <Text as="p" size="2" weight="medium" id={id} mb="2">
        {title}
      </Text>
      {bars.length === 0 ? (
        <Text size="2" color="gray">
          Nothing yet.
        </Text>
      ) : (
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH} ${height}`}
          width="100%"
          style={{ maxWidth: LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH, display: 'block' }}
        >
          {bars.map((bar, i) => {
            const y = i * ROW;
            return (
              <g key={bar.label} transform={`translate(0 ${y})`}>
                <text x={0} y={ROW / 2} dominantBaseline="middle" fontSize="12" fill="var(--gray-12)">
                  {bar.label}
                </text>
                {bar.outOf !== undefined && <BarRect width={scale(bar.outOf)} fill="var(--gray-5)" />}
                <BarRect width={scale(bar.value)} fill="var(--accent-9)" />
                <text
                  x={LABEL_WIDTH + BAR_WIDTH + 8}
                  y={ROW / 2}
                  dominantBaseline="middle"
                  fontSize="12"
                  fill="var(--gray-11)"
                >
                  {bar.valueText ?? bar.value}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.valueText ?? bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
