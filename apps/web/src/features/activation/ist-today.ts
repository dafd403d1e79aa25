/** Today's date in India as YYYY-MM-DD (the day the API judges dates by). */
export const istToday = (now: Date = new Date()): string =>
  now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
