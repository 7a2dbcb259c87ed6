// The page's nonce (entry.server.tsx) for the inline scripts the root layout writes itself; React
// Router's own scripts take it from <ServerRouter nonce>.
import { createContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
