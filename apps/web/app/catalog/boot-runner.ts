// Loaded on demand after hydration: the API client (and zod with it) stays out of the first-load
// bundle of every page. Everything here reaches the API through the contract's typed client.
import { isApiError, type Resto } from '@nori/contract';
import { isNetworkFailure } from '@nori/domain';
import { BootFailure, step } from './boot-failure';
import { loadAvailability, loadPositions, loadPromotions, loadResto, runBoot } from './boot-sequence';
import type { CatalogSnapshot, StoredLocation } from './catalog-snapshot';
import { browserApiClient } from '../platform/browser-api';

export interface GatewayOptions {
  apiBaseUrl: string;
  whiteLabel: string;
  locale: string;
}

export interface FailureView {
  message: string;
  status: number | null;
  /** `message` is the server's, in the visitor's language; else one of spec §8's English texts. */
  fromServer: boolean;
  /** No answer at all: the page says so in the visitor's language instead of the English text. */
  network: boolean;
}

const isNetworkError = (error: unknown): boolean =>
  (isApiError(error) && error.kind === 'network') ||
  (error instanceof Error && (isNetworkFailure(error.message) || isNetworkError(error.cause)));

export const createCatalogGateway = ({ apiBaseUrl, whiteLabel, locale }: GatewayOptions) => {
  const api = browserApiClient(apiBaseUrl, locale);
  // Catalog answers may be kept by the browser for 30 s (Cache-Control): availability asks the API
  // every time, with the ETag it holds, so an unchanged answer is a bodiless 304.
  const revalidating = browserApiClient(apiBaseUrl, locale, { revalidate: true });
  return {
    boot: (
      stored: StoredLocation,
      onProgress: (done: number, total: number) => void,
      known: CatalogSnapshot | null,
    ): Promise<CatalogSnapshot> =>
      runBoot({ api, whiteLabel, stored, now: () => Date.now(), onProgress, known }),

    /** A menu's positions, in this gateway's language. */
    positions: (menuId: number) =>
      step(() => api.listPositions({ params: { id: menuId } }), {
        notFound: 'Menu positions not found',
        fallback: 'Failed to fetch menu positions',
      }),

    /** A menu's positions as the restaurant serves them (sold-out flags). */
    restoPositions: (menuId: number, restoId: number) => loadPositions(api, menuId, restoId),

    /** The restaurant's record. */
    resto: (restoId: Resto['id']) => loadResto(api, restoId),

    /** The restaurant's promotions. */
    promotions: (restoId: Resto['id']) => loadPromotions(api, restoId),

    /** The restaurant's positions and modifiers again, for their soldOut flags (issue 25). */
    availability: (resto: Resto) => loadAvailability(revalidating, resto),

    /** Pickup points of a city, with their streets (the list call only has names). */
    pickupPoints: async (cityId: number): Promise<Resto[]> => {
      const restos = await step(() => api.listRestos({ query: { cityId, whiteLabel } }), {
        fallback: 'Failed to fetch restaurants',
      });
      return Promise.all(
        restos.map((item) =>
          step(() => api.getResto({ params: { id: item.id } }), { fallback: 'Failed to fetch restaurant' }),
        ),
      );
    },
  };
};

export type CatalogGateway = ReturnType<typeof createCatalogGateway>;

export const failureView = (error: unknown): FailureView =>
  error instanceof BootFailure
    ? {
        message: error.message,
        status: error.status,
        fromServer: error.fromServer,
        network: isNetworkError(error.cause),
      }
    : {
        message: error instanceof Error ? error.message : String(error),
        status: null,
        fromServer: false,
        network: isNetworkError(error),
      };
