import type { TUser } from '@innerweather/validators/auth';
import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ColorSchemeToggle } from '../components/color-scheme-toggle.tsx';
import { IconBell, IconLogout, IconSettings, IconUser } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { displayName, initials } from '../lib/greeting.ts';
import classes from './app-layout.module.css';
import { isActive, navLinksFor } from './nav-links.ts';

/** The frame of every signed-in screen: header navigation (a drawer on phones) above the page. */
export function AppLayout({ user, children }: { user: TUser; children: ReactNode }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [path] = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  const links = navLinksFor(user);

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <Container size="xl" className={classes.headerInner}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link href="/" className={classes.brand} aria-label="Innerweather, go to the dashboard">
              <Logo size={32} />
            </Link>

            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
              {links.map((link) => {
                const active = isActive(link, path);
                return (
                  <Link
                    key={link.href}
                    href={link.href}
                    className={classes.navLink}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                  >
                    <link.icon size={18} />
                    {link.label}
                  </Link>
                );
              })}
            </Group>

            <Group gap={6} wrap="nowrap">
              <ColorSchemeToggle />
              <Tooltip label="Notifications">
                <ActionIcon
                  component={Link}
                  href="/notifications"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  radius="xl"
                  aria-label="Notifications"
                  visibleFrom="md"
                >
                  <IconBell />
                </ActionIcon>
              </Tooltip>
              <ProfileMenu user={user} onSignOut={signOut} isSigningOut={isSigningOut} />
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
              />
            </Group>
          </Group>
        </Container>
      </header>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="min(320px, 86vw)"
        title={<Logo size={28} />}
        hiddenFrom="md"
      >
        <Stack gap="lg">
          <Group wrap="nowrap" gap="sm">
            <Avatar color="dusk" radius="xl" size={44}>
              {initials(user)}
            </Avatar>
            <Box miw={0}>
              <Text fw={600} truncate>
                {displayName(user)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
            </Box>
          </Group>
          <Divider />
          <Stack gap={2} component="nav" aria-label="Main">
            {links.map((link) => {
              const active = isActive(link, path);
              return (
                <Link
                  key={link.href}
                  href={link.href}
                  className={classes.drawerLink}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={drawer.close}
                >
                  <link.icon size={20} />
                  {link.mobileLabel ?? link.label}
                </Link>
              );
            })}
          </Stack>
          <Divider />
          <Stack gap={2}>
            <Link href="/notifications" className={classes.drawerLink} onClick={drawer.close}>
              <IconBell size={20} />
              Notifications
            </Link>
            <Link href="/settings" className={classes.drawerLink} onClick={drawer.close}>
              <IconSettings size={20} />
              Settings
            </Link>
          </Stack>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={signOut}
            disabled={isSigningOut}
            fullWidth
          >
            {isSigningOut ? 'Signing out...' : 'Log out'}
          </Button>
        </Stack>
      </Drawer>

      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function ProfileMenu({
  user,
  onSignOut,
  isSigningOut,
}: {
  user: TUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu" visibleFrom="md" style={{ borderRadius: 999 }}>
          <Avatar color="dusk" radius="xl" size={36}>
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} href="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} href="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={onSignOut}
          disabled={isSigningOut}
        >
          {isSigningOut ? 'Signing out...' : 'Log out'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
