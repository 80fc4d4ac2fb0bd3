import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageNav, usePages } from './page-nav';

afterEach(cleanup);

function Names({ count }: { count: number }) {
  const names = Array.from({ length: count }, (_, index) => `Name ${index + 1}`);
  const { shown, paged, navigation } = usePages(names, 50);
  return (
    <Theme>
      <ul>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {paged && <PageNav label="Pages of names" {...navigation} />}
    </Theme>
  );
}

const status = () => screen.getByRole('status').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('a long list a page at a time [issue 32]', () => {
  it('moves by 50 and stops at either end', () => {
    render(<Names count={120} />);
    expect(status()).toBe('Showing 1–50 of 120');
    press('Next');
    press('Next');
    expect(status()).toBe('Showing 101–120 of 120');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Name 101');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    press('Previous');
    expect(status()).toBe('Showing 51–100 of 120');
  });

  it('shows the last page that still exists when the list shrinks under it', () => {
    const { rerender } = render(<Names count={120} />);
    press('Next');
    press('Next');
    rerender(<Names count={90} />);
    expect(status()).toBe('Showing 51–90 of 90');
    rerender(<Names count={40} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });
});
