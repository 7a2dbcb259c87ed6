import { Navigate, Outlet } from 'react-router';
import { useStaff } from '../session/session';

/** Owners' screens; anyone else is sent to the desk (the API refuses them anyway). */
export function OwnerOnly() {
  return useStaff().role === 'OWNER' ? <Outlet /> : <Navigate to="/desk" replace />;
}
