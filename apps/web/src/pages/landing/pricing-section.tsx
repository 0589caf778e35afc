import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { IconCheck } from '../../components/icons.tsx';
import classes from './landing-page.module.css';
import { usePlanSummary } from './use-plans.ts';

// Spec section 1, "Public claims on the landing page"; the entries claim follows FREE_ENTRIES_PER_MONTH (use-plans.ts).
const FREE_PLAN_CLAIMS = [
  'No credit card required',
  'AI analysis of five core emotions: joy, calm, anxiety, sadness and anger',
  'Your data encrypted at rest',
  'Passwords hashed, never stored in plain text',
  'Delete entries or your whole account from Settings',
];

export function PricingSection() {
  const entries = usePlanSummary();
  return (
    <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Text className={classes.eyebrow}>Pricing</Text>
          <Title order={2} id="pricing-title" className={classes.sectionTitle}>
            Completely Free
          </Title>
          <Text size="lg" maw={560} className={`${classes.lead} ${classes.muted}`}>
            Understanding yourself shouldn’t cost a subscription.
          </Text>
        </Stack>
        <Paper className={classes.priceCard} radius="xl" p={{ base: 'lg', sm: 40 }} shadow="lg">
          <Title order={3} size="h3" mb="md">
            Free plan
          </Title>
          <Group gap={8} align="baseline" mb="xs">
            <span className={classes.price}>$0</span>
            <Text className={classes.muted} size="lg">
              / forever
            </Text>
          </Group>
          <Text className={classes.muted} mb="xl">
            Everything you need to journal, understand your emotions and keep your words private.
          </Text>
          <ul className={classes.claims}>
            {[...FREE_PLAN_CLAIMS.slice(0, 1), entries, ...FREE_PLAN_CLAIMS.slice(1)].map((claim) => (
              <li key={claim} className={classes.claim}>
                <IconCheck size={18} className={classes.claimIcon} />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
          <Button
            component={Link}
            href="/auth?tab=sign-up"
            size="lg"
            fullWidth
            classNames={{ root: classes.priceButton, label: classes.priceButtonLabel }}
          >
            Start Your Free Journey Today
          </Button>
          <Text size="xs" className={classes.muted} mt="md" ta="center">
            Pro is set by the administrator of this Innerweather; the{' '}
            <Anchor component={Link} href="/terms" inherit underline="always">
              Terms of Service
            </Anchor>{' '}
            explain the plans.
          </Text>
        </Paper>
      </Container>
    </section>
  );
}
