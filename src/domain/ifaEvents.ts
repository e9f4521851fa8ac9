/**
 * The goal events a campaign's list of device ids can be built from (docs/product.md#entities):
 * the console offers one download per event, the reference API answers for these only.
 */
export const IFA_EVENTS = ['show', 'click', 'vtr', 'install'] as const;
export type IfaEvent = (typeof IFA_EVENTS)[number];
