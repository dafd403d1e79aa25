const CHIP = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A slot date (`YYYY-MM-DD`, a day in IST) as a chip label: 'Thu, 5 Mar'. */
export const slotDateLabel = (isoDate: string): string => CHIP.format(new Date(`${isoDate}T12:00:00+05:30`));
