const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2024-03-18' -> 'March 18, 2024'. Read and formatted in UTC, so the day never shifts with the
 * visitor's time zone. Anything that is not a real YYYY-MM-DD date is returned as it is.
 */
export function formatPostDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return longDate.format(date);
}
