import { Navigate, Outlet } from 'react-router';
import type { StaffRole } from '@nori/contract';
import { useStaff } from '../session/session';

/** Screens for some roles only; anyone else is sent to the desk (the API refuses them anyway). */
export function RoleGate({ roles }: { roles: readonly StaffRole[] }) {
  return roles.includes(useStaff().role) ? <Outlet /> : <Navigate to="/desk" replace />;
}
