/**
 * npm run split: lines of the entities' declarations (schemas/, resources/) against the code
 * written for single entities, by folder (scripts/lib/split.ts), to follow the trend.
 */
import { formatSplit, measureSplit } from './lib/split';

console.log(formatSplit(measureSplit(process.cwd())));
