/** What the console sends and the reference API stores when a campaign feeds retargeting segments. */

/** Binding a campaign to retargeting segments (PUT /retargeting/options). */
export interface RetargetingBinding {
  campaignId: string;
  winSegment?: string;
  clickSegment?: string;
}

/**
 * docs/product.md#validation: the win/click segment is sent only if non-empty (an absent one means the campaign
 * does not feed that segment).
 */
export function retargetingBindingPayload(input: {
  campaignId: string;
  winSegment?: string | null;
  clickSegment?: string | null;
}): RetargetingBinding {
  const out: RetargetingBinding = { campaignId: input.campaignId };
  const win = input.winSegment?.trim();
  const click = input.clickSegment?.trim();
  if (win) out.winSegment = win;
  if (click) out.clickSegment = click;
  return out;
}
