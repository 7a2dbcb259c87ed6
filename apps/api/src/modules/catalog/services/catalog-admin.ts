// Import and export of a whole tenant's catalog (apps/api/docs/catalog-format.md). An import is
// all or nothing: one transaction, and a file with any problem writes nothing.
import type { CatalogFile } from '../catalog-file/schema';
import { parseCatalogFile } from '../catalog-file/schema';
import type { Database } from '../../../db/client';
import { CatalogFileError, notFound, type CatalogProblem } from '../../../errors';
import { fromRows, toRows } from '../repositories/catalog-rows';
import { findIdsOwnedByOthers, replaceCatalogRows, type IdCollection } from '../repositories/catalog-writer';
import { readCatalogRows } from '../repositories/catalog-reader';
import { bumpCatalogVersion, findTenantByCode, upsertTenant } from '../repositories/tenants';

export interface CatalogImportResult {
  tenantCode: string;
  /** The new catalog version; cached catalog responses of older versions are stale. */
  version: number;
}

/** Where each collection's ids sit in the file, to name the offending value in a problem. */
function idPaths(file: CatalogFile, collection: IdCollection): { id: number; path: string }[] {
  if (collection === 'modifiers') {
    return file.modifierGroups.flatMap((group, g) =>
      group.modifiers.map((modifier, m) => ({
        id: modifier.id,
        path: `modifierGroups[${g}].modifiers[${m}].id`,
      })),
    );
  }
  return file[collection].map((item, index) => ({ id: item.id, path: `${collection}[${index}].id` }));
}

const takenIdProblems = (file: CatalogFile, taken: Map<IdCollection, Set<number>>): CatalogProblem[] =>
  [...taken].flatMap(([collection, ids]) =>
    idPaths(file, collection)
      .filter(({ id }) => ids.has(id))
      .map(({ id, path }) => ({ path, message: `Id ${id} already belongs to another tenant` })),
  );

export function createCatalogAdmin(db: Database, onImported: (version: number) => void = () => {}) {
  return {
    /** Validates and imports a parsed JSON catalog file. Throws CatalogFileError listing every problem. */
    async importCatalog(input: unknown): Promise<CatalogImportResult> {
      const parsed = parseCatalogFile(input);
      if (!parsed.ok) throw new CatalogFileError(parsed.problems);
      const { file } = parsed;
      const version = await db.transaction(async (tx) => {
        const tenantId = await upsertTenant(
          tx,
          file.tenant.code,
          file.tenant.name,
          file.tenant.loyalty ?? null,
        );
        const rows = toRows(file, tenantId);
        const taken = await findIdsOwnedByOthers(tx, tenantId, rows);
        // Throwing inside the transaction rolls back the tenant upsert too.
        if (taken.size > 0) throw new CatalogFileError(takenIdProblems(file, taken));
        await replaceCatalogRows(tx, tenantId, rows);
        return bumpCatalogVersion(tx, tenantId);
      });
      onImported(version);
      return { tenantCode: file.tenant.code, version };
    },

    async exportCatalog(tenantCode: string): Promise<CatalogFile> {
      const tenant = await findTenantByCode(db, tenantCode);
      if (!tenant) throw notFound(`Unknown tenant '${tenantCode}'`);
      const { code, name, loyaltyRules } = tenant;
      const head = loyaltyRules === null ? { code, name } : { code, name, loyalty: loyaltyRules };
      return fromRows(head, await readCatalogRows(db, tenant.id));
    },
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
