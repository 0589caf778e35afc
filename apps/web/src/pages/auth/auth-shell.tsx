import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { IconArrowLeft, IconCheck } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import classes from './auth-shell.module.css';
import { EveningSky } from './evening-sky.tsx';

/** The frame of the signed-out account screens: a calm story on the left, the form card on the right. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <Button
          component={Link}
          href="/"
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={18} />}
        >
          Back to Home
        </Button>
        <ColorSchemeToggle />
      </header>
      <main className={classes.body} id="main">
        <div className={classes.layout}>
          <section className={classes.story} aria-label="About Innerweather">
            <Logo size={40} />
            <Title order={1} mt="xl" fz={40} lh={1.15}>
              A quiet place to end the day.
            </Title>
            <Text c="dimmed" fz="lg" mt="md" maw={440}>
              Write a few honest lines each evening. Innerweather notices the weather inside — joy, calm,
              anxiety, sadness, anger — and shows you how it shifts over time.
            </Text>
            <List
              mt="lg"
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconCheck size={14} stroke={2.4} />
                </ThemeIcon>
              }
            >
              <List.Item>Your entries are encrypted and stay on your own server</List.Item>
              <List.Item>Analysis runs on a local AI — nothing leaves the machine</List.Item>
              <List.Item>Free, with no credit card</List.Item>
            </List>
            <div className={classes.sky}>
              <EveningSky />
            </div>
          </section>
          <Card className={classes.card} p={{ base: 'lg', sm: 'xl' }} withBorder radius="xl">
            <Stack gap="lg">{children}</Stack>
          </Card>
        </div>
      </main>
    </div>
  );
}
