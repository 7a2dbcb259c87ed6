// What every part of the shell needs from the server's first answer: the tenant, the public
// configuration, the device and the year for the footer. Set once by root.tsx.
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../config/public-config';
import type { Tenant } from '../config/tenant';
import type { Device } from './device';

export interface ShellInfo {
  tenant: Tenant;
  config: PublicConfig;
  device: Device;
  /** The server's year, so the footer reads the same on both sides of hydration. */
  year: number;
  /** The visitor hid the platform app banner in this browser session. */
  appBannerDismissed: boolean;
}

const ShellContext = createContext<ShellInfo | null>(null);

export function ShellProvider({ value, children }: { value: ShellInfo; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export const useShell = (): ShellInfo => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell needs a <ShellProvider> above it');
  return value;
};
