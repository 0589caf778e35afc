import type { TGuidance } from '@innerweather/validators/journal';
import { Button } from '@mantine/core';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { FoldedCrisisNote, NotAboutMeButton } from '../../components/journal/crisis-fold.tsx';
import { crisisLines, displayableGuidance } from '../../components/journal/guidance-rules.ts';
import { ImmediateSupportAlert, useAcknowledgeGuidance } from '../../components/journal/guidance-block.tsx';
import { trpc } from '../../lib/trpc.ts';

/**
 * The immediate-support alert at the top of the dashboard, with its own reads: it stays until its guidance is
 * acknowledged, whichever entry it is on (not only the three shown), and finds the guidance of the entries on
 * screen too. Nothing else on the dashboard is drawn again when these answers come.
 */
export const DashboardCrisisAlert = memo(function DashboardCrisisAlert({ entryIds }: { entryIds: string[] }) {
  const guidance = trpc.guidance.listForEntries.useQuery({ entryIds }, { enabled: entryIds.length > 0 });
  const crisis = trpc.guidance.unacknowledgedCrisis.useQuery(undefined);
  const urgent =
    crisis.data ??
    displayableGuidance(guidance.data).find(
      (item) => item.urgency === 'immediate' && !item.isAcknowledged && !item.notAboutMeAt,
    );
  // The alert answered "This isn't about me right now" folds to a note for the rest of the visit.
  const [folded, setFolded] = useState<TGuidance | null>(null);
  const acknowledge = useAcknowledgeGuidance();

  if (!urgent) return folded ? <FoldedCrisisNote lines={crisisLines(folded.recommendation)} /> : null;
  return (
    <ImmediateSupportAlert lines={crisisLines(urgent.recommendation)}>
      <Button component={Link} href={`/entries/${urgent.entryId}`} variant="white" color="red.9" size="xs">
        Read the guidance on your entry
      </Button>
      <Button
        variant="outline"
        color="white"
        size="xs"
        onClick={() => acknowledge.mutate({ id: urgent.id })}
        loading={acknowledge.isPending}
      >
        I've read this
      </Button>
      <NotAboutMeButton id={urgent.id} onFolded={setFolded} color="white" />
    </ImmediateSupportAlert>
  );
});
