import { formatSlotDay } from '@kavach/domain';

/** A slot date (`YYYY-MM-DD`, a day in IST) as a chip label: 'Thu, 5 Mar' (the messages say it alike). */
export const slotDateLabel = (isoDate: string): string => formatSlotDay(isoDate);
