import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { EmptyFieldsError, type CreativePrice } from '../../providers/calls/creatives';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../engine';
import { rateSelection } from './selectionRate';

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

const SOURCES = ['targets.price.cpm', 'targets.rewardType'];

const priceOf = (values: Record<string, unknown>): CreativePrice => {
  const targets = (values.targets ?? {}) as { price?: { cpm?: number | null }; rewardType?: string | null };
  return { cpm: targets.price?.cpm, rewardType: targets.rewardType };
};

type CreativeRecord = RaRecord & { name?: string; version?: number };

function PriceDialog({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  onSubmit(price: CreativePrice): Promise<string | void>;
  onClose(): void;
}) {
  const translate = useTranslate();
  return (
    <ActionDialog
      title={title}
      schemaId="creative"
      sources={SOURCES}
      validateWithSchema={false}
      failure="kabinet.creatives.priceFailed"
      maxWidth="md"
      hint={translate('kabinet.creatives.priceHint')}
      submitLabel={translate('kabinet.creatives.save')}
      onSubmit={(values) => onSubmit(priceOf(values))}
      onClose={onClose}
    />
  );
}

/**
 * «Изменить цену» on the creative card: a partial update of CPM and/or the reward type
 * (If-Match: the version on screen). Both empty: refused before anything is sent (docs/product.md#validation).
 */
export function CreativePriceButton() {
  const record = useRecordContext<CreativeRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;

  const submit = async (price: CreativePrice) => {
    try {
      await dataProvider.updateCreativePrice(String(record.id), price, record.version);
    } catch (error) {
      // Nothing to send is found before any request: said in the dialog, not as a failure.
      if (error instanceof EmptyFieldsError) return translate('kabinet.creatives.priceEmpty');
      throw error;
    }
    notify('kabinet.creatives.priceSaved', { type: 'success', messageArgs: { name: record.name } });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.creatives.price" onClick={() => setOpen(true)}>
        <PriceChangeIcon />
      </Button>
      {open && (
        <PriceDialog
          title={translate('kabinet.creatives.priceTitle', { name: record.name })}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The same over the selection: every selected creative gets the filled fields. The CPM goes with the
 * platform's rate call (PUT /banners/rate, once per campaign); the reward type, if filled, by record.
 */
export function CreativeBulkPriceButton() {
  const { selectedIds, onUnselectItems, data, resource } = useListContext<CreativeRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);

  const submit = async (price: CreativePrice) => {
    if (!filled(price.cpm) && !filled(price.rewardType)) return translate('kabinet.creatives.priceEmpty');
    if (filled(price.cpm)) await rateSelection(dataProvider, resource, selectedIds, data, Number(price.cpm));
    const results = filled(price.rewardType)
      ? await Promise.allSettled(
          selectedIds.map((id) => dataProvider.updateCreativePrice(String(id), { rewardType: price.rewardType })),
        )
      : selectedIds.map(() => ({ status: 'fulfilled' as const, value: null }));
    const failures = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as unknown);
    if (failures.some((e) => e instanceof EmptyFieldsError)) return translate('kabinet.creatives.priceEmpty');
    const done = results.length - failures.length;
    if (done) notify('kabinet.creatives.bulkPriceSaved', { type: 'success', messageArgs: { smart_count: done } });
    refresh();
    if (failures.length) throw failures[0];
    setOpen(false);
    onUnselectItems();
  };

  return (
    <>
      <Button label="kabinet.creatives.price" onClick={() => setOpen(true)}>
        <PriceChangeIcon />
      </Button>
      {open && (
        <PriceDialog
          title={translate('kabinet.creatives.bulkPriceTitle', { smart_count: selectedIds.length })}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
