import { Tooltip } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { rowsOf } from './selection';
import type { ActionAnswer, ActionPlace, DeclaredAction } from '../../definition/declaredActions';
import type { AnswerValue } from './AnswerDialog';
import type { ResourceDefinition } from '../../definition/types';
import { copyText } from '../../views/CopyLinkButton';
import { ActionButton } from '../ActionButton';
import { useBulkRun } from '../outcome';
import { saveBlob } from '../saveBlob';
import { useTell } from '../tell';
import { FillOnPick } from './FormFill';
import { ACTION_ICONS } from './icons';
import type { DeclaredCallProvider } from './provider';
import { fill, fillCall, textArgs, type ActionContext } from './templates';
import { useLinkTo } from './linkTo';
import { spreadsheetHeaders } from './spreadsheet';
import { resolveTransition, stateName } from './transition';
import type { BulkTransitionAnswer } from './transitionForm';
import { useOperationForm } from './useOperationForm';
import { valueAt } from '../../schema/records';
import { FAILURE_MESSAGES } from '../failureMessages';

const ActionDialog = lazy(() => import('../ActionDialog').then((m) => ({ default: m.ActionDialog })));
const AnswerDialog = lazy(() => import('./AnswerDialog'));

const DAY = 86_400_000;

/**
 * The templates' values of the clock: `{today}` (today the Russian way, a file's name),
 * `{daysAgo.N}` (the day N days before today as the platform writes days, a period's default) and
 * `{utcOffset}` (the browser's time zone in minutes east of UTC, the platform's offsetTime).
 */
const clockValues = (): ActionContext => ({
  today: new Date().toLocaleDateString('ru-RU'),
  daysAgo: new Proxy({}, { get: (_, n) => new Date(Date.now() - Number(String(n)) * DAY).toISOString().slice(0, 10) }),
  utcOffset: -new Date().getTimezoneOffset(),
});

/** An answer's one value: a text, or null where it has none. */
const oneValue = (result: unknown, field: string): string | null => {
  const value = valueAt(result as Record<string, unknown>, field);
  return value === undefined || value === null || value === '' ? null : String(value);
};

export interface DeclaredActionProps {
  action: DeclaredAction;
  place: ActionPlace;
  def: ResourceDefinition;
}

/*
 * A declared action's run (src/engine/definition/declaredActions.ts): its button, confirmation,
 * form and answer dialogs, the call and the outcome told. DeclaredAction.tsx places it.
 */

