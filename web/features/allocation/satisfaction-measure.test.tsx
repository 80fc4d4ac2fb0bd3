import { Theme } from '@radix-ui/themes';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AllocationRunFieldsFragment } from '#web/graphql/graphql';
import { AllocationMeasures, SatisfactionBadge } from './allocation-summary';

afterEach(cleanup);

const measures = {
  registrations: 120,
  withNothing: 0,
  meanSatisfaction: 0.8734,
  meanSquaredSatisfaction: 0.7911,
  minSatisfaction: 0.25,
  p10Satisfaction: 0.5,
  rankShares: { first: 0.7, second: 0.2, third: 0.05, later: 0.03, none: 0.02 },
};

describe('the lottery satisfaction measure [issue 11]', () => {
  it('the header badge and the summary show the same figure under the same name', () => {
    render(
      <Theme>
        <SatisfactionBadge measures={measures} />
        <AllocationMeasures run={{ measures } as unknown as AllocationRunFieldsFragment} />
      </Theme>,
    );
    // Mean satisfaction, never the mean *squared* figure (79.1 %) the header used to show.
    expect(screen.getByTestId('header-satisfaction').textContent).toBe('Mean satisfaction 87.3%');
    expect(screen.getByText('Mean satisfaction', { selector: 'dt, dt *' })).toBeTruthy();
    expect(screen.getByTestId('summary-satisfaction').textContent).toBe('87.3%');
    expect(document.body.textContent).not.toContain('79.1%');
  });

  it('shows no badge before there is a draft', () => {
    const { container } = render(
      <Theme>
        <SatisfactionBadge measures={null} />
      </Theme>,
    );
    expect(container.textContent).toBe('');
  });
});
