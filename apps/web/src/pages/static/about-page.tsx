import { formatCrisisLine } from '@innerweather/validators/crisis-line-format';
import { Alert } from '@mantine/core';
import { Link } from 'wouter';
import { trpc } from '../../lib/trpc.ts';
import { HeartIcon } from '../landing/landing-icons.tsx';
import { StaticPageLayout } from './static-page-layout.tsx';

export function AboutPage() {
  return (
    <StaticPageLayout
      title="About Innerweather"
      subtitle="A private journal that helps you notice how you feel — and see it change over time."
    >
      <h2>What Innerweather is</h2>
      <p>
        Innerweather is an emotional journal with a little AI help. You write about your day; each entry is
        analysed for five core emotions — <strong>joy, calm, anxiety, sadness and anger</strong> — and comes
        back with a dominant mood, keywords, personal insights and gentle wellness guidance. Over time, your
        dashboard and timeline show the patterns: which weeks were stormy, which were clear, and what helped.
      </p>
      <p>
        Alongside the journal there is an AI wellness coach for questions, goals and check-ins, a toolkit of
        answers you found helpful, and a learning area with short video tracks curated by the people who run
        your instance.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>
          <strong>Self-help seekers</strong> who want a calm, private place to reflect and to understand their
          moods.
        </li>
        <li>
          <strong>People working with a therapist</strong> who want to bring a clearer picture of their weeks
          to sessions, and share the entries they choose.
        </li>
        <li>
          <strong>Coaches</strong> who keep a reflective practice themselves or suggest journaling to the
          people they support.
        </li>
        <li>
          <strong>Writers</strong> who want to notice the emotional colour of what they put on the page.
        </li>
      </ul>

      <h2>How it is built</h2>
      <p>
        Innerweather is <strong>self-hosted</strong>: it runs on a server belonging to whoever set it up —
        you, your practice, your organisation — not on a third-party cloud. The emotion analysis, insights and
        coach replies are produced on that same machine, by a local language model through Ollama or, when
        none is installed, by Innerweather’s built-in analyzer. No journal text is sent to an outside AI
        service.
      </p>
      <ul>
        <li>Journal text is encrypted at rest with AES-256-GCM.</li>
        <li>Passwords are hashed with argon2id and never stored in plain text.</li>
        <li>Notification e-mails never contain your journal text.</li>
        <li>
          Your data is never sold. You can export it or delete your account from Settings at any time — see
          the <Link href="/privacy">Privacy Policy</Link>.
        </li>
      </ul>

      <h2>What it is not</h2>
      <p>
        Innerweather is a tool for self-reflection. It is{' '}
        <strong>not a substitute for professional care</strong>, and its analysis is not a diagnosis or
        medical advice. AI can misread a sentence; you know your own feelings best. If something in your
        journal worries you, please talk to a doctor, therapist or someone you trust.
      </p>

      <CrisisAlert />
    </StaticPageLayout>
  );
}

const IN_DANGER =
  'If you are thinking about harming yourself or you are in danger, contact your local emergency services now';
const NOT_ALONE = 'You do not have to go through it alone.';

/**
 * The crisis lines this instance names in its guidance (CRISIS_LINES on the server). Until they arrive, and if
 * they cannot be read, the alert still says what to do: it is never empty.
 */
function CrisisAlert() {
  const crisisLines = trpc.support.crisisLines.useQuery(undefined);
  const lines = crisisLines.data ?? [];

  return (
    <Alert
      variant="light"
      color="red"
      radius="md"
      mt="xl"
      title="If you are in crisis"
      icon={<HeartIcon size={20} />}
      aria-busy={crisisLines.isPending}
    >
      {lines.length > 0 ? (
        <>
          {IN_DANGER}, or talk to someone at a crisis line:
          <ul data-testid="crisis-lines">
            {lines.map((line) => (
              <li key={formatCrisisLine(line)}>{formatCrisisLine(line)}</li>
            ))}
          </ul>
          {NOT_ALONE}
        </>
      ) : (
        <>
          {IN_DANGER}, or a crisis line in your country. {NOT_ALONE}
        </>
      )}
    </Alert>
  );
}
