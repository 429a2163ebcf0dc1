export { ActiveFilters, type ActiveFilterChip, type ActiveFiltersProps } from './ActiveFilters';
