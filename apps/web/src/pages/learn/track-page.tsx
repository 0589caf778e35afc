import { Anchor } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { ComingSoonCard } from '../../components/coming-soon.tsx';
import { IconSchool } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';

export function TrackPage() {
  const { slug } = useParams<{ slug: string }>();
  return (
    <Page
      title="Learning track"
      description={
        <Anchor component={Link} href="/learn">
          Back to learning
        </Anchor>
      }
    >
      <ComingSoonCard icon={IconSchool} title="Video modules for this track are being prepared">
        The track “{slug}” will open here with its modules and your progress.
      </ComingSoonCard>
    </Page>
  );
}
