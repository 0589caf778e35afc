import { Accordion, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '../../components/icons.tsx';
import classes from './landing-page.module.css';

type TQuestion = { question: string; answer: string };

const GENERAL_FAQ: TQuestion[] = [
  {
    question: 'Is Innerweather really free?',
    answer:
      'Yes. Creating an account and journaling cost $0 and need no credit card. The person who runs an Innerweather server can choose to limit free accounts to a few entries a month; the Terms of Service describe the plans.',
  },
  {
    question: 'How does the AI analysis work?',
    answer:
      'When you save an entry, Innerweather scores it for five core emotions — joy, calm, anxiety, sadness and anger — picks the dominant one with a confidence, and writes personal insights, keywords and wellness guidance. The analysis runs on the machine that hosts Innerweather, with a local language model through Ollama or, when none is installed, the built-in analyzer.',
  },
  {
    question: 'Do I need to write every day?',
    answer:
      'No. Write whenever it helps — a sentence or a page of up to 2,000 characters. The dashboard counts your day streak if you like a gentle nudge, and daily reminders by e-mail are optional.',
  },
  {
    question: 'Can I use Innerweather alongside therapy or coaching?',
    answer:
      'Many people do. Your timeline and insights can make it easier to talk about how your weeks went, and you can export your data from Settings to share what you choose with a therapist or coach.',
  },
  {
    question: 'Is Innerweather a replacement for professional help?',
    answer:
      'No. Innerweather is a self-reflection tool, not medical advice, diagnosis or treatment. If an entry suggests you may be in crisis it shows crisis lines; if you are in danger, contact your local emergency services right away.',
  },
  {
    question: 'Which devices can I use?',
    answer:
      'Any modern web browser on a phone, tablet or computer. There is nothing to install; light and dark themes are built in.',
  },
];

const PRIVACY_FAQ: TQuestion[] = [
  {
    question: 'Where does my journal text go?',
    answer:
      'Nowhere beyond the server that runs Innerweather. Emotion analysis, insights and guidance are produced on that machine by a local model (Ollama) or the built-in analyzer, so no journal text is sent to an outside AI service.',
  },
  {
    question: 'Is my journal encrypted?',
    answer:
      'Yes. Entry text, coach conversations and check-in reflections are encrypted at rest with AES-256-GCM. Passwords are hashed with argon2id and never stored in plain text.',
  },
  {
    question: 'Who can read my entries?',
    answer:
      'You. Innerweather has no screen that shows your entries to anyone else, including administrators. The encryption key lives on the server, so use an instance run by someone you trust — or run your own.',
  },
  {
    question: 'Do you sell or share my data?',
    answer:
      'Never. There are no ads, no trackers and no third-party scripts, and your data is never sold. Notification e-mails never contain your journal text.',
  },
  {
    question: 'Can I export or delete my data?',
    answer:
      'Yes. Delete any entry from the Entries page. In Settings, Export My Data downloads everything you have written, and Delete Account removes your account together with all your entries.',
  },
];

/** An item's value becomes part of element ids (aria-controls), so it must be a single token: no spaces. */
const faqValue = (index: number) => `question-${index + 1}`;

function FaqList({ items }: { items: TQuestion[] }) {
  return (
    <Accordion variant="separated" radius="md" className={classes.faqList} defaultValue={faqValue(0)}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={faqValue(index)} className={classes.faqItem}>
          <Accordion.Control>
            <Text fw={600} component="span">
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text className={classes.muted} lh={1.65}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function FaqSections() {
  return (
    <>
      <section id="faq" className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="faq-title">
        <Container size="md">
          <Stack gap="xs" align="center" ta="center" mb={40}>
            <Text className={classes.eyebrow}>Questions</Text>
            <Title order={2} id="faq-title" className={classes.sectionTitle}>
              Frequently Asked Questions
            </Title>
          </Stack>
          <FaqList items={GENERAL_FAQ} />
        </Container>
      </section>
      <section id="security" className={classes.section} aria-labelledby="security-title">
        <Container size="md">
          <Stack gap="xs" align="center" ta="center" mb={40}>
            <ThemeIcon size={52} radius="xl" variant="light" color="teal">
              <IconLock size={26} />
            </ThemeIcon>
            <Title order={2} id="security-title" className={classes.sectionTitle}>
              Security and Privacy
            </Title>
            <Text size="lg" maw={560} className={`${classes.lead} ${classes.muted}`}>
              Your journal is the most personal thing you write. Here is exactly how it is protected.
            </Text>
          </Stack>
          <FaqList items={PRIVACY_FAQ} />
        </Container>
      </section>
    </>
  );
}
