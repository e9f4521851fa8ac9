import type { ResourceHooks } from '../context';
import { moderationAppHooks, moderationCreativeHooks } from './moderation';
import { actionLogHooks, bidLogHooks } from './tools';
import { campaignHooks } from './campaign';
import { creativeHooks } from './creative';
import { groupHooks } from './group';
import { usersHooks } from './user';
import { accountHooks } from './account';
import { agencyTransactionHooks } from './agencyTransaction';
import { deploymentHooks, reservationHooks, reservationVersionHooks } from './reservation';
import { sspErrorHooks } from './sspError';
import { notificationGroupsHooks, notificationsHooks } from './notification';
import { bigListHooks } from './bigList';
import { brandliftHooks } from './brandlift';
import { deviceModelHooks, manufacturerHooks } from './deviceModel';
import {
  appCheckSegmentHooks,
  audiencePortraitHooks,
  banListHooks,
  customSegmentHooks,
  geoSegmentHooks,
  panelSegmentHooks,
  retargetingSegmentHooks,
} from './audienceSegments';
import {
  ordCreativeHooks,
  ordExternalContractHooks,
  ordInitialContractHooks,
  ordOurContractHooks,
  ordReportHooks,
} from './ord';

/**
 * Per-resource additions to the generic CRUD, keyed by schema `$id`. A resource with no entry
 * is plain CRUD driven by its schema alone; add a file here only for what a schema cannot say.
 */
export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = {
  moderationCreative: moderationCreativeHooks,
  brandlift: brandliftHooks,
  moderationApp: moderationAppHooks,
  actionLog: actionLogHooks,
  bidLog: bidLogHooks,
  user: usersHooks,
  account: accountHooks,
  agencyTransaction: agencyTransactionHooks,
  reservation: reservationHooks,
  deployment: deploymentHooks,
  reservationVersion: reservationVersionHooks,
  sspError: sspErrorHooks,
  notificationGroup: notificationGroupsHooks,
  notification: notificationsHooks,
  campaign: campaignHooks,
  manufacturer: manufacturerHooks,
  deviceModel: deviceModelHooks,
  group: groupHooks,
  creative: creativeHooks,
  bigList: bigListHooks,
  banList: banListHooks,
  appCheckSegment: appCheckSegmentHooks,
  audiencePortrait: audiencePortraitHooks,
  customSegment: customSegmentHooks,
  geoSegment: geoSegmentHooks,
  panelSegment: panelSegmentHooks,
  retargetingSegment: retargetingSegmentHooks,
  ordReport: ordReportHooks,
  ordExternalContract: ordExternalContractHooks,
  ordInitialContract: ordInitialContractHooks,
  ordOurContract: ordOurContractHooks,
  ordCreative: ordCreativeHooks,
};
