import { ComingSoonCard } from '../../components/coming-soon.tsx';
import { IconSchool } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';

export function LearnPage() {
  return (
    <Page title="Learn" description="Short video tracks on emotions, stress and calm.">
      <ComingSoonCard icon={IconSchool} title="Learning tracks are on their way">
        Curated video tracks — a few minutes each — will live here, with your progress and recommendations
        based on what your journal shows.
      </ComingSoonCard>
    </Page>
  );
}
