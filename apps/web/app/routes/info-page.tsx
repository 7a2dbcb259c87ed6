import { useLocation } from 'react-router';
import { INFO_CONTENT, InfoPage, isInfoSlug } from '../features/info-pages';
import { PageTitle } from '../platform/page-title';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'default' };

/** One module for the eight information pages; the path names the page. */
export default function Info() {
  const slug = useLocation().pathname.slice(1);
  if (!isInfoSlug(slug)) throw new Error(`No information page at /${slug}`);
  return (
    <>
      <PageTitle title={INFO_CONTENT[slug].title} />
      <InfoPage slug={slug} />
    </>
  );
}
