// Spring-style pages, as the delivery-zone call answers (spec §7): page numbers start at 0 and
// the page size defaults to, and may not exceed, 100 (spec §9).
import { z } from './zod-setup';
import { queryIntSchema } from './primitives';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
/** A page number beyond any list (the document says so: issue 20's fuzz run sent 16 digits). */
export const MAX_PAGE = 1_000_000;

/** The page and size query parameters, merged into each paged call's strict query. */
export const pageQueryShape = {
  page: queryIntSchema.pipe(z.int().min(0).max(MAX_PAGE)).default(0).describe('Zero-based page number'),
  size: queryIntSchema
    .pipe(z.int().min(1).max(MAX_PAGE_SIZE))

    .default(DEFAULT_PAGE_SIZE)
    .describe(`Page size, 1 to ${MAX_PAGE_SIZE}`),
};

export const pageQuerySchema = z.strictObject(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  number: z.int().nonnegative(),
  size: z.int().positive(),
  totalElements: z.int().nonnegative(),
  totalPages: z.int().nonnegative(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ content: z.array(item), page: pageInfoSchema });

export type Page<Item> = { content: Item[]; page: PageInfo };

/** The page block for a slice of totalElements items (for the API and for tests). */
export const pageInfo = (query: PageQuery, totalElements: number): PageInfo => ({
  number: query.page,
  size: query.size,
  totalElements,
  totalPages: Math.ceil(totalElements / query.size),
});
