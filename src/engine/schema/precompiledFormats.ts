import { fullFormats } from 'ajv-formats/dist/formats';
import { FORMAT_CHECKS } from './formats';

/**
 * The formats the generated validators call (scripts/gen-validators.ts points ajv's
 * `code.formats` here): ajv-formats' own, and ours (formats.ts) in the shape ajv registered
 * them, `{ type, validate }`, so the generated calls (`.validate(…)`, `.test(…)`) fit.
 */
export const formats: Record<string, unknown> = {
  email: fullFormats.email,
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
  uri: fullFormats.uri,
  ...Object.fromEntries(Object.entries(FORMAT_CHECKS).map(([name, validate]) => [name, { type: 'string', validate }])),
};
