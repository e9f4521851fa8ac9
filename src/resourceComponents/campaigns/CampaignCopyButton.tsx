import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { CampaignCopyRequest } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../engine';

const SOURCES = ['name', 'creativeType', 'copyCreatives'];

/**
 * «Копировать» (POST /v2/campaigns/copy): a dialog with the copy's name, creative type and
 * whether to copy the creatives; on success the copy opens.
 */
export function CampaignCopyButton() {
  const record = useRecordContext<RaRecord & { name?: string; creativeType?: string }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;

  const defaults = {
    id: String(record.id),
    name: translate('kabinet.campaigns.copyNameDefault', { name: record.name }).slice(0, 255),
    creativeType: record.creativeType,
    copyCreatives: true,
  };

  const submit = async (values: Record<string, unknown>) => {
    const body = { ...values, id: String(record.id) } as unknown as CampaignCopyRequest;
    const { id, creativesCopied } = await dataProvider.copyCampaign(body);
    notify(body.copyCreatives ? 'kabinet.campaigns.copiedWithCreatives' : 'kabinet.campaigns.copied', {
      type: 'success',
      messageArgs: { name: body.name, smart_count: creativesCopied },
    });
    setOpen(false);
    redirect('edit', resource, id);
  };

  return (
    <>
      <Button label="kabinet.campaigns.copy" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      {open && (
        <ActionDialog
          failure="kabinet.campaigns.copyFailed"
          maxWidth="md"
          title={translate('kabinet.campaigns.copyTitle', { name: record.name })}
          schemaId="campaignCopy"
          sources={SOURCES}
          record={defaults}
          hint={translate('kabinet.campaigns.copyHint')}
          submitLabel={translate('kabinet.campaigns.copy')}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
