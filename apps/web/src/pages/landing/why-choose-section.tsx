import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChart, IconNotebook, IconShield } from '../../components/icons.tsx';
import { ManagedHtml } from '../../components/managed-html.tsx';
import classes from './landing-page.module.css';
import { useManagedContent } from './use-managed-content.ts';

// Shown until (and unless) an administrator sets managed content features / timeline_description.
export const DEFAULT_TIMELINE_DESCRIPTION =
  'See how your emotions rise and settle across days, weeks and months, and spot the patterns behind your brighter and heavier days.';

function FeatureCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className={classes.featureCard} radius="lg" padding="xl" withBorder shadow="xs">
      <ThemeIcon size={52} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={3} size="h4" mt="lg" mb="xs">
        {title}
      </Title>
      <Text component="div" className={`${classes.muted} ${classes.featureText}`} lh={1.65}>
        {children}
      </Text>
    </Card>
  );
}

export function WhyChooseSection() {
  const timeline = useManagedContent('features', 'timeline_description');
  return (
    <section id="features" className={classes.section} aria-labelledby="why-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text className={classes.eyebrow}>Features</Text>
          <Title order={2} id="why-title" className={classes.sectionTitle}>
            Why Choose Innerweather?
          </Title>
          <Text size="lg" maw={620} className={`${classes.lead} ${classes.muted}`}>
            Everything you need to understand your feelings — and nothing that trades your privacy for it.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <FeatureCard icon={<IconNotebook size={28} />} color="violet" title="Smart Journaling">
            Write freely, in your own words. Each entry is analysed for five core emotions and comes back with
            a dominant mood, keywords, personal insights and gentle guidance.
          </FeatureCard>
          <FeatureCard icon={<IconChart size={28} />} color="blue" title="Timeline Visualization">
            {timeline === null ? (
              DEFAULT_TIMELINE_DESCRIPTION
            ) : timeline.isHtml ? (
              <ManagedHtml html={timeline.value} />
            ) : (
              timeline.value
            )}
          </FeatureCard>
          <FeatureCard icon={<IconShield size={28} />} color="teal" title="Privacy First">
            Your journal is encrypted at rest and analysed on the machine that runs Innerweather. Your words
            are never sold, never shown to advertisers and never sent to an outside AI service.
          </FeatureCard>
        </SimpleGrid>
      </Container>
    </section>
  );
}
