import type { FieldErrors } from '../../src/engine/schema';
import type { ServerContext } from '../context';

/**
 * Device targeting by manufacturer and model (ids of the /manufacturers and /models dictionaries,
 * docs/product.md#calls Dictionaries), wherever it is given: a campaign's targets.device, a
 * group's bulk change, a traffic forecast. Every id must be known and every model must be of a
 * chosen manufacturer, as the console's picker offers them (x-dictionary-by).
 */
export const DEVICE_MESSAGES = {
  unknownManufacturer: 'Неизвестный производитель',
  unknownModel: 'Неизвестная модель устройства',
  otherManufacturer: 'Модель не относится к выбранным производителям',
} as const;

/** A manufacturer as GET /manufacturers answers it. */
export interface ManufacturerItem {
  id: string;
  name: string;
  share?: number;
}

/** A model as GET /models answers it. */
export interface ModelItem {
  id: string;
  name: string;
  manufacturerId: string;
  deviceType?: string;
  share?: number;
}

/** The platform's device dictionaries: what the rule checks against and the forecast narrows by. */
export interface DeviceCatalogue {
  isManufacturer(id: string): boolean;
  /** The manufacturer of a model; undefined for an unknown model. */
  manufacturerOf(model: string): string | undefined;
}

const MANUFACTURER = 'manufacturer';
const MODEL = 'deviceModel';

/**
 * The reference API's device dictionaries are records (schemas/manufacturer.schema.json,
 * deviceModel.schema.json; demo data in their fixtures): read by id for the rule.
 */
export function deviceCatalogue(ctx: ServerContext): DeviceCatalogue {
  return {
    isManufacturer: (id) => !!ctx.store.get(MANUFACTURER, id),
    manufacturerOf: (model) => {
      const found = ctx.store.get(MODEL, model);
      return found ? String(found.data.manufacturerId) : undefined;
    },
  };
}

/** GET /manufacturers: the most common first. */
export function manufacturerItems(ctx: ServerContext): ManufacturerItem[] {
  return ctx.store
    .all(MANUFACTURER)
    .map((r) => ({
      id: r.id,
      name: String(r.data.name),
      ...(typeof r.data.share === 'number' ? { share: r.data.share } : {}),
    }))
    .sort((a, b) => (b.share ?? 0) - (a.share ?? 0) || a.name.localeCompare(b.name, 'ru'));
}

/** GET /models: of the given manufacturers (all without one), each manufacturer's most common first. */
export function modelItems(ctx: ServerContext, manufacturers: string[] = []): ModelItem[] {
  const order = new Map(manufacturerItems(ctx).map((m, i) => [m.id, i]));
  return ctx.store
    .all(MODEL)
    .filter((r) => !manufacturers.length || manufacturers.includes(String(r.data.manufacturerId)))
    .map((r) => ({
      id: r.id,
      name: String(r.data.name),
      manufacturerId: String(r.data.manufacturerId),
      ...(typeof r.data.deviceType === 'string' ? { deviceType: r.data.deviceType } : {}),
      ...(typeof r.data.share === 'number' ? { share: r.data.share } : {}),
    }))
    .sort(
      (a, b) =>
        (order.get(a.manufacturerId) ?? 0) - (order.get(b.manufacturerId) ?? 0) ||
        (b.share ?? 0) - (a.share ?? 0) ||
        a.name.localeCompare(b.name, 'ru'),
    );
}

/**
 * Shares of the platform's requests by manufacturer and by model, for the forecast: a model without
 * its own share gets an equal part of what its manufacturer's other models leave.
 */
export function deviceShares(ctx: ServerContext): {
  manufacturers: Record<string, number>;
  models: Record<string, number>;
} {
  const makers = manufacturerItems(ctx);
  const manufacturers = Object.fromEntries(makers.map((m) => [m.id, m.share ?? 0]));
  const models: Record<string, number> = {};
  const all = modelItems(ctx);
  for (const maker of makers) {
    const own = all.filter((m) => m.manufacturerId === maker.id);
    const given = own.reduce((sum, m) => sum + (m.share ?? 0), 0);
    const unshared = own.filter((m) => m.share === undefined);
    const rest = unshared.length ? Math.max(0, 1 - given) / unshared.length : 0;
    for (const m of own) models[m.id] = (m.share ?? rest) * (manufacturers[maker.id] ?? 0);
  }
  return { manufacturers, models };
}

/** Manufacturers and models of one place of a body. */
export interface DeviceChoice {
  manufacturers?: string[];
  models?: string[];
}

/**
 * Field errors of a device choice whose fields sit under `at` (a JSON Pointer: "/targets/device",
 * or "" for a body's root): unknown ids, and models of manufacturers not chosen (`makers`: the
 * choice's own, or those a change of models alone keeps, a campaign's; null: not known yet, ids only).
 */
export function deviceTargetErrors(
  choice: DeviceChoice,
  at: string,
  catalogue: DeviceCatalogue,
  makers: string[] | null = choice.manufacturers ?? [],
): FieldErrors {
  const errors: FieldErrors = {};
  (choice.manufacturers ?? []).forEach((id, i) => {
    if (!catalogue.isManufacturer(id)) errors[`${at}/manufacturers/${i}`] = DEVICE_MESSAGES.unknownManufacturer;
  });
  (choice.models ?? []).forEach((id, i) => {
    const maker = catalogue.manufacturerOf(id);
    if (maker === undefined) errors[`${at}/models/${i}`] = DEVICE_MESSAGES.unknownModel;
    else if (makers && !makers.includes(maker)) errors[`${at}/models/${i}`] = DEVICE_MESSAGES.otherManufacturer;
  });
  return errors;
}

/** The models of the chosen manufacturers only: a model whose manufacturer is no longer chosen leaves the list. */
export function modelsOf(models: string[], manufacturers: string[], catalogue: DeviceCatalogue): string[] {
  return models.filter((m) => manufacturers.includes(catalogue.manufacturerOf(m) ?? ''));
}
