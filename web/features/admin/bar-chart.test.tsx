import { Theme } from '@radix-ui/themes';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

describe('the dashboard bar chart [issue 15]', () => {
  it('draws bars in proportion and gives the same figures as a table', () => {
    const { container } = render(
      <Theme>
        <BarChart
          title="Places per day"
          columns={['Day', 'Places taken']}
          bars={[
            { label: 'Saturday', value: 10, outOf: 40, valueText: '10 of 40' },
            { label: 'Sunday', value: 40, outOf: 40, valueText: '40 of 40' },
          ]}
        />
      </Theme>,
    );
    const table = screen.getByRole('table', { name: 'Places per day' });
    expect(within(table).getByRole('rowheader', { name: 'Saturday' }).nextElementSibling?.textContent).toBe(
      '10 of 40',
    );
    // The picture is decoration for sighted readers; the table is what assistive technology reads.
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const widths = [...(svg?.querySelectorAll('rect[fill="var(--accent-9)"]') ?? [])].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths[1]).toBeGreaterThan(0);
    expect((widths[0] ?? 0) / (widths[1] ?? 1)).toBeCloseTo(0.25);
  });

  it('says so when there is nothing to draw', () => {
    render(
      <Theme>
        <BarChart title="Empty" columns={['a', 'b']} bars={[]} />
      </Theme>,
    );
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });
});
