/** How the Admin Logs tab shows a row (spec section 2 and 9). */

/** 'user_created' → 'User Created'. */
export function actionLabel(action: string): string {
  return action
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The first `max` characters, with an ellipsis when something was cut. */
export function truncateId(id: string | null, max: number): string {
  if (!id) return '—';
  return id.length > max ? `${id.slice(0, max)}…` : id;
}

/** One detail value as a short readable text: a change reads "user → admin". */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(detailText).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('from' in record && 'to' in record) return `${detailText(record.from)} → ${detailText(record.to)}`;
    return JSON.stringify(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Pro conversion, rounded (spec section 9). */
export function proConversion(proUsers: number, totalUsers: number): number {
  return totalUsers === 0 ? 0 : Math.round((proUsers / totalUsers) * 100);
}

/** Average entries per user, to one decimal (spec section 9). */
export function averageEntries(totalEntries: number, totalUsers: number): string {
  return (totalUsers === 0 ? 0 : totalEntries / totalUsers).toFixed(1);
}

/** 'Showing X to Y of Z logs'. */
export function showingText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 to 0 of ${total} logs`;
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} logs`;
}
