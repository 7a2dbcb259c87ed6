import { useShell } from './shell-context';

/** The document title, "Page — Tenant". React hoists <title> into the head, on both sides. */
export function PageTitle({ title }: { title: string }) {
  const { tenant } = useShell();
  return <title>{`${title} — ${tenant.name}`}</title>;
}
