import { Theme } from '@radix-ui/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CityChip } from './city-chip';
import {
  PlacenamesProvider,
  readShowTraditionalNames,
  TRADITIONAL_NAMES_KEY,
  TraditionalNamesSwitch,
  writeShowTraditionalNames,
} from './placenames';

const wellington = { id: '1', name: 'Wellington', traditionalNames: ['Te Whanganui-a-Tara'], country: 'nz' };
const london = { id: '2', name: 'London', traditionalNames: [], country: 'gb' };
const portland = { id: '3', name: 'Portland', traditionalNames: [], country: 'us' };

function renderWithProviders(children: React.ReactNode) {
  return render(
    <Theme>
      <PlacenamesProvider>{children}</PlacenamesProvider>
    </Theme>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('traditional names preference', () => {
  it('is on by default and kept in localStorage under showTraditionalNames [LF-4]', () => {
    expect(readShowTraditionalNames(localStorage)).toBe(true);
    writeShowTraditionalNames(localStorage, false);
    expect(localStorage.getItem(TRADITIONAL_NAMES_KEY)).toBe('false');
    expect(readShowTraditionalNames(localStorage)).toBe(false);
    writeShowTraditionalNames(localStorage, true);
    expect(readShowTraditionalNames(localStorage)).toBe(true);
  });

  it('survives storage that refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readShowTraditionalNames(broken)).toBe(true);
    expect(() => writeShowTraditionalNames(broken, false)).not.toThrow();
  });
});

describe('city chips', () => {
  it('show the traditional name, or the English one when turned off [LF-4] [LF-6] [PG-6]', () => {
    renderWithProviders(
      <>
        <CityChip city={wellington} />
        <TraditionalNamesSwitch />
      </>,
    );
    expect(screen.getByRole('button', { name: /Te Whanganui-a-Tara/ })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('switch'));
    });
    expect(screen.getByRole('button', { name: /Wellington/ })).toBeTruthy();
    expect(localStorage.getItem(TRADITIONAL_NAMES_KEY)).toBe('false');
  });

  it('show the country for places outside the traditional-name rules, with its flag [LF-5] [PG-6]', () => {
    renderWithProviders(
      <>
        <CityChip city={london} />
        <CityChip city={portland} />
      </>,
    );
    // Flags are SVG pictures (Windows draws emoji flags as letters), never emoji.
    const uk = screen.getByRole('button', { name: 'United Kingdom' });
    expect(uk.querySelector('img')?.getAttribute('src')).toMatch(/GB.*\.svg/);
    expect(uk.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    const us = screen.getByRole('button', { name: 'United States' });
    expect(us.querySelector('img')?.getAttribute('src')).toMatch(/US.*\.svg/);
  });

  it('name the country in the flag of a city chip, for screen readers [PG-6]', () => {
    renderWithProviders(<CityChip city={wellington} />);
    const chip = screen.getByRole('button', { name: /Te Whanganui-a-Tara/ });
    const flag = chip.querySelector('img');
    expect(flag?.getAttribute('alt')).toBe('Aotearoa');
    expect(flag?.getAttribute('src')).toMatch(/NZ.*\.svg/);
  });

  it("open a popup explaining the name, whose 'Read more' opens the acknowledgements in a new tab [LF-7]", () => {
    renderWithProviders(<CityChip city={wellington} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Te Whanganui-a-Tara/ }));
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('is a traditional name for the area commonly known as');
    expect(dialog.textContent).toContain('Aotearoa');
    const readMore = screen.getByRole('link', { name: 'Read more' });
    expect(readMore.getAttribute('href')).toBe('/about/acknowledgements');
    expect(readMore.getAttribute('target')).toBe('_blank');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
