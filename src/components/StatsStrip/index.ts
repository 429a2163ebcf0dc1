export { StatsStrip, wholesaleStats, type Stat, type StatsStripProps } from './StatsStrip';
