import { ActionIcon, Button, Container, Group } from '@mantine/core';
import { Link } from 'wouter';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { Logo } from '../../components/logo.tsx';
import { IconArrowLeft } from '../../components/icons.tsx';
import classes from './public-chrome.module.css';

// In-page anchors of the landing page's sections.
const SECTION_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
] as const;

/**
 * Top bar of the public pages. On the landing page it offers Sign In and Sign Up Free (the latter hidden
 * on small screens, spec section 2); on the static pages, which signed-in users read too, it leads home.
 */
export function PublicHeader({ variant }: { variant: 'landing' | 'page' }) {
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link href="/" className={classes.logoLink} aria-label="Innerweather home">
            <Logo size={32} />
          </Link>
          {variant === 'landing' && (
            <Group component="nav" aria-label="Sections" gap={4} visibleFrom="md">
              {SECTION_LINKS.map((link) => (
                <a key={link.href} href={link.href} className={classes.navLink}>
                  {link.label}
                </a>
              ))}
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            {variant === 'landing' ? (
              <>
                <Button component={Link} href="/auth" variant="default">
                  Sign In
                </Button>
                <Button component={Link} href="/auth?tab=sign-up" visibleFrom="sm">
                  Sign Up Free
                </Button>
              </>
            ) : (
              <>
                <Button
                  component={Link}
                  href="/"
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  visibleFrom="xs"
                >
                  Back to Home
                </Button>
                <ActionIcon
                  component={Link}
                  href="/"
                  variant="default"
                  size="lg"
                  radius="xl"
                  aria-label="Back to Home"
                  hiddenFrom="xs"
                >
                  <IconArrowLeft size={18} />
                </ActionIcon>
              </>
            )}
          </Group>
        </Container>
      </header>
    </>
  );
}
