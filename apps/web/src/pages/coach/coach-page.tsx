import { ComingSoonCard } from '../../components/coming-soon.tsx';
import { IconSparkles } from '../../components/icons.tsx';
import { Page } from '../../components/page.tsx';

export function CoachPage() {
  return (
    <Page
      title="Innerweather Coach"
      description="Ask questions, set goals and keep a toolkit of what helps you."
    >
      <ComingSoonCard icon={IconSparkles} title="Your coach is getting ready">
        Soon you can ask the coach about what you are going through, set gentle goals with check-ins, and save
        the answers that help into your own toolkit — all answered by the AI running on this server.
      </ComingSoonCard>
    </Page>
  );
}
