// The tenant file (apps/web/tenants/<code>.json or TENANT_CONFIG): read and validated once at
// start, with messages that say which field to fix.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Tenant } from '../app/config/tenant';
import { ConfigError } from './config';

const colour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as #e4573d');
const link = z.url({ error: 'expected an absolute URL such as https://example.com' });

const tenantSchema = z.strictObject({
  code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'expected the white-label code'),
  name: z.string().min(1, 'the tenant needs a name'),
  names: z
    .strictObject({
      ru: z.string().min(1).optional(),
      en: z.string().min(1).optional(),
      cnr: z.string().min(1).optional(),
    })
    .optional(),
  logoUrl: z.string().min(1).nullable(),
  palette: z.strictObject({
    background: colour,
    surface: colour,
    surfaceRaised: colour,
    border: colour,
    text: colour,
    textMuted: colour,
    brand: colour,
    brandContrast: colour,
    accent: colour,
    danger: colour,
  }),
  links: z.strictObject({ franchise: link, appStore: link, googlePlay: link, support: link }),
  ageGate: z.boolean(),
}) satisfies z.ZodType<Tenant>;

export const loadTenant = (file: string, whiteLabel: string): Tenant => {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Cannot read the tenant file ${file} (${error instanceof Error ? error.message : String(error)}). ` +
        `Set WHITE_LABEL to a code with a file in apps/web/tenants, or TENANT_CONFIG to a tenant file.`,
    );
  }
  const parsed = tenantSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new ConfigError(`The tenant file ${file} is not valid:\n${lines.join('\n')}`);
  }
  if (parsed.data.code !== whiteLabel) {
    throw new ConfigError(
      `The tenant file ${file} is for '${parsed.data.code}', but WHITE_LABEL is '${whiteLabel}'; make them match.`,
    );
  }
  return parsed.data;
};