export function Run({
  action,
  place,
  def,
  ctx: shown,
  rows,
  unselect,
  refusal,
  hint,
}: DeclaredActionProps & {
  ctx: ActionContext;
  rows: RaRecord[];
  unselect?: () => void;
  /** Why it cannot run: the button is disabled with it. */
  refusal?: string;
  /** Told beside an enabled button (the records a selection's transition will skip). */
  hint?: string;
}) {
  const ctx: ActionContext = { ...clockValues(), ...shown };
  const dataProvider = useDataProvider<DataProvider & DeclaredCallProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const tell = useTell();
  const bulkRun = useBulkRun();
  const [answer, setAnswer] = useState<AnswerValue | null>(null);
  const icon = ACTION_ICONS[action.icon ?? 'start']();
  const resolved = useMemo(
    () => (action.transition ? resolveTransition(def, action.transition, place, action.form?.fields) : null),
    [action.transition, action.form?.fields, def, place],
  );
  /** A transition's texts name the new state (`{state}`): the fixed one, or the one chosen in the form. */
  const withState = (at: ActionContext): ActionContext => {
    if (!resolved) return at;
    const chosen = action.transition!.to ?? valueAt(at.values, resolved.operation.state ?? '');
    return chosen === undefined ? at : { ...at, state: stateName(resolved, chosen) };
  };
  // A selection's texts count it (smart_count) unless the action says what to count.
  const args = (at: ActionContext) => ({
    ...(typeof at.smart_count === 'number' ? { smart_count: at.smart_count } : {}),
    ...textArgs(action.args, at),
  });
  // An action without its own retry-later text (a resource file should give one) says the general one.
  const failure = action.failure ?? FAILURE_MESSAGES.actionFailed;

  /** The call and, when declared, the record its answer names; resolves with the answer. */
  const send = async (at: ActionContext): Promise<unknown> => {
    const call = action.call!;
    const filled = fillCall(call, at);
    if (call.columns) filled.headers = { ...filled.headers, ...spreadsheetHeaders(def, call.columns) };
    let result = await dataProvider.declaredCall(filled);
    if (call.readBack) result = (await dataProvider.getOne(def.path, { id: (result as { id: string }).id })).data;
    if (call.download) saveBlob(result as Blob, String(fill(call.download, at)));
    return result;
  };
  /** After success: the declared screen, or the same one refreshed (the selection cleared). */
  const finish = (at: ActionContext) => {
    if (action.after) {
      const { pathname, search } = linkTo(action.after, at, def);
      navigate({ pathname, search });
      return;
    }
    unselect?.();
    refresh();
  };
  /** The success toast; one selected record is told by its own name when the action says how. */
  const successText = (at: ActionContext): [string, Record<string, unknown>] | undefined => {
    if (action.successOne && place === 'bulk' && rows.length === 1)
      return [action.successOne, args({ ...at, ...rows[0] })];
    return action.success ? [action.success, args(at)] : undefined;
  };
  const success = (at: ActionContext) => {
    const text = successText(at);
    if (text) notify(text[0], { type: 'success', messageArgs: text[1] });
  };
  /** A selection's transition told: the records changed, and those left as they were with the first one's reason. */
  const tellSelection = (from: ActionContext, done: BulkTransitionAnswer) => {
    const at = { ...from, result: done };
    const said = successText(at);
    const parts = said ? [translate(said[0], said[1])] : [];
    const skipped = done.skippedCount && action.skipped ? action.skipped : null;
    if (skipped)
      parts.push(translate(skipped, { smart_count: done.skippedCount, reason: done.skipped?.[0]?.message ?? '' }));
    if (parts.length) notify(parts.join('. '), { type: skipped ? 'warning' : 'success' });
    finish(at);
  };
  // An operation that asks for input first: its form's state and handlers.
  const form = useOperationForm({
    action,
    place,
    ctx,
    resolved,
    failure,
    withState,
    send,
    tellSelection,
    success,
    finish,
  });

  if (action.link) {
    if (action.link.id !== undefined && fill(action.link.id, ctx) == null) return null;
    const to = linkTo(action.link, ctx, def);
    return (
      <Button component={Link} to={to} label={action.args ? translate(action.label, args(ctx)) : action.label}>
        {icon}
      </Button>
    );
  }

  /** What an answer dialog shows: a table's rows that fit its schema, or a page's HTML. */
  const answerOf = async (answer: ActionAnswer, at: ActionContext): Promise<AnswerValue> => {
    if ('page' in answer) {
      const call = { ...fillCall(action.call!, at), responseType: 'blob' as const, accept: 'text/html' };
      return { page: await ((await dataProvider.declaredCall(call)) as Blob).text() };
    }
    if ('value' in answer) return { one: oneValue(await send(at), answer.value.field) };
    return { rows: await rowsOf(await send(at), answer.schema) };
  };
  /** A value's renewal from the answer's dialog: told, and the screen read again (the record's version moved on). */
  const renew = async (): Promise<string | null | undefined> => {
    const declared = action.answer && 'value' in action.answer ? action.answer : undefined;
    if (!declared?.renew) return undefined;
    const { call, success, failure: failed } = declared.renew;
    const result = await tell(() => dataProvider.declaredCall(fillCall(call, ctx)), {
      success: () => [success, args(ctx)],
      failure: failed,
    });
    if (result === undefined) return undefined;
    refresh();
    return oneValue(result, declared.value.field);
  };

  // Nothing to copy (a session without its id yet): not offered.
  if (action.copy !== undefined && fill(action.copy, ctx) == null) return null;

  const run = async () => {
    if (action.copy !== undefined) {
      try {
        await copyText(String(fill(action.copy, ctx)));
        success(ctx);
      } catch {
        notify(failure, { type: 'error' });
      }
      return;
    }
    if (action.form) return form.open();
    if (place === 'bulk' && action.call?.bulk === 'each') {
      const failed = await bulkRun(
        ctx.ids as string[],
        (id) => send({ ...rows.find((r) => String(r.id) === id), id }),
        {
          success: action.success ?? '',
          failure,
          partlyFailed: action.partlyFailed,
        },
      );
      if (!failed) unselect?.();
      refresh();
      return;
    }
    if (action.transition && place !== 'record') return runOnSelection(withState(ctx));
    if (action.answer) {
      const shown = await tell(() => answerOf(action.answer!, ctx), { failure });
      if (shown !== undefined) setAnswer(shown);
      return;
    }
    const at = withState(ctx);
    const done = await tell(async () => ({ result: await send(at) }), {
      success: successText(at) ? ({ result }) => successText({ ...at, result })! : undefined,
      failure,
      conflict: action.conflict,
    });
    if (done) finish({ ...at, result: done.result });
  };

  /** A selection's transition: the call, then what it changed told. */
  const runOnSelection = async (from: ActionContext) => {
    const done = await tell(async () => (await send(from)) as BulkTransitionAnswer, { failure });
    if (done) tellSelection(from, done);
  };

  const button = (
    <ActionButton
      label={action.label}
      ariaLabel={
        action.named ? `${translate(action.label)}: ${String((args(ctx) as { name?: unknown }).name ?? '')}` : undefined
      }
      icon={icon}
      color={action.color}
      variant={action.contained ? 'contained' : undefined}
      disabled={(place === 'bulk' && !rows.length) || refusal !== undefined}
      confirm={
        action.confirm
          ? { title: action.confirm.title, content: action.confirm.content, options: args(ctx) }
          : undefined
      }
      onRun={run}
    />
  );

  return (
    <>
      {refusal !== undefined || hint ? (
        // A disabled button takes no pointer: the span carries the reason's tooltip (and its accessible name).
        <Tooltip title={refusal ?? hint}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {form.record && action.form && (
        <Suspense fallback={null}>
          <ActionDialog
            title={translate(action.form.title, args(ctx))}
            hint={action.form.hint ? translate(action.form.hint) : undefined}
            submitLabel={action.form.submit ?? action.label}
            schemaId={action.form.schema}
            sources={action.form.fields}
            record={form.record}
            validate={form.validate}
            maxWidth={action.form.maxWidth}
            failure={failure}
            disabled={form.filling}
            onSubmit={form.submit}
            onClose={form.close}
          >
            {action.form.fill && (
              <FillOnPick spec={action.form.fill} ctx={ctx} failure={failure} onBusy={form.setFilling} />
            )}
          </ActionDialog>
        </Suspense>
      )}
      {answer && action.answer && (
        <Suspense fallback={null}>
          <AnswerDialog
            answer={action.answer}
            value={answer}
            label={action.label}
            title={translate(action.answer.title, args(ctx))}
            dropped={typeof ctx.count === 'number' && 'rows' in answer ? ctx.count - answer.rows.length : 0}
            onRenew={renew}
            onClose={() => setAnswer(null)}
          />
        </Suspense>
      )}
    </>
  );
}
