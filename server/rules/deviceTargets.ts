import type { FieldErrors } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { MANUFACTURERS, MODELS } from '../dictionaries';

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

/** The dictionaries' answers, as the rule reads them. */
export interface DeviceCatalogue {
  isManufacturer(id: string): boolean;
  /** The manufacturer of a model; undefined for an unknown model. */
  manufacturerOf(model: string): string | undefined;
}

/** The reference API's own dictionaries (the ones GET /manufacturers and /models answer). */
export function deviceCatalogue(_ctx: ServerContext): DeviceCatalogue {
  return {
    isManufacturer: (id) => MANUFACTURERS.some((m) => m.id === id),
    manufacturerOf: (model) => {
      const found = MODELS.find((m) => m.id === model);
      return found ? String(found.manufacturerId) : undefined;
    },
  };
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
