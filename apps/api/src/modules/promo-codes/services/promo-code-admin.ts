// What owners and operators do to the chain's promo codes (issue 39): list them with their uses,
// add one, change one's settings (its uses stay), and generate a batch of single-use codes. Each
// write is one transaction with its audit entry (before and after); restaurants must be the
// chain's. A change is live at the next preflight: the pricing reads the code from the database.
import { randomInt } from 'node:crypto';
import type { OfficePromoCode, PromoCodeBatch, PromoCodeCreate, PromoCodeSettings } from '@nori/contract';
import type { RestoId } from '@nori/domain';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../staff/repositories/audit-log';
import type { Actor } from '../../staff/services/add-staff';
import { requireChainRestos } from '../../staff/services/chain-restos';
import { officeError } from '../../staff/services/staff-errors';
import {
  findPromoCodeRow,
  insertPromoCodeRows,
  discountsGivenByCode,
  listPromoCodeRows,
  updatePromoCodeRow,
  type GivenDiscount,
  type PromoCodeRow,
  type PromoCodeSettingsRow,
} from '../repositories/promo-code-repository';

/** What a generated code adds to its prefix: no 0/O or 1/I/L, which people misread from a flyer. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;

/** What the audit log keeps of a code: its settings and uses as they were. */
const auditedPromoCode = (row: PromoCodeRow) => ({
  code: row.code,
  active: row.active,
  restoIds: row.restoIds as RestoId[] | null,
  deliveryTypes: row.deliveryTypes,
  kind: row.kind,
  value: row.value,
  minOrderAmount: row.minOrderAmount,
  maxDiscountAmount: row.maxDiscountAmount,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  hours: row.hours,
  usageLimit: row.usageLimit,
  perPersonLimit: row.perPersonLimit,
  usedCount: row.usedCount,
});

export const promoCodeView = (row: PromoCodeRow, discountsGiven: GivenDiscount[]): OfficePromoCode => ({
  ...auditedPromoCode(row),
  discountsGiven,
});

function settingsRow(settings: PromoCodeSettings): PromoCodeSettingsRow {
  return {
    active: settings.active,
    // Sorted and once each: the row reads the same however the form listed them.
    restoIds: settings.restoIds && [...new Set(settings.restoIds)].sort((a, b) => a - b),
    deliveryTypes: [...new Set(settings.deliveryTypes)],
    kind: settings.kind,
    value: settings.value,
    minOrderAmount: settings.minOrderAmount,
    maxDiscountAmount: settings.maxDiscountAmount,
    startsAt: settings.startsAt === null ? null : new Date(settings.startsAt),
    endsAt: settings.endsAt === null ? null : new Date(settings.endsAt),
    hours: settings.hours,
    usageLimit: settings.usageLimit,
    perPersonLimit: settings.perPersonLimit,
  };
}

const randomCode = (prefix: string) =>
  prefix +
  Array.from({ length: GENERATED_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export function createPromoCodeAdmin(db: Database) {
  return {
    async list(tenantId: number) {
      const [rows, given] = await Promise.all([
        listPromoCodeRows(db, tenantId),
        discountsGivenByCode(db, tenantId),
      ]);
      return rows.map((row) => promoCodeView(row, given.get(row.code.toLowerCase()) ?? []));
    },

    async create(tenantId: number, input: PromoCodeCreate, actor: Actor): Promise<OfficePromoCode> {
      await requireChainRestos(db, tenantId, input.restoIds);
      return db.transaction(async (tx) => {
        const [row] = await insertPromoCodeRows(tx, [
          { tenantId, code: input.code, usedCount: 0, ...settingsRow(input) },
        ]);
        if (!row) throw officeError('promo.code-taken');
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'promo-code.create',
          target: `promo-code:${row.code}`,
          before: null,
          after: auditedPromoCode(row),
        });
        return promoCodeView(row, []);
      });
    },

    async update(
      tenantId: number,
      code: string,
      input: PromoCodeSettings,
      actor: Actor,
    ): Promise<OfficePromoCode> {
      await requireChainRestos(db, tenantId, input.restoIds);
      return db.transaction(async (tx) => {
        const before = await findPromoCodeRow(tx, tenantId, code, { forUpdate: true });
        if (!before) throw officeError('promo.not-found');
        const row = (await updatePromoCodeRow(tx, tenantId, before.code, settingsRow(input)))!;
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'promo-code.update',
          target: `promo-code:${row.code}`,
          before: auditedPromoCode(before),
          after: auditedPromoCode(row),
        });
        const given = await discountsGivenByCode(tx, tenantId, row.code);
        return promoCodeView(row, given.get(row.code.toLowerCase()) ?? []);
      });
    },

    /**
     * `count` new codes, each used once in all. A random code that clashes with an existing one
     * (or another of the batch) is drawn again; the unique index decides, so two generations at
     * once on two nodes never hand out one code twice.
     */
    async generate(tenantId: number, input: PromoCodeBatch, actor: Actor): Promise<string[]> {
      await requireChainRestos(db, tenantId, input.restoIds);
      const settings = { ...settingsRow(input), usageLimit: 1 };
      return db.transaction(async (tx) => {
        const made: string[] = [];
        // 31^8 codes per prefix: a clash is rare, and each round draws only the missing ones.
        for (let round = 0; made.length < input.count; round++) {
          if (round === 10) throw new Error('Could not draw unique promo codes in 10 rounds');
          const drawn = new Set<string>();
          while (drawn.size < input.count - made.length) drawn.add(randomCode(input.prefix));
          const rows = await insertPromoCodeRows(
            tx,
            [...drawn].map((code) => ({ tenantId, code, usedCount: 0, ...settings })),
          );
          made.push(...rows.map((row) => row.code));
        }
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'promo-code.generate',
          target: `promo-code:${input.prefix}*`,
          before: null,
          after: { codes: made, settings: { ...input, usageLimit: 1 } },
        });
        return made;
      });
    },
  };
}

export type PromoCodeAdmin = ReturnType<typeof createPromoCodeAdmin>;
