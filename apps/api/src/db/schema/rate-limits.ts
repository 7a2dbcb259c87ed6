// Fixed-window counters of abuse limits that every API node must share (issue 20): order
// creations per person and per client address, code requests for escalating to the captcha, and
// locks of a number for one client address. One row per key ('order:person:7', 'order:ip:…');
// rows whose window has ended are deleted from time to time (window_end's index finds them).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: instant('window_start').notNull(),
    /** When the window ends: the Retry-After of a refused request, and when the row may go. */
    windowEnd: instant('window_end').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_end_idx').on(table.windowEnd)],
);
