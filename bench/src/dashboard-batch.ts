// The batch the dashboard sends when it opens (apps/web/src/pages/dashboard: the page's queries, then the timeline
// and recommendations cards), as httpBatchLink writes it. The guidance of the recent entries follows in a batch of
// its own once their ids are known.
const DASHBOARD_PROCEDURES = [
  'content.list',
  'stats.get',
  'entries.recent',
  'guidance.unacknowledgedCrisis',
  'emotions.timeline',
  'recommendations.list',
];

export const dashboardBatch = `/trpc/${DASHBOARD_PROCEDURES.join(',')}?batch=1&input=${encodeURIComponent(
  JSON.stringify({ [DASHBOARD_PROCEDURES.indexOf('emotions.timeline')]: { days: 30 } }),
)}`;

/** The batch's row in the bench's tables. */
export const DASHBOARD_BATCH = `GET /trpc dashboard batch (${DASHBOARD_PROCEDURES.length} reads)`;
