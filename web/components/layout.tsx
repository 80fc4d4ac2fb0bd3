import { MoonIcon, SunIcon } from '@radix-ui/react-icons';
import {
  Box,
  Container,
  Flex,
  IconButton,
  Link as RadixLink,
  Separator,
  Text,
  Tooltip,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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

/** Header navigation, page body and footer for the public site. */
export function SiteLayout({
  title,
  nav,
  account,
  footerTools,
  children,
}: {
  title: string;
  nav?: ReactNode;
  account?: ReactNode;
  /** Visitor preferences shown under the footer links. */
  footerTools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" minHeight="100vh">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Box asChild px="4" py="3" className="site-header">
        <header>
          <Flex align="center" justify="between" gap="4" wrap="wrap">
            <Text size="5" weight="bold" asChild>
              <Link to="/" className="brand">
                {title}
              </Link>
            </Text>
            <Flex asChild align="center" gap="4" wrap="wrap">
              <nav aria-label="Main">
                {nav}
                {account}
                <ThemeToggle />
              </nav>
            </Flex>
          </Flex>
        </header>
      </Box>
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
