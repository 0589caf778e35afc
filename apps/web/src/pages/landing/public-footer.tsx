import { Container, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../components/logo.tsx';
import classes from './public-chrome.module.css';

const FOOTER_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
] as const;

export function PublicFooter() {
  const [location] = useLocation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={8} maw={420}>
            <Logo size={28} />
            <Text size="sm" className={classes.muted}>
              A private, self-hosted journal that helps you notice your inner weather — and watch it clear.
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <div className={classes.footerLinks}>
              {FOOTER_LINKS.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className={classes.footerLink}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
        </Group>
        <Text size="xs" className={classes.muted} mt="xl">
          © {new Date().getFullYear()} Innerweather. Not a substitute for professional care — in an emergency,
          contact your local emergency services.
        </Text>
      </Container>
    </footer>
  );
}
