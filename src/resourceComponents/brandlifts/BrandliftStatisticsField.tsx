import { Box, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useRecordContext, useTranslate } from 'react-admin';
import { percentage } from '../../engine';

interface Answer {
  id?: string;
  text: string;
  beforeCount?: number;
  afterCount?: number;
}
interface Slide {
  id?: string;
  order: number;
  question: string;
  answers: Answer[];
}

const number = new Intl.NumberFormat('ru-RU');
const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const formatPercent = (n: number) => `${percent.format(n)} %`;

/** Per-slide before/after figures of the survey's saved answers (docs/product.md#entities Brandlift statistics). */
function slideFigures(slide: Slide) {
  const beforeTotal = slide.answers.reduce((t, a) => t + (a.beforeCount ?? 0), 0);
  const afterTotal = slide.answers.reduce((t, a) => t + (a.afterCount ?? 0), 0);
  return {
    beforeTotal,
    afterTotal,
    answers: slide.answers.map((a) => ({
      text: a.text,
      beforeCount: a.beforeCount ?? 0,
      afterCount: a.afterCount ?? 0,
      // The percentage rule of docs/product.md#validation: 0 when nobody answered yet, never NaN.
      before: percentage(a.beforeCount ?? 0, beforeTotal),
      after: percentage(a.afterCount ?? 0, afterTotal),
    })),
  };
}

/**
 * The survey's statistics (schema `statistics`, server-owned): for every slide its totals and a
 * bar chart of each answer's share before and after the ad was shown, with the percentages as
 * text beside it. Computed from the saved answer counts of the record.
 */
export function BrandliftStatisticsField() {
  const translate = useTranslate();
  const record = useRecordContext<{ slides?: Slide[] }>();
  const slides = record?.slides ?? [];
  if (!slides.length) return <Typography variant="body2">{translate('kabinet.brandlifts.statisticsEmpty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 1100 }}>
      {slides.map((slide) => {
        const figures = slideFigures(slide);
        return (
          <Paper
            key={slide.id ?? slide.order}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={`${translate('kabinet.brandlifts.slide', { n: slide.order })}: ${slide.question}`}
            data-chart="brandlift-slide"
          >
            <Typography variant="subtitle2">
              {translate('kabinet.brandlifts.slide', { n: slide.order })}. {slide.question}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('kabinet.brandlifts.totals', {
                before: number.format(figures.beforeTotal),
                after: number.format(figures.afterTotal),
              })}
            </Typography>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: figures.answers.map((a) => a.text) }]}
              yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
              series={[
                {
                  data: figures.answers.map((a) => a.before),
                  label: translate('kabinet.brandlifts.before'),
                  valueFormatter: (v) => formatPercent(v ?? 0),
                },
                {
                  data: figures.answers.map((a) => a.after),
                  label: translate('kabinet.brandlifts.after'),
                  valueFormatter: (v) => formatPercent(v ?? 0),
                },
              ]}
            />
            <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('kabinet.brandlifts.shares')}>
              {figures.answers.map((a, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {translate('kabinet.brandlifts.answerPercents', {
                    text: a.text,
                    beforeCount: number.format(a.beforeCount),
                    afterCount: number.format(a.afterCount),
                    before: formatPercent(a.before),
                    after: formatPercent(a.after),
                  })}
                </Typography>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
