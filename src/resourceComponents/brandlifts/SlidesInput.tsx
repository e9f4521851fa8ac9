import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { analyseProperty, FieldInput, requiredMark, schemaSet } from '../../engine';

interface Choice {
  const: string;
  title: string;
}

/** The slide's labels and its types with their Russian titles, from the schema. */
function useSlideSchema() {
  return useMemo(() => {
    const slide = schemaSet.resolve({ $ref: 'brandlift#/$defs/slide' });
    const type = schemaSet.resolve(slide.properties!.type);
    const question = schemaSet.resolve(slide.properties!.question);
    return {
      types: ((type.oneOf ?? []) as Choice[]).map((c) => ({ id: c.const, name: c.title })),
      typeLabel: type.title ?? '',
      questionLabel: question.title ?? '',
      // The slide's picture or video: the engine's file field (x-file keeps the id, the address beside it).
      media: analyseProperty(schemaSet, 'cdnFileId', slide.properties!.cdnFileId, 'cdnFileId', false, 'brandlift'),
    };
  }, []);
}

const MAX_SLIDES = 10;
const MAX_ANSWERS = 10;

/** Writes order = position + 1 into every item of the array at `name` (the server keeps that order). */
function useRenumber(name: string) {
  const { getValues, setValue } = useFormContext();
  return () => {
    const items = (getValues(name) as unknown[] | undefined) ?? [];
    items.forEach((_, i) => setValue(`${name}.${i}.order`, i + 1, { shouldDirty: true }));
  };
}

/** The ordered answers of slide `slide`: text, the counts collected so far, move and remove. */
function AnswersInput({ slide }: { slide: number }) {
  const translate = useTranslate();
  const name = `slides.${slide}.answers`;
  const { fields, move, remove, append } = useFieldArray({ name });
  const renumber = useRenumber(name);
  const answers = useWatch({ name }) as { beforeCount?: number; afterCount?: number }[] | undefined;
  const s = slide + 1;
  const act = (change: () => void) => () => {
    change();
    renumber();
  };
  return (
    <>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={translate('kabinet.brandlifts.slide', { n: s })}
      >
        {fields.map((field, j) => {
          const n = j + 1;
          const counts = answers?.[j];
          return (
            <Box component="li" key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextInput
                source={`${name}.${j}.text`}
                label={translate('kabinet.brandlifts.answerLabel', { n })}
                validate={requiredMark}
                helperText={
                  counts?.beforeCount !== undefined
                    ? translate('kabinet.brandlifts.counts', {
                        before: counts.beforeCount,
                        after: counts.afterCount ?? 0,
                      })
                    : false
                }
                sx={{ flex: 1 }}
              />
              <Stack direction="row" sx={{ pt: 1 }}>
                <IconButton
                  size="small"
                  aria-label={translate('kabinet.brandlifts.answerUp', { slide: s, n })}
                  disabled={j === 0}
                  onClick={act(() => move(j, j - 1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('kabinet.brandlifts.answerDown', { slide: s, n })}
                  disabled={j === fields.length - 1}
                  onClick={act(() => move(j, j + 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('kabinet.brandlifts.answerRemove', { slide: s, n })}
                  disabled={fields.length <= 2}
                  onClick={act(() => remove(j))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Box>
      {/* After the list, not in it: an <ol> holds list items only. */}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={fields.length >= MAX_ANSWERS}
        onClick={() => append({ order: fields.length + 1, text: '' })}
      >
        {translate('kabinet.brandlifts.answerAdd')}
      </Button>
    </>
  );
}

/**
 * The survey's slides (schema `slides`) as an ordered editor: each slide has its type, question,
 * media and ordered answers; slides and answers move up and down, and `order` always equals the
 * position. Validation messages come from the schema like everywhere else.
 */
export function SlidesInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { types, typeLabel, questionLabel, media } = useSlideSchema();
  const { fields, move, remove, append } = useFieldArray({ name: source });
  const { getFieldState, formState } = useFormContext();
  const renumber = useRenumber(source);
  const arrayError = getFieldState(source, formState).error;
  const act = (change: () => void) => () => {
    change();
    renumber();
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 860, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {fields.map((field, i) => {
        const n = i + 1;
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 2, mb: 2 }}
            component="section"
            aria-label={translate('kabinet.brandlifts.slide', { n })}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {translate('kabinet.brandlifts.slide', { n })}
              </Typography>
              <IconButton
                aria-label={translate('kabinet.brandlifts.slideUp', { n })}
                disabled={i === 0}
                onClick={act(() => move(i, i - 1))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('kabinet.brandlifts.slideDown', { n })}
                disabled={i === fields.length - 1}
                onClick={act(() => move(i, i + 1))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('kabinet.brandlifts.slideRemove', { n })}
                disabled={fields.length <= 1}
                onClick={act(() => remove(i))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <SelectInput source={`${source}.${i}.type`} label={typeLabel} choices={types} validate={requiredMark} />
            <TextInput
              source={`${source}.${i}.question`}
              label={questionLabel}
              validate={requiredMark}
              fullWidth
              multiline
            />
            <FieldInput
              field={{
                ...media,
                source: `${source}.${i}.cdnFileId`,
                label: translate('kabinet.brandlifts.mediaAlt', { n }),
              }}
              mode="edit"
            />
            <AnswersInput slide={i} />
          </Paper>
        );
      })}
      {arrayError?.message && <FormHelperText error>{arrayError.message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        disabled={fields.length >= MAX_SLIDES}
        onClick={() =>
          append({
            order: fields.length + 1,
            type: 'single',
            question: '',
            answers: [
              { order: 1, text: '' },
              { order: 2, text: '' },
            ],
          })
        }
      >
        {translate('kabinet.brandlifts.slideAdd')}
      </Button>
    </Box>
  );
}
