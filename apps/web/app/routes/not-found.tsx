import { redirect } from 'react-router';

// Any unknown path goes home (spec §2) — a real redirect, so the server answers 302.
export const loader = () => redirect('/', 302);

export default function NotFound() {
  return null;
}
