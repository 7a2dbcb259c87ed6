// The office's addresses, under /office/. The owners' and operators' screens load when first opened; the desk,
// which a kitchen tablet opens all day, is in the first load.
import { createBrowserRouter, Navigate } from 'react-router';
import { AccountPage } from './account/account-page';
import { DeskRoute } from './desk/desk-route';
import { RestoPicker } from './desk/resto-picker';
import { Frame } from './layout/frame';
import { NotFound } from './layout/not-found';
import { RoleGate } from './layout/role-gate';

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
            path: 'orders',
            lazy: async () => ({ Component: (await import('./orders/orders-board-page')).OrdersBoardPage }),
          },
          {
            path: 'figures',
            lazy: async () => ({ Component: (await import('./figures/figures-page')).FiguresPage }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({ Component: (await import('./orders/board-order-page')).BoardOrderPage }),
          },
          {
            element: <RoleGate roles={['OWNER']} />,
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
          {
            element: <RoleGate roles={['OWNER', 'OPERATOR']} />,
            children: [
              {
                path: 'promo-codes',
                lazy: async () => ({
                  Component: (await import('./promo-codes/promo-codes-page')).PromoCodesPage,
                }),
              },
              {
                path: 'discounts',
                lazy: async () => ({ Component: (await import('./discounts/discounts-page')).DiscountsPage }),
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/office' },
  );
