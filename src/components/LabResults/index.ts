export {
  CannabinoidTable,
  formatPercent,
  LabBatchFacts,
  LabResults,
  ScreensTable,
  type LabResultsProps,
} from './LabResults';
