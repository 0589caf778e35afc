import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { JourneyIllustration } from './journey-illustration.tsx';
import { IconCheck } from '../../components/icons.tsx';
import classes from './landing-page.module.css';

const TRUST_POINTS = ['No credit card', 'Encrypted at rest', 'AI on your own server'];

export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="xl" w="fit-content" tt="none" fw={600}>
              A private AI journal for everyday feelings
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Notice your inner weather. <span className={classes.heroHighlight}>Watch it clear.</span>
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} className={`${classes.lead} ${classes.muted}`} maw={560}>
              Write a few lines about your day. Innerweather reads the emotions in your words — joy, calm,
              anxiety, sadness and anger — offers gentle insights, and shows how your feelings change over
              weeks and months.
            </Text>
            <Group gap="sm" className={classes.heroActions}>
              <Button component={Link} href="/auth?tab=sign-up" size="lg">
                Start Free Today
              </Button>
              <Button component={Link} href="/auth" size="lg" variant="default">
                Sign In
              </Button>
            </Group>
            <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {TRUST_POINTS.map((point) => (
                <li key={point} className={classes.trustItem}>
                  <IconCheck size={16} className={classes.trustCheck} />
                  {point}
                </li>
              ))}
            </Group>
          </Stack>
          <JourneyIllustration />
        </div>
      </Container>
    </section>
  );
}
