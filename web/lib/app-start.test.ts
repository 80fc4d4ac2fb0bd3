// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlNeedingApp, holdEarlyTaps, onFirstIntent, reasonToStartAtLoad } from './app-start';

const NOW = new Date(2027, 5, 1, 12);

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

const rendered = (appearance = 'light', names = 'true') =>
  `<script type="application/json" id="server-state" data-appearance="${appearance}" data-traditional-names="${names}">{}</script>`;

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reasonToStartAtLoad [issue 27]', () => {
  it('waits for an anonymous visitor whose preferences the server rendered with', () => {
    expect(reasonToStartAtLoad(page(rendered()), storage({}), NOW)).toBeNull();
    expect(
      reasonToStartAtLoad(
        page(rendered('dark', 'false')),
        storage({ theme: 'dark', showTraditionalNames: 'false' }),
        NOW,
      ),
    ).toBeNull();
    expect(reasonToStartAtLoad(page(rendered()), null, NOW)).toBeNull();
  });

  it('starts at load for stored credentials, favourites or a preference the page was not rendered with', () => {
    const credentials = JSON.stringify({ accessToken: 'a', client: 'c', uid: 'u' });
    expect(reasonToStartAtLoad(page(rendered()), storage({ nzif: credentials }), NOW)).toBe('signed in');
    const favourites = JSON.stringify({ ids: ['7'], owner: null });
    expect(reasonToStartAtLoad(page(rendered()), storage({ favourites }), NOW)).toBe('favourites');
    expect(reasonToStartAtLoad(page(rendered()), storage({ favourites: '{"ids":[]}' }), NOW)).toBeNull();
    expect(reasonToStartAtLoad(page(rendered()), storage({ theme: 'dark' }), NOW)).toBe('theme');
    expect(reasonToStartAtLoad(page(rendered()), storage({ showTraditionalNames: 'false' }), NOW)).toBe(
      'place names',
    );
  });

  it('starts at load when the programme lists a day next to today (the festival is on)', () => {
    const days = (dates: string[]) =>
      `<nav class="day-nav">${dates.map((d) => `<a href="#day-${d}">${d}</a>`).join('')}</nav>`;
    expect(reasonToStartAtLoad(page(rendered() + days(['2027-06-01'])), storage({}), NOW)).toBe(
      'festival day',
    );
    expect(reasonToStartAtLoad(page(rendered() + days(['2027-06-02'])), storage({}), NOW)).toBe(
      'festival day',
    );
    expect(
      reasonToStartAtLoad(page(rendered() + days(['2027-10-03', '2027-10-04'])), storage({}), NOW),
    ).toBeNull();
  });

  it('treats refused storage as none', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reasonToStartAtLoad(page(rendered()), refusing, NOW)).toBeNull();
  });
});

describe('controlNeedingApp [issue 27]', () => {
  it('is the button or interactive role around the target, never a link or a native control', () => {
    page(`
      <button id="menu"><svg><path id="icon"></path></svg> Menu</button>
      <div role="combobox" id="select"><span id="value">All</span></div>
      <a href="/workshops" id="link"><span id="text">Workshops</span></a>
      <label id="label">Name <input id="input"></label>
      <select id="native"><option>1</option></select>
      <section role="region" id="region"><p id="para">Text</p></section>`);
    const at = (id: string) => document.getElementById(id);
    expect(controlNeedingApp(at('icon'))?.id).toBe('menu');
    expect(controlNeedingApp(at('value'))?.id).toBe('select');
    expect(controlNeedingApp(at('text'))).toBeNull();
    expect(controlNeedingApp(at('input'))).toBeNull();
    expect(controlNeedingApp(at('label'))).toBeNull();
    expect(controlNeedingApp(at('native'))).toBeNull();
    expect(controlNeedingApp(at('para'))).toBeNull();
  });
});

describe('onFirstIntent and holdEarlyTaps [issue 27]', () => {
  it('starts once, at the first sign of interaction', () => {
    const start = vi.fn();
    onFirstIntent(start, window);
    window.dispatchEvent(new Event('mousemove'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a control until the app is live, then replays it once on the same element', () => {
    page('<button id="menu">Menu</button><a id="link" href="#x">Link</a>');
    const menu = document.getElementById('menu') as HTMLButtonElement;
    // Hydrated by the time the app is live (React's key on the element).
    Object.assign(menu, { __reactProps$test: {} });
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).id));
    const taps = holdEarlyTaps(window);
    menu.click();
    menu.click();
    expect(seen).not.toHaveBeenCalled();
    document.getElementById('link')?.click();
    expect(seen).toHaveBeenCalledWith('link');
    seen.mockClear();
    taps.live();
    expect(seen.mock.calls).toEqual([['menu']]);
    // Once live, taps go straight through.
    menu.click();
    expect(seen.mock.calls).toEqual([['menu'], ['menu']]);
  });
});
