// The office's addresses, under /office/. The owners' screens load when first opened; the desk,
// which a kitchen tablet opens all day, is in the first load.
import { createBrowserRouter, Navigate } from 'react-router';
import { AccountPage } from './account/account-page';
import { DeskRoute } from './desk/desk-route';
import { RestoPicker } from './desk/resto-picker';
import { Frame } from './layout/frame';
import { NotFound } from './layout/not-found';
import { OwnerOnly } from './layout/owner-only';

export const createOfficeRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Frame />,
        children: [
          { index: true, element: <Navigate to="/desk" replace /> },
          { path: 'desk', element: <RestoPicker /> },
          { path: 'desk/:restoId', element: <DeskRoute /> },
          { path: 'account', element: <AccountPage /> },
          {
            element: <OwnerOnly />,
            children: [
              {
                path: 'staff',
                lazy: async () => ({ Component: (await import('./staff/staff-page')).StaffPage }),
              },
              {
                path: 'audit',
                lazy: async () => ({ Component: (await import('./audit/audit-page')).AuditPage }),
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/office' },
  );
