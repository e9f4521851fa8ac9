import { BRANDS } from './names';
import type { SeedModule } from './index';
import { BRAND_SLUGS, CREATIVE_KINDS, PUSH_TEXTS } from './campaignVocabulary';
import { brandOf } from './group';

const REWARD: Record<string, string> = { cpm: 'show', cpc: 'click', cpv: 'vtr', cpi: 'install' };
const PROTOCOL: Record<string, string> = { video: 'VAST', banner: 'RTB', push: 'Push' };
const IAB = ['IAB1', 'IAB3', 'IAB7', 'IAB8', 'IAB10', 'IAB13', 'IAB17', 'IAB18', 'IAB19', 'IAB20', 'IAB22'];
const REASONS = ['Нет маркировки «Реклама»', 'Ссылка перехода не открывается', 'Качество изображения ниже требований'];
const ALNUM = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * About 1.4 creatives per seeded campaign (~300), of the campaign's creative type and owned by
 * its cabinet; the first creative of a copied campaign is a child of its parent's first one.
 */
export const creativesSeed: SeedModule = {
  resource: 'creative',
  // Its prices by SSP name the platform's SSPs.
  after: ['ssp'],
  run({ ctx, rng, createAt, records, tick }) {
    const firstCreative = new Map<string, { id: string; isChild: boolean }>();
    let n = 0;
    // The platform's SSPs (their fixture), by system name.
    const ssps = records('ssp').map((r) => r.id);
    for (const campaign of records('campaign')) {
      const c = campaign.data as {
        name: string;
        creativeType: 'video' | 'banner' | 'push';
        parentId?: string;
        strategies: { buyingType: string };
      };
      const owner = ctx.cabinets.get(campaign.cabinetId!)!;
      const account = ctx.store.get('account', String(campaign.data.accountId));
      const brandIndex = Math.max(0, BRANDS.indexOf(brandOf(account?.data.name)));
      const slug = BRAND_SLUGS[brandIndex];
      const count = rng.int(0, 2) + (rng.chance(0.4) ? 1 : 0);
      for (let k = 0; k < count; k++, n++) {
        tick();
        const type = c.creativeType;
        const id = rng.objectId();
        const data: Record<string, unknown> = {
          name: `${rng.pick(CREATIVE_KINDS[type])} — ${c.name.split(' — ')[0]}`,
          campaignId: campaign.id,
          url: `https://${slug}.ru/promo?utm_source=kabinet&utm_campaign=${n}`,
          topLevelDomain: `${slug}.ru`,
          targets: {
            price: {
              cpm: rng.int(80, 650),
              ...(rng.chance(0.25) && ssps.length
                ? { cpmBySsp: [{ ssp: rng.pick(ssps), cpm: rng.int(90, 700) }] }
                : {}),
              ...(rng.chance(0.1) ? { deals: [{ dealId: `PMP-${rng.digits(6)}`, cpm: rng.int(300, 900) }] } : {}),
              ...(rng.chance(0.3) ? { ctrEffect: rng.int(5, 20) / 10 } : {}),
            },
            rewardType: REWARD[c.strategies.buyingType],
            adProtocol: PROTOCOL[type],
            iabCategory: [rng.pick(IAB)],
          },
          storageData:
            type === 'video'
              ? {
                  storedDataType: 'file',
                  fileType: rng.chance(0.8) ? 'mp4' : 'webm',
                  file: `https://cdn.kabinet.local/creatives/${id}.mp4`,
                }
              : type === 'banner'
                ? rng.chance(0.8)
                  ? {
                      storedDataType: 'file',
                      fileType: rng.pick(['png', 'jpg', 'gif']),
                      file: `https://cdn.kabinet.local/creatives/${id}.png`,
                    }
                  : {
                      storedDataType: 'rawCode',
                      fileType: 'html',
                      rawCode: {
                        code: `<a href="https://${slug}.ru"><img src="https://cdn.kabinet.local/creatives/${id}.png" alt="Реклама"></a>`,
                        jsTemplateType: 'html',
                      },
                    }
                : { storedDataType: 'file', fileType: 'png', fileIcon: `https://cdn.kabinet.local/icons/${slug}.png` },
        };
        if (type === 'video')
          data.videoData = { duration: rng.pick([6, 15, 30]), ...(rng.chance(0.4) ? { vtrOptimization: true } : {}) };
        if (type === 'push') data.pushData = rng.pick(PUSH_TEXTS);
        if (type === 'banner' && rng.chance(0.4))
          data.controls = { useStrongVisibility: true, ...(rng.chance(0.5) ? { useMRAIDExpandAPI: true } : {}) };
        if (rng.chance(0.35))
          data.trackers = [
            { event: type === 'video' ? 'complete' : 'impression', url: `https://track.kabinet.local/${type}/${id}` },
          ];
        if (rng.chance(0.2)) data.limits = { impressionsDaily: rng.int(5, 100) * 1000 };

        const roll = rng.next();
        const moderationStatus =
          roll < 0.7 ? 'approved' : roll < 0.85 ? 'pending' : roll < 0.95 ? 'disapproved' : 'cooking';
        const serverOwned: Record<string, unknown> = {
          statusData: {
            moderationStatus,
            ...(moderationStatus === 'disapproved' ? { reason: rng.pick(REASONS) } : {}),
            // Checked a few hours after the campaign was created (and so after the creative's upload,
            // below): a date of the demo, not of the run.
            ...(moderationStatus === 'approved' || moderationStatus === 'disapproved'
              ? {
                  moderatedAt: new Date(
                    Date.parse(String(campaign.data.createdAt)) + rng.int(1, 72) * 3600_000,
                  ).toISOString(),
                }
              : {}),
          },
        };
        if (moderationStatus === 'approved')
          serverOwned.erirId = Array.from({ length: 10 }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join('');
        const parent = k === 0 && c.parentId ? firstCreative.get(c.parentId) : undefined;
        if (parent && !parent.isChild) serverOwned.parentId = parent.id;
        // Uploaded with its campaign, ten minutes apart: before any moderator could check it.
        const uploaded = new Date(Date.parse(String(campaign.data.createdAt)) + (k + 1) * 600_000);
        createAt(uploaded, 'creative', data, owner, { id, serverOwned });
        if (k === 0) firstCreative.set(campaign.id, { id, isChild: !!serverOwned.parentId });
      }
    }
  },
};
