import { HamburgerMenuIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons';
import {
  Box,
  Button,
  Container,
  Flex,
  IconButton,
  Link as RadixLink,
  Separator,
  Text,
  Tooltip,
} from '@radix-ui/themes';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ABOUT_PAGES } from '#core/content/page-input';
import { useAppearance } from '#web/lib/theme';

/** The footer's name for each about page, in footer order; typed by core's list so none is missed. */
const ABOUT_LINKS: Record<(typeof ABOUT_PAGES)[number]['slug'], string> = {
  about: 'About NZIF',
  'code-of-conduct': 'Code of conduct',
  acknowledgements: 'Acknowledgements',
  accessibility: 'Accessibility',
  'media-consent': 'Media consent',
  contact: 'Contact',
};

export function ThemeToggle() {
  const { appearance, toggle } = useAppearance();
  const label = appearance === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Tooltip content={label} delayDuration={200}>
      <IconButton
        variant="ghost"
        color="gray"
        onClick={toggle}
        aria-label={label}
        data-appearance={appearance}
      >
        {appearance === 'light' ? <MoonIcon /> : <SunIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** The theme switch as a labelled button, for the phone menu. */
export function ThemeMenuButton() {
  const { appearance, toggle } = useAppearance();
  return (
    <Button variant="soft" color="gray" size="3" onClick={toggle} className="site-menu-button">
      {appearance === 'light' ? <MoonIcon aria-hidden /> : <SunIcon aria-hidden />}
      {appearance === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
    </Button>
  );
}

/**
 * The phone header's menu (issue 28, issue 31): a disclosure button and the panel it opens below
 * the header's one row. Escape or a tap outside closes it, Escape returning focus to the button; a
 * new page closes it too. It renders closed on the server and in the first browser render alike.
 */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return { open, toggle: () => setOpen((value) => !value), buttonRef, headerRef };
}

/**
 * Header navigation, page body and footer for the public site. Wide screens get one horizontal
 * header (`nav`); phones get the festival name and a Menu button whose panel holds `menu` and the
 * theme switch. Both are in the page, CSS shows one, so the server's HTML fits either width.
 */
export function SiteLayout({
  title,
  nav,
  menu,
  footerTools,
  children,
}: {
  title: string;
  /** The wide header's links and controls, in a row. */
  nav?: ReactNode;
  /** The phone menu's items, each an `<li>` holding one link or control. */
  menu?: ReactNode;
  /** Visitor preferences shown under the footer links. */
  footerTools?: ReactNode;
  children: ReactNode;
}) {
  const phoneMenu = usePhoneMenu();
  const panelId = useId();
  return (
    <Flex direction="column" minHeight="100vh">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header" ref={phoneMenu.headerRef}>
        <div className="site-header-row">
          <Text size="5" weight="bold" asChild>
            <Link to="/" className="brand">
              {title}
            </Link>
          </Text>
          <nav aria-label="Main" className="site-nav-wide">
            {nav}
            <ThemeToggle />
          </nav>
          <Button
            ref={phoneMenu.buttonRef}
            variant="soft"
            size="3"
            aria-expanded={phoneMenu.open}
            aria-controls={panelId}
            onClick={phoneMenu.toggle}
            className="site-menu-toggle"
          >
            <HamburgerMenuIcon aria-hidden /> Menu
          </Button>
        </div>
        <div id={panelId} hidden={!phoneMenu.open} className="site-menu-panel">
          <nav aria-label="Main">
            <ul className="site-menu-list">
              {menu}
              <li>
                <ThemeMenuButton />
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <Box asChild flexGrow="1">
        <main id="main" tabIndex={-1}>
          <Container size="4" px="4" py="5">
            {children}
          </Container>
        </main>
      </Box>
      <Separator size="4" />
      <Box asChild px="4" py="5">
        <footer>
          <Flex gap="4" wrap="wrap" justify="center">
            {Object.entries(ABOUT_LINKS).map(([slug, label]) => (
              <RadixLink key={slug} asChild size="2" color="gray">
                <Link to="/about/$slug" params={{ slug }}>
                  {label}
                </Link>
              </RadixLink>
            ))}
          </Flex>
          {footerTools && (
            <Flex justify="center" className="footer-tools">
              {footerTools}
            </Flex>
          )}
        </footer>
      </Box>
    </Flex>
  );
}
